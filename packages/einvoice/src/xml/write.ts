/**
 * Deterministic, pretty-printed XML output.
 *
 * Writers build a tree of `XNode`s with `el()`; `undefined` children and attributes are
 * dropped, so optional model values map directly. `serialize()` indents with two spaces,
 * escapes text and attribute values, and always emits the same bytes for the same tree.
 */

export interface XNode {
  name: string;
  attrs: Array<[string, string]>;
  children: XNode[];
  text?: string;
}

type Child = XNode | undefined | null | false | Child[];

/**
 * Make an element. `content` may be a string (text), or child nodes (nested arrays and
 * undefined allowed). Returns undefined when the element would be empty and `keepEmpty`
 * is not set: an element with neither text nor children nor attributes carries nothing.
 */
export function el(
  name: string,
  attrs: Record<string, string | undefined> | undefined,
  ...content: Array<string | Child>
): XNode | undefined {
  const a: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(attrs ?? {})) if (v !== undefined) a.push([k, v]);
  const children: XNode[] = [];
  let text: string | undefined;
  const add = (c: string | Child): void => {
    if (c === undefined || c === null || c === false) return;
    if (typeof c === 'string') text = (text ?? '') + c;
    else if (Array.isArray(c)) for (const x of c) add(x);
    else children.push(c);
  };
  for (const c of content) add(c);
  if (children.length === 0 && (text === undefined || text === '')) return undefined;
  return { name, attrs: a, children, ...(text !== undefined && children.length === 0 ? { text } : {}) };
}

/** A leaf element with text; undefined when the value is undefined or empty. */
export function leaf(
  name: string,
  value: string | undefined,
  attrs?: Record<string, string | undefined>,
): XNode | undefined {
  if (value === undefined || value === '') return undefined;
  return el(name, attrs, value);
}

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

export function serialize(root: XNode | undefined): string {
  if (!root) throw new Error('serialize: empty document');
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  const write = (n: XNode, depth: number): void => {
    const pad = '  '.repeat(depth);
    const attrs = n.attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    if (n.children.length === 0) {
      out.push(`${pad}<${n.name}${attrs}>${escapeText(n.text ?? '')}</${n.name}>\n`);
      return;
    }
    out.push(`${pad}<${n.name}${attrs}>\n`);
    for (const c of n.children) write(c, depth + 1);
    out.push(`${pad}</${n.name}>\n`);
  };
  write(root, 0);
  return out.join('');
}

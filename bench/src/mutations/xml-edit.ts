/**
 * String-level XML editing for the agreement harness: find elements by prefixed tag name
 * (`cbc:BuyerReference`, `ram:LineTotalAmount`) along a descendant path and change, remove,
 * duplicate, move or insert them. Deliberately textual (no parser round trip): the mutated
 * documents keep everything else byte for byte, and we can also produce documents that a
 * serializer would never write (wrong order, duplicates, unknown elements).
 *
 * Paths: `a/b[1]/c` — each step is a descendant search inside the previous match; `[n]` picks the
 * n-th (0-based) outermost occurrence, default 0. A step that matches nothing throws
 * `NotApplicable` (the mutation is then skipped for that base document).
 */

export class NotApplicable extends Error {}

export interface Span {
  /** index of `<` of the start tag */
  start: number;
  /** index after the start tag's `>` */
  openEnd: number;
  /** index of `<` of the end tag (= openEnd for a self-closing element) */
  closeStart: number;
  /** index after the end tag */
  end: number;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const reCache = new Map<string, RegExp>();
function tagRe(tag: string): RegExp {
  let re = reCache.get(tag);
  if (!re) {
    const t = escapeRe(tag);
    re = new RegExp(`<(/?)${t}(?=[\\s/>])[^>]*?(/?)>`, 'g');
    reCache.set(tag, re);
  }
  return re;
}

/** Outermost occurrences of `tag` between `from` and `to`. */
export function spans(xml: string, tag: string, from = 0, to = xml.length): Span[] {
  const re = tagRe(tag);
  re.lastIndex = from;
  const out: Span[] = [];
  let depth = 0;
  let open: { start: number; openEnd: number } | undefined;
  for (let m = re.exec(xml); m && m.index < to; m = re.exec(xml)) {
    const closing = m[1] === '/';
    const selfClosing = m[2] === '/';
    const end = m.index + m[0].length;
    if (closing) {
      depth--;
      if (depth === 0 && open) {
        out.push({ start: open.start, openEnd: open.openEnd, closeStart: m.index, end });
        open = undefined;
      }
    } else if (selfClosing) {
      if (depth === 0) out.push({ start: m.index, openEnd: end, closeStart: end, end });
    } else {
      if (depth === 0) open = { start: m.index, openEnd: end };
      depth++;
    }
  }
  return out;
}

/** Tag names of UBL invoices → credit notes. */
const CREDIT_NOTE_NAMES: Record<string, string> = {
  'cac:InvoiceLine': 'cac:CreditNoteLine',
  'cbc:InvoicedQuantity': 'cbc:CreditedQuantity',
  'cbc:InvoiceTypeCode': 'cbc:CreditNoteTypeCode',
};

export class XmlDoc {
  xml: string;
  readonly creditNote: boolean;

  constructor(xml: string) {
    this.xml = xml;
    this.creditNote = /<CreditNote[\s>]/.test(xml.slice(0, 2000));
  }

  /** A tag name as this document spells it (UBL CreditNote line and quantity names). */
  tag(name: string): string {
    return this.creditNote ? (CREDIT_NOTE_NAMES[name] ?? name) : name;
  }

  has(path: string): boolean {
    try {
      this.locate(path);
      return true;
    } catch (e) {
      if (e instanceof NotApplicable) return false;
      throw e;
    }
  }

  count(path: string): number {
    const steps = path.split('/');
    const last = steps.pop() as string;
    const outer = steps.length ? this.locate(steps.join('/')) : undefined;
    return spans(this.xml, this.tag(last), outer?.openEnd ?? 0, outer?.closeStart ?? this.xml.length).length;
  }

  locate(path: string): Span {
    let from = 0;
    let to = this.xml.length;
    let found: Span | undefined;
    for (const step of path.split('/')) {
      const m = /^(.+?)(?:\[(\d+)\])?$/.exec(step);
      if (!m) throw new Error(`bad path step ${step}`);
      const list = spans(this.xml, this.tag(m[1] as string), from, to);
      found = list[Number(m[2] ?? 0)];
      if (!found) throw new NotApplicable(`${path}: no ${step}`);
      from = found.openEnd;
      to = found.closeStart;
    }
    if (!found) throw new NotApplicable(path);
    return found;
  }

  private splice(start: number, end: number, insert: string): this {
    this.xml = this.xml.slice(0, start) + insert + this.xml.slice(end);
    return this;
  }

  getText(path: string): string {
    const s = this.locate(path);
    return this.xml.slice(s.openEnd, s.closeStart);
  }

  /** Replaces an element's content (text or children). */
  text(path: string, value: string): this {
    const s = this.locate(path);
    if (s.openEnd === s.closeStart) {
      // self-closing: expand
      const startTag = this.xml.slice(s.start, s.openEnd).replace(/\s*\/>$/, '>');
      const name = /^<([^\s/>]+)/.exec(startTag)?.[1] ?? '';
      return this.splice(s.start, s.end, `${startTag}${value}</${name}>`);
    }
    return this.splice(s.openEnd, s.closeStart, value);
  }

  /** Maps the text of an element. */
  mapText(path: string, f: (t: string) => string): this {
    return this.text(path, f(this.getText(path)));
  }

  /** Makes the element empty (`<x></x>`, attributes kept). */
  empty(path: string): this {
    return this.text(path, '');
  }

  remove(path: string): this {
    const s = this.locate(path);
    // take the line's indentation along
    let start = s.start;
    while (start > 0 && (this.xml[start - 1] === ' ' || this.xml[start - 1] === '\t')) start--;
    let end = s.end;
    if (this.xml[end] === '\n' && (start === 0 || this.xml[start - 1] === '\n')) end++;
    return this.splice(start, end, '');
  }

  /** Removes every outermost occurrence of the path's last step (inside the first match of the rest). */
  removeAll(path: string): this {
    const n = this.count(path);
    if (n === 0) throw new NotApplicable(path);
    const steps = path.split('/');
    const last = steps.pop() as string;
    const prefix = steps.length ? `${steps.join('/')}/` : '';
    for (let i = n - 1; i >= 0; i--) this.remove(`${prefix}${last}[${i}]`);
    return this;
  }

  /** Inserts a copy of the element right after it. */
  dup(path: string, change?: (copy: string) => string): this {
    const s = this.locate(path);
    const copy = this.xml.slice(s.start, s.end);
    return this.splice(s.end, s.end, `\n${change ? change(copy) : copy}`);
  }

  outer(path: string): string {
    const s = this.locate(path);
    return this.xml.slice(s.start, s.end);
  }

  before(path: string, snippet: string): this {
    const s = this.locate(path);
    return this.splice(s.start, s.start, `${snippet}\n`);
  }

  after(path: string, snippet: string): this {
    const s = this.locate(path);
    return this.splice(s.end, s.end, `\n${snippet}`);
  }

  /** Inserts as first child. */
  prepend(path: string, snippet: string): this {
    const s = this.locate(path);
    if (s.openEnd === s.closeStart) throw new NotApplicable(`${path} is self-closing`);
    return this.splice(s.openEnd, s.openEnd, `\n${snippet}`);
  }

  /** Inserts as last child. */
  append(path: string, snippet: string): this {
    const s = this.locate(path);
    if (s.openEnd === s.closeStart) throw new NotApplicable(`${path} is self-closing`);
    return this.splice(s.closeStart, s.closeStart, `${snippet}\n`);
  }

  /** Sets (or with null removes) an attribute of the element's start tag. */
  attr(path: string, name: string, value: string | null): this {
    const s = this.locate(path);
    let startTag = this.xml.slice(s.start, s.openEnd);
    const re = new RegExp(`\\s${escapeRe(name)}\\s*=\\s*("[^"]*"|'[^']*')`);
    if (re.test(startTag)) {
      startTag = startTag.replace(re, value === null ? '' : ` ${name}="${value}"`);
    } else if (value !== null) {
      startTag = startTag.replace(/\s*(\/?)>$/, ` ${name}="${value}"$1>`);
    } else {
      throw new NotApplicable(`${path} has no attribute ${name}`);
    }
    return this.splice(s.start, s.openEnd, startTag);
  }

  getAttr(path: string, name: string): string | undefined {
    const s = this.locate(path);
    const m = new RegExp(`\\s${escapeRe(name)}\\s*=\\s*"([^"]*)"`).exec(this.xml.slice(s.start, s.openEnd));
    return m?.[1];
  }

  /** Renames the element (start and end tag). */
  rename(path: string, newTag: string): this {
    const s = this.locate(path);
    const startTag = this.xml.slice(s.start, s.openEnd).replace(/^<[^\s/>]+/, `<${newTag}`);
    if (s.openEnd === s.closeStart) return this.splice(s.start, s.openEnd, startTag);
    this.splice(s.closeStart, s.end, `</${newTag}>`);
    return this.splice(s.start, s.openEnd, startTag);
  }

  /** Moves the element at `path` to just before the element at `beforePath`. */
  moveBefore(path: string, beforePath: string): this {
    const copy = this.outer(path);
    this.remove(path);
    return this.before(beforePath, copy);
  }

  /** Moves the element at `path` to just after the element at `afterPath`. */
  moveAfter(path: string, afterPath: string): this {
    const copy = this.outer(path);
    this.remove(path);
    return this.after(afterPath, copy);
  }

  /** Plain string replacement (all occurrences); NotApplicable when absent. */
  replace(from: string, to: string): this {
    if (!this.xml.includes(from)) throw new NotApplicable(`no ${from}`);
    this.xml = this.xml.split(from).join(to);
    return this;
  }
}

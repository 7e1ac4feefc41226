/**
 * Systematic mutations for the agreement harness: instead of hand-written edits, every element of a
 * base document is visited in document order and edited in the ways a broken real-world invoice
 * shows — deleted, emptied, duplicated, padded with spaces, its first two children swapped; amounts
 * moved by ±0.01 or negated, quantities negated, dates made impossible, codes lowercased or unknown,
 * texts made very long or non-ASCII; every attribute removed, emptied, set to an unknown value or
 * lowercased. Deterministic: the same base gives the same list.
 *
 * The same element path (tag names from the root, without positions) occurs in many bases; `seen`
 * counts (syntax, operation, path) keys across bases so that each key is tried in at most `perKey`
 * bases (the first ones in the caller's order). That keeps the set large in kinds and small in size.
 */

export interface Element {
  name: string;
  /** index of `<` of the start tag */
  start: number;
  openEnd: number;
  closeStart: number;
  end: number;
  parent: number;
  children: number[];
  /** attributes except namespace declarations, in document order */
  attrs: { name: string; value: string }[];
}

/** A flat element list of a well-formed document (comments, PIs and CDATA are skipped). */
export function elements(xml: string): Element[] {
  const out: Element[] = [];
  const stack: number[] = [];
  const re =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<!DOCTYPE[^>]*>|<(\/?)([^\s/>!?]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const name = m[2];
    if (!name) continue;
    const end = m.index + m[0].length;
    if (m[1] === '/') {
      const i = stack.pop();
      if (i === undefined) break;
      const e = out[i] as Element;
      e.closeStart = m.index;
      e.end = end;
      continue;
    }
    const attrs: { name: string; value: string }[] = [];
    for (const a of (m[3] ?? '').matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      const an = a[1] as string;
      if (an === 'xmlns' || an.startsWith('xmlns:')) continue;
      attrs.push({ name: an, value: a[3] ?? a[4] ?? '' });
    }
    const parent = stack.length ? (stack[stack.length - 1] as number) : -1;
    const idx = out.length;
    out.push({ name, start: m.index, openEnd: end, closeStart: end, end, parent, children: [], attrs });
    if (parent >= 0) out[parent]?.children.push(idx);
    if (m[4] !== '/') stack.push(idx);
  }
  return out;
}

export interface Generated {
  /** operation and element path, unique within a base */
  name: string;
  group: string;
  xml: string;
}

const splice = (xml: string, start: number, end: number, insert: string) =>
  xml.slice(0, start) + insert + xml.slice(end);

const local = (n: string) => n.slice(n.indexOf(':') + 1);

const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CII_DATE = /^\d{8}$/;
const CODE = /^[A-Z][A-Z0-9]{1,3}$/;
const LONG = 'Lorem ipsum dolor sit amet '.repeat(40).trim();
const NON_ASCII = 'Müller &amp; Söhne – „Straße“ Œuvre ÆØÅ 日本語 €';

/** Adds `cents` hundredths to a decimal string, keeping at least its number of decimals. */
export function addCents(t: string, cents: number): string {
  const neg = t.startsWith('-');
  const [i = '0', f = ''] = (neg ? t.slice(1) : t).split('.');
  const scale = Math.max(2, f.length);
  let v = BigInt(i + f.padEnd(scale, '0')) * (neg ? -1n : 1n);
  v += BigInt(cents) * 10n ** BigInt(scale - 2);
  const sign = v < 0n ? '-' : '';
  const s = (v < 0n ? -v : v).toString().padStart(scale + 1, '0');
  return `${sign}${s.slice(0, -scale)}.${s.slice(-scale)}`;
}

export function negate(t: string): string {
  return t.startsWith('-') ? t.slice(1) : `-${t}`;
}

/**
 * Every systematic mutation of one base document. `key` names the base kind (syntax plus root) for
 * the cross-base counting in `seen`.
 */
export function systematic(xml: string, kind: string, seen: Map<string, number>, perKey = 1): Generated[] {
  const els = elements(xml);
  const out: Generated[] = [];
  const paths: string[] = [];
  const posCount = new Map<string, number>();
  for (let i = 0; i < els.length; i++) {
    const e = els[i] as Element;
    paths.push(e.parent >= 0 ? `${paths[e.parent]}/${e.name}` : e.name);
  }
  const take = (op: string, i: number, group: string, mutated: string) => {
    const path = paths[i] as string;
    const key = `${kind}|${op}|${path}`;
    const n = seen.get(key) ?? 0;
    if (n >= perKey) return;
    // the first occurrence of a path in a document only (lines repeat)
    const pk = `${op}|${path}`;
    if (posCount.has(pk)) return;
    posCount.set(pk, 1);
    if (mutated === xml) return;
    seen.set(key, n + 1);
    out.push({
      name: `${op}@${path.split('/').slice(1).map(local).join('.') || 'root'}`,
      group,
      xml: mutated,
    });
  };
  for (let i = 1; i < els.length; i++) {
    const e = els[i] as Element;
    const leaf = e.children.length === 0;
    const text = xml.slice(e.openEnd, e.closeStart);
    const t = text.trim();
    const ln = local(e.name);
    // structure
    let ds = e.start;
    while (ds > 0 && (xml[ds - 1] === ' ' || xml[ds - 1] === '\t' || xml[ds - 1] === '\n')) ds--;
    take('del', i, leaf ? 'sys delete leaf' : 'sys delete group', splice(xml, ds, e.end, ''));
    take(
      'dup',
      i,
      leaf ? 'sys duplicate leaf' : 'sys duplicate group',
      splice(xml, e.end, e.end, xml.slice(e.start, e.end)),
    );
    if (!leaf && e.children.length >= 2) {
      const a = els[e.children[0] as number] as Element;
      const bIdx = e.children.find((c) => (els[c] as Element).name !== a.name);
      if (bIdx !== undefined) {
        const b = els[bIdx] as Element;
        const swapped =
          xml.slice(0, a.start) +
          xml.slice(b.start, b.end) +
          xml.slice(a.end, b.start) +
          xml.slice(a.start, a.end) +
          xml.slice(b.end);
        take('swap', i, 'sys swap siblings', swapped);
      }
    }
    // attributes
    for (const a of e.attrs) {
      const tag = xml.slice(e.start, e.openEnd);
      const re = new RegExp(`\\s${a.name.replace(/[.:]/g, '\\$&')}\\s*=\\s*("[^"]*"|'[^']*')`);
      const withValue = (v: string | null) =>
        splice(xml, e.start, e.openEnd, tag.replace(re, v === null ? '' : ` ${a.name}="${v}"`));
      take(`attr-del-${a.name}`, i, 'sys attribute', withValue(null));
      take(`attr-empty-${a.name}`, i, 'sys attribute', withValue(''));
      take(
        `attr-unknown-${a.name}`,
        i,
        'sys attribute',
        withValue(/^[A-Z0-9]+$/.test(a.value) ? 'XX' : 'xx-unknown'),
      );
      if (a.value !== a.value.toLowerCase())
        take(`attr-lower-${a.name}`, i, 'sys attribute', withValue(a.value.toLowerCase()));
      if (a.value.trim()) take(`attr-space-${a.name}`, i, 'sys attribute', withValue(` ${a.value} `));
    }
    if (!leaf) continue;
    const setText = (v: string) => splice(xml, e.openEnd, e.closeStart, v);
    if (e.openEnd === e.closeStart) continue; // self-closing
    if (t) take('empty', i, 'sys empty leaf', setText(''));
    if (t && t.length <= 60) take('space', i, 'sys whitespace', setText(` ${t} `));
    if (CII_DATE.test(t) && ln === 'DateTimeString') {
      take('date-feb-30', i, 'sys dates', setText(`${t.slice(0, 4)}0230`));
      take('date-month-13', i, 'sys dates', setText(`${t.slice(0, 4)}1301`));
      take('date-iso', i, 'sys dates', setText(`${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6)}`));
    } else if (NUMBER.test(t)) {
      take('plus-cent', i, 'sys amounts', setText(addCents(t, 1)));
      take('minus-cent', i, 'sys amounts', setText(addCents(t, -1)));
      if (Number(t) !== 0) take('negate', i, 'sys amounts', setText(negate(t)));
      take('comma', i, 'sys amounts', setText(t.includes('.') ? t.replace('.', ',') : `${t},5`));
      if (/Quantity$/.test(ln)) take('zero', i, 'sys amounts', setText('0'));
    } else if (ISO_DATE.test(t)) {
      take('date-feb-30', i, 'sys dates', setText(`${t.slice(0, 4)}-02-30`));
      take('date-month-13', i, 'sys dates', setText(`${t.slice(0, 4)}-13-01`));
      take('date-time', i, 'sys dates', setText(`${t}T10:00:00`));
      take('date-compact', i, 'sys dates', setText(t.replace(/-/g, '')));
    } else if (CODE.test(t)) {
      take('code-lower', i, 'sys codes', setText(t.toLowerCase()));
      take('code-unknown', i, 'sys codes', setText(t.length === 2 ? 'QQ' : 'QQQ'));
    } else if (t && /[a-zA-Z]/.test(t)) {
      take('long', i, 'sys texts', setText(LONG));
      take('non-ascii', i, 'sys texts', setText(NON_ASCII));
    }
  }
  return out;
}

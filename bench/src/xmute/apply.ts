// XML-Mutate instructions (`<?xmute mutator="…" …?>`), as the official XRechnung schematron
// repository's unit-test instances use them (test/instances/**.xml): each instruction names one
// edit of the element that follows it. This module turns one annotated instance into its mutants —
// one document per instruction (per value for `code`) with every instruction removed — so that our
// validator and the official one can be compared on them. Our own reading of the format; the
// instances themselves are read at run time and never stored.

export interface XmuteInstruction {
  /** offsets of the `<?xmute … ?>` text */
  start: number;
  end: number;
  attrs: Record<string, string>;
}

export interface Mutant {
  /** `<n>-<instruction id>` or `<n>-<instruction id>#<value index>`; n = the instruction's place in
   *  the document (instances reuse one id for several instructions) */
  id: string;
  mutator: string;
  xml: string;
}

interface ElementExtent {
  start: number;
  /** end of the start tag (after `>`) */
  openEnd: number;
  /** start of the end tag (= openEnd for an empty element written `<a/>`) */
  closeStart: number;
  end: number;
  selfClosing: boolean;
}

const PI = /<\?xmute([\s\S]*?)\?>/g;
const ATTR = /([\w:-]+)\s*=\s*"([^"]*)"/g;

export function instructions(xml: string): XmuteInstruction[] {
  return [...xml.matchAll(PI)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    attrs: Object.fromEntries([...(m[1] ?? '').matchAll(ATTR)].map((a) => [a[1], a[2]])),
  }));
}

/** Skips whitespace, comments and processing instructions; returns the offset of the next element. */
function nextElementStart(xml: string, from: number): number {
  let i = from;
  for (;;) {
    i = xml.indexOf('<', i);
    if (i < 0) return -1;
    if (xml.startsWith('<!--', i)) i = xml.indexOf('-->', i) + 3;
    else if (xml.startsWith('<?', i)) i = xml.indexOf('?>', i) + 2;
    else if (xml.startsWith('</', i)) return -1;
    else return i;
  }
}

/** The extent of the element whose start tag begins at `start` (comments, PIs and CDATA skipped). */
export function elementExtent(xml: string, start: number): ElementExtent {
  const tag = /<[^>]*>/y;
  tag.lastIndex = start;
  const first = tag.exec(xml);
  if (!first) throw new Error(`no start tag at ${start}`);
  const openEnd = start + first[0].length;
  if (first[0].endsWith('/>'))
    return { start, openEnd, closeStart: openEnd, end: openEnd, selfClosing: true };
  let depth = 1;
  let i = openEnd;
  while (depth > 0) {
    i = xml.indexOf('<', i);
    if (i < 0) throw new Error(`unclosed element at ${start}`);
    const skip = ['<!--', '-->', '<![CDATA[', ']]>', '<?', '?>'];
    const s = skip.findIndex((open, k) => k % 2 === 0 && xml.startsWith(open, i));
    if (s >= 0) {
      i = xml.indexOf(skip[s + 1] as string, i) + (skip[s + 1] as string).length;
      continue;
    }
    const end = xml.indexOf('>', i) + 1;
    if (xml.startsWith('</', i)) depth--;
    else if (xml[end - 2] !== '/') depth++;
    if (depth === 0) return { start, openEnd, closeStart: i, end, selfClosing: false };
    i = end;
  }
  throw new Error('unreachable');
}

function withAttribute(startTag: string, name: string, value: string): string {
  const re = new RegExp(`(\\s${name.replace(/[:.]/g, '\\$&')}\\s*=\\s*)"[^"]*"`);
  if (re.test(startTag)) return startTag.replace(re, `$1"${value}"`);
  return startTag.replace(/\s*(\/?>)$/, ` ${name}="${value}"$1`);
}

/** The document with the element at `el` given a new text content or attribute value. */
function setValue(xml: string, el: ElementExtent, value: string, attribute?: string): string {
  if (attribute) {
    const startTag = xml.slice(el.start, el.openEnd);
    return xml.slice(0, el.start) + withAttribute(startTag, attribute, value) + xml.slice(el.openEnd);
  }
  if (el.selfClosing) {
    const open = xml.slice(el.start, el.openEnd).replace(/\s*\/>$/, '>');
    const name = /^<([^\s/>]+)/.exec(open)?.[1] ?? '';
    return `${xml.slice(0, el.start)}${open}${value}</${name}>${xml.slice(el.end)}`;
  }
  return xml.slice(0, el.openEnd) + value + xml.slice(el.closeStart);
}

function edits(xml: string, ins: XmuteInstruction, el: ElementExtent): Array<[string, string]> {
  const a = ins.attrs;
  const text = xml.slice(el.openEnd, el.closeStart);
  switch (a.mutator) {
    case 'identity':
      return [['', xml]];
    case 'remove':
      return [['', xml.slice(0, el.start) + xml.slice(el.end)]];
    case 'empty':
      return [['', setValue(xml, el, '', a.attribute)]];
    case 'whitespace':
      return [['', setValue(xml, el, ` \n  ${text.trim()}  \n `)]];
    case 'code':
      return (a.values ?? '')
        .split(a.separator ?? ',')
        .map((v, k): [string, string] => [`#${k}`, setValue(xml, el, v.trim(), a.attribute)]);
    default:
      return [];
  }
}

/** Every mutant of an annotated instance, instructions removed. Unknown mutators are skipped. */
export function mutants(xml: string): Mutant[] {
  const all = instructions(xml);
  const out: Mutant[] = [];
  for (const [n, ins] of all.entries()) {
    const at = nextElementStart(xml, ins.end);
    if (at < 0) continue;
    const el = elementExtent(xml, at);
    for (const [suffix, doc] of edits(xml, ins, el)) {
      out.push({
        id: `${n}-${ins.attrs.id ?? 'unnamed'}${suffix}`,
        mutator: ins.attrs.mutator ?? '',
        xml: doc.replace(PI, ''),
      });
    }
  }
  return out;
}

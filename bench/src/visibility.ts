/**
 * Which truth values a PDF's text layer prints (the `visible_in_text` marks of a truth file, for
 * `score.mjs --only-visible`): texts and ids with everything but letters and digits removed,
 * amounts and dates in the usual notations. Shared by the hold-out builders
 * (extraction-holdout.ts, extraction-real.ts).
 */
export const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
function amountForms(v: string): string[] {
  const neg = v.startsWith('-');
  const [int = '0', frac = ''] = v.replace(/^[-+]/, '').split('.');
  const i = int.replace(/^0+(?=\d)/, '');
  const group = (sep: string) => i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const forms = new Set<string>();
  const minLen = Math.max(1, frac.replace(/0+$/, '').length);
  for (let n = minLen; n <= Math.max(minLen, frac.length, 2); n++) {
    const fr = (frac + '0000').slice(0, n);
    for (const g of ['', '.', ',', ' ', "'"])
      for (const d of [',', '.']) if (g !== d) forms.add(`${group(g)}${d}${fr}`);
  }
  if (/^0*$/.test(frac)) for (const g of ['', '.', ',']) forms.add(group(g));
  return [...forms].flatMap((x) => (neg ? [x, `-${x}`] : [x]));
}
function dateForms(v: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return [v];
  const [, y = '', mo = '', d = ''] = m;
  const dd = String(Number(d));
  const mm = String(Number(mo));
  return [
    `${d}.${mo}.${y}`,
    `${dd}.${mm}.${y}`,
    `${d}/${mo}/${y}`,
    `${mo}/${d}/${y}`,
    `${mm}/${dd}/${y}`,
    `${y}-${mo}-${d}`,
    `${d}.${mo}.${y.slice(2)}`,
    `${d}-${mo}-${y}`,
    `${y}${mo}${d}`,
    `${d}/${mo}/${y.slice(2)}`,
  ];
}
const MONTHS = [
  'jan|januar|janvier|january',
  'feb|februar|février|fevrier|february',
  'mär|märz|mar|mars|march|maerz',
  'apr|april|avril',
  'mai|may',
  'jun|juni|juin|june',
  'jul|juli|juillet|july',
  'aug|august|août|aout',
  'sep|sept|september|septembre',
  'okt|oct|oktober|octobre|october',
  'nov|november|novembre',
  'dez|dec|dezember|décembre|decembre|december',
];
export function visibleValue(kind: string, v: unknown, text: string, flat: string): boolean | undefined {
  if (v == null || v === '') return undefined;
  if (Array.isArray(v)) return v.every((x) => visibleValue(kind, x, text, flat) !== false);
  const s = String(v);
  if (kind === 'amount')
    return amountForms(s).some((f) =>
      new RegExp(`(?<![\\d.,])${f.replace(/[.\-+]/g, '\\$&')}(?![\\d]|[.,]\\d)`).test(text),
    );
  if (kind === 'date') {
    if (dateForms(s).some((f) => text.includes(f))) return true;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return false;
    const months = MONTHS[Number(m[2]) - 1] ?? '';
    return new RegExp(
      `\\b0?${Number(m[3])}\\.?\\s*(?:${months})\\.?\\s*,?\\s*${m[1]}|(?:${months})\\.?\\s*0?${Number(m[3])},?\\s*${m[1]}`,
      'i',
    ).test(text);
  }
  if (kind === 'code') return undefined;
  const q = squash(s);
  return q.length === 0 ? undefined : flat.includes(q);
}

type Fields = Record<string, unknown>;
type FieldList = Array<[string, string, string]>;
/** The marks of one truth (header fields, VAT rows, lines) against the PDF's text. */
export function visibilityMarks(
  text: string,
  t: { fields: Fields; vat: Fields[]; lines: Fields[] },
  lists: { HEADER_FIELDS: FieldList; VAT_FIELDS: FieldList; LINE_FIELDS: FieldList },
) {
  const flat = squash(text);
  const row = (fields: FieldList, values: Fields) => {
    const o: Record<string, boolean> = {};
    for (const [k, , kind] of fields) {
      const v = visibleValue(kind, values[k], text, flat);
      if (v !== undefined) o[k] = v;
    }
    return o;
  };
  return {
    fields: row(lists.HEADER_FIELDS, t.fields),
    vat_breakdown: t.vat.map((r) => row(lists.VAT_FIELDS, r)),
    lines: t.lines.map((r) => row(lists.LINE_FIELDS, r)),
  };
}

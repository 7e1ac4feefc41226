/** The document reader's reading functions (registered in header.ts). */
import type { Ctx } from '../extract.ts';
import { best, findLabeled } from '../find.ts';
import type { Doc } from '../layout.ts';
import { COLON, SPACES_G, TYPE_CODE_CELL, TYPE_CODE_IN_PARENS } from '../lexicon/common.ts';
import {
  ACCOUNTING_AID_COMPACT,
  CORRECTED_INVOICE_COMPACT,
  CORRECTED_INVOICE_WORD,
  CREDIT_NOTE_WORD,
  CROWN_COUNTRY,
  CROWN_MENTION_G,
  CROWNS,
  CURRENCY_BY_AMOUNT_G,
  CURRENCY_CODE,
  DOLLAR_MENTION_G,
  EURO_MENTION_G,
  EURO_WORD,
  FACTORED_INVOICE_COMPACT,
  FACTORED_WORD,
  FRANC_MENTION_G,
  INSURER_INVOICE_COMPACT,
  LOCAL_CURRENCY_SIGNS_G,
  POUND_MENTION_G,
  RUPEE_MENTION_G,
  SELF_BILLED_COMPACT,
  SORT_CODE,
  TAX_WORD,
  TITLE_WITH_TYPE_CODE,
  TITLE_WORD_IN_TEXT,
} from '../lexicon/document.ts';
import { CREDIT_TITLE, CREDITING, INVOICE_TITLE, TITLE_DECORATION, TYPE_LABEL } from '../lexicon/header.ts';

export function detectCurrency(doc: Doc, text: string): { value: string; confidence: number } {
  // the VAT accounting currency (BT-6: "Währung der Umsatzsteuerbuchung", "VAT accounting
  // currency", "Tax currency") is not the invoice currency
  const taxCurrency = TAX_WORD;
  const c = best(
    findLabeled(
      doc,
      'currency',
      (t) => {
        if (taxCurrency.test(t.split(COLON)[0] ?? '')) return undefined;
        const m = CURRENCY_CODE.exec(t.toUpperCase());
        if (m) return m[1];
        if (EURO_WORD.test(t)) return 'EUR';
        return undefined;
      },
      { skipPrefix: taxCurrency },
    ),
  );
  if (c) return { value: c.value, confidence: 0.95 };
  const counts: Record<string, number> = {
    EUR: (text.match(EURO_MENTION_G) ?? []).length,
    USD: (text.match(DOLLAR_MENTION_G) ?? []).length,
    GBP: (text.match(POUND_MENTION_G) ?? []).length,
    CHF: (text.match(FRANC_MENTION_G) ?? []).length,
    INR: (text.match(RUPEE_MENTION_G) ?? []).length,
  };
  for (const [code, re] of LOCAL_CURRENCY_SIGNS_G) counts[code] = (text.match(re) ?? []).length;
  const crown = CROWNS[CROWN_COUNTRY.exec(text)?.[1] ?? ''];
  if (crown) counts[crown] = (counts[crown] ?? 0) + (text.match(CROWN_MENTION_G) ?? []).length;
  const seen = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const top = seen[0];
  // the amounts carry one currency's sign or code throughout: that currency
  if (top && seen.length === 1) return { value: top[0], confidence: 0.88 };
  if (top) return { value: top[0], confidence: 0.7 };
  // no sign: one currency code printed next to the amounts ("31.250,00 DKK")
  const coded = new Set([...text.matchAll(CURRENCY_BY_AMOUNT_G)].map((m) => m[1] ?? m[2]));
  if (coded.size === 1) return { value: [...coded][0] as string, confidence: 0.6 };
  // no currency printed at all: a UK bank account (sort code and account number) is paid in sterling
  if (SORT_CODE.test(text)) return { value: 'GBP', confidence: 0.4 };
  return { value: 'EUR', confidence: 0.3 };
}

export const TYPE_CODES = new Set([
  '380',
  '381',
  '383',
  '384',
  '386',
  '389',
  '326',
  '875',
  '876',
  '877',
  '751',
  '204',
  '575',
  '623',
  '780',
  '388',
  '393',
  '394',
  '395',
  '396',
  '420',
  '456',
  '457',
  '527',
  '532',
  '553',
  '261',
  '262',
  '296',
  '308',
  '325',
  '71',
  '80',
  '82',
  '84',
  '102',
  '130',
  '218',
  '219',
  '331',
  '382',
  '385',
  '387',
  '390',
  '471',
  '472',
  '473',
]);

export function detectType(doc: Doc): { value: string; confidence: number } {
  const head = doc.lines.filter((l) => l.page === 1).slice(0, 40);
  for (const l of head) {
    const m = TITLE_WITH_TYPE_CODE.exec(l.text);
    if (m?.[2] && TYPE_CODES.has(m[2])) return { value: m[2], confidence: 0.95 };
    // "Schlussrechnung Bau (877) Nr. …": a code in parentheses after a title of a few words
    const c = TYPE_CODE_IN_PARENS.exec(l.text);
    if (
      c?.[1] &&
      TYPE_CODES.has(c[1]) &&
      c.index < 60 &&
      TITLE_WORD_IN_TEXT.test(l.text.slice(0, c.index).replace(SPACES_G, ''))
    )
      return { value: c[1], confidence: 0.9 };
  }
  // a type row of a form ("Rechnungsart | 877 – Schlussrechnung", "Invoice type: 380")
  for (const l of doc.lines) {
    for (let i = 0; i < l.segs.length; i++) {
      const m = TYPE_LABEL.exec(l.segs[i]?.text.trim() ?? '');
      if (!m) continue;
      const rest = m[1] ? m[1] : (l.segs[i + 1]?.text.trim() ?? '');
      const c = TYPE_CODE_CELL.exec(rest)?.[1];
      if (c && TYPE_CODES.has(c)) return { value: c, confidence: 0.9 };
    }
  }
  const text = head.map((l) => l.text).join('\n');
  const compact = head.map((l) => l.text.replace(SPACES_G, '')).join('\n');
  if (SELF_BILLED_COMPACT.test(text)) return { value: '389', confidence: 0.7 };
  // UNTDID 1001 names that only one type carries
  if (INSURER_INVOICE_COMPACT.test(compact)) return { value: '575', confidence: 0.7 };
  if (FACTORED_INVOICE_COMPACT.test(compact)) return { value: '393', confidence: 0.7 };
  // "FACTURE" / "AFFACTUREE N° …" on two lines: the word alone names a factored invoice
  if (FACTORED_WORD.test(text)) return { value: '393', confidence: 0.7 };
  if (ACCOUNTING_AID_COMPACT.test(compact)) return { value: '751', confidence: 0.7 };
  if (CORRECTED_INVOICE_COMPACT.test(compact)) {
    // a correction that credits the buyer ("Gutschrift / Rechnungskorrektur", "Betrag der
    // Gutschrift", "schreiben wir Ihnen gut"): a credit note
    const all = doc.lines.map((l) => l.text).join('\n');
    if (CREDITING.test(all)) return { value: '381', confidence: 0.75 };
    return { value: '384', confidence: 0.7 };
  }
  // a title decides: a segment that starts with a credit-note word, else one that starts with an
  // invoice word (then "Avoir" or "Gutschrift" elsewhere on the page is no credit note)
  const title = (x: { text: string }) => x.text.trim().replace(TITLE_DECORATION, '');
  const segs = head.flatMap((l) => l.segs.map(title));
  // … the title in the larger font: an item "Gutschrift Leergut" in 8 pt under a 14 pt
  // "Rechnung" is a line of the invoice
  const sizeOf = (re: RegExp) =>
    Math.max(0, ...head.flatMap((l) => l.segs.filter((x) => re.test(title(x))).map((x) => x.size ?? 0)));
  const creditSize = sizeOf(CREDIT_TITLE);
  const invoiceSize = sizeOf(INVOICE_TITLE);
  if (creditSize && invoiceSize > creditSize * 1.2) return { value: '380', confidence: 0.65 };
  if (segs.some((t) => CREDIT_TITLE.test(t))) return { value: '381', confidence: 0.8 };
  // (an invoice title, no credit or correction word anywhere: the commercial invoice)
  if (segs.some((t) => INVOICE_TITLE.test(t))) return { value: '380', confidence: 0.88 };
  if (CREDIT_NOTE_WORD.test(text)) return { value: '381', confidence: 0.75 };
  if (CORRECTED_INVOICE_WORD.test(text)) return { value: '384', confidence: 0.7 };
  return { value: '380', confidence: 0.6 };
}

/** The document type code (BT-3). */
export function readType(c: Ctx): ReturnType<typeof detectType> {
  const type = detectType(c.doc);
  c.inv.typeCode = type.value;
  c.set('typeCode', type);
  return type;
}

/** The invoice currency (BT-5). */
export function readCurrency(c: Ctx): void {
  const cur = detectCurrency(c.doc, c.allText);
  c.inv.currency = cur.value;
  c.set('currency', cur);
}

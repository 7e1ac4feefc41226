/**
 * The offline extractor: PDF text layout → EN 16931 model with per-field confidence and the
 * source position of each value.
 *
 *   extractInvoice(layout) → { invoice, fields, notices, warnings }
 *
 * `fields` is keyed by model path (`number`, `seller.name`, `totals.taxInclusive`,
 * `vatBreakdown[0].taxAmount`, `lines[2].quantity` …); confidence is 0..1. `notices` says what the
 * user should check (codes and texts in notices.ts); `warnings` is their English text.
 */
import {
  dec,
  emptyInvoice,
  type Invoice,
  type InvoiceLine,
  type LineAllowanceCharge,
  round,
} from '@ic/einvoice';
import { best, type Candidate, findLabeled, type Source, segsBelow, settled, srcOf } from './find.ts';
import { readRowsBelow } from './form-below.ts';
import { readFormItems, readFormRows, readFormTable, readFormVatTable } from './forms.ts';
import { consistentCount, readItemBlocks } from './item-blocks.ts';
import { guessLang, type LabelField, labelRe } from './labels.ts';
import { type Doc, fromPdfLayout, type LayoutLike, type Line, type Seg } from './layout.ts';
import {
  ACCOUNT_START,
  BANK_LABEL_END,
  BUYER_CUE,
  CARRIED,
  CONTAINED,
  CREDIT_TITLE,
  CREDITING,
  DEBIT_CONTEXT,
  DEBIT_ON,
  DEBIT_WORD,
  ID_RE,
  INVOICE_TITLE,
  LEGAL_REF_BEFORE,
  NEW_SENTENCE,
  PAY_PHRASE,
  PRECEDING_REF,
  SKONTO_AMOUNT,
  TERMS_COLUMN_HEAD,
  TERMS_START,
  TITLE_NUMBER,
  TITLE_WORD,
  TYPE_LABEL,
  UNTIL,
  VAT_ID_AFTER,
} from './lexicon/header.ts';
import { type Notice, notice, noticeWarnings } from './notices.ts';
import { type DecimalMark, findAmounts, guessDecimalMark } from './parse/amount.ts';
import { findDates } from './parse/date.ts';
import { findBics, findIbans, findLeitwegIds, findTaxNumbers, findVatIds, isValidIban } from './parse/ids.ts';
import { countryCode, rendererUnit } from './parse/units.ts';
import {
  cueBlocks,
  denominationWithoutForm,
  footerAddress,
  hasLegalForm,
  isCue,
  legalNameLines,
  letterheadTitle,
  looseBlocks,
  oneLineAddresses,
  type Party,
  preferRepeatedName,
  senderLine,
} from './parties.ts';
import { type Board, readerRegistry } from './readers/registry.ts';
import { emptyTotals, reconcileTotals, TOTALS_KEYS, type TotalsCandidates } from './reconcile.ts';
import {
  type ExtractedLine,
  extractLines,
  findHeaders,
  headCell,
  RATE_ONLY,
  totalsHeader,
  totalsHeadRow,
} from './table.ts';
import { findRateTaxes, findVatRows, KNOWN_RATES, type VatRow, zeroRateCategory } from './vat.ts';

export interface FieldInfo {
  confidence: number;
  source?: Source;
}

export interface ExtractResult {
  invoice: Invoice;
  fields: Record<string, FieldInfo>;
  /** what the user should check, as codes with parameters (notices.ts) */
  notices: Notice[];
  /** the notices in English (API / CLI) */
  warnings: string[];
}

export interface ExtractOptions {
  /** force a language for dates (month-first for 'en' US documents is never assumed) */
  lang?: 'de' | 'en' | 'fr' | 'nl';
}

function isDoc(x: unknown): x is Doc {
  return typeof x === 'object' && x !== null && Array.isArray((x as Doc).lines);
}

function acceptId(text: string): string | undefined {
  const t = text.trim().replace(/^[:#.\s]+/, '');
  // "RE20248731, Total: …": punctuation after the id is no part of it; a short capital prefix
  // set apart from the digits belongs to the number ("RE 2024-117")
  const parts = t.split(/\s+/);
  const spaced = /^[A-Z]{1,4}$/.test(parts[0] ?? '') && /^\d[\w\-/.]*$/.test(parts[1] ?? '');
  const tok = (spaced ? `${parts[0]} ${parts[1]}` : (parts[0] ?? '')).replace(/[,;:.]+$/, '');
  if (!tok || tok.length > 35 || !ID_RE.test(tok.replace(' ', '')) || !/\d/.test(tok)) return undefined;
  if (findDates(tok)[0]?.index === 0 && findDates(tok)[0]?.raw === tok) return undefined;
  return tok.replace(/[.,;:]$/, '');
}

function acceptText(text: string): string | undefined {
  const t = text.trim().replace(/^[:#.\s]+/, '');
  return t.length >= 1 && t.length < 80 ? t : undefined;
}

const TOTAL_FIELDS: ReadonlyArray<keyof TotalsCandidates & LabelField> = TOTALS_KEYS;

function lastAmount(text: string, mark: DecimalMark): string | undefined {
  const dates = findDates(text);
  const toks = findAmounts(text, mark).filter(
    (t) =>
      !t.percent &&
      !dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length) &&
      !(/^\d+$/.test(t.raw.trim()) && LEGAL_REF_BEFORE.test(text.slice(0, t.index))),
  );
  return toks[toks.length - 1]?.value;
}

/** A row that can hold a document-level charge or allowance total (see totalsCandidates). */
function chargeRowOk(
  line: Doc['lines'][number],
  itemLines: Set<number>,
  mark: DecimalMark,
  doc: Doc,
): boolean {
  if (itemLines.has(line.index)) return false;
  const text = line.segs.map((s) => s.text).join('   ');
  const amounts = findAmounts(text, mark);
  if (amounts.length >= 3) return false;
  if (!amounts.some((a) => a.percent)) return true;
  // "abzgl. 3 % Rabatt  -192,69" right under the subtotal of the lines ("Warenwert netto",
  // "Subtotal"), with the allowances and charges between them: a document-level discount, not
  // an item's
  if (amounts.filter((a) => !a.percent).length !== 1) return false;
  for (let k = line.index - 1; k >= 0 && k >= line.index - 4; k--) {
    const l = doc.lines[k];
    if (!l || l.page !== line.page || itemLines.has(k)) return false;
    if (labelRe('lineNetTotal').test(l.text)) return true;
    if (!labelRe('allowanceTotal').test(l.text) && !labelRe('chargeTotal').test(l.text)) return false;
  }
  return false;
}

/** Every amount printed in the document (not percentages, not parts of dates), with its place. */
function printedAmounts(doc: Doc, mark: DecimalMark): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  for (const line of doc.lines) {
    for (const seg of line.segs) {
      const dates = findDates(seg.text);
      for (const t of findAmounts(seg.text, mark)) {
        if (t.percent || dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length)) continue;
        out.push({ value: t.value, confidence: 0.3, source: srcOf(line.page, seg), line: line.index });
      }
    }
  }
  return out;
}

/**
 * A totals label heading a column ("Netto" over its amount, several rows per rate then their
 * sum in a header row of totals): the amounts under it, top down.
 */
function amountsBelowLabel(
  doc: Doc,
  line: Line,
  seg: Seg,
  itemLines: Set<number>,
  mark: DecimalMark,
  block: boolean,
): Array<{ v: string; src: Source; line: number }> {
  const below: Array<{ v: string; src: Source; line: number }> = [];
  let rateRows = false;
  for (const { line: l2, seg: s2 } of segsBelow(doc, line, seg.x - 30, seg.x + seg.w + 30, block ? 6 : 3)) {
    if (s2.x + s2.w < seg.x - 5) continue;
    // a deduction under the totals ("abzgl. 1. Abschlag vom … | -2.200,00 | -418,00 |
    // -2.618,00" under "netto | USt. | brutto"): an instalment already paid, no total
    if (labelRe('paidAmount', true).test(l2.text)) break;
    // "USt.-Satz | Netto | USt. | Brutto" with a row per rate ("19 %" / "7 %"): the VAT
    // breakdown once more, none of its rows a total of the invoice (a sum row may follow)
    const rateRow = (l?: Doc['lines'][number]) =>
      !!l && l.page === l2.page && RATE_ONLY.test(l.segs[0]?.text ?? '');
    if (
      rateRow(l2) &&
      (rateRow(doc.lines[l2.index + 1]) || (l2.index - 1 !== line.index && rateRow(doc.lines[l2.index - 1])))
    ) {
      rateRows = true;
      continue;
    }
    // after the rows per rate only their sum row ("Summe", "Gesamt", "Total")
    if (rateRows && !/^\s*(?:summe|gesamt|total|totaal|somme)/i.test(l2.segs[0]?.text ?? '')) break;
    // an item's amount right under it: the label heads the items' column ("Description
    // | Net amount" over service rows), no total
    if (!below.length && itemLines.has(l2.index)) break;
    const v = lastAmount(s2.text, mark);
    if (v === undefined) {
      if (block) break;
      continue;
    }
    if (!block) {
      below.push({ v, src: srcOf(l2.page, s2), line: l2.index });
      break;
    }
    if (below.some((b) => b.line === l2.index)) continue;
    below.push({ v, src: srcOf(l2.page, s2), line: l2.index });
  }
  return below;
}

type TotalField = (typeof TOTAL_FIELDS)[number];

/** The total a segment's label names (the longest label), and where the label ends. */
function segTotalLabel(
  doc: Doc,
  line: Line,
  seg: Seg,
  itemLines: Set<number>,
  mark: DecimalMark,
  headRow: boolean,
): { field: TotalField; end: number } | undefined {
  let bestField: TotalField | undefined;
  let bestLen = 0;
  let bestEnd = 0;
  for (const f of TOTAL_FIELDS) {
    // an item named "Versandkosten" / "Shipping costs" (quantity, price and amount on the
    // row) is a line, and a row with a rate is VAT on the charge: not a document charge
    if ((f === 'chargeTotal' || f === 'allowanceTotal') && !chargeRowOk(line, itemLines, mark, doc)) continue;
    const m = labelRe(f).exec(seg.text);
    // "USt-IdNr. DE…", "BTW-nummer", "VAT No.": a VAT identifier's label, no VAT amount
    if (m && f === 'vatTotal' && VAT_ID_AFTER.test(seg.text.slice(m.index + m[0].length))) continue;
    // "TVA BE0123456789", "BTW NL…B01": the label of the VAT identifier printed after it
    if (m && f === 'vatTotal' && /^\s*(?:[A-Z]{2}|ATU)\s?\d{3}/.test(seg.text.slice(m.index + m[0].length)))
      continue;
    // "19% VAT 108,87": a rate before the label; "Invoice-ID: X, Total: 238 EUR": a label
    // after a list separator
    if (
      !m ||
      (m.index > 2 &&
        !/^\s*\d{1,2}(?:[.,]\d{1,2})?\s*%\s*$/.test(seg.text.slice(0, m.index)) &&
        !/[,;|]\s+$/.test(seg.text.slice(0, m.index)))
    )
      continue;
    const len = m[0].trim().length;
    if (len > bestLen) {
      bestLen = len;
      bestField = f;
      bestEnd = m.index + m[0].length;
    }
  }
  // a bare column word ("Net", "TTC") in a totals header row
  const cell = !bestField && headRow ? headCell(seg.text) : undefined;
  if (cell) return { field: cell, end: seg.text.length };
  return bestField ? { field: bestField, end: bestEnd } : undefined;
}

function totalsCandidates(
  doc: Doc,
  mark: DecimalMark,
  itemLines: Set<number>,
  blockLines: Set<number> = new Set(),
): TotalsCandidates {
  const out = emptyTotals();
  for (const line of doc.lines) {
    // a line of an item printed as a labelled block ("Nettobetrag 36,00" of the item)
    if (blockLines.has(line.index)) continue;
    // "Zwischensumme Übertrag 25.707,11": the sum carried to the next page, no total
    if (CARRIED.test(line.text)) continue;
    const headRow = totalsHeadRow(line, mark);
    line.segs.forEach((seg, i) => {
      const label = segTotalLabel(doc, line, seg, itemLines, mark, headRow);
      if (!label) return;
      // "Skontobetrag: 31,58 EUR, Zahlbetrag bei Skontoabzug: 1.547,23 EUR": what the buyer pays
      // when taking the cash discount, no total of the invoice ("skontofähig" qualifies a total)
      if (SKONTO_AMOUNT.test(seg.text)) return;
      segTotal(out, { doc, line, seg, i, mark, itemLines, headRow }, label.field, label.end);
    });
  }
  return out;
}

type TotalAt = {
  doc: Doc;
  line: Line;
  seg: Seg;
  i: number;
  mark: DecimalMark;
  itemLines: Set<number>;
  headRow: boolean;
};

/** The amount after a total's label (or below it, in a header of totals) as a candidate. */
function segTotal(out: TotalsCandidates, at: TotalAt, field: TotalField, end: number): void {
  const { line, seg, i, mark, headRow } = at;
  // in a header row, a rate after the label ("VAT 19 %") is part of the heading
  const rest = headRow && RATE_ONLY.test(seg.text.slice(end)) ? '' : seg.text.slice(end);
  const right = line.segs
    .slice(i + 1)
    .map((s) => s.text)
    .join('   ');
  let value = lastAmount(`${rest}   ${right}`, mark);
  let src = srcOf(line.page, line.segs[line.segs.length - 1] ?? seg);
  let conf = 0.8;
  // the head of the item table ("Montant HT" over the line amounts, a carried-over sum
  // under them): its column holds line amounts, no total
  if (value === undefined && !/\S/.test(rest) && !at.itemLines.has(line.index)) {
    const below = totalsBelow(out, at, field, end);
    if (below) ({ value, src, conf } = below);
  }
  if (value === undefined) return;
  // the VAT a gross amount contains, printed in brackets as an aside ("enthaltene
  // Versicherungsteuer (35,13 €)"): an amount, not a negative one
  if (field === 'vatTotal' && CONTAINED.test(seg.text.slice(0, end)) && value.startsWith('-'))
    value = value.slice(1);
  out[field].push({ value, confidence: conf, source: src, line: line.index, label: seg.text.slice(0, end) });
}

/**
 * Column header style: the value sits below the label; with several rows below (one per VAT
 * rate, then the sum) the last row is the total, the others are candidates too.
 */
function totalsBelow(
  out: TotalsCandidates,
  at: TotalAt,
  field: TotalField,
  end: number,
): { value: string; src: Source; conf: number } | undefined {
  const { doc, line, seg } = at;
  const block = totalsHeader(line) || at.headRow; // a header row of several totals: rows per rate, then the sum
  const below = amountsBelowLabel(doc, line, seg, at.itemLines, at.mark, !!block);
  const last = below[below.length - 1];
  if (!last) return undefined;
  const sumOfRest = below.length > 2 ? sumDec(below.slice(0, -1).map((b) => b.v)) : undefined;
  const lastIsSum = sumOfRest !== undefined && round(sumOfRest) === round(last.v);
  for (const b of below.slice(0, -1))
    out[field].push({
      value: b.v,
      confidence: lastIsSum ? 0.3 : 0.5,
      source: b.src,
      line: line.index,
      label: seg.text.slice(0, end),
    });
  // several rows without a sum row: rows per rate, none of them is the total
  return { value: last.v, src: last.src, conf: below.length === 1 ? 0.65 : lastIsSum ? 0.8 : 0.45 };
}

function detectCurrency(doc: Doc, text: string): { value: string; confidence: number } {
  // the VAT accounting currency (BT-6: "Währung der Umsatzsteuerbuchung", "VAT accounting
  // currency", "Tax currency") is not the invoice currency
  const taxCurrency = /(steuer|\bvat\b|\btax\b|\btva\b|\bbtw\b)/i;
  const c = best(
    findLabeled(
      doc,
      'currency',
      (t) => {
        if (taxCurrency.test(t.split(/[:]/)[0] ?? '')) return undefined;
        const m = /\b(EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|JPY|CAD|AUD)\b/.exec(t.toUpperCase());
        if (m) return m[1];
        if (/€|euro/i.test(t)) return 'EUR';
        return undefined;
      },
      { skipPrefix: taxCurrency },
    ),
  );
  if (c) return { value: c.value, confidence: 0.95 };
  const counts: Record<string, number> = {
    EUR: (text.match(/€|\bEUR\b|\bEuro\b/gi) ?? []).length,
    USD: (text.match(/\$|\bUSD\b/g) ?? []).length,
    GBP: (text.match(/£|\bGBP\b/g) ?? []).length,
    CHF: (text.match(/\bCHF\b|\bSFr\b/g) ?? []).length,
  };
  const seen = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const top = seen[0];
  // the amounts carry one currency's sign or code throughout: that currency
  if (top && seen.length === 1) return { value: top[0], confidence: 0.88 };
  if (top) return { value: top[0], confidence: 0.7 };
  // no currency printed at all: a UK bank account (sort code and account number) is paid in sterling
  if (/\bsort\s*code\b\W{0,3}\d{2}[- ]?\d{2}[- ]?\d{2}\b/i.test(text))
    return { value: 'GBP', confidence: 0.4 };
  return { value: 'EUR', confidence: 0.3 };
}

const TYPE_CODES = new Set([
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

function detectType(doc: Doc): { value: string; confidence: number } {
  const head = doc.lines.filter((l) => l.page === 1).slice(0, 40);
  for (const l of head) {
    const m =
      /(rechnung|gutschrift|korrektur|buchungshilfe|invoice|credit\s*note|facture|avoir|factuur|creditnota|note)\w*\s*\((\d{2,3})\)/i.exec(
        l.text,
      );
    if (m?.[2] && TYPE_CODES.has(m[2])) return { value: m[2], confidence: 0.95 };
    // "Schlussrechnung Bau (877) Nr. …": a code in parentheses after a title of a few words
    const c = /\((\d{3})\)/.exec(l.text);
    if (
      c?.[1] &&
      TYPE_CODES.has(c[1]) &&
      c.index < 60 &&
      /(rechnung|gutschrift|korrektur|invoice|creditnote|facture|avoir|factuur|creditnota)/i.test(
        l.text.slice(0, c.index).replace(/\s+/g, ''),
      )
    )
      return { value: c[1], confidence: 0.9 };
  }
  // a type row of a form ("Rechnungsart | 877 – Schlussrechnung", "Invoice type: 380")
  for (const l of doc.lines) {
    for (let i = 0; i < l.segs.length; i++) {
      const m = TYPE_LABEL.exec(l.segs[i]?.text.trim() ?? '');
      if (!m) continue;
      const rest = m[1] ? m[1] : (l.segs[i + 1]?.text.trim() ?? '');
      const c = /^(\d{2,3})(?!\d)/.exec(rest)?.[1];
      if (c && TYPE_CODES.has(c)) return { value: c, confidence: 0.9 };
    }
  }
  const text = head.map((l) => l.text).join('\n');
  const compact = head.map((l) => l.text.replace(/\s+/g, '')).join('\n');
  if (/(selbst\s*ausgestellte\s*rechnung|self-?billed\s*invoice|autofacturation|autofactura)/i.test(text))
    return { value: '389', confidence: 0.7 };
  // UNTDID 1001 names that only one type carries
  if (/(rechnungdesversicherers|insurer'?sinvoice|facturedel'assureur)/i.test(compact))
    return { value: '575', confidence: 0.7 };
  if (/(factureaffactur[ée]e|factoredinvoice|factoring-?rechnung)/i.test(compact))
    return { value: '393', confidence: 0.7 };
  // "FACTURE" / "AFFACTUREE N° …" on two lines: the word alone names a factored invoice
  if (/\baffactur[ée]e\b/i.test(text)) return { value: '393', confidence: 0.7 };
  if (/^(buchungshilfe|invoiceinformationforaccountingpurposes)/im.test(compact))
    return { value: '751', confidence: 0.7 };
  if (/(rechnungskorrektur|korrekturrechnung|correctedinvoice|facturerectificative)/i.test(compact)) {
    // a correction that credits the buyer ("Gutschrift / Rechnungskorrektur", "Betrag der
    // Gutschrift", "schreiben wir Ihnen gut"): a credit note
    const all = doc.lines.map((l) => l.text).join('\n');
    if (CREDITING.test(all)) return { value: '381', confidence: 0.75 };
    return { value: '384', confidence: 0.7 };
  }
  // a title decides: a segment that starts with a credit-note word, else one that starts with an
  // invoice word (then "Avoir" or "Gutschrift" elsewhere on the page is no credit note)
  const segs = head.flatMap((l) => l.segs.map((x) => x.text.trim()));
  // … the title in the larger font: an item "Gutschrift Leergut" in 8 pt under a 14 pt
  // "Rechnung" is a line of the invoice
  const sizeOf = (re: RegExp) =>
    Math.max(0, ...head.flatMap((l) => l.segs.filter((x) => re.test(x.text.trim())).map((x) => x.size ?? 0)));
  const creditSize = sizeOf(CREDIT_TITLE);
  const invoiceSize = sizeOf(INVOICE_TITLE);
  if (creditSize && invoiceSize > creditSize * 1.2) return { value: '380', confidence: 0.65 };
  if (segs.some((t) => CREDIT_TITLE.test(t))) return { value: '381', confidence: 0.8 };
  // (an invoice title, no credit or correction word anywhere: the commercial invoice)
  if (segs.some((t) => INVOICE_TITLE.test(t))) return { value: '380', confidence: 0.88 };
  if (/\b(gutschrift|credit\s*note|avoir|creditnota|creditfactuur)\b/i.test(text))
    return { value: '381', confidence: 0.75 };
  if (/\b(rechnungskorrektur|korrekturrechnung|corrected\s*invoice|facture\s*rectificative)\b/i.test(text))
    return { value: '384', confidence: 0.7 };
  return { value: '380', confidence: 0.6 };
}

function detectNumber(doc: Doc): Candidate<string> | undefined {
  const cands = findLabeled(doc, 'number', acceptId);
  // title line: "Facture FA-2017-0010", "Invoice INV-17", "Rechnung 2024-117 vom 03.02.2024"
  for (const l of doc.lines.slice(0, 80)) {
    const s = l.segs[0];
    if (!s) continue;
    const m =
      /^(?:rechnung|invoice|facture|factuur|gutschrift|credit\s*note|avoir)\s+(?!nr|no|n°|number|nummer|date|datum)(\S+)(?:\s+(?:vom|du|of|dated|van)\s+(.+))?$/i.exec(
        s.text.trim(),
      );
    if (m?.[1] && (m[2] === undefined || findDates(m[2])[0]?.index === 0)) {
      const v = acceptId(m[1]);
      if (v) cands.push({ value: v, confidence: 0.6, source: srcOf(l.page, s), line: l.index });
    }
  }
  // "Handelsrechnung (380) Nr. 4711 vom …", "Rechnung # RE-1/504", "Rechnungskor rektur Nr. RK1"
  for (const l of doc.lines.slice(0, 80)) {
    const m = TITLE_NUMBER.exec(l.text.trim());
    if (!m?.[1] || !m[2] || !TITLE_WORD.test(m[1].replace(/\s+/g, ''))) continue;
    const v = acceptId(m[2]);
    if (v) cands.push({ value: v, confidence: 0.8, source: srcOf(l.page, l.segs[0] as Seg), line: l.index });
  }
  // "N° FA-2026-0001" right below a bare title ("FACTURE", "Invoice"), or below the title and
  // its date ("FACTURE" / "20/09/2023" / "nº 2023-6013")
  const bareTitle = /^(rechnung|gutschrift|invoice|credit\s*note|facture|avoir|factuur|creditnota)$/i;
  doc.lines.slice(0, 60).forEach((l, k) => {
    const m = /^(?:nr\.?|no\.?|n[°º]\.?|#|nummer|number|num[ée]ro)\s*:?\s*(\S+)$/iu.exec(
      l.segs[0]?.text.trim() ?? '',
    );
    if (!m?.[1]) return;
    const prev = doc.lines[k - 1];
    const prev2 = doc.lines[k - 2];
    const dateOnly = (t: string) => findDates(t.trim())[0]?.raw === t.trim();
    const titled =
      (prev && prev.page === l.page && bareTitle.test(prev.text.trim())) ||
      (prev &&
        prev2 &&
        prev2.page === l.page &&
        prev.page === l.page &&
        dateOnly(prev.text) &&
        bareTitle.test(prev2.text.trim()));
    if (!titled) return;
    const v = acceptId(m[1]);
    if (v) cands.push({ value: v, confidence: 0.75, source: srcOf(l.page, l.segs[0] as Seg), line: l.index });
  });
  // the number of an earlier invoice the document refers to is none of its own
  cands.splice(0, cands.length, ...notPrecedingRef(doc, cands));
  // a bare "Numéro :" / "Nummer" / "Number" heading a label column whose next row is the issue
  // date ("Numéro : F-1 / Date d'émission : … / Échéance : …"): the document's number; so is the
  // document word itself as that label ("Invoice | INV-2025-042" over "Invoice date | …")
  if (!cands.length) {
    const bare =
      /^(?:nr\.?|no\.?|n[°º]\.?|nummer|number|num[ée]ro|invoice|rechnung|facture|factuur)\s*:?\s*(\S*)$/iu;
    const dateLabel = labelRe('issueDate', true);
    doc.lines.slice(0, 80).forEach((l, k) => {
      l.segs.forEach((sg, j) => {
        const m = bare.exec(sg.text.trim());
        if (!m) return;
        const raw = m[1] || l.segs[j + 1]?.text.trim() || '';
        const next = doc.lines[k + 1];
        if (!next || next.page !== l.page || next.y - l.y > l.h * 2.5) return;
        const below = next.segs.find((t) => Math.abs(t.x - sg.x) <= 3);
        if (!below || !dateLabel.test(below.text.trim())) return;
        const v = acceptId(raw);
        if (v) cands.push({ value: v, confidence: 0.6, source: srcOf(l.page, sg), line: l.index });
      });
    });
  }
  return settled(firstPageFirst(doc, cands));
}

function notPrecedingRef<T>(doc: Doc, cands: Array<Candidate<T>>): Array<Candidate<T>> {
  return cands.filter((c) => {
    const l = c.line === undefined ? undefined : doc.lines[c.line];
    return !l || !PRECEDING_REF.test(l.text);
  });
}

function dueFromTerms(doc: Doc, mdy: boolean, issue: string | undefined): Candidate<string> | undefined {
  let out: Candidate<string> | undefined;
  // a direct debit: "Der Betrag … wird am 20.03.2014 von Ihrem Konto … eingezogen"
  for (const l of doc.lines) {
    const next = doc.lines[l.index + 1];
    const context = `${l.text} ${next?.page === l.page ? next.text : ''}`;
    if (!DEBIT_WORD.test(context)) continue;
    for (const d of findDates(l.text, { monthFirst: mdy })) {
      if (!DEBIT_ON.test(l.text.slice(0, d.index))) continue;
      if (issue && d.iso < issue) continue;
      return { value: d.iso, confidence: 0.5, line: l.index, source: srcOf(l.page, l.segs[0] as Seg) };
    }
  }
  // "… wird der Beitrag am 06.12.2013 fällig", "Der Betrag ist am 01.04.2024 zur Zahlung fällig"
  for (const l of doc.lines) {
    const next = doc.lines[l.index + 1];
    const context = `${l.text} ${next?.page === l.page ? next.text : ''}`;
    for (const d of findDates(l.text, { monthFirst: mdy })) {
      if (!/^\s*(?:zur\s+zahlung\s+)?f[äa]llig(?!\p{L})/iu.test(context.slice(d.index + d.raw.length)))
        continue;
      return { value: d.iso, confidence: 0.5, line: l.index, source: srcOf(l.page, l.segs[0] as Seg) };
    }
  }
  for (const l of doc.lines) {
    if (!PAY_PHRASE.test(l.text)) continue;
    for (const d of findDates(l.text, { monthFirst: mdy })) {
      if (!UNTIL.test(l.text.slice(0, d.index))) continue;
      if (issue && d.iso < issue) continue;
      if (!out || d.iso > out.value)
        out = { value: d.iso, confidence: 0.55, line: l.index, source: srcOf(l.page, l.segs[0] as Seg) };
    }
  }
  return out;
}

function detectDueDate(doc: Doc, mdy: boolean): Candidate<string> | undefined {
  return settled(
    findLabeled(doc, 'dueDate', (t) => {
      const d = findDates(t, { monthFirst: mdy, compact: true })[0];
      return d && d.index <= 12 ? d.iso : undefined;
    }),
  );
}

/**
 * Document references are printed in the header: a candidate on a later page than the first
 * page with one (an order number quoted under an item on page 3) is weaker.
 */
function firstPageFirst<T>(doc: Doc, cands: Array<Candidate<T>>): Array<Candidate<T>> {
  const page = (c: Candidate<T>) => doc.lines[c.line]?.page ?? 1;
  const first = Math.min(...cands.map(page));
  for (const c of cands) if (page(c) > first) c.confidence -= 0.15;
  return cands;
}

/**
 * A reference printed under an item-table header (an item's detail line "Order ref.: 5512") is
 * weaker than one in the document header.
 */
function belowTablesWeaker<T>(doc: Doc, cands: Array<Candidate<T>>, mark?: DecimalMark): Array<Candidate<T>> {
  if (!cands.length) return cands;
  const heads = findHeaders(doc).map((h) => h.line);
  // a labelled detail row of an item ("Order ref.: 5512" under the item's name) is the item's
  // reference, not the document's
  const inItems = new Set<number>();
  if (mark && heads.length)
    for (const x of extractLines(doc, mark))
      for (const k of x.lines) if (!heads.some((h) => h.index === k)) inItems.add(k);
  for (const c of cands) {
    const l = doc.lines[c.line];
    if (l && heads.some((h) => h.page === l.page && h.index < l.index)) c.confidence -= 0.2;
  }
  return cands.filter((c) => !inItems.has(c.line));
}

/** Due − issue is a common payment term (0 to 90 days in the usual steps). */
function usualTerm(issue: string, due: string): boolean {
  const days = (Date.parse(due) - Date.parse(issue)) / 86_400_000;
  return [0, 7, 8, 10, 14, 15, 20, 21, 28, 30, 31, 45, 60, 90].includes(days);
}

/** The payment term in days a sentence states ("within 30 days", "innerhalb von 14 Tagen", "binnen 30 dagen"). */
function statedTermDays(text: string): number | undefined {
  const m =
    /(?:within|innerhalb(?:\s+von)?|binnen|dans\s+les|sous)\s+(\d{1,3})\s+(?:calendar\s+)?(?:days|tagen|dagen|jours)(?!\p{L})/iu.exec(
      text,
    );
  return m?.[1] ? Number(m[1]) : undefined;
}

function detectIssueDate(doc: Doc, mdy: boolean): Candidate<string> | undefined {
  const cands = findLabeled(
    doc,
    'issueDate',
    (t) => {
      const d = findDates(t, { monthFirst: mdy, compact: true })[0];
      return d && d.index <= 3 ? d.iso : undefined;
    },
    { skipQualified: /^(date|datum)\b/ },
  );
  for (const c of cands) {
    if (/^(datum|date)$/.test((c.label ?? '').replace(/[:\s.]+$/, ''))) c.confidence -= 0.15;
  }
  // "Rechnung Nr. 123 vom 15.11.2024", "Invoice # 12 issued at 2020-11-21"
  for (const l of doc.lines.slice(0, 60)) {
    const m =
      /(?:\b(?:nr|no|number)\.?|n°|#)\s*:?\s*\S+(?:\s+\S+){0,2}?\s+(?:vom|von|du|of|dated|van|from|issued\s+(?:at|on))(?:\s+(.+))?$/i.exec(
        l.text,
      ) ??
      // "Rechnung 2024-117 vom 03.02.2024": the title word, the number, its date
      /(?<=^(?:rechnung|invoice|facture|factuur|gutschrift|credit\s*note|avoir))\s+(?!nr|no|n°|number|nummer|date|datum)\S*\d\S*\s+(?:vom|du|of|dated|van)\s+(.+)$/i.exec(
        l.text,
      );
    // "… Nr. 4711 vom" with the date on the next line; not "Bestellung Nr. … vom"
    const next = doc.lines[l.index + 1];
    const head = m ? l.text.slice(0, m.index) : '';
    // the document's own title ("Rechnung", "Facture" …) or a line high on the page, not a law
    // or letter cited in the small print ("La loi n°92/1442 du 31 décembre 1992")
    const pageH = doc.pages[l.page - 1]?.height ?? 842;
    const ok =
      m &&
      !/(bestell|order|commande|auftrag|lieferschein|delivery|livraison|vertrag|contract)/i.test(head) &&
      (/(rechnung|invoice|facture|factuur|gutschrift|credit|avoir|creditnota|beleg)/i.test(head) ||
        l.y < pageH * 0.4);
    const rest = ok && m ? (m[1] ?? (next && next.page === l.page ? next.text : undefined)) : undefined;
    if (rest) {
      const d = findDates(rest, { monthFirst: mdy })[0];
      if (d && d.index === 0)
        cands.push({
          value: d.iso,
          confidence: 0.92,
          line: l.index,
          source: srcOf(l.page, l.segs[0] ?? { x: 0, y: l.y, w: 0, h: l.h }),
        });
    }
  }
  // a letter date in the header: "München, den 01.11.2024", "Paris, le 12 mars 2024"
  const pageH = doc.pages[0]?.height ?? 842;
  for (const l of doc.lines) {
    if (l.page !== 1 || l.y > pageH * 0.45) continue;
    l.segs.forEach((seg, i) => {
      // "Berlin, 15.11.2024" (no "den") in its own segment too
      const m = /^\p{Lu}[\p{L}.\- ]{1,30},\s*(den|le)?(?:\s*(\S.*))?$/u.exec(seg.text.trim());
      if (!m || (!m[1] && !m[2])) return;
      const at = m[2] ? seg : l.segs[i + 1];
      const text = m[2] ?? at?.text ?? '';
      const d = findDates(text, { monthFirst: mdy })[0];
      if (d && d.index === 0 && at && (m[1] || d.raw.length === text.trim().length))
        cands.push({ value: d.iso, confidence: m[1] ? 0.8 : 0.78, line: l.index, source: srcOf(l.page, at) });
    });
  }
  const b = settled(notPrecedingRef(doc, cands));
  if (b) return b;
  // fallback: the first date on page 1 that is not labelled as something else
  for (const l of doc.lines) {
    if (l.page !== 1) break;
    if (
      /(liefer|leistung|deliver|livraison|f[äa]llig|due|[ée]ch[ée]ance|bestell|order|commande|zeitraum|period)/i.test(
        l.text,
      )
    )
      continue;
    const d = findDates(l.text, { monthFirst: mdy })[0];
    if (d)
      return {
        value: d.iso,
        confidence: 0.4,
        line: l.index,
        source: srcOf(l.page, l.segs[0] ?? { x: 0, y: l.y, w: 0, h: l.h }),
      };
  }
  return undefined;
}

/** A BIC without label printed by an IBAN: same line, or up to two lines around it at its x. */
function bicNearIban(
  doc: Doc,
  at: { value: string; line: number; x: number },
): { b: { value: string; index: number; raw: string }; l: Line; s: Seg } | undefined {
  const l0 = doc.lines[at.line];
  if (!l0) return undefined;
  for (let j = at.line - 2; j <= at.line + 2; j++) {
    const l = doc.lines[j];
    if (!l || l.page !== l0.page) continue;
    for (const s of l.segs) {
      if (j !== at.line && Math.abs(s.x - at.x) > 10) continue;
      const b = findBics(s.text, true).find((m) => m.value.slice(4, 6) === at.value.slice(0, 2));
      if (b) return { b, l, s };
    }
  }
  return undefined;
}

function inBlock(p: Party | undefined, lineIdx: number, x: number): boolean {
  return !!p && p.lines.includes(lineIdx) && x >= p.x0 - 10 && x <= p.x1 + 10;
}

/**
 * The value after an explicit buyer VAT label ("Customer VAT ID: US-TAXID-7890123"), as printed,
 * for ids of no known format: a country prefix, then letters, digits and separators with at
 * least five digits.
 */
function labelledBuyerVatId(
  doc: Doc,
): { value: string; line: number; x: number; role: 'buyer'; conf: number; src: Source } | undefined {
  const re = labelRe('buyerVatId');
  for (const l of doc.lines) {
    for (let k = 0; k < l.segs.length; k++) {
      const s = l.segs[k] as Seg;
      const m = re.exec(s.text);
      if (!m) continue;
      let rest = s.text.slice(m.index + m[0].length).trim();
      let at = s;
      if (!rest && l.segs[k + 1]) {
        at = l.segs[k + 1] as Seg;
        rest = at.text.trim();
      }
      // a column head of a reference grid ("Kundennr. | USt-IdNr. des Kunden") with the value
      // right under it
      if (!rest) {
        const below = segsBelow(doc, l, s.x - 3, s.x + s.w, 1).find((b) => Math.abs(b.seg.x - s.x) <= 6);
        if (below) {
          at = below.seg;
          rest = at.text.trim();
        }
      }
      const v = /^[A-Z]{2}[A-Z0-9.\-/ ]{4,24}[A-Z0-9]$/i.exec(rest)?.[0];
      if (v && (v.match(/\d/g) ?? []).length >= 5)
        return { value: v, line: l.index, x: at.x, role: 'buyer', conf: 0.6, src: srcOf(l.page, at) };
    }
  }
  return undefined;
}

type Lang = ReturnType<typeof guessLang>;
/** What every reading step shares: the document, the invoice being filled and its field marks. */
export interface Ctx {
  doc: Doc;
  inv: Invoice;
  fields: Record<string, FieldInfo>;
  notices: Notice[];
  allText: string;
  lang: Lang;
  mark: DecimalMark;
  mdy: boolean;
  set: (path: string, c: { confidence: number; source?: Source } | undefined) => void;
}

/** The invoice number (BT-1). */
export function readNumber(c: Ctx): void {
  const num = detectNumber(c.doc);
  if (num) {
    c.inv.number = num.value;
    c.set('number', num);
  } else c.notices.push(notice('EXTRACT_NO_NUMBER'));
}

/** The issue date (BT-2); the labelled due date is returned, set later by readDueDate. */
export function readDates(c: Ctx): Candidate<string> | undefined {
  const { doc, inv, set, notices, allText, lang, mdy } = c;
  let issue = detectIssueDate(doc, mdy);
  let due = detectDueDate(doc, mdy);
  // ambiguous slashed dates (03/11/2017) in an English document: the reading in which the due
  // date follows the issue date by a usual term wins (day first without a currency hint, also
  // in a dollar document whose dates read month first give no usual term)
  const unambiguous = mdy
    ? /\b\d{1,2}\/(1[3-9]|2\d|3[01])\/\d{2,4}\b/
    : /\b(1[3-9]|2\d|3[01])\/\d{1,2}\/\d{2,4}\b/;
  if (lang === 'en' && issue && due && !unambiguous.test(allText)) {
    const alt = { issue: detectIssueDate(doc, !mdy), due: detectDueDate(doc, !mdy) };
    // a term the document states ("Payment due within 30 days") decides between two usual ones
    const term = statedTermDays(allText);
    const fits = (i: string, d: string) =>
      term !== undefined ? (Date.parse(d) - Date.parse(i)) / 86_400_000 === term : usualTerm(i, d);
    if (
      alt.issue &&
      alt.due &&
      (alt.issue.value !== issue.value || alt.due.value !== due.value) &&
      ((usualTerm(alt.issue.value, alt.due.value) && !usualTerm(issue.value, due.value)) ||
        (fits(alt.issue.value, alt.due.value) && !fits(issue.value, due.value)))
    ) {
      issue = alt.issue;
      due = alt.due;
    }
  }
  if (issue) {
    inv.issueDate = issue.value;
    set('issueDate', issue);
  } else notices.push(notice('EXTRACT_NO_ISSUE_DATE'));
  return due;
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

/**
 * The due date (BT-9): a labelled due date is kept when it is the issue date ("Date d'échéance
 * 16/11/2017", payable at once); one read from a terms sentence is not.
 */
export function readDueDate(c: Ctx, labelled: Candidate<string> | undefined): void {
  const { doc, inv, set, mdy } = c;
  let due = labelled;
  const labelledDue = !!due;
  if (!due) due = dueFromTerms(doc, mdy, inv.issueDate);
  if (due && (labelledDue || due.value !== inv.issueDate)) {
    inv.dueDate = due.value;
    set('dueDate', due);
  }
}

/** Buyer reference (BT-10), order reference (BT-13), contract reference (BT-12). */
export function readReferences(c: Ctx): void {
  const { doc, inv, set, mark } = c;
  // a Leitweg-ID has its own shape (coarse-fine-check digits): "Schema: 0204 – Leitweg-ID" above
  // a VAT id is no label of that id
  const leitweg = best(
    findLabeled(doc, 'leitwegId', (t) => {
      const v = acceptId(t);
      return v && findLeitwegIds(v)[0]?.value === v ? v : undefined;
    }),
  );
  // the reference under BT-10's own name ("Käuferreferenz", "Buyer reference", "Leitweg-ID")
  // before a letter's "Ihr Zeichen" / "Kundenreferenz"
  const refCands = findLabeled(doc, 'buyerReference', acceptText, { joinRight: true });
  const refNamed = refCands.filter((c) =>
    /leitweg|k[äa]uferreferenz|buyer|referenz\s*des/i.test(c.label ?? ''),
  );
  const buyerRef = leitweg ?? settled(refNamed.length ? refNamed : refCands);
  if (buyerRef) {
    inv.buyerReference = buyerRef.value;
    set('buyerReference', buyerRef);
  }
  const order = settled(
    belowTablesWeaker(doc, firstPageFirst(doc, findLabeled(doc, 'orderReference', acceptId)), mark),
  );
  if (order) {
    inv.purchaseOrderReference = order.value;
    set('purchaseOrderReference', order);
  }
  const contract = best(findLabeled(doc, 'contractReference', acceptId));
  if (contract) {
    inv.contractReference = contract.value;
    set('contractReference', contract);
  }
}

/** Payment terms (BT-20). */
export function readTerms(c: Ctx): void {
  const terms = detectPaymentTerms(c.doc);
  if (terms) {
    c.inv.paymentTerms = terms.value;
    c.set('paymentTerms', terms);
  }
}

/** The buyer: the block under a buyer cue, else the address window (or the lower of two blocks). */
function chooseBuyer(c: Ctx, sellerCue: Party | undefined, sender: Party | undefined): Party | undefined {
  const { doc, lang } = c;
  const buyerCue = cueBlocks(doc, 'buyer')[0];
  let buyer = buyerCue;
  if (!buyer) {
    const loose = looseBlocks(doc, [sender, sellerCue]);
    const page = doc.pages[0];
    // the address window: left half, upper part of page 1; the sender line sits right above it
    // a block followed by contact lines (Tel., Fax, E-Mail) is a letterhead, not the recipient
    // … and neither is a block in the page's footer
    const inFooter = (p: Party) => {
      const l = doc.lines[Math.min(...p.lines)];
      const h = doc.pages[(l?.page ?? 1) - 1]?.height ?? 842;
      return !!l && l.y > h * 0.7;
    };
    const windowBlocks = loose.filter((p) => !p.contactBelow && !inFooter(p));
    const recipients = windowBlocks.length ? windowBlocks : loose;
    // French letters (NF Z 11-001) put the recipient on the right, German (DIN 5008) and
    // English ones on the left
    const rightWindow = lang === 'fr';
    const half = (page?.width ?? 600) * 0.5;
    buyer =
      recipients.find((p) => p.person) ??
      recipients.find(
        (p) =>
          (sender ? p.lines[0] !== undefined && p.lines[0] > (sender.lines[0] ?? 0) : true) &&
          (rightWindow ? p.x0 >= half * 0.9 : p.x0 < half),
      ) ??
      recipients.find(
        (p) =>
          (sender ? p.lines[0] !== undefined && p.lines[0] > (sender.lines[0] ?? 0) : true) && p.x0 < half,
      ) ??
      recipients[0];
    // no sender line and no cues: of two blocks one above the other, the upper one is the
    // letterhead (seller) and the lower one the recipient
    const [b1, b2] = loose;
    if (
      !sender &&
      !sellerCue &&
      b1 &&
      b2 &&
      !b1.person &&
      !b2.person &&
      !b1.contactBelow &&
      !b2.contactBelow
    ) {
      const top = (p: Party) => Math.min(...p.lines);
      const bottom = (p: Party) => Math.max(...p.lines);
      const [upper, lower] = top(b1) <= top(b2) ? [b1, b2] : [b2, b1];
      if (top(lower) > bottom(upper) && !inFooter(lower)) buyer = lower;
    }
    if (buyer && sellerCue && buyer.name === sellerCue.name)
      buyer = loose.find((p) => p.name !== sellerCue.name);
  }
  return buyer;
}

/** The seller: the block under a seller cue or the sender line, else the letterhead, the footer. */
function chooseSeller(
  c: Ctx,
  sellerCue: Party | undefined,
  sender: Party | undefined,
  buyer: Party | undefined,
): Party | undefined {
  const { doc } = c;
  let seller = sellerCue ?? sender;
  if (!seller) {
    const exclude = [buyer];
    const loose = looseBlocks(doc, exclude).filter((p) => p.name && p.name !== buyer?.name);
    const legal = legalNameLines(doc, exclude).filter((c) => c.value !== buyer?.name);
    const withForm = loose.find((p) => p.name && legal.some((c) => c.value === p.name));
    seller = withForm ?? loose[0];
    // the block names a branch or office ("Versicherungsbüro", "Geschäftsstelle …") and the
    // letterhead above it prints the company's name with its legal form: that is the name
    const named = seller;
    if (named?.name && !hasLegalForm(named.name)) {
      const top = Math.min(...named.lines);
      const above = legal.find((c) => c.line < top && doc.lines[c.line]?.page === named.page);
      if (above) seller = { ...named, name: above.value, nameSource: above.source };
    }
    if (!seller && legal[0]) {
      seller = {
        name: legal[0].value,
        lines: [legal[0].line],
        x0: 0,
        x1: 0,
        page: 1,
        confidence: 0.4,
        nameSource: legal[0].source,
      };
    }
  }
  if (seller && sender && seller !== sender && !seller.name) seller.name = sender.name;
  // a sender line often shortens the name ("Alphabet, …" for "Alphabet Fuhrparkmanagement
  // GmbH"): the legal-form name printed elsewhere that starts with it is the full name
  if (seller && seller === sender && seller.name && !hasLegalForm(seller.name)) {
    const short = seller.name;
    const full = legalNameLines(doc, [buyer]).find(
      (c) => c.value.startsWith(`${short} `) && c.value !== buyer?.name,
    );
    if (full) seller = { ...seller, name: full.value, nameSource: full.source };
  }
  // the seller's address printed on one line (footer, letterhead) when its block gave none
  if (!seller?.postcode) {
    const norm = (t: string | undefined) => (t ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    const lines = oneLineAddresses(doc, [buyer]).filter((p) => norm(p.name) !== norm(buyer?.name));
    const same = seller?.name ? lines.find((p) => norm(p.name) === norm(seller?.name)) : lines[0];
    if (same) {
      seller = seller
        ? {
            ...seller,
            street: same.street,
            postcode: same.postcode,
            city: same.city,
            country: seller.country ?? same.country,
          }
        : same;
    }
  }
  // a letterhead that prints the name as a title at the top and the address in the footer
  // without it ("FOURNISSEUR F" … "25 rue du Fournisseur 92120 MONTROUGE - France - Tél …")
  if (!seller?.postcode) {
    const foot = footerAddress(doc, [buyer]);
    if (foot) {
      const addr = { street: foot.street, postcode: foot.postcode, city: foot.city };
      seller = seller
        ? { ...seller, ...addr, country: seller.country ?? foot.country }
        : { ...addr, country: foot.country, lines: [], x0: 0, x1: 0, page: 1, confidence: 0.4 };
    }
  }
  if (seller && !seller.name) {
    const title = letterheadTitle(doc, [buyer], buyer?.name);
    if (title) seller = { ...seller, name: title.value, nameSource: title.source, confidence: 0.5 };
  }
  return seller;
}

/** One party into the invoice, with the confidence and printed position of each part. */
function fillParty(c: Ctx, prefix: 'seller' | 'buyer', p: Party | undefined): void {
  const { doc, inv, set, notices } = c;
  if (!p) {
    notices.push(notice(prefix === 'seller' ? 'EXTRACT_NO_SELLER' : 'EXTRACT_NO_BUYER'));
    return;
  }
  const target = prefix === 'seller' ? inv.seller : inv.buyer;
  if (p.name) {
    target.name = p.name;
    set(`${prefix}.name`, { confidence: p.confidence, source: p.nameSource });
  }
  if (p.street) target.address.line1 = p.street;
  if (p.city) target.address.city = p.city;
  if (p.postcode) target.address.postalCode = p.postcode;
  if (p.country) target.address.countryCode = p.country;
  // a complete address (street, postcode and town read from one block, the postcode in its
  // country's format) is read reliably even where the block's role was a guess: the name
  // carries that doubt
  const complete = !!(p.street && p.postcode && p.city);
  const addrConf = complete ? Math.max(p.confidence * 0.9, 0.88) : p.confidence * 0.9;
  // where each part is printed (the review form highlights it): the block's segment holding it
  const printedAt = (needle: string | undefined) => {
    if (!needle) return undefined;
    for (const i of p.lines) {
      const l = doc.lines[i];
      const sg = l?.segs.find((x) => x.text.includes(needle));
      if (l && sg) return srcOf(l.page, sg);
    }
    return undefined;
  };
  const at = {
    line1: printedAt(p.street),
    city: printedAt(p.city),
    postalCode: printedAt(p.postcode),
    countryCode: printedAt(p.postcode) ?? printedAt(p.city),
  };
  for (const k of ['line1', 'city', 'postalCode', 'countryCode'] as const) {
    if (target.address[k]) set(`${prefix}.address.${k}`, { confidence: addrConf, source: at[k] });
  }
}

/** Seller and buyer blocks into the invoice; the blocks are returned for the readers after. */
export function readParties(c: Ctx): { seller: Party | undefined; buyer: Party | undefined } {
  const { doc } = c;
  const sellerCue = cueBlocks(doc, 'seller')[0];
  const sender = senderLine(doc);
  let buyer = chooseBuyer(c, sellerCue, sender);
  let seller = chooseSeller(c, sellerCue, sender, buyer);
  seller = denominationWithoutForm(doc, preferRepeatedName(doc, seller));
  buyer = preferRepeatedName(doc, buyer);
  fillParty(c, 'seller', seller);
  fillParty(c, 'buyer', buyer);
  return { seller, buyer };
}

interface VatIdCand {
  value: string;
  line: number;
  x: number;
  role: 'seller' | 'buyer';
  conf: number;
  src: Source;
  /** placed in or right under the buyer's block, or under an explicit buyer label */
  buyerBlock?: boolean;
}

/** A VAT id found in segment s of line l: whose it is (block, label, column head, heading). */
function vatIdAt(
  doc: Doc,
  l: Line,
  s: Seg,
  m: { value: string; index: number },
  prevText: string,
  seller: Party | undefined,
  buyer: Party | undefined,
): VatIdCand {
  const before = s.text.slice(0, m.index);
  const prevSeg = prevText;
  const context = `${prevSeg} ${before}`;
  let role: 'seller' | 'buyer' = 'seller';
  // … or under it, as the head of its column in a reference grid ("USt-IdNr. des Kunden")
  const prevLine = doc.lines[l.index - 1];
  const head =
    prevLine && prevLine.page === l.page
      ? (prevLine.segs.find((h) => Math.abs(h.x - s.x) <= 6)?.text ?? '')
      : '';
  if (
    inBlock(buyer, l.index, s.x) ||
    labelRe('buyerVatId').test(context) ||
    BUYER_CUE.test(context) ||
    (!!head && labelRe('buyerVatId').test(head))
  )
    role = 'buyer';
  // in both blocks (a block that ran on into its neighbour's column): the block whose
  // column the id starts in
  const inBoth = inBlock(seller, l.index, s.x) && inBlock(buyer, l.index, s.x);
  const nearerBuyer = inBoth && !!buyer && !!seller && Math.abs(s.x - buyer.x0) < Math.abs(s.x - seller.x0);
  if (inBlock(seller, l.index, s.x) && !nearerBuyer) role = 'seller';
  // a VAT id printed in the lines right after a block (same column) belongs to it
  const after = (p: Party | undefined) => {
    if (!p?.lines.length || inBlock(p, l.index, s.x)) return false;
    const last = doc.lines[Math.max(...p.lines)];
    if (!last) return false;
    // lines between that hold text in this column (another column's rows set at other
    // heights interleave with the block's lines and do not count)
    const between = doc.lines
      .slice(last.index + 1, l.index)
      .filter((b) => b.segs.some((x) => Math.abs(x.x - p.x0) < 20)).length;
    return (
      last.page === l.page &&
      l.index > last.index &&
      between <= 1 &&
      l.y - (last.y + last.h) < Math.max(last.h, 8) * 3 &&
      Math.abs(s.x - p.x0) < 20
    );
  };
  if (after(buyer)) role = 'buyer';
  else if (after(seller)) role = 'seller';
  // an explicit label wins over the position: "USt-IdNr. des Kunden", "Customer VAT" are
  // the buyer's; "Unsere USt-IdNr.", "Our VAT number", "Notre n° TVA" the seller's
  if (labelRe('buyerVatId').test(context)) role = 'buyer';
  else if (/(?<![\p{L}])(unsere|our|notre|onze)(?![\p{L}])/iu.test(context)) role = 'seller';
  // … or under a heading addressed to the buyer ("Vos identifiants", "Your details"): the
  // lines above in the same column, set without a wide gap, up to the heading
  let below = l;
  for (let k = l.index - 1; k >= Math.max(0, l.index - 10); k--) {
    const hl = doc.lines[k];
    if (!hl || hl.page !== l.page || below.y - (hl.y + hl.h) > Math.max(hl.h, 6) * 2) break;
    const h = hl.segs.find((x) => Math.abs(x.x - s.x) < 15);
    if (!h) continue;
    below = hl;
    // a party cue above ("Verkäufer:", "Buyer:") settles it: the heading search ends there
    if (isCue(h.text, 'seller')) break;
    // a "label: value" row ("Ihre Bestellung: PO-8952") is no heading
    if (/^(vos|your|ihre|uw)\s+\p{L}[^:]*:?\s*$/iu.test(h.text) && !findVatIds(h.text).length) {
      role = 'buyer';
      break;
    }
    if (/^(nos|our|unsere|onze)\s+\p{L}/iu.test(h.text)) break;
  }
  const labelled = labelRe('vatId').test(context) ? 0.9 : 0.7;
  const nearPc = (p: Party | undefined) =>
    !!p && p.pcLine !== undefined && l.index > p.pcLine && l.index - p.pcLine <= 4;
  const buyerBlock =
    role === 'buyer' &&
    (((inBlock(buyer, l.index, s.x) || after(buyer)) && nearPc(buyer)) ||
      labelRe('buyerVatId').test(context)) &&
    (!inBlock(seller, l.index, s.x) || nearerBuyer);
  return {
    value: m.value,
    line: l.index,
    x: s.x,
    role,
    conf: labelled,
    src: srcOf(l.page, s),
    buyerBlock,
  };
}

/** Every VAT id printed, with the party it is taken for. */
function collectVatIds(doc: Doc, seller: Party | undefined, buyer: Party | undefined): VatIdCand[] {
  const vatIds: VatIdCand[] = [];
  for (const l of doc.lines) {
    for (const s of l.segs) {
      const prevText = l.segs[l.segs.indexOf(s) - 1]?.text ?? '';
      // after a VAT label an id is taken as printed; after a tax-number label too, since a
      // national tax number never starts with a country prefix ("Tax no.: DE2012129398")
      const lenient =
        labelRe('vatId').test(`${prevText} ${s.text}`) || labelRe('taxNumber').test(`${prevText} ${s.text}`);
      for (const m of findVatIds(s.text, { lenient }))
        vatIds.push(vatIdAt(doc, l, s, m, prevText, seller, buyer));
    }
  }
  return vatIds;
}

/** Seller's and buyer's VAT ids into the invoice. */
export function readVatIds(c: Ctx, seller: Party | undefined, buyer: Party | undefined): void {
  const { doc, inv, set } = c;
  const vatIds = collectVatIds(doc, seller, buyer);
  // two ids taken as the seller's, one printed on a line with the seller's name (the footer
  // "Muster GmbH · … · UID ATU12345678") and one in a key/value block away from the seller's
  // block ("Kunden-Nr. … / UID-Nr. ATU…" beside the buyer's address): the other is the buyer's
  const sellerName = inv.seller.name?.trim();
  const named =
    sellerName && sellerName.length >= 4
      ? vatIds.find((v) => v.role === 'seller' && (doc.lines[v.line]?.text ?? '').includes(sellerName))
      : undefined;
  if (named && !vatIds.some((v) => v.role === 'buyer')) {
    const others = vatIds.filter(
      (v) =>
        v.role === 'seller' &&
        v.value !== named.value &&
        !inBlock(seller, v.line, v.x) &&
        !(doc.lines[v.line]?.text ?? '').includes(sellerName as string) &&
        !/(?<![\p{L}])(unsere|our|notre|onze)(?![\p{L}])/iu.test(doc.lines[v.line]?.text ?? ''),
    );
    if (new Set(others.map((v) => v.value)).size === 1) for (const v of others) v.role = 'buyer';
  }
  const sellerVat =
    vatIds.find((v) => v.role === 'seller' && inBlock(seller, v.line, v.x)) ??
    vatIds.find((v) => v.role === 'seller' && v.value !== vatIds.find((b) => b.role === 'buyer')?.value);
  // the same id for both parties only when it is printed in each party's own block
  const buyerVat =
    vatIds.find((v) => v.role === 'buyer' && v.value !== sellerVat?.value) ??
    vatIds.find(
      (v) =>
        v.role === 'buyer' &&
        v.buyerBlock &&
        !!sellerVat &&
        v.line !== sellerVat.line &&
        inBlock(seller, sellerVat.line, sellerVat.x),
    ) ??
    labelledBuyerVatId(doc);
  if (sellerVat) {
    inv.seller.vatId = sellerVat.value;
    set('seller.vatId', { confidence: sellerVat.conf, source: sellerVat.src });
  }
  if (buyerVat) {
    inv.buyer.vatId = buyerVat.value;
    set('buyer.vatId', { confidence: buyerVat.conf * 0.9, source: buyerVat.src });
  }
}

/** Countries no address prints: the VAT id's prefix, else the document's language. */
export function readCountries(c: Ctx): void {
  const { inv, set, lang } = c;
  // a country no address line prints: the VAT id's prefix, else the document's language (the
  // buyer's: the seller's country) — an assumption the review form marks for checking
  if (!inv.seller.address.countryCode && inv.seller.vatId) {
    inv.seller.address.countryCode =
      countryCode(inv.seller.vatId.slice(0, 2)) ?? inv.seller.vatId.slice(0, 2);
    set('seller.address.countryCode', { confidence: 0.85 });
  }
  if (!inv.buyer.address.countryCode && inv.buyer.vatId) {
    inv.buyer.address.countryCode = countryCode(inv.buyer.vatId.slice(0, 2)) ?? inv.buyer.vatId.slice(0, 2);
    set('buyer.address.countryCode', { confidence: 0.85 });
  }
  const defaultCountry = lang === 'fr' ? 'FR' : lang === 'nl' ? 'NL' : 'DE';
  // (also with no party found: the review form asks for it anyway, with the country preset)
  if (!inv.seller.address.countryCode) {
    inv.seller.address.countryCode = defaultCountry;
    set('seller.address.countryCode', { confidence: 0.7 });
  }
  if (!inv.buyer.address.countryCode) {
    inv.buyer.address.countryCode = inv.seller.address.countryCode ?? defaultCountry;
    set('buyer.address.countryCode', { confidence: 0.7 });
  }
}

/** The seller's tax number. */
export function readTaxNumber(c: Ctx): void {
  const { doc, inv, set } = c;
  const taxNo = best(
    findLabeled(doc, 'taxNumber', (t) => {
      const m = findTaxNumbers(t)[0];
      return m && m.index <= 3 ? m.value : undefined;
    }),
  );
  if (taxNo && !/siren|siret/i.test(taxNo.label ?? '')) {
    inv.seller.taxRegistrationId = taxNo.value;
    set('seller.taxRegistrationId', taxNo);
  }
}

interface IbanCand {
  value: string;
  src: Source;
  line: number;
  x: number;
  unchecked?: boolean;
}

/** Every account printed (checked ones, else those after an IBAN label that fail mod-97). */
function collectIbans(doc: Doc): IbanCand[] {
  const ibans: IbanCand[] = [];
  for (const l of doc.lines) {
    if (
      // the buyer's account of a direct debit ("… von Ihrem Konto IBAN … abbuchen")
      DEBIT_CONTEXT.test(l.text) &&
      !/iban\s*:/i.test(l.text)
    )
      continue;
    l.segs.forEach((s, k) => {
      // right after an IBAN label (same or previous segment) the account is taken as printed
      const lm = labelRe('iban').exec(s.text);
      let afterLabel = lm ? s.text.slice(lm.index + lm[0].length) : s.text;
      // where the account after the label is printed (its own segment, or the next line)
      let at: { line: Line; seg: Seg } = { line: l, seg: s };
      // the label with nothing after it in its segment
      const labelAlone = !!lm && !/[A-Z0-9]/i.test(afterLabel);
      // the account printed in groups the text layer split into segments ("DE12 | 1234 | …")
      if (labelAlone && l.segs[k + 1]) at = { line: l, seg: l.segs[k + 1] as Seg };
      if (labelAlone)
        afterLabel = l.segs
          .slice(k + 1)
          .map((x) => x.text)
          .join(' ')
          .replace(/^\s*:\s*/, '');
      let lenient = !!lm || /iban\s*:?\s*$/i.test(l.segs[k - 1]?.text ?? '');
      // an account starting on the line set close under this one: its first segment, or the one
      // at x
      const accountUnder = (x?: number) => {
        const nl = doc.lines[l.index + 1];
        if (!nl || nl.page !== l.page || nl.y - (l.y + l.h) >= l.h * 1.5) return undefined;
        const seg =
          x === undefined
            ? nl.segs[0]
            : nl.segs.find((g) => Math.abs(g.x - x) < 4 && ACCOUNT_START.test(g.text.trim()));
        return seg && ACCOUNT_START.test(seg.text.trim()) ? { line: nl, seg } : undefined;
      };
      // a label that ends the line ("… folgende Bankverbindung: IBAN"): the account starts the
      // next line; a label alone in its column ("IBAN:" / "GB99 NWBK …" in a footer column, other
      // columns to its right): the account is under it
      const take = (u: { line: Line; seg: Seg } | undefined) => {
        if (!u) return;
        afterLabel = u.seg.text;
        lenient = true;
        at = u;
      };
      if (k === l.segs.length - 1 && (lm ? labelAlone : BANK_LABEL_END.test(s.text))) take(accountUnder());
      if (labelAlone && !findIbans(afterLabel, { lenient: true }).length) take(accountUnder(s.x));
      let valid = findIbans(s.text);
      // an IBAN wrapped onto the next line at the same x ("DE67 1004 8392 7221" / "8882 72")
      if (!valid.length && /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{2,4}){2,}$/.test(s.text.trim())) {
        const nl = doc.lines[l.index + 1];
        const below = nl && nl.page === l.page ? nl.segs.find((x) => Math.abs(x.x - s.x) < 3) : undefined;
        if (below && nl && nl.y - (l.y + l.h) < l.h && /^[A-Z0-9 ]{2,20}$/.test(below.text.trim()))
          valid = findIbans(`${s.text.trim()} ${below.text.trim()}`).filter((m) => m.index === 0);
      }
      for (const m of valid)
        if (!ibans.some((i) => i.value === m.value))
          ibans.push({ value: m.value, src: srcOf(l.page, s), line: l.index, x: s.x });
      if (lenient && !valid.length)
        for (const m of findIbans(afterLabel, { lenient }))
          if (!ibans.some((i) => i.value === m.value))
            ibans.push({
              value: m.value,
              src: srcOf(at.line.page, at.seg),
              line: at.line.index,
              x: at.seg.x,
              ...(isValidIban(m.value) ? {} : { unchecked: true }),
            });
    });
  }
  // accounts that fail mod-97 only count when the document prints no valid one
  if (ibans.some((i) => !i.unchecked)) ibans.splice(0, ibans.length, ...ibans.filter((i) => !i.unchecked));
  return ibans;
}

/** Accounts and BIC into the invoice's payment instructions. */
export function readBank(c: Ctx): void {
  const { doc, inv, set, notices } = c;
  const ibans = collectIbans(doc);
  const labelledBic =
    doc.lines.flatMap((l) =>
      // not the buyer's bank of a direct debit
      (DEBIT_CONTEXT.test(l.text) ? [] : findBics(l.text)).map((b) => ({
        b,
        l,
        s: l.segs.find((x) => x.text.includes(b.value)) ?? (l.segs[0] as Seg),
      })),
    )[0] ??
    // after a BIC label, a code as printed even when its length is off ("COBADEFXXX")
    doc.lines.flatMap((l) => {
      const m =
        /(?:BIC|SWIFT)(?:\s*\/\s*SWIFT)?(?:[- ]?Code)?\s*[:.]?\s*([A-Z]{6}[A-Z0-9]{2,5}|[A-Z]{3}[A-Z0-9]*_[A-Z0-9_]{2,20})(?![A-Z0-9_])/.exec(
          l.text,
        );
      return m?.[1]
        ? [
            {
              b: { value: m[1], index: 0, raw: m[1] },
              l,
              s: l.segs.find((x) => x.text.includes(m[1] ?? '')) ?? (l.segs[0] as Seg),
            },
          ]
        : [];
    })[0];
  // no BIC label: a bank code printed next to the IBAN (same line, or the lines around it in
  // its column) whose country is the IBAN's ("Bank | DE02 1203 … | BYLADEM1001")
  const bic = labelledBic ?? ibans.map((i) => bicNearIban(doc, i)).find((b) => b !== undefined);
  if (ibans.length) {
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: ibans.map((i, k) => ({
        accountId: i.value,
        ...(k === 0 && bic ? { providerId: bic.b.value } : {}),
      })),
    };
    ibans.forEach((i, k) => {
      set(`paymentInstructions.creditTransfers[${k}].accountId`, {
        confidence: i.unchecked ? 0.5 : 0.95,
        source: i.src,
      });
    });
    if (bic)
      set('paymentInstructions.creditTransfers[0].providerId', {
        confidence: 0.85,
        source: srcOf(bic.l.page, bic.s),
      });
  } else if (bic) {
    notices.push(notice('EXTRACT_BIC_WITHOUT_IBAN'));
  }
}

export interface Items {
  formRows: ReturnType<typeof readFormRows>;
  tableLines: ExtractedLine[];
  docLevelRows: ExtractedLine[];
  itemLineIdx: Set<number>;
  /** the lines of items printed as labelled blocks (their labels name no totals) */
  blockLines: Set<number>;
}

/** The item rows: a form rendering's table, the general table reader, else labelled item blocks. */
export function readItems(c: Ctx): Items {
  const { doc, mark } = c;
  // label/value rows of a form rendering (visualisations of e-invoices), read once
  // … and party fields printed as labels over their values under a party heading
  const formRows = [...readFormRows(doc), ...readRowsBelow(doc)];
  // a form rendering's item table, else the general reader
  const tableRows = readFormTable(doc, mark) ?? extractLines(doc, mark);
  // … else items printed as blocks of label rows
  const formed = tableRows.length ? tableRows : (readFormItems(doc, formRows, mark) ?? tableRows);
  // items printed as labelled blocks win where more of them multiply out (quantity × price = net)
  const blocks = readItemBlocks(doc, mark);
  const allRows =
    blocks && consistentCount(blocks) > consistentCount(formed.filter((l) => !l.docLevel)) ? blocks : formed;
  const tableLines = allRows.filter((l) => !l.docLevel);
  const docLevelRows = allRows.filter((l) => l.docLevel);
  const headerLines = new Set(findHeaders(doc).map((h) => h.line.index));
  const itemLineIdx = new Set<number>();
  for (const h of headerLines) itemLineIdx.add(h);
  for (const l of allRows) for (const k of l.lines) itemLineIdx.add(k);
  const blockLines = new Set(allRows === blocks ? allRows.flatMap((l) => l.lines) : []);
  return { formRows, tableLines, docLevelRows, itemLineIdx, blockLines };
}

/** VAT rows and totals candidates outside the items; the breakdown rows taken as printed. */
/** VAT rows and rate taxes, the totals' candidates, the zero-rate category. */
export type VatAndTotals = ReturnType<typeof readVatAndTotals>;

export function readVatAndTotals(c: Ctx, items: Items) {
  const { doc, mark, allText } = c;
  const { tableLines, docLevelRows, itemLineIdx, blockLines } = items;
  const vatRows = findVatRows(doc, mark, itemLineIdx);
  const totals = totalsCandidates(doc, mark, itemLineIdx, blockLines);
  // allowances / charges printed as rows under the items count when no total is labelled
  for (const kind of ['allowance', 'charge'] as const) {
    const rows = docLevelRows.filter((r) => r.docLevel === kind);
    const field = kind === 'allowance' ? 'allowanceTotal' : 'chargeTotal';
    if (!rows.length || totals[field].length) continue;
    const sum = sumDec(rows.map((r) => dec(r.netAmount).abs().toString()));
    totals[field].push({
      value: sum,
      confidence: 0.6,
      source: rows[0]?.source,
      line: rows[0]?.lines[0] ?? 0,
    });
  }
  const zeroCat = zeroRateCategory(allText);
  // a form rendering's VAT table is taken as printed
  const rowsForBreakdown =
    readFormVatTable(doc, mark) ??
    completeVatRows(chooseVatRows(vatRows, totals), findRateTaxes(doc, mark, itemLineIdx), totals);
  const vatBaseSum = rowsForBreakdown.length ? sumDec(rowsForBreakdown.map((r) => r.base)) : undefined;
  // VAT amounts printed per rate without bases (no full rows): their sum is a VAT total candidate
  const rateTaxes = rowsForBreakdown.length ? [] : findRateTaxes(doc, mark, itemLineIdx);
  // VAT codes in the item table ("1" / "2" with a legend "1 = 19 % USt."): when rates are
  // printed under the items and none of the numbers in the lines' VAT column is one of them,
  // those numbers are codes, no rates
  const printedRates = [...rowsForBreakdown, ...rateTaxes].map((r) => dec(r.rate));
  if (
    printedRates.length &&
    tableLines.some((l) => l.vatRate !== undefined) &&
    tableLines.every(
      (l) =>
        l.vatRate === undefined ||
        (l.vatRateBare && !printedRates.some((r) => r.equals(dec(l.vatRate as string)))),
    )
  )
    for (const l of tableLines) delete l.vatRate;
  const vatTaxSum = rowsForBreakdown.length
    ? sumDec(rowsForBreakdown.map((r) => r.tax))
    : rateTaxes.length >= 2
      ? sumDec(rateTaxes.map((r) => r.tax))
      : undefined;
  // allowance/charge rows under items: taken off the items' nets when the line total or net
  return { totals, zeroCat, rowsForBreakdown, vatBaseSum, rateTaxes, vatTaxSum };
}

export type Adjusted = Map<
  ExtractedLine,
  { allowances: LineAllowanceCharge[]; charges: LineAllowanceCharge[] }
>;

/** Allowance/charge rows under items, taken off the items' nets when the printed sums say so. */
export function lineAdjustments(tableLines: ExtractedLine[], totals: TotalsCandidates): Adjusted {
  const adjusted = new Map<
    ExtractedLine,
    { allowances: LineAllowanceCharge[]; charges: LineAllowanceCharge[] }
  >();
  if (tableLines.some((l) => l.adjustments?.length)) {
    const after = (l: ExtractedLine) => sumDec([l.netAmount, ...(l.adjustments ?? []).map((a) => a.amount)]);
    let printed = [...totals.lineNetTotal, ...totals.taxExclusive].map((c) => round(c.value));
    // no net total and no VAT printed ("Summe Waren", "Rechnungssumme" under § 19 UStG): the
    // gross and due amounts are the net
    if (!printed.length && !totals.vatTotal.some((c) => !dec(c.value).isZero()))
      printed = [...totals.taxInclusive, ...totals.amountDue].map((c) => round(c.value));
    const before = sumDec(tableLines.map((l) => l.netAmount));
    const withAdj = sumDec(tableLines.map(after));
    if (printed.includes(withAdj) && !printed.includes(before)) {
      for (const l of tableLines) {
        if (!l.adjustments?.length) continue;
        const ac = { allowances: [] as LineAllowanceCharge[], charges: [] as LineAllowanceCharge[] };
        for (const a of l.adjustments) {
          const x: LineAllowanceCharge = {
            amount: dec(a.amount).abs().toFixed(2),
            ...(a.percent ? { percentage: a.percent, baseAmount: round(l.netAmount) } : {}),
            // BR-42/BR-44: a reason is required
            reason: a.reason || (dec(a.amount).isNegative() ? 'Discount' : 'Charge'),
          };
          (dec(a.amount).isNegative() ? ac.allowances : ac.charges).push(x);
        }
        adjusted.set(l, ac);
        l.netAmount = after(l);
      }
    }
  }
  return adjusted;
}

export type Reconciled = ReturnType<typeof reconcileTotals>;

/** The document totals, reconciled with the breakdown and the lines. */
export function readTotals(
  c: Ctx,
  type: ReturnType<typeof detectType>,
  totals: TotalsCandidates,
  vatBaseSum: string | undefined,
  vatTaxSum: string | undefined,
  tableLines: ExtractedLine[],
): { rec: Reconciled; lineSum: string | undefined } {
  const { doc, inv, set, notices, mark } = c;
  const lineSum = tableLines.length ? sumDec(tableLines.map((l) => l.netAmount)) : undefined;
  const rec = reconcileTotals({ totals, vatBaseSum, vatTaxSum, lineSum, printed: printedAmounts(doc, mark) });
  notices.push(...rec.notices);
  const t = inv.totals;
  if (rec.lineNetTotal) t.lineNetTotal = rec.lineNetTotal.value;
  if (rec.taxExclusive) t.taxExclusive = rec.taxExclusive.value;
  if (rec.vatTotal) t.vatTotal = rec.vatTotal.value;
  if (rec.taxInclusive) t.taxInclusive = rec.taxInclusive.value;
  if (rec.amountDue) t.amountDue = rec.amountDue.value;
  // a document titled as a credit note that prints negative totals is an invoice with negative
  // amounts (a 381 with negative totals would turn the credit around); a printed code stays
  const signed = t.taxInclusive ?? t.taxExclusive;
  if (inv.typeCode === '381' && type.confidence < 0.9 && signed !== undefined && dec(signed).isNegative()) {
    inv.typeCode = '380';
    set('typeCode', { confidence: 0.6 });
  }
  if (rec.paidAmount) t.paidAmount = rec.paidAmount.value;
  if (rec.allowanceTotal) t.allowanceTotal = rec.allowanceTotal.value;
  if (rec.chargeTotal) t.chargeTotal = rec.chargeTotal.value;
  for (const k of TOTALS_KEYS) set(`totals.${k}`, rec[k]);

  return { rec, lineSum };
}

/** No breakdown printed and none from the lines: one row from net and VAT totals at a rate that fits. */
function singleRateRow(
  c: Ctx,
  rec: Reconciled,
  tableLines: ExtractedLine[],
  zeroCat: string,
  computedRows: Set<string>,
): void {
  const { inv, set } = c;
  if (!rec.taxExclusive) return;
  const net = dec(rec.taxExclusive.value);
  const vat = dec(rec.vatTotal?.value ?? '0');
  // the rate the lines print (all the same), else a usual rate
  const lineRates = [...new Set(tableLines.flatMap((l) => (l.vatRate ? [dec(l.vatRate).toString()] : [])))];
  let known = [...(lineRates.length === 1 ? lineRates : []), ...KNOWN_RATES].find(
    (r) => round(net.times(dec(r)).dividedBy(100)) === round(vat),
  );
  // no usual rate fits, the lines print none and both totals are printed: the rate the totals
  // give, when it is a percentage to two places ("Versicherungsteuer … 19 % von 86 %": 16,34 %)
  if (
    known === undefined &&
    !lineRates.length &&
    !rec.taxExclusive.derived &&
    rec.vatTotal &&
    !rec.vatTotal.derived &&
    net.gt(0) &&
    vat.gt(0)
  ) {
    const r = vat.times(100).dividedBy(net);
    if (r.decimalPlaces() <= 2 && r.lte(30)) {
      known = r.toString();
      computedRows.add('vatBreakdown[0]');
    }
  }
  if (known !== undefined) {
    inv.vatBreakdown = [
      {
        taxableAmount: rec.taxExclusive.value,
        taxAmount: rec.vatTotal?.value ?? '0.00',
        categoryCode: known === '0' ? zeroCat : 'S',
        rate: known,
      },
    ];
    for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
      set(`vatBreakdown[0].${k}`, { confidence: computedRows.size ? 0.3 : 0.45 });
  }
}

/** The VAT breakdown: printed rows, rates with their VAT, the lines' rates, else one row. */
export function writeBreakdown(
  c: Ctx,
  rec: Reconciled,
  tableLines: ExtractedLine[],
  rowsForBreakdown: VatRow[],
  rateTaxes: ReturnType<typeof findRateTaxes>,
  zeroCat: string,
): Set<string> {
  const { inv, set } = c;
  // breakdown rows computed from the totals they would confirm (their rate the totals' ratio)
  const computedRows = new Set<string>();
  // breakdown: found rows; else one row implied by net and VAT totals
  const rateTaxRows = rowsForBreakdown.length
    ? undefined
    : breakdownFromRateTaxes(
        tableLines.map((l) => ({ net: l.netAmount, rate: l.vatRate })),
        rateTaxes,
        rec.taxExclusive?.value,
        rec.vatTotal?.value,
        rec.allowanceTotal?.value,
      );
  const lineRateRows =
    rowsForBreakdown.length || rateTaxRows
      ? undefined
      : breakdownFromLineRates(
          tableLines.map((l) => ({ net: l.netAmount, rate: l.vatRate })),
          rec.taxExclusive?.value,
          rec.vatTotal?.value,
        );
  if (rowsForBreakdown.length) {
    inv.vatBreakdown = rowsForBreakdown.map((r) => ({
      taxableAmount: r.base,
      taxAmount: r.tax,
      categoryCode: r.category ?? (dec(r.rate).isZero() ? zeroCat : 'S'),
      rate: r.rate,
    }));
    rowsForBreakdown.forEach((r, i) => {
      for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
        set(`vatBreakdown[${i}].${k}`, { confidence: 0.8, source: r.source });
    });
    // a rate of the lines the printed breakdown leaves out (a 0 % row not printed): added when
    // the breakdown then adds up to the net and VAT totals
    const missing = missingRateRows(
      tableLines,
      inv.vatBreakdown,
      rec.taxExclusive?.value,
      rec.vatTotal?.value,
    );
    for (const m of missing) {
      const i = inv.vatBreakdown.length;
      inv.vatBreakdown.push({ ...m, categoryCode: dec(m.rate).isZero() ? zeroCat : 'S' });
      for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
        set(`vatBreakdown[${i}].${k}`, { confidence: 0.5 });
    }
  } else if (rateTaxRows) {
    // VAT amounts printed per rate without their bases: the bases from the lines
    inv.vatBreakdown = rateTaxRows.map((r) => ({ ...r, categoryCode: 'S' }));
    inv.vatBreakdown.forEach((_, i) => {
      for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
        set(`vatBreakdown[${i}].${k}`, { confidence: 0.55 });
    });
  } else if (lineRateRows) {
    inv.vatBreakdown = lineRateRows.map((r) => ({
      ...r,
      categoryCode: dec(r.rate).isZero() ? zeroCat : 'S',
    }));
    inv.vatBreakdown.forEach((_, i) => {
      for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
        set(`vatBreakdown[${i}].${k}`, { confidence: 0.5 });
    });
  } else if (rec.taxExclusive) singleRateRow(c, rec, tableLines, zeroCat, computedRows);
  return computedRows;
}

/** No item rows: one line for the whole net amount, named by the text printed above it. */
export function noItemsLine(c: Ctx, rec: Reconciled, tableLines: ExtractedLine[]): boolean {
  const { doc, lang } = c;
  // no item rows found: one line for the whole net amount (an invoice needs a line; the
  // EXTRACT_NO_LINES notice still asks the user to check it), named by the text line printed
  // right above the net amount when there is one
  const noItems = !tableLines.length;
  if (noItems && rec.taxExclusive && dec(rec.taxExclusive.value).gt(0)) {
    const src = rec.taxExclusive.source;
    const at = src ? doc.lines.find((l) => l.page === src.page && Math.abs(l.y - src.y) < 3) : undefined;
    let name: string | undefined;
    for (let k = (at?.index ?? 0) - 1; at && k >= 0 && k >= at.index - 3; k--) {
      const l = doc.lines[k];
      if (!l || l.page !== at.page || at.y - (l.y + l.h) > 3 * at.h) break;
      if (/[-=_]{5,}/.test(l.text)) continue;
      if (/\p{L}{3,}/u.test(l.text) && !/\d[.,]\d{2}(?![\d.])/.test(l.text) && !/:\s*$/.test(l.text)) {
        name = l.text;
        break;
      }
    }
    // the sum of the lines (before document-level allowances and charges) when printed
    const net = rec.lineNetTotal?.value ?? rec.taxExclusive.value;
    tableLines.push({
      name:
        name ??
        (lang === 'de' ? 'Leistung' : lang === 'fr' ? 'Prestation' : lang === 'nl' ? 'Dienst' : 'Services'),
      quantity: '1',
      price: net,
      netAmount: net,
      consistent: true,
      source: src ?? { page: 1, x: 0, y: 0, w: 0, h: 0 },
      confidence: 0.3,
      lines: [],
    });
  }
  return noItems;
}

/** The item rows as invoice lines (rate from the row, the single breakdown row or the sums). */
export function writeLines(c: Ctx, tableLines: ExtractedLine[], adjusted: Adjusted, zeroCat: string): void {
  const { inv, set, allText } = c;
  const sumRates = ratesFromBreakdown(
    tableLines.map((l) => ({ net: l.netAmount, rate: l.vatRate })),
    inv.vatBreakdown.flatMap((r) => (r.rate !== undefined ? [{ rate: r.rate, base: r.taxableAmount }] : [])),
  );
  inv.lines = tableLines.map((l, i): InvoiceLine => {
    const rate =
      l.vatRate ?? (inv.vatBreakdown.length === 1 ? inv.vatBreakdown[0]?.rate : undefined) ?? sumRates?.[i];
    const row = inv.vatBreakdown.find(
      (r) => r.rate !== undefined && rate !== undefined && dec(r.rate).equals(dec(rate)),
    );
    const line: InvoiceLine = {
      id: l.id ?? String(i + 1),
      quantity: l.quantity ?? '1',
      unitCode: (l.unitText ? rendererUnit(l.unitText, allText) : undefined) ?? l.unitCode ?? 'C62',
      netAmount: round(l.netAmount),
      allowances: adjusted.get(l)?.allowances ?? [],
      charges: adjusted.get(l)?.charges ?? [],
      price: { netPrice: l.price ?? impliedPrice(l.netAmount, l.quantity) },
      vatCategoryCode: row?.categoryCode ?? (rate !== undefined && dec(rate).isZero() ? zeroCat : 'S'),
      item: { name: l.name, classifications: [], attributes: [] },
      subLines: [],
    };
    if (rate !== undefined) line.vatRate = rate;
    for (const k of ['id', 'quantity', 'unitCode', 'netAmount', 'price.netPrice', 'vatRate', 'item.name']) {
      set(`lines[${i}].${k}`, {
        // no unit printed: the count of items ("one", C62), the usual reading of a bare quantity
        confidence: k === 'unitCode' && !l.unitCode ? Math.min(l.confidence, 0.8) : l.confidence,
        source: l.source,
      });
    }
    return line;
  });
}

/** Extract an invoice from a PDF layout (or the extractor's own Doc). */
export function extractInvoice(layout: LayoutLike | Doc, opts: ExtractOptions = {}): ExtractResult {
  const doc = isDoc(layout) ? layout : fromPdfLayout(layout);
  const fields: Record<string, FieldInfo> = {};
  const notices: Notice[] = [];
  const inv = emptyInvoice();
  const allText = doc.lines.map((l) => l.text).join('\n');
  const lang = opts.lang ?? guessLang(allText);
  const mark = guessDecimalMark(allText);
  // month first only in a dollar document of no European business: a dotted date or a European
  // VAT identifier on the page says day first
  const mdy =
    lang === 'en' &&
    /\bUSD\b|\$/.test(allText) &&
    !/\d{1,2}\.\d{1,2}\.\d{4}/.test(allText) &&
    !findVatIds(allText).length;
  const set = (path: string, c: { confidence: number; source?: Source } | undefined) => {
    if (c)
      fields[path] = {
        confidence: Math.round(Math.max(0, Math.min(1, c.confidence)) * 100) / 100,
        source: c.source,
      };
  };
  const c: Ctx = { doc, inv, fields, notices, allText, lang, mark, mdy, set };
  const board: Board = {};
  for (const r of readerRegistry()) r.read(c, board);
  return { invoice: inv, fields, notices, warnings: noticeWarnings(notices) };
}

/**
 * A breakdown from VAT amounts printed per rate without bases (two or more rates): each rate's
 * base is the sum of its lines — lines without a printed rate are assigned so that every rate's
 * base gives its tax (to the cent) — and the bases and taxes add up to the net and VAT totals.
 * A net total that differs from the line sum (freight or a discount among the totals,
 * "Warenwert / Versandkosten / Nettobetrag / USt 7 % / USt 19 %") puts the difference on the one
 * rate whose tax it then gives. A document-level discount over goods of several rates
 * ("abzgl. 3 % Rabatt" over 7 % and 19 % goods) is taken off each rate in proportion to its
 * lines, the rest of the difference (freight, packing) going to one rate.
 */
export function breakdownFromRateTaxes(
  lines: Array<{ net: string; rate?: string }>,
  rateTaxes: Array<{ rate: string; tax: string }>,
  net: string | undefined,
  vat: string | undefined,
  allowance?: string,
): Array<{ rate: string; taxableAmount: string; taxAmount: string }> | undefined {
  if (rateTaxes.length < 2 || !lines.length) return undefined;
  if (vat !== undefined && sumDec(rateTaxes.map((r) => r.tax)) !== round(vat)) return undefined;
  const lineSum = sumDec(lines.map((l) => l.net));
  const adj = net === undefined ? dec(0) : dec(round(net)).minus(dec(lineSum));
  const idx = (rate: string) => rateTaxes.findIndex((r) => dec(r.rate).equals(dec(rate)));
  const assign = lines.map((l) => (l.rate === undefined ? -1 : idx(l.rate)));
  if (lines.some((l, i) => l.rate !== undefined && assign[i] === -1)) return undefined;
  const free = assign.map((a, i) => (a < 0 ? i : -1)).filter((i) => i >= 0);
  if (rateTaxes.length ** free.length > 50000) return undefined;
  // the rate the difference goes to (-1: none)
  let adjTo = -1;
  // split: the discount taken off every rate in proportion to its lines
  let split = false;
  const disc = allowance === undefined ? dec(0) : dec(allowance).abs();
  const shares = (bases: string[]): string[] => {
    const total = dec(sumDec(bases));
    if (total.isZero()) return bases.map(() => '0.00');
    // the printed percentage when the discount is one ("3 %" of the goods): each rate's share
    // rounded on its own; else in proportion, the rounding rest on the largest base
    // (a whole or half percentage first: "3 %", "2,5 %")
    const exact = disc.times(100).dividedBy(total);
    for (const pct of [
      exact.toDecimalPlaces(0),
      exact.times(2).toDecimalPlaces(0).dividedBy(2),
      exact.toDecimalPlaces(2),
    ]) {
      const byPct = bases.map((b) => round(dec(b).times(pct).dividedBy(100)));
      if (sumDec(byPct) === round(disc)) return byPct;
    }
    const prop = bases.map((b) => round(dec(b).times(disc).dividedBy(total)));
    const rest = disc.minus(dec(sumDec(prop)));
    const big = bases.reduce((m, b, i) => (dec(b).gt(dec(bases[m] as string)) ? i : m), 0);
    prop[big] = round(dec(prop[big] as string).plus(rest));
    return prop;
  };
  const rows = () => {
    const base0s = rateTaxes.map((_, k) => sumDec(lines.filter((_, i) => assign[i] === k).map((l) => l.net)));
    const off = split ? shares(base0s) : base0s.map(() => '0');
    const rest = split ? adj.plus(disc) : adj;
    return rateTaxes.map((r, k) => {
      const b0 = dec(base0s[k] as string).minus(dec(off[k] as string));
      const base = round(k === adjTo ? b0.plus(rest) : b0);
      return { rate: r.rate, taxableAmount: base, taxAmount: r.tax };
    });
  };
  const fits = () =>
    rows().every(
      (r) =>
        !dec(r.taxableAmount).isZero() &&
        dec(r.taxableAmount).times(dec(r.rate)).dividedBy(100).minus(dec(r.taxAmount)).abs().lte(dec('0.01')),
    );
  let found: ReturnType<typeof rows> | undefined;
  let ambiguous = false;
  const search = (k: number): boolean => {
    if (k === free.length) {
      if (!fits()) return false;
      const r = rows();
      // two assignments that fit: ambiguous, nothing is returned
      if (found && JSON.stringify(found) !== JSON.stringify(r)) {
        ambiguous = true;
        return true;
      }
      found = r;
      return false;
    }
    for (let j = 0; j < rateTaxes.length; j++) {
      assign[free[k] as number] = j;
      if (search(k + 1)) return true;
    }
    return false;
  };
  // a printed discount is taken off every rate (the rest of the difference, freight or packing,
  // on one rate); else the whole difference goes to one rate
  for (split of disc.isZero() ? [false] : [true, false]) {
    const rest = split ? adj.plus(disc) : adj;
    for (const to of rest.isZero() ? [-1] : rateTaxes.map((_, k) => k)) {
      adjTo = to;
      if (search(0)) break;
    }
    if (found || ambiguous) break;
  }
  return ambiguous ? undefined : found;
}

/**
 * A breakdown from the lines alone when no VAT rows are printed but every line prints its rate
 * (two or more rates): each rate's base is the sum of its lines and its tax the base × rate,
 * only when the bases add up to the net total and the taxes to the VAT total (to the cent).
 */
export function breakdownFromLineRates(
  lines: Array<{ net: string; rate?: string }>,
  net: string | undefined,
  vat: string | undefined,
): Array<{ rate: string; taxableAmount: string; taxAmount: string }> | undefined {
  if (!lines.length || net === undefined || vat === undefined) return undefined;
  if (lines.some((l) => l.rate === undefined)) return undefined;
  const rates = [...new Set(lines.map((l) => dec(l.rate as string).toString()))];
  if (rates.length < 2) return undefined;
  if (sumDec(lines.map((l) => l.net)) !== round(net)) return undefined;
  const rows = rates.map((rate) => {
    const base = sumDec(lines.filter((l) => dec(l.rate as string).equals(dec(rate))).map((l) => l.net));
    return { rate, taxableAmount: base, taxAmount: round(dec(base).times(dec(rate)).dividedBy(100)) };
  });
  if (
    dec(sumDec(rows.map((r) => r.taxAmount)))
      .minus(dec(vat))
      .abs()
      .gt(dec('0.01'))
  )
    return undefined;
  return rows;
}

/**
 * Breakdown rows for the rates printed on lines but missing from the printed breakdown: each the
 * rate's line sum and its tax, only when with them the breakdown adds up to both the net total and
 * the VAT total (every line needs a printed rate).
 */
export function missingRateRows(
  lines: Array<{ netAmount: string; vatRate?: string }>,
  breakdown: Array<{ rate?: string; taxableAmount: string; taxAmount: string }>,
  net: string | undefined,
  vat: string | undefined,
): Array<{ rate: string; taxableAmount: string; taxAmount: string }> {
  if (!breakdown.length || !lines.length || net === undefined || vat === undefined) return [];
  if (lines.some((l) => l.vatRate === undefined)) return [];
  const has = (r: string) => breakdown.some((b) => b.rate !== undefined && dec(b.rate).equals(dec(r)));
  const rates = [...new Set(lines.map((l) => dec(l.vatRate as string).toString()))].filter((r) => !has(r));
  if (!rates.length) return [];
  const rows = rates.map((rate) => {
    const base = sumDec(
      lines.filter((l) => dec(l.vatRate as string).equals(dec(rate))).map((l) => l.netAmount),
    );
    return { rate, taxableAmount: base, taxAmount: round(dec(base).times(dec(rate)).dividedBy(100)) };
  });
  const all = [...breakdown, ...rows];
  const bases = sumDec(all.map((r) => r.taxableAmount));
  const taxes = sumDec(all.map((r) => r.taxAmount));
  return bases === round(net) && taxes === round(vat) ? rows : [];
}

function sumDec(xs: string[]): string {
  let cents = 0n;
  for (const x of xs) cents += BigInt(round(x).replace('.', ''));
  const neg = cents < 0n;
  const a = neg ? -cents : cents;
  const s = a.toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** Keep the VAT rows that add up to a net or VAT total candidate; else all of them. */
/**
 * No price printed: the one implied by quantity × price = net when it divides evenly (to four
 * decimals), else the net amount (quantity 1).
 */
export function impliedPrice(net: string, qty: string | undefined): string {
  if (!qty || dec(qty).isZero()) return net;
  const p = dec(net).dividedBy(dec(qty));
  return p.decimalPlaces() <= 4 ? p.toFixed(Math.max(2, p.decimalPlaces())) : net;
}

/**
 * Lines without a printed VAT rate under a breakdown of several rates: the one assignment of
 * rates to lines for which every rate's lines add up to its taxable amount (undefined when none
 * or the search would be too large).
 */
export function ratesFromBreakdown(
  lines: Array<{ net: string; rate?: string }>,
  rows: Array<{ rate: string; base: string }>,
): string[] | undefined {
  if (rows.length < 2 || !lines.length) return undefined;
  const free = lines.map((l, i) => (l.rate === undefined ? i : -1)).filter((i) => i >= 0);
  if (!free.length || rows.length ** free.length > 50000) return undefined;
  const rates = lines.map((l) => l.rate);
  const fits = (): boolean =>
    rows.every((r) =>
      dec(r.base).equals(
        lines.reduce(
          (acc, l, i) =>
            rates[i] !== undefined && dec(rates[i] as string).equals(dec(r.rate))
              ? acc.plus(dec(l.net))
              : acc,
          dec(0),
        ),
      ),
    );
  const search = (k: number): boolean => {
    if (k === free.length) return fits();
    for (const r of rows) {
      rates[free[k] as number] = r.rate;
      if (search(k + 1)) return true;
    }
    return false;
  };
  return search(0) ? (rates as string[]) : undefined;
}

/**
 * VAT rows where one rate prints its base ("TVA 21 % sur 1 616,54   339,47") and another only its
 * tax ("TVA 6 %   280,08"): the missing rate's base is the net total less the printed bases,
 * taken only when it fits its rate and tax (to the cent) and the taxes add up to a printed VAT total.
 */
export function completeVatRows(
  rows: VatRow[],
  rateTaxes: Array<{ rate: string; tax: string; line: number }>,
  totals: TotalsCandidates,
): VatRow[] {
  const missing = rateTaxes.filter((r) => !rows.some((o) => dec(o.rate).equals(dec(r.rate))));
  if (!rows.length || missing.length !== 1) return rows;
  const m = missing[0] as (typeof missing)[number];
  const taxSum = sumDec([...rows.map((r) => r.tax), m.tax]);
  const vats = totals.vatTotal.filter((c) => c.confidence >= 0.55).map((c) => round(c.value));
  const grosses = [...totals.taxInclusive, ...totals.amountDue]
    .filter((c) => c.confidence >= 0.55)
    .map((c) => round(c.value));
  const baseSum = sumDec(rows.map((r) => r.base));
  for (const c of [...totals.taxExclusive, ...totals.lineNetTotal]) {
    if (c.confidence < 0.55) continue;
    // the taxes add up to a printed VAT total, or net + taxes to a printed gross
    if (!vats.includes(taxSum) && !grosses.includes(sumDec([round(c.value), taxSum]))) continue;
    const base = dec(round(c.value)).minus(dec(baseSum));
    if (base.lte(0)) continue;
    if (base.times(dec(m.rate)).dividedBy(100).minus(dec(m.tax)).abs().gt(dec('0.01'))) continue;
    const src = rows[0]?.source as Source;
    return [...rows, { rate: m.rate, base: round(base.toString()), tax: m.tax, line: m.line, source: src }];
  }
  return rows;
}

function chooseVatRows(rows: VatRow[], totals: TotalsCandidates): VatRow[] {
  if (rows.length <= 1) return rows;
  // per-rate rows under a totals header are candidates of low confidence: not totals to match
  const nets = [...totals.taxExclusive, ...totals.lineNetTotal]
    .filter((c) => c.confidence >= 0.55)
    .map((c) => round(c.value));
  const vats = totals.vatTotal.filter((c) => c.confidence >= 0.55).map((c) => round(c.value));
  // try subsets (small n): both sums matching beats one, then more rows
  const n = Math.min(rows.length, 8);
  let bestSet: VatRow[] | undefined;
  let bestScore = 0;
  const grossesOf = totals.taxInclusive.filter((c) => c.confidence >= 0.55).map((c) => round(c.value));
  for (let mask = (1 << n) - 1; mask > 0; mask--) {
    const sub = rows.slice(0, n).filter((_, i) => mask & (1 << i));
    // one row per rate, except rows of the same rate with different printed categories (0 % E and K)
    const rates = new Set(sub.map((r) => `${r.rate}|${r.category ?? ''}`));
    if (rates.size !== sub.length) continue;
    if (sub.some((r, i) => !r.category && sub.some((o, j) => j !== i && o.rate === r.rate))) continue;
    const b = sumDec(sub.map((r) => r.base));
    const tx = sumDec(sub.map((r) => r.tax));
    const score =
      (nets.includes(b) ? 1 : 0) +
      (vats.includes(tx) ? 1 : 0) +
      (grossesOf.includes(sumDec([b, tx])) ? 1.5 : 0);
    if (score > bestScore || (score === bestScore && score > 0 && sub.length > (bestSet?.length ?? 0))) {
      bestScore = score;
      bestSet = sub;
    }
  }
  // rows of the same rate on different lines (items and shipping taxed apart, "Positionen USt.
  // 19 % auf …" / "Versandkosten USt. 19 % auf …"): one row with their sums, when those sums
  // match the printed totals better than any choice of single rows
  const groups = new Map<string, VatRow[]>();
  for (const r of rows)
    groups.set(`${dec(r.rate).toString()}|${r.category ?? ''}`, [
      ...(groups.get(`${dec(r.rate).toString()}|${r.category ?? ''}`) ?? []),
      r,
    ]);
  if ([...groups.values()].some((g) => g.length > 1)) {
    const merged = [...groups.values()].map((g) =>
      g.length === 1
        ? (g[0] as VatRow)
        : { ...(g[0] as VatRow), base: sumDec(g.map((r) => r.base)), tax: sumDec(g.map((r) => r.tax)) },
    );
    const b = sumDec(merged.map((r) => r.base));
    const tx = sumDec(merged.map((r) => r.tax));
    const score =
      (nets.includes(b) ? 1 : 0) +
      (vats.includes(tx) ? 1 : 0) +
      (grossesOf.includes(sumDec([b, tx])) ? 1.5 : 0);
    if (score > bestScore) return merged;
  }
  if (bestSet) return bestSet;
  // one row per rate (first seen)
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (seen.has(r.rate) || seen.has(`${r.rate}|${r.category ?? ''}`)) return false;
    seen.add(r.category ? `${r.rate}|${r.category}` : r.rate);
    return true;
  });
}

/**
 * The text of a terms value that starts at `seg` of `line`, continued by the lines right below
 * with a segment at the same x (a wrapped sentence, up to four lines; a finished sentence ends
 * it). In `table` mode (rows under a "Beschreibung" column head) every row of the column is
 * taken, up to the next table head or a gap.
 */
function termsText(
  doc: Doc,
  lineIdx: number,
  seg: Seg,
  text: string,
  table = false,
  paragraph = false,
): string {
  let out = text;
  let prev = doc.lines[lineIdx];
  const colEnd = table ? seg.x + 150 : seg.x + 4;
  // the x of the label left of the value ("Terms of Payment | 14 Tage 3%"): a line with a segment
  // there is the next label row
  const labelXs = (prev?.segs ?? []).filter((s) => s.x < seg.x - 3).map((s) => s.x);
  const colRight = columnRight(doc, lineIdx, seg.x);
  let prevRight = seg.x + seg.w;
  for (let k = lineIdx + 1; prev && k < doc.lines.length && k <= lineIdx + (table ? 12 : 5); k++) {
    const l = doc.lines[k];
    if (!l || l.page !== prev.page) break;
    const gap = l.y - (prev.y + prev.h);
    if (gap >= Math.max(prev.h, 6) * (table ? 1.8 : 0.6)) break;
    // a finished sentence ends the terms, not an abbreviation ("monatl." / "zum letzten Werktag")
    if (
      !table &&
      !paragraph &&
      /[.!]$/.test(out) &&
      !/^\p{Ll}/u.test(l.segs.find((x) => Math.abs(x.x - seg.x) <= 3)?.text ?? '')
    )
      break;
    // under a terms table: the next table (a row of three or more cells) or a heading ends it
    if (
      table &&
      (l.segs.length >= 3 ||
        (l.segs.length === 1 &&
          /^\p{Lu}/u.test(l.text) &&
          /:\s*$/.test(l.text) &&
          l.text.split(/\s+/).length <= 4))
    )
      break;
    const segs = l.segs.filter((s) => s.x >= seg.x - 3 && s.x < colEnd);
    if (!segs.length || segs[0] === undefined || Math.abs(segs[0].x - seg.x) > 3) {
      if (l.segs.some((s) => s.x < seg.x - 3)) break;
      prev = l;
      continue; // a line of another column in between
    }
    if (!table && l.segs.some((s) => s.x < seg.x - 3 && labelXs.some((x) => Math.abs(x - s.x) <= 3))) break;
    const first = segs[0];
    // a line break where the next word would still have fit: the text did not wrap, the next
    // line is something else ("30 JOURS NETS" / "MENTION SUBROGATION …")
    // A line that goes on what came before (a digit or a small letter first, or after a comma or
    // "und"/"or" …: "2% Skonto bis 10.01.," / "30 Tage netto") is taken all the same.
    const goesOn =
      /^[\p{Ll}\d]/u.test(first.text.trim()) ||
      /(?:[,;&+-]|\b(?:und|oder|and|or|et|ou|en|of))\s*$/i.test(out);
    // a new sentence of the letter ("Es gelten unsere AGB.", "Thank you …", "Vielen Dank …")
    if (!table && !paragraph && !goesOn && NEW_SENTENCE.test(first.text.trim())) break;
    if (!table && !paragraph && !goesOn && first.text.length > 0) {
      const charW = first.w / first.text.length;
      const word = first.text.trim().split(/\s+/)[0] ?? '';
      if (prevRight + charW * (word.length + 1) < colRight - charW) break;
    }
    // XRechnung's structured discount terms wrapped inside a field ("#SKONTO#TAGE=7#PROZENT=" / "2.00#")
    const inField = /[=]$/.test(out) || /^=/.test(first.text);
    // a sentence broken before its date ("… 3% Skonto innerhalb 10 Tagen bis" / "15.03.2020.")
    const openEnd = /\b(?:bis|zum|am|until|by|before|on|avant|le|au|tot|op|voor)\s*$/i.test(out);
    // a label row ("Date d'échéance | 13/12/2017") or a bare number/date is no continuation
    if (
      !table &&
      (l.segs.some((s) => s !== first && s.x > first.x && s.x < seg.x + seg.w) ||
        (!/\p{L}{2}/u.test(first.text) && !inField && !openEnd))
    )
      break;
    const t = (table ? segs : segs.slice(0, 1)).map((s) => s.text).join(' ');
    if (!table && !paragraph && /^[\p{L}\-. ]{1,30}:\s*/u.test(t) && !/:\s*$/.test(out)) break;
    // a label/amount row ("Summe inkl. USt: 571,04 €") is no continuation either
    if (!table && /^\p{L}[\p{L}.\- ]{1,40}:\s*[-+]?[\d€$£]/u.test(t)) break;
    out = inField ? `${out}${t}` : `${out} ${t}`;
    prev = l;
    prevRight = first.x + first.w;
  }
  return out.trim();
}

/** The right edge of the text column at x around line k: segments starting at x on nearby lines. */
function columnRight(doc: Doc, k: number, x: number): number {
  const page = doc.lines[k]?.page;
  let r = 0;
  for (let j = Math.max(0, k - 8); j <= Math.min(doc.lines.length - 1, k + 8); j++) {
    const l = doc.lines[j];
    if (!l || l.page !== page) continue;
    for (const s of l.segs) if (Math.abs(s.x - x) <= 3) r = Math.max(r, s.x + s.w);
  }
  return r;
}

/** A date alone ("Zahlungsziel: | 1. Februar 2024") is the due date, no terms text. */
function dateOnly(t: string): boolean {
  const d = findDates(t.trim())[0];
  return !!d && d.index === 0 && d.raw.length === t.trim().length;
}

/**
 * A "Zahlungsbedingungen" label or heading: the value to the right, or below (under a
 * "Beschreibung" column head).
 */
function labelledTerms(doc: Doc, l: Line, first: Seg, rest: string): Candidate<string> | undefined {
  // a heading of two topics ("Zahlungskonditionen & Bankverbindung"): the terms are elsewhere
  if (/^(?:[&+/]|(?:und|and|et|en)\s)/i.test(rest)) return undefined;
  if ((rest && dateOnly(rest)) || (!rest && l.segs[1] && dateOnly(l.segs[1].text))) return undefined;
  if (rest.length > 5 && /\p{L}{3}/u.test(rest))
    return {
      value: termsText(doc, l.index, first, rest),
      confidence: 0.85,
      line: l.index,
      source: srcOf(l.page, first),
    };
  const right = l.segs[1];
  if (right && /\p{L}{3}/u.test(right.text) && right.text.length > 5)
    return {
      value: termsText(doc, l.index, right, right.text),
      confidence: 0.85,
      line: l.index,
      source: srcOf(l.page, right),
    };
  for (const { line: l2, seg: s2 } of segsBelow(doc, l, first.x - 4, first.x + 300, 2)) {
    if (TERMS_COLUMN_HEAD.test(s2.text.trim())) {
      const below = segsBelow(doc, l2, s2.x - 4, s2.x + s2.w + 4, 1)[0];
      if (below && /\p{L}{3}/u.test(below.seg.text))
        return {
          value: termsText(doc, below.line.index, below.seg, below.seg.text, true),
          confidence: 0.85,
          line: below.line.index,
          source: srcOf(below.line.page, below.seg),
        };
      return undefined;
    }
    if (/\p{L}{3}/u.test(s2.text) && s2.text.length > 5 && !labelRe('paymentTerms', true).test(s2.text))
      return {
        // the paragraph under a terms heading, all of it
        value: termsText(doc, l2.index, s2, s2.text, false, true),
        confidence: 0.6,
        line: l2.index,
        source: srcOf(l2.page, s2),
      };
    return undefined;
  }
  return undefined;
}

/** A line that starts with a terms sentence ("Zahlbar innerhalb von 14 Tagen …", "Terms: Net 30"). */
function termsSentence(doc: Doc, l: Line, first: Seg): Candidate<string> | undefined {
  const t = first.text.trim().replace(/^[.,;]+\s*/, '');
  // a label of a label/value row ("Payment due date | Mar 8, 2016") is no terms sentence
  const next = l.segs[1]?.text.trim() ?? '';
  const nextDate = findDates(next)[0];
  // (a label ending in a colon may be longer: "À régler avant le : | 06/02/2026")
  const labelOfRow =
    l.segs.length > 1 &&
    (t.split(/\s+/).length <= 4 || (/:$/.test(t) && t.split(/\s+/).length <= 7)) &&
    ((nextDate?.index === 0 && nextDate.raw.length === next.length) || /^[\d.,\s€$%-]+$/.test(next));
  if (!TERMS_START.test(t) || labelOfRow || t.length >= 200 || !/\p{L}{3}/u.test(t.slice(6)))
    return undefined;
  return {
    // "Terms: Net 30": the label is no part of the terms
    value: termsText(doc, l.index, first, t).replace(/^terms\s*:\s*/i, ''),
    confidence: 0.6,
    line: l.index,
    source: srcOf(l.page, first),
  };
}

/**
 * A terms sentence after another one in the same segment ("Fällig am: 12.03.2025. Zahlbar
 * innerhalb von 14 Tagen ohne Abzug.").
 */
function termsAfterSentence(doc: Doc): Candidate<string> | undefined {
  for (const l of doc.lines) {
    for (const seg of l.segs) {
      const parts = seg.text.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      for (let i = 1; i < parts.length; i++) {
        const rest = parts.slice(i).join(' ');
        if (TERMS_START.test(rest) && /\p{L}{3}/u.test(rest.slice(6)))
          return {
            value: termsText(doc, l.index, seg, rest).replace(/^terms\s*:\s*/i, ''),
            confidence: 0.55,
            line: l.index,
            source: srcOf(l.page, seg),
          };
      }
    }
  }
  return undefined;
}

/** A terms label with a colon inside a line ("Skonto; weitere Zahlungsbedingungen: Bis zum …"). */
function inlineTermsLabel(doc: Doc): Candidate<string> | undefined {
  const inline = labelRe('paymentTerms');
  for (const l of doc.lines) {
    for (const seg of l.segs) {
      const m = inline.exec(seg.text);
      if (!m?.[0].includes(':')) continue;
      const rest = seg.text.slice(m.index + m[0].length).trim();
      if (rest.length > 10 && /\p{L}{3}/u.test(rest))
        return { value: rest, confidence: 0.5, line: l.index, source: srcOf(l.page, seg) };
    }
  }
  return undefined;
}

function detectPaymentTerms(doc: Doc): Candidate<string> | undefined {
  const labelled = labelRe('paymentTerms', true);
  for (const l of doc.lines) {
    const first = l.segs[0];
    if (!first) continue;
    const m = labelled.exec(first.text);
    if (m && !/^(zahlbar|payable)/i.test(first.text)) {
      const found = labelledTerms(doc, l, first, first.text.slice(m[0].length).trim());
      if (found) return found;
      continue;
    }
    const found = termsSentence(doc, l, first);
    if (found) return found;
  }
  return termsAfterSentence(doc) ?? inlineTermsLabel(doc);
}

/** VAT ids, countries and tax number of the parties (registered in parties.ts). */
import type { Ctx } from '../extract.ts';
import { best, findLabeled, type Source, segsBelow, srcOf } from '../find.ts';
import { labelRe } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { DIGITS_G, VAT_ID_SHAPE } from '../lexicon/common.ts';
import { BUYER_CUE } from '../lexicon/header.ts';
import {
  NINE_DIGITS,
  OUR_HEADING,
  OUR_WORD,
  PT_NIF_IN,
  PT_NIF_LABEL_END,
  SIREN_WORD,
  YOUR_HEADING,
} from '../lexicon/ids.ts';
import { IBAN_RUN } from '../lexicon/table.ts';
import { findIbans, findTaxNumbers, findVatIds, isPostcode, POSTCODE_RE } from '../parse/ids.ts';
import { countryCode } from '../parse/units.ts';
import { isCue, type Party } from '../parties.ts';

export function inBlock(p: Party | undefined, lineIdx: number, x: number): boolean {
  return !!p && p.lines.includes(lineIdx) && x >= p.x0 - 10 && x <= p.x1 + 10;
}

/**
 * The value after an explicit buyer VAT label ("Customer VAT ID: US-TAXID-7890123"), as printed,
 * for ids of no known format: a country prefix, then letters, digits and separators with at
 * least five digits.
 */
export function labelledBuyerVatId(
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
      const v = VAT_ID_SHAPE.exec(rest)?.[0];
      if (v && (v.match(DIGITS_G) ?? []).length >= 5)
        return { value: v, line: l.index, x: at.x, role: 'buyer', conf: 0.6, src: srcOf(l.page, at) };
    }
  }
  return undefined;
}

export interface VatIdCand {
  value: string;
  line: number;
  x: number;
  role: 'seller' | 'buyer';
  conf: number;
  src: Source;
  /** placed in or right under the buyer's block, or under an explicit buyer label */
  buyerBlock?: boolean;
  /** labelled the buyer's ("Ihre USt-IdNr.", "USt-IdNr. des Kunden") or under a heading addressed to it */
  buyerLabel?: boolean;
}

/** The head of the id's column in a reference grid, on the line above ("USt-IdNr. des Kunden"). */
function columnHead(doc: Doc, l: Line, s: Seg): string {
  const prevLine = doc.lines[l.index - 1];
  return prevLine && prevLine.page === l.page
    ? (prevLine.segs.find((h) => Math.abs(h.x - s.x) <= 6)?.text ?? '')
    : '';
}

/** A VAT id printed in the lines right after a block (same column) belongs to it. */
function printedAfter(doc: Doc, l: Line, s: Seg, p: Party | undefined): boolean {
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
}

/**
 * Whose the id is by where it is printed: in or right after a party's block, after a buyer
 * label or cue, or under a buyer column head; in both blocks (a block that ran on into its
 * neighbour's column), the block whose column the id starts in (`nearerBuyer`).
 */
function positionRole(
  doc: Doc,
  l: Line,
  s: Seg,
  context: string,
  seller: Party | undefined,
  buyer: Party | undefined,
): { role: 'seller' | 'buyer'; nearerBuyer: boolean } {
  let role: 'seller' | 'buyer' = 'seller';
  // … or under it, as the head of its column in a reference grid ("USt-IdNr. des Kunden")
  const head = columnHead(doc, l, s);
  if (
    inBlock(buyer, l.index, s.x) ||
    labelRe('buyerVatId').test(context) ||
    BUYER_CUE.test(context) ||
    (!!head && labelRe('buyerVatId').test(head))
  )
    role = 'buyer';
  const inBoth = inBlock(seller, l.index, s.x) && inBlock(buyer, l.index, s.x);
  const nearerBuyer = inBoth && !!buyer && !!seller && Math.abs(s.x - buyer.x0) < Math.abs(s.x - seller.x0);
  if (inBlock(seller, l.index, s.x) && !nearerBuyer) role = 'seller';
  if (printedAfter(doc, l, s, buyer)) role = 'buyer';
  else if (printedAfter(doc, l, s, seller)) role = 'seller';
  return { role, nearerBuyer };
}

/**
 * Under a heading addressed to the buyer ("Vos identifiants", "Your details"): the lines above
 * in the same column, set without a wide gap, up to the heading.
 */
function underBuyerHeading(doc: Doc, l: Line, s: Seg): boolean {
  let below = l;
  for (let k = l.index - 1; k >= Math.max(0, l.index - 10); k--) {
    const hl = doc.lines[k];
    if (!hl || hl.page !== l.page || below.y - (hl.y + hl.h) > Math.max(hl.h, 6) * 2) break;
    const h = hl.segs.find((x) => Math.abs(x.x - s.x) < 15);
    if (!h) continue;
    below = hl;
    // a party cue above ("Verkäufer:", "Buyer:") settles it: the heading search ends there
    if (isCue(h.text, 'seller')) return false;
    // a "label: value" row ("Ihre Bestellung: PO-8952") is no heading
    if (YOUR_HEADING.test(h.text) && !findVatIds(h.text).length) return true;
    if (OUR_HEADING.test(h.text)) return false;
  }
  return false;
}

/** A VAT id found in segment s of line l: whose it is (block, label, column head, heading). */
export function vatIdAt(
  doc: Doc,
  l: Line,
  s: Seg,
  m: { value: string; index: number },
  prevText: string,
  seller: Party | undefined,
  buyer: Party | undefined,
): VatIdCand {
  const context = `${prevText} ${s.text.slice(0, m.index)}`;
  const position = positionRole(doc, l, s, context, seller, buyer);
  const { nearerBuyer } = position;
  let { role } = position;
  // an explicit label wins over the position: "USt-IdNr. des Kunden", "Customer VAT" are
  // the buyer's; "Unsere USt-IdNr.", "Our VAT number", "Notre n° TVA" the seller's
  const buyerLabel = labelRe('buyerVatId').test(context) || underBuyerHeading(doc, l, s);
  if (labelRe('buyerVatId').test(context)) role = 'buyer';
  else if (OUR_WORD.test(context)) role = 'seller';
  if (buyerLabel) role = 'buyer';
  const labelled = labelRe('vatId').test(context) ? 0.9 : 0.7;
  const nearPc = (p: Party | undefined) =>
    !!p && p.pcLine !== undefined && l.index > p.pcLine && l.index - p.pcLine <= 4;
  const buyerBlock =
    role === 'buyer' &&
    (((inBlock(buyer, l.index, s.x) || printedAfter(doc, l, s, buyer)) && nearPc(buyer)) ||
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
    buyerLabel,
  };
}

/**
 * An id labelled the buyer's ("Ihre USt-IdNr.") beside one with a plain label that its place gave
 * the buyer (both printed under one block, "USt-IdNr. DE… / Ihre USt-IdNr. DE…"): the plain one is
 * the seller's, the document naming the buyer's to tell it from its own.
 */
function plainBesideBuyerLabel(vatIds: VatIdCand[]): void {
  const labelled = vatIds.find((v) => v.buyerLabel);
  if (!labelled) return;
  for (const v of vatIds)
    if (v.role === 'buyer' && !v.buyerLabel && v.value !== labelled.value) v.role = 'seller';
}

/**
 * A Portuguese tax number after its label ("NIF: 309212378", "Contribuinte: 867634632", "NIPC |
 * 509123456"): the VAT id with "PT" before it (the country's VAT id is its tax number).
 */
function portugueseNif(text: string, prevText: string): Array<{ value: string; index: number }> {
  const m = PT_NIF_IN.exec(text);
  if (m?.[1]) return [{ value: `PT${m[1]}`, index: m.index + m[0].length - m[1].length }];
  const t = text.trim();
  return NINE_DIGITS.test(t) && PT_NIF_LABEL_END.test(prevText) ? [{ value: `PT${t}`, index: 0 }] : [];
}

/** Every VAT id printed, with the party it is taken for. */
export function collectVatIds(doc: Doc, seller: Party | undefined, buyer: Party | undefined): VatIdCand[] {
  const vatIds: VatIdCand[] = [];
  for (const l of doc.lines) {
    for (const s of l.segs) {
      const prevText = l.segs[l.segs.indexOf(s) - 1]?.text ?? '';
      // after a VAT label an id is taken as printed; after a tax-number label too, since a
      // national tax number never starts with a country prefix ("Tax no.: DE2012129398")
      const lenient =
        labelRe('vatId').test(`${prevText} ${s.text}`) || labelRe('taxNumber').test(`${prevText} ${s.text}`);
      for (const m of [...findVatIds(s.text, { lenient }), ...portugueseNif(s.text, prevText)])
        vatIds.push(vatIdAt(doc, l, s, m, prevText, seller, buyer));
    }
  }
  return vatIds;
}

/** Line i is in the page's lowest quarter, next to a line with the seller's name and one with an IBAN. */
function sellerFooter(doc: Doc, i: number, sellerName: string): boolean {
  const l = doc.lines[i];
  const h = doc.pages[(l?.page ?? 1) - 1]?.height ?? 842;
  if (!l || l.y < h * 0.75) return false;
  const near = doc.lines.slice(Math.max(0, i - 2), i + 3).filter((x) => x.page === l.page);
  return near.some((x) => x.text.includes(sellerName)) && near.some((x) => IBAN_RUN.test(x.text));
}

/** Seller's and buyer's VAT ids into the invoice. */
export function readVatIds(c: Ctx, seller: Party | undefined, buyer: Party | undefined): void {
  const { doc, inv, set } = c;
  const vatIds = collectVatIds(doc, seller, buyer);
  plainBesideBuyerLabel(vatIds);
  // two ids taken as the seller's, one printed on a line with the seller's name (the footer
  // "Muster GmbH · … · UID ATU12345678") and one in a key/value block away from the seller's
  // block ("Kunden-Nr. … / UID-Nr. ATU…" beside the buyer's address): the other is the buyer's
  const sellerName = inv.seller.name?.trim();
  // (… or on a footer line under or over the one with the seller's name or bank: "USt-IdNr. DE…"
  // under "Firma GmbH · Straße · Amtsgericht …", "Bankverbindung: IBAN …" under it)
  const named =
    sellerName && sellerName.length >= 4
      ? (vatIds.find((v) => v.role === 'seller' && (doc.lines[v.line]?.text ?? '').includes(sellerName)) ??
        vatIds.find((v) => v.role === 'seller' && sellerFooter(doc, v.line, sellerName)))
      : undefined;
  if (named && !vatIds.some((v) => v.role === 'buyer')) {
    const others = vatIds.filter(
      (v) =>
        v.role === 'seller' &&
        v.value !== named.value &&
        !inBlock(seller, v.line, v.x) &&
        !(doc.lines[v.line]?.text ?? '').includes(sellerName as string) &&
        !OUR_WORD.test(doc.lines[v.line]?.text ?? ''),
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
    const pc = inv.seller.address.postalCode;
    inv.seller.address.countryCode =
      countryOfPostcode(pc) ?? ibanCountryBeyond(c, pc, defaultCountry) ?? defaultCountry;
    set('seller.address.countryCode', { confidence: 0.7 });
  }
  if (!inv.buyer.address.countryCode) {
    const own = inv.seller.address.countryCode ?? defaultCountry;
    inv.buyer.address.countryCode = buyerCountryByPostcode(inv.buyer.address.postalCode, own);
    set('buyer.address.countryCode', { confidence: 0.7 });
  }
}

/** The markets the product serves first (German e-invoicing): their buyers write to it most. */
export const HOME_MARKETS = ['DE', 'AT', 'NL'];

/**
 * A buyer's country printed nowhere: the seller's, unless the buyer's postcode does not fit the
 * seller's European country's format ("50667 Köln" under a Luxembourg seller): then the first
 * home market whose format it fits.
 */
export function buyerCountryByPostcode(postcode: string | undefined, own: string): string {
  if (!postcode || own === 'US') return own;
  // (a country whose format the lexicon lacks: only a postcode a home market's format fits)
  const fits = POSTCODE_RE[own]
    ? isPostcode(postcode, own)
    : !HOME_MARKETS.some((c) => isPostcode(postcode, c));
  if (fits) return own;
  return HOME_MARKETS.find((c) => isPostcode(postcode, c)) ?? own;
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
  if (taxNo && !SIREN_WORD.test(taxNo.label ?? '')) {
    inv.seller.taxRegistrationId = taxNo.value;
    set('seller.taxRegistrationId', taxNo);
  }
}

/** Postcode formats that only one country uses ("1015 CX", "00-950", "1100-148", "D02 X285"). */
const OWN_FORMAT_COUNTRIES = ['NL', 'PL', 'PT', 'GB', 'IE', 'MT'];

/** The country whose own postcode format a postcode has, if any. */
export function countryOfPostcode(postcode: string | undefined): string | undefined {
  return postcode ? OWN_FORMAT_COUNTRIES.find((c) => isPostcode(postcode, c)) : undefined;
}

/**
 * A seller's country printed nowhere and its postcode not in the default country's format
 * ("0108 Tbilisi", "050000 Almaty" under a German default): the country of the IBAN the page asks
 * to pay into (a seller's bank is in its country as a rule; a postcode that fits the default keeps
 * it, as for a German seller with an account abroad).
 */
function ibanCountryBeyond(c: Ctx, postcode: string | undefined, fallback: string): string | undefined {
  if (!postcode || isPostcode(postcode, fallback)) return undefined;
  return findIbans(c.allText)[0]?.value.slice(0, 2);
}

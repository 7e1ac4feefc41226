/**
 * Seller and buyer side by side under headings the lexicon lacks ("Vendisto | Aĉetanto",
 * "Prodavac | Kupac" in a language not yet read): the account the page asks to be paid into is
 * the seller's, so the block in the IBAN's country (or in a country not read) is the seller's when
 * the other block lies in another country; else the block with the account printed under it.
 */
import type { Doc } from '../layout.ts';
import { findIbans, findVatIds } from '../parse/ids.ts';
import type { Party } from '../parties.ts';
import { countryOfPostcode, HOME_MARKETS } from './vat-ids.ts';

/** A VAT id's prefix as a country code (Greece's "EL", Northern Ireland's "XI"). */
const VAT_PREFIX_COUNTRY: Record<string, string> = { EL: 'GR', XI: 'GB' };

/**
 * A block's country: read from its address, else from a VAT id printed in it or under it, else
 * from a postcode format only one country uses.
 */
function blockCountry(doc: Doc, p: Party): string | undefined {
  if (p.country) return p.country;
  const end = Math.max(...p.lines);
  const near = [...p.lines, end + 1, end + 2, end + 3].filter((i) => doc.lines[i]?.page === p.page);
  for (const i of near)
    for (const s of doc.lines[i]?.segs ?? []) {
      if (s.x + s.w < p.x0 - 2 || s.x > p.x1 + 2) continue;
      const v = findVatIds(s.text)[0]?.value.slice(0, 2);
      if (v) return VAT_PREFIX_COUNTRY[v] ?? v;
    }
  return countryOfPostcode(p.postcode);
}

/** Two blocks that start on the same line, one left of the other. */
function sideBySide(a: Party, b: Party): boolean {
  return a.page === b.page && a.lines[0] === b.lines[0] && (a.x1 <= b.x0 || b.x1 <= a.x0);
}

export function sellerByIban(
  doc: Doc,
  seller: Party | undefined,
  buyer: Party | undefined,
): { seller: Party | undefined; buyer: Party | undefined } {
  if (!seller || !buyer || !sideBySide(seller, buyer)) return { seller, buyer };
  const iban = findIbans(doc.lines.map((l) => l.text).join('\n'))[0]?.value.slice(0, 2);
  const [cs, cb] = [blockCountry(doc, seller), blockCountry(doc, buyer)];
  // (the other block's country unread — a country word the lexicon lacks — counts for the IBAN's;
  // the chosen seller's unread counts as another country where the IBAN's is none of the home
  // markets, whose buyers the recipient's block names as often)
  const other = cs ? cs !== iban : !!iban && !HOME_MARKETS.includes(iban);
  if (iban && (cb ?? (cs ? iban : undefined)) === iban && other) return { seller: buyer, buyer: seller };
  // the account printed under one block, in its column (a letterhead or sidebar with "IBAN …"
  // under the company): that block is the seller's
  if (ibanUnder(doc, buyer) && !ibanUnder(doc, seller)) return { seller: buyer, buyer: seller };
  return { seller, buyer };
}

/**
 * An IBAN under the block in its column, the column's lines running on from the block without a
 * gap wider than two lines (the sidebar's "Bankverbindung" / "IBAN" / "DE07 …" under the seller).
 */
function ibanUnder(doc: Doc, p: Party): boolean {
  const end = Math.max(...p.lines);
  const last = doc.lines[end];
  if (!last) return false;
  let bottom = last.y + last.h;
  for (let i = end + 1; i <= end + 12; i++) {
    const l = doc.lines[i];
    if (!l || l.page !== p.page) return false;
    const s = l.segs.find((x) => x.x >= p.x0 - 3 && x.x < p.x0 + (p.x1 - p.x0) / 2);
    if (!s) continue;
    if (l.y - bottom > 2.5 * l.h) return false;
    if (findIbans(s.text).length > 0) return true;
    bottom = l.y + l.h;
  }
  return false;
}

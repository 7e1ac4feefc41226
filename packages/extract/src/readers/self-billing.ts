/**
 * Self-billing (UNTDID 389, § 14 (2) UStG "Gutschrift", "self-billing invoice", "autofacturation"):
 * the customer issues the paper in its supplier's name. The party readers read the paper's issuer
 * (letterhead, sender line, footer, "Gutschriftsaussteller") as the seller and the party it writes
 * to (address window, "Gutschriftsempfänger") as the buyer, with "Ihre USt-IdNr." the addressee's:
 * in a self-billed invoice the issuer is the BUYER and the addressee the SELLER. Unless a cue names
 * the roles themselves ("Verkäufer", "Lieferant", "Supplier", "Fournisseur": the official views),
 * the two are exchanged; the account paid is the one "to your account" (the supplier's), not the
 * issuer's own in its footer.
 */
import type { Invoice } from '@ic/einvoice';
import type { Ctx } from '../extract.ts';
import type { Doc } from '../layout.ts';
import { SELF_BILLED_COMPACT } from '../lexicon/document.ts';
import { PARTY_ROLE_START, YOUR_ACCOUNT } from '../lexicon/parties.ts';
import { cueMatch } from '../parties.ts';
import type { Board } from './registry.ts';

/** A self-billed invoice by its type and its words (not by a printed code alone). */
export function isSelfBilled(c: Ctx): boolean {
  return c.inv.typeCode === '389' && SELF_BILLED_COMPACT.test(c.allText);
}

/** A party cue that names a role in the trade ("Verkäufer", "Käufer/Leistungsempfänger", "Supplier:"). */
function hasRoleCue(doc: Doc): boolean {
  return doc.lines.some((l) =>
    l.segs.some((s) => {
      const t = s.text.trim();
      return (
        PARTY_ROLE_START.test(t) &&
        (cueMatch(t, 'seller') !== undefined || cueMatch(t, 'buyer') !== undefined)
      );
    }),
  );
}

/** The parts a seller and a buyer both have (the seller's tax number and identifiers stay). */
const SHARED = [
  'name',
  'tradingName',
  'legalRegistrationId',
  'vatId',
  'electronicAddress',
  'address',
  'contact',
] as const;
type Shared = Pick<Invoice['seller'], (typeof SHARED)[number]>;

/** Seller and buyer exchanged: the shared parts and their field records; the board's blocks too. */
function exchange(c: Ctx, b: Board): void {
  const { inv, fields } = c;
  const pick = (p: Shared): Shared => {
    const out: Record<string, unknown> = {};
    for (const k of SHARED) if (p[k] !== undefined) out[k] = p[k];
    return out as unknown as Shared;
  };
  const [s, p] = [pick(inv.seller), pick(inv.buyer)];
  for (const k of SHARED) {
    delete (inv.seller as Partial<Shared>)[k];
    delete (inv.buyer as Partial<Shared>)[k];
  }
  Object.assign(inv.seller, { address: {} }, p);
  Object.assign(inv.buyer, { address: {} }, s);
  const moved = Object.keys(fields).filter((k) =>
    SHARED.some((f) => k.startsWith(`seller.${f}`) || k.startsWith(`buyer.${f}`)),
  );
  const saved = moved.map((k): [string, (typeof fields)[string]] => [
    k,
    fields[k] as (typeof fields)[string],
  ]);
  for (const k of moved) delete fields[k];
  for (const [k, v] of saved)
    fields[k.startsWith('seller.') ? `buyer.${k.slice(7)}` : `seller.${k.slice(6)}`] = v;
  [b.seller, b.buyer] = [b.buyer, b.seller];
}

/** The reader: a self-billed invoice read as a letter from the issuer has its parties exchanged. */
export function readSelfBilling(c: Ctx, b: Board): void {
  if (!isSelfBilled(c) || hasRoleCue(c.doc)) return;
  exchange(c, b);
}

/** Of the accounts printed, the one paid to in a self-billed invoice: the one "to your account". */
export function selfBilledAccount<T extends { line: number }>(c: Ctx, ibans: T[]): T[] {
  if (!isSelfBilled(c)) return ibans;
  const yours = ibans.filter((i) => YOUR_ACCOUNT.test(c.doc.lines[i.line]?.text ?? ''));
  return yours.length ? yours : ibans;
}

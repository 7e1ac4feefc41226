/**
 * The seller/buyer decision checked against every cue the page gives: the return-address line
 * over the window (the seller's), a block under "Rechnungsempfänger" / "Bill to" (the buyer's) or
 * "Verkäufer" / "Seller", the letterhead (a large or bold name at the top of page 1), a footer
 * line starting with a name, and the account holder of the bank details. A cue that names the
 * chosen buyer as the seller (or the other way round) makes both names doubtful: their confidence
 * drops under the review form's mark and a notice asks the user to check who is who.
 */
import type { Ctx } from '../extract.ts';
import type { Doc } from '../layout.ts';
import { ACCOUNT_HOLDER_LABEL, NAME_NOISE } from '../lexicon/contact.ts';
import { notice } from '../notices.ts';
import { cueBlocks, senderLine } from '../parties.ts';
import { labelledValues } from './label-value.ts';
import { buyerCuesOffSlip } from './slip.ts';

/** The confidence of party names whose roles the cues dispute (the form marks below 0.8). */
export const DISPUTED = 0.5;

export type Role = 'seller' | 'buyer';
export interface Cue {
  cue: string;
  role: Role;
  name: string;
}

const norm = (s: string) => s.toLowerCase().replace(NAME_NOISE, '');

/**
 * The letterhead: the largest text at the top of page 1 (bold or 12 pt and more), the first of
 * them — a bold recipient's name printed smaller beside it is none.
 */
function letterhead(doc: Doc): string | undefined {
  const h = doc.pages[0]?.height ?? 842;
  const top = doc.lines.filter((l) => l.page === 1 && l.y < h * 0.15).flatMap((l) => l.segs);
  const size = Math.max(0, ...top.map((s) => s.size ?? 0));
  return top.find((s) => (s.size ?? 0) === size && (s.bold || size >= 12))?.text;
}

/** Cues that name a party's role on this page. */
export function roleCues(doc: Doc): Cue[] {
  const out: Cue[] = [];
  const add = (cue: string, role: Role, name: string | undefined) =>
    void (name && out.push({ cue, role, name }));
  add('sender-line', 'seller', senderLine(doc)?.name);
  const { buyerCues, payee } = buyerCuesOffSlip(doc);
  add('buyer-cue', 'buyer', buyerCues[0]?.name);
  add('seller-cue', 'seller', (cueBlocks(doc, 'seller')[0] ?? payee)?.name);
  add('letterhead', 'seller', letterhead(doc));
  const h = doc.pages[0]?.height ?? 842;
  for (const l of doc.lines) if (l.y > h * 0.88 && l.segs[0]) add('footer', 'seller', l.segs[0].text);
  for (const v of labelledValues(doc, ACCOUNT_HOLDER_LABEL, (t) => t.trim() || undefined))
    add('account-holder', 'seller', v.value);
  return out;
}

/** Whether a printed name is a party's (the same, or one starts with the other at a word). */
function names(printed: string, party: string | undefined): boolean {
  if (!party) return false;
  const [a, b] = [norm(printed), norm(party)];
  return (
    a.length >= 3 && b.length >= 3 && (a === b || (a.startsWith(b) && printed.length > party.length + 1))
  );
}

/** The cues that contradict the decision (seller, buyer) taken. */
export function disputes(cues: Cue[], seller: string | undefined, buyer: string | undefined): Cue[] {
  if (!seller || !buyer || norm(seller) === norm(buyer)) return [];
  return cues.filter((c) => (c.role === 'seller' ? names(c.name, buyer) : names(c.name, seller)));
}

export function readPartyCues(c: Ctx): void {
  const against = disputes(roleCues(c.doc), c.inv.seller.name, c.inv.buyer.name);
  if (!against.length) return;
  for (const path of ['seller.name', 'buyer.name']) {
    const f = c.fields[path];
    if (f) f.confidence = Math.min(f.confidence, DISPUTED);
  }
  c.notices.push(notice('EXTRACT_PARTIES_DOUBTFUL', { cues: against.map((a) => a.cue).join(', ') }));
}

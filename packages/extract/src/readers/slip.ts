/**
 * A tear-off payment slip ("PAYMENT ADVICE" over "To: <payee>", "Customer", "Amount Due") at the
 * foot of an invoice: its "To:" block names the payee — the seller — and is no buyer cue.
 */
import type { Doc } from '../layout.ts';
import { REMITTANCE_SLIP } from '../lexicon/parties.ts';
import { cueBlocks, type Party } from '../parties.ts';

/** How far above a block its slip's title may stand (points). */
const TITLE_ABOVE = 45;

/** Whether a block stands right under the title of a payment slip. */
export function onPaymentSlip(doc: Doc, p: Party): boolean {
  const first = doc.lines[Math.min(...p.lines)];
  if (!first) return false;
  return doc.lines.some(
    (l) =>
      l.page === first.page &&
      l.y < first.y &&
      first.y - l.y <= TITLE_ABOVE &&
      l.segs.some((s) => REMITTANCE_SLIP.test(s.text.trim())),
  );
}

/** The blocks under buyer cues, a payment slip's "To:" block left out; and that block apart. */
export function buyerCuesOffSlip(doc: Doc): { buyerCues: Party[]; payee: Party | undefined } {
  const all = cueBlocks(doc, 'buyer');
  const payee = all.find((p) => onPaymentSlip(doc, p));
  return { buyerCues: all.filter((p) => p !== payee), payee };
}

/**
 * The seller's name from a label that names it outside any party block — the bank account's
 * holder, "sold by X", "Service Provider:" in the small print — for documents whose seller block
 * has no name (the name only in a logo, or no block at all). Cases in named-seller.cases.ts.
 */
import type { Doc } from '../layout.ts';
import { NAMED_SELLER_END, NAMED_SELLER_LABEL, NOT_NAMED_SELLER } from '../lexicon/parties.ts';
import type { Party } from '../parties.ts';
import { labelledValues } from './label-value.ts';

/** The confidence of a name read this way: a label names it, but far from the party's block. */
const CONFIDENCE = 0.6;

function nameValue(text: string): string | undefined {
  const name = (text.split(NAMED_SELLER_END)[0] ?? '').trim();
  return name.length < 2 || NOT_NAMED_SELLER.test(name) ? undefined : name;
}

const same = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The seller with the first name a seller-naming label gives, when it had none. When that label
 * names the block taken for the buyer (found by no buyer cue: a footer or letterhead block), that
 * block is the seller's and the buyer is unknown.
 */
export function namedSeller(
  doc: Doc,
  seller: Party | undefined,
  buyer: Party | undefined,
  buyerByCue: boolean,
): { seller: Party | undefined; buyer: Party | undefined } {
  if (seller?.name) return { seller, buyer };
  const found = labelledValues(doc, NAMED_SELLER_LABEL, nameValue)[0];
  if (!found) return { seller, buyer };
  if (same(found.value, buyer?.name))
    return buyerByCue
      ? { seller, buyer }
      : { seller: { ...(buyer as Party), confidence: CONFIDENCE }, buyer: undefined };
  const named = { name: found.value, nameSource: found.source, confidence: CONFIDENCE };
  const party = seller
    ? { ...seller, ...named }
    : { ...named, lines: [found.line], x0: found.x, x1: found.x, page: found.page };
  return { seller: party, buyer };
}

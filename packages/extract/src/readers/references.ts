/** The references reader's reading functions (registered in header.ts). */
import { acceptId, acceptText, belowTablesWeaker, type Ctx, firstPageFirst } from '../extract.ts';
import { best, type Candidate, findLabeled, settled } from '../find.ts';
import type { Doc } from '../layout.ts';
import {
  BARE_REFERENCE_LABEL,
  BUYER_REFERENCE_WORD,
  REFERENCE_WORD,
  YOUR_ORDER_LABEL,
  YOUR_REFERENCE_LABEL,
} from '../lexicon/document.ts';
import { findLeitwegIds } from '../parse/ids.ts';
import { findHeaders } from '../table.ts';

/**
 * A bare "Reference" is the buyer's order reference in the document's header only, and weaker than
 * an order's own label ("P.O.#" beside "Reference#", which on a credit note quotes the invoice):
 * under an item table it is a payment's reference (under "Pay by bank transfer"), no order.
 */
function bareReferencesWeaker<T>(doc: Doc, cands: Array<Candidate<T>>): Array<Candidate<T>> {
  const bare = (c: Candidate<T>) => BARE_REFERENCE_LABEL.test(c.label ?? '');
  if (!cands.some(bare)) return cands;
  const heads = findHeaders(doc).map((h) => h.line);
  const below = (c: Candidate<T>) => {
    const l = doc.lines[c.line];
    return !l || heads.some((h) => h.page < l.page || (h.page === l.page && h.index < l.index));
  };
  return cands
    .filter((c) => !bare(c) || !below(c))
    .map((c) => (bare(c) ? { ...c, confidence: c.confidence - 0.1 } : c));
}

/**
 * A label that names the buyer's own order ("Ihre Bestellung", "Your order") beats a neutral
 * "Auftrags-Nr." printed beside it, which may be the seller's job number.
 */
function yourOrderStronger<T>(cands: Array<Candidate<T>>): Array<Candidate<T>> {
  return cands.map((c) =>
    YOUR_ORDER_LABEL.test(c.label ?? '') ? { ...c, confidence: c.confidence + 0.05 } : c,
  );
}

const leitwegShaped = (v: string) => findLeitwegIds(v)[0]?.value === v;

/**
 * The buyer reference (BT-10): a Leitweg-ID under its own label, else the reference under BT-10's
 * own name ("Käuferreferenz", "Buyer reference") before a letter's "Ihr Zeichen" / "Kundenreferenz";
 * a value in a Leitweg-ID's shape (coarse-fine-check digits) before one that is not, also one under
 * a reference's label that otherwise names the order ("Ihre Referenz: 06-KST708-62": `routed`).
 */
function buyerReference(doc: Doc, routed: Array<Candidate<string>>): Candidate<string> | undefined {
  // ("Schema: 0204 – Leitweg-ID" above a VAT id is no label of that id)
  const leitweg = best(
    findLabeled(doc, 'leitwegId', (t) => {
      const v = acceptId(t);
      return v && leitwegShaped(v) ? v : undefined;
    }),
  );
  if (leitweg) return leitweg;
  const refCands = findLabeled(doc, 'buyerReference', acceptText, { joinRight: true });
  const refNamed = refCands.filter((c) => BUYER_REFERENCE_WORD.test(c.label ?? ''));
  const ref = settled(refNamed.length ? refNamed : refCands);
  if (ref && leitwegShaped(ref.value)) return ref;
  const shaped = [...refCands.filter((c) => leitwegShaped(c.value)), ...routed];
  return best(shaped) ?? ref;
}

/**
 * "Your ref. BR-62737" beside an order's own label ("Your order BE-863718", "PO number"): the order
 * is the order reference, "your reference" the buyer's (BT-10). Alone it quotes the order.
 */
function yourReferenceBesideOrder(orders: Array<Candidate<string>>): Candidate<string> | undefined {
  const yours = orders.find((o) => YOUR_REFERENCE_LABEL.test((o.label ?? '').trim()));
  const other = orders.some(
    (o) => o !== yours && o.value !== yours?.value && !YOUR_REFERENCE_LABEL.test((o.label ?? '').trim()),
  );
  return yours && other ? yours : undefined;
}

/** Buyer reference (BT-10), order reference (BT-13), contract reference (BT-12). */
export function readReferences(c: Ctx): void {
  const { doc, inv, set, mark } = c;
  const orders = firstPageFirst(
    doc,
    bareReferencesWeaker(doc, yourOrderStronger(findLabeled(doc, 'orderReference', acceptId))),
  );
  const routed = orders.filter((o) => leitwegShaped(o.value) && REFERENCE_WORD.test(o.label ?? ''));
  const buyerRef = buyerReference(doc, routed) ?? yourReferenceBesideOrder(orders);
  if (buyerRef) {
    inv.buyerReference = buyerRef.value;
    set('buyerReference', buyerRef);
  }
  const order = settled(
    belowTablesWeaker(
      doc,
      orders.filter((o) => (!routed.includes(o) && o !== buyerRef) || o.value !== buyerRef?.value),
      mark,
    ),
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

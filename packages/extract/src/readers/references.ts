/** The references reader's reading functions (registered in header.ts). */
import { acceptId, acceptText, belowTablesWeaker, type Ctx, firstPageFirst } from '../extract.ts';
import { best, findLabeled, settled } from '../find.ts';
import { BUYER_REFERENCE_WORD } from '../lexicon/document.ts';
import { findLeitwegIds } from '../parse/ids.ts';

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
  const refNamed = refCands.filter((c) => BUYER_REFERENCE_WORD.test(c.label ?? ''));
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

/**
 * XRechnung rules checked on the document's XML instead of the model (see `../xml-util.ts`):
 * BR-DE-18 reads the payment terms as written (the final line break after a Skonto entry is
 * part of the test, readers trim it), BR-DE-2 asks for the seller contact element, even empty.
 */
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, ciiAgreement, ciiSettlement, dig, kid, kids, norm } from '../xml-util.ts';
import { BR_DE_RULES, skontoOk } from './br-de.ts';

function xmlRule(id: string, check: (ctx: XmlRuleContext) => XmlFinding[]): XmlRule {
  const m = BR_DE_RULES.find((r) => r.id === id);
  if (!m) throw new Error(`no model rule ${id}`);
  return { id, severity: m.severity, scope: m.scope, bt: m.bt, message: m.message, checkXml: check };
}

/** CII payment means of the header settlement (the model merges several into one BG-16). */
const ciiMeans = (root: XmlRuleContext['root']) =>
  kids(ciiSettlement(root), 'SpecifiedTradeSettlementPaymentMeans');

export const BR_DE_XML_RULES: XmlRule[] = [
  {
    ...xmlRule('BR-DE-1', ({ root }) => {
      const st = ciiSettlement(root);
      return st && ciiMeans(root).length === 0 ? [at(st)] : [];
    }),
    syntax: 'cii',
  },
  {
    // each credit transfer means (30, 58) needs its own account, not just some means
    ...xmlRule('BR-DE-23-a', ({ root }) =>
      ciiMeans(root)
        .filter((m) => ['30', '58'].includes(norm(kid(m, 'TypeCode')?.text)))
        .filter((m) => !kid(m, 'PayeePartyCreditorFinancialAccount'))
        .map(at),
    ),
    syntax: 'cii',
  },
  xmlRule('BR-DE-2', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      return kids(root, 'AccountingSupplierParty')
        .filter((s) => !dig(s, 'Party', 'Contact'))
        .map(at);
    }
    const seller = kid(ciiAgreement(root), 'SellerTradeParty');
    return seller && !kid(seller, 'DefinedTradeContact') ? [at(seller)] : [];
  }),
  xmlRule('BR-DE-18', ({ root, syntax }) => {
    // UBL: cac:PaymentTerms/cbc:Note[1] (the first note of each terms group; a sequence of several
    // would stop the official stylesheet, which the processing-error prediction covers)
    const note =
      syntax === 'ubl'
        ? kids(root, 'PaymentTerms')
            .map((t) => kid(t, 'Note'))
            .find(Boolean)
        : kids(ciiSettlement(root), 'SpecifiedTradePaymentTerms')
            .map((t) => kid(t, 'Description'))
            .find(Boolean);
    if (!note) return [];
    return skontoOk(note.text) ? [] : [at(note)];
  }),
];

export const BR_DE_XML_IDS: ReadonlySet<string> = new Set(BR_DE_XML_RULES.map((r) => r.id));

/**
 * VAT category rules checked on the UBL document as the official stylesheet does (the model keeps
 * one VAT breakdown, no tax scheme per line, and no sub-line categories): -01 for the categories
 * whose breakdown must have exactly one entry (Z, E, AE, K, G, O) counts the subtotals of every
 * cac:TaxTotal; BR-S-01, BR-O-12 and BR-B-02 read every `cac:ClassifiedTaxCategory` (sub-lines of
 * the Extension too); BR-S-02 asks for a line category S with the tax scheme VAT. CII keeps the
 * model rules.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, kid, kids, norm } from '../xml-util.ts';
import { BR_AE_RULES } from './br-ae.ts';
import { BR_AF_RULES } from './br-af.ts';
import { BR_AG_RULES } from './br-ag.ts';
import { BR_B_RULES } from './br-b.ts';
import { BR_E_RULES } from './br-e.ts';
import { BR_G_RULES } from './br-g.ts';
import { BR_IC_RULES } from './br-ic.ts';
import { BR_O_RULES } from './br-o.ts';
import { BR_S_RULES } from './br-s.ts';
import { BR_Z_RULES } from './br-z.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const MODEL: readonly Rule[] = [
  ...BR_S_RULES,
  ...BR_Z_RULES,
  ...BR_E_RULES,
  ...BR_AE_RULES,
  ...BR_IC_RULES,
  ...BR_G_RULES,
  ...BR_O_RULES,
  ...BR_B_RULES,
  ...BR_AF_RULES,
  ...BR_AG_RULES,
];
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

function ublRule(id: string, check: (root: XmlElement) => boolean): XmlRule {
  const m = MODEL.find((r) => r.id === id);
  if (!m) throw new Error(`no model rule ${id}`);
  return {
    id,
    severity: m.severity,
    scope: m.scope,
    syntax: 'ubl',
    bt: m.bt,
    message: m.message,
    checkXml: ({ root }: XmlRuleContext) => (check(root) ? [at(root)] : []),
  };
}

/** `cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT'` */
const vatScheme = (cat: XmlElement) =>
  kids(cat, 'TaxScheme').some((s) => norm(kid(s, 'ID')?.text).toUpperCase() === 'VAT');
/** `cbc:ID[normalize-space(.) = code]` (how many) */
const idCount = (cat: XmlElement, code: string) =>
  kids(cat, 'ID').filter((i) => norm(i.text) === code).length;
/** `//cac:<local>` */
const anywhere = (root: XmlElement, local: string) =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === CAC);

/** -01: the category is used (anywhere, with the scheme VAT) → exactly one breakdown entry. */
function exactlyOne(id: string, code: string): XmlRule {
  return ublRule(id, (root) => {
    const used = [...anywhere(root, 'TaxCategory'), ...anywhere(root, 'ClassifiedTaxCategory')].some(
      (c) => vatScheme(c) && idCount(c, code) > 0,
    );
    if (!used) return false;
    let n = 0;
    for (const total of kids(root, 'TaxTotal'))
      for (const sub of kids(total, 'TaxSubtotal'))
        for (const cat of kids(sub, 'TaxCategory')) if (vatScheme(cat)) n += idCount(cat, code);
    return n !== 1;
  });
}

/** The tax categories of the breakdown: `cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory` of the root. */
const breakdownCategories = (root: XmlElement) =>
  kids(root, 'TaxTotal').flatMap((t) => kids(t, 'TaxSubtotal').flatMap((s) => kids(s, 'TaxCategory')));
/** `//cac:ClassifiedTaxCategory`: every line and sub-line (Extension) category */
const lineCategories = (root: XmlElement) => anywhere(root, 'ClassifiedTaxCategory');
/** `cbc:ID = code` as written (general comparison, no normalisation) */
const idIs = (cat: XmlElement, code: string) => kids(cat, 'ID').some((i) => i.text === code);
/** `normalize-space(cbc:ID)` (one ID) */
const normId = (cat: XmlElement) => norm(kid(cat, 'ID')?.text);

/**
 * -10 (exemption reason forbidden / required) on the document: the official tests ask whether the
 * reason or reason code element exists (an empty one counts; the readers drop it). Contexts: UBL the
 * breakdown `cac:TaxCategory` with the code (normalized) and the scheme VAT; CII the header
 * `ram:CategoryCode` with the code as written (S, Z: any type code; AE, E, G, K: type code VAT),
 * for L, M, O the header `ram:ApplicableTradeTax` with that code and the type code VAT.
 */
function exemptionRule(id: string, code: string, forbidden: boolean): XmlRule {
  const m = MODEL.find((r) => r.id === id);
  if (!m) throw new Error(`no model rule ${id}`);
  const fails = (given: boolean) => given === forbidden;
  return {
    id,
    severity: m.severity,
    scope: m.scope,
    bt: m.bt,
    message: m.message,
    checkXml: ({ root, syntax }: XmlRuleContext) => {
      const out: XmlFinding[] = [];
      if (syntax === 'ubl') {
        for (const cat of breakdownCategories(root))
          if (normId(cat) === code && vatScheme(cat)) {
            const given = !!kid(cat, 'TaxExemptionReason') || !!kid(cat, 'TaxExemptionReasonCode');
            if (fails(given)) out.push(at(cat));
          }
        return out;
      }
      for (const st of indexDocument(root).byLocal.get('ApplicableHeaderTradeSettlement') ?? []) {
        if (st.ns !== RAM) continue;
        for (const t of kids(st, 'ApplicableTradeTax')) {
          const given = !!kid(t, 'ExemptionReason') || !!kid(t, 'ExemptionReasonCode');
          if (!fails(given)) continue;
          const vat = kids(t, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT');
          const codes = kids(t, 'CategoryCode').filter((c) => c.text === code);
          if (code === 'L' || code === 'M' || code === 'O') {
            if (vat && codes.length > 0) out.push(at(t));
          } else if (code === 'S' || code === 'Z' || vat) out.push(...codes.map(at));
        }
      }
      return out;
    },
  };
}

export const VAT_CATEGORY_XML_RULES: XmlRule[] = [
  exemptionRule('BR-S-10', 'S', true),
  exemptionRule('BR-Z-10', 'Z', true),
  exemptionRule('BR-E-10', 'E', false),
  exemptionRule('BR-AE-10', 'AE', false),
  exemptionRule('BR-IC-10', 'K', false),
  exemptionRule('BR-G-10', 'G', false),
  exemptionRule('BR-O-10', 'O', false),
  exemptionRule('BR-AF-10', 'L', true),
  exemptionRule('BR-AG-10', 'M', true),
  exactlyOne('BR-Z-01', 'Z'),
  exactlyOne('BR-E-01', 'E'),
  exactlyOne('BR-AE-01', 'AE'),
  exactlyOne('BR-IC-01', 'K'),
  exactlyOne('BR-G-01', 'G'),
  exactlyOne('BR-O-01', 'O'),
  // S used anywhere (`//cac:AllowanceCharge/cac:TaxCategory`, `//cac:ClassifiedTaxCategory`, also
  // sub-lines; any scheme) ⇔ some breakdown category S
  ublRule('BR-S-01', (root) => {
    const used =
      anywhere(root, 'AllowanceCharge')
        .flatMap((a) => kids(a, 'TaxCategory'))
        .some((c) => normId(c) === 'S') || lineCategories(root).some((c) => normId(c) === 'S');
    const inBreakdown = breakdownCategories(root).some((c) => normId(c) === 'S');
    return used !== inBreakdown;
  }),
  // an O breakdown (scheme VAT) and a line or sub-line category of the scheme VAT other than O
  ublRule('BR-O-12', (root) => {
    const o = breakdownCategories(root).some((c) => vatScheme(c) && idCount(c, 'O') > 0);
    return o && lineCategories(root).some((c) => vatScheme(c) && normId(c) !== 'O');
  }),
  // B and S (codes as written): breakdown, document allowance/charge or any line category B, and
  // a document allowance/charge or any line category S (the breakdown's S is not read)
  ublRule('BR-B-02', (root) => {
    const acCats = kids(root, 'AllowanceCharge').flatMap((a) => kids(a, 'TaxCategory'));
    const lines = lineCategories(root);
    const b = [...breakdownCategories(root), ...acCats, ...lines].some((c) => idIs(c, 'B'));
    return b && [...acCats, ...lines].some((c) => idIs(c, 'S'));
  }),
  // a line category S (any scheme) needs one with the scheme VAT and a seller tax identifier
  ublRule('BR-S-02', (root) => {
    const lines = anywhere(root, 'ClassifiedTaxCategory').filter((c) => idCount(c, 'S') > 0);
    if (lines.length === 0) return false;
    const sellerId = anywhere(root, 'AccountingSupplierParty').some((s) =>
      kids(s, 'Party').some((p) => kids(p, 'PartyTaxScheme').some((t) => !!kid(t, 'CompanyID'))),
    );
    const repId = anywhere(root, 'TaxRepresentativeParty').some((r) =>
      kids(r, 'PartyTaxScheme').some((t) => vatScheme(t) && !!kid(t, 'CompanyID')),
    );
    return !(lines.some(vatScheme) && (sellerId || repId));
  }),
];

export const VAT_CATEGORY_XML_IDS: ReadonlySet<string> = new Set(VAT_CATEGORY_XML_RULES.map((r) => r.id));

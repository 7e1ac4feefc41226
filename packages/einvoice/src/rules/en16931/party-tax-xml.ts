/**
 * Party tax identifier rules checked on the document, as the official contexts read them:
 *
 * - BR-56 (seller tax representative VAT identifier): UBL asks for a `cbc:CompanyID` that exists
 *   (even empty) in a `cac:PartyTaxScheme` whose scheme is VAT upper-cased (`vat` counts); CII for a
 *   `ram:SpecifiedTaxRegistration/ram:ID` with `@schemeID = 'VA'` as written and text.
 * - BR-CO-26 (seller identification): the context is the seller party element (none when it is
 *   missing); UBL counts any `cac:PartyIdentification/cbc:ID` (the reader takes one with the scheme
 *   SEPA as the creditor reference, not as a seller identifier) and elements that exist but are empty.
 * - BR-CO-09 (CII): every `ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']` as written:
 *   `contains(list, concat(' ', substring(., 1, 2), ' '))` with the CII binding's own country list
 *   (a leading space or an empty identifier fails). UBL: `br-xml.ts`.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { BR_RULES } from './br.ts';
import { BR_CO_RULES } from './br-co.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const MODEL: readonly Rule[] = [...BR_RULES, ...BR_CO_RULES];

/** The country prefixes of the CII binding of BR-CO-09 (CEN 1.3.15), as its test lists them. */
const CII_VAT_PREFIXES =
  ' 1A AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BL BJ BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH EL ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XI YE YT ZA ZM ZW ';

function xmlRule(
  id: string,
  syntax: 'ubl' | 'cii' | undefined,
  check: (ctx: XmlRuleContext) => XmlFinding[],
): XmlRule {
  return overrideRule(MODEL, id, check, syntax);
}

const byLocal = (root: XmlElement, local: string, ns: string) =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === ns);

/** `cac:PartyTaxScheme[cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT']` of a party. */
const ublVatSchemes = (party: XmlElement | undefined) =>
  kids(party, 'PartyTaxScheme').filter((p) =>
    kids(p, 'TaxScheme').some((s) => kids(s, 'ID').some((i) => norm(i.text).toUpperCase() === 'VAT')),
  );

/** `ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']` of a party. */
const ciiVatIds = (party: XmlElement) =>
  kids(party, 'SpecifiedTaxRegistration')
    .flatMap((r) => kids(r, 'ID'))
    .filter((i) => i.attrs.schemeID === 'VA');

export const PARTY_TAX_XML_RULES: XmlRule[] = [
  xmlRule('BR-56', undefined, ({ root, syntax }) => {
    if (syntax === 'ubl')
      return byLocal(root, 'TaxRepresentativeParty', CAC)
        .filter((p) => !ublVatSchemes(p).some((s) => !!kid(s, 'CompanyID')))
        .map(at);
    return byLocal(root, 'SellerTaxRepresentativeTradeParty', RAM)
      .filter((p) => norm(ciiVatIds(p)[0]?.text) === '')
      .map(at);
  }),
  xmlRule('BR-CO-26', undefined, ({ root, syntax }) => {
    if (syntax === 'ubl')
      return byLocal(root, 'AccountingSupplierParty', CAC)
        .filter((s) => {
          const parties = kids(s, 'Party');
          return !parties.some(
            (p) =>
              ublVatSchemes(p).some((t) => !!kid(t, 'CompanyID')) ||
              kids(p, 'PartyIdentification').some((i) => !!kid(i, 'ID')) ||
              kids(p, 'PartyLegalEntity').some((l) => !!kid(l, 'CompanyID')),
          );
        })
        .map(at);
    return byLocal(root, 'SellerTradeParty', RAM)
      .filter(
        (p) =>
          !kid(p, 'ID') &&
          !kid(p, 'GlobalID') &&
          !kids(p, 'SpecifiedLegalOrganization').some((o) => !!kid(o, 'ID')) &&
          ciiVatIds(p).length === 0,
      )
      .map(at);
  }),
  xmlRule('BR-CO-09', 'cii', ({ root }) =>
    byLocal(root, 'SpecifiedTaxRegistration', RAM)
      .flatMap((r) => kids(r, 'ID'))
      .filter((i) => i.attrs.schemeID === 'VA' && !CII_VAT_PREFIXES.includes(` ${i.text.substring(0, 2)} `))
      .map((i) => ({ ...at(i), params: { value: i.text } })),
  ),
];

export const PARTY_TAX_XML_IDS: ReadonlySet<string> = new Set(PARTY_TAX_XML_RULES.map((r) => r.id));

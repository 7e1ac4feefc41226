/**
 * BR-B-01 / BR-B-02 (split payment) checked on the document: the official tests compare the codes
 * as written, without normalising whitespace (a code ' B ' is no B), and look at other elements
 * than the model carries:
 *
 * - UBL BR-B-01: `//cac:TaxCategory/cbc:ID = 'B' or //cac:ClassifiedTaxCategory/cbc:ID = 'B'`, and
 *   then no `//cbc:IdentificationCode != 'IT'` (every country code element of the document).
 * - UBL BR-B-02: B in `cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID`, the document-level
 *   `cac:AllowanceCharge/cac:TaxCategory/cbc:ID` or any `cac:ClassifiedTaxCategory/cbc:ID`, and S in
 *   `cac:TaxTotal/cac:TaxSubtotal/cbc:ID` (sic: no such element in a valid document), the document
 *   allowance/charge categories or any `cac:ClassifiedTaxCategory/cbc:ID`.
 * - CII BR-B-01: `//ram:CategoryCode = 'B'` and then no `//ram:CountryID != 'IT'`.
 * - CII BR-B-02: `//ram:CategoryCode = 'B'` and `//ram:CategoryCode = 'S'` (the breakdown counts).
 */
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, digAll, kids, overrideRule } from '../xml-util.ts';
import { BR_B_RULES } from './br-b.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

const byLocal = (root: XmlElement, local: string, ns: string): XmlElement[] =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === ns);

/** `//cac:<parent>/cbc:ID = code` */
const ublIdIn = (root: XmlElement, parent: string, code: string): boolean =>
  byLocal(root, parent, CAC).some((p) => kids(p, 'ID').some((i) => i.ns === CBC && i.text === code));

const ciiCode = (root: XmlElement, code: string): boolean =>
  byLocal(root, 'CategoryCode', RAM).some((c) => c.text === code);

const codeIs = (els: XmlElement[], code: string) => els.some((e) => e.text === code);

function ublB01(root: XmlElement): boolean {
  const b = ublIdIn(root, 'TaxCategory', 'B') || ublIdIn(root, 'ClassifiedTaxCategory', 'B');
  return b && byLocal(root, 'IdentificationCode', CBC).some((c) => c.text !== 'IT');
}

function ublB02(root: XmlElement): boolean {
  const classified = (code: string) => ublIdIn(root, 'ClassifiedTaxCategory', code);
  const docAc = digAll(root, 'AllowanceCharge', 'TaxCategory', 'ID');
  const b =
    codeIs(digAll(root, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID'), 'B') ||
    codeIs(docAc, 'B') ||
    classified('B');
  if (!b) return false;
  return codeIs(digAll(root, 'TaxTotal', 'TaxSubtotal', 'ID'), 'S') || codeIs(docAc, 'S') || classified('S');
}

function check(id: 'BR-B-01' | 'BR-B-02') {
  return ({ root, syntax }: XmlRuleContext): XmlFinding[] => {
    let fails: boolean;
    if (syntax === 'ubl') fails = id === 'BR-B-01' ? ublB01(root) : ublB02(root);
    else if (!ciiCode(root, 'B')) fails = false;
    else if (id === 'BR-B-01') fails = byLocal(root, 'CountryID', RAM).some((c) => c.text !== 'IT');
    else fails = ciiCode(root, 'S');
    return fails ? [at(root)] : [];
  };
}

export const BR_B_XML_RULES: XmlRule[] = [
  overrideRule(BR_B_RULES, 'BR-B-01', check('BR-B-01')),
  overrideRule(BR_B_RULES, 'BR-B-02', check('BR-B-02')),
];

export const BR_B_XML_IDS: ReadonlySet<string> = new Set(BR_B_XML_RULES.map((r) => r.id));

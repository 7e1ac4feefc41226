/**
 * Peppol rules adopted by XRechnung that can only be checked on the XML (plugged into the engine
 * through `XmlRule`): R008 (no empty elements), R043 (charge indicator literally true/false; CII:
 * R043-1 document/line level, R043-2 price level), R044 (a price allowance must not be a charge),
 * R101 (line document reference only with type code 130).
 */
import { pathOf, type XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule } from '../types.ts';
import { normalizeSpace } from '../util.ts';

const S = 'peppol' as const;

/** All elements in document order (the document index, built once per tree). */
const walk = (root: XmlElement): readonly XmlElement[] => indexDocument(root).all;

const at = (el: XmlElement): XmlFinding => ({ location: pathOf(el), line: el.line, column: el.column });
const child = (el: XmlElement, local: string) => el.children.find((c) => c.local === local);
/** Only XML whitespace (stops at the first other character: no copy of long texts). */
function blank(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}
const norm = normalizeSpace;

export const PEPPOL_XML_RULES: XmlRule[] = [
  {
    id: 'PEPPOL-EN16931-R008',
    severity: 'error',
    scope: S,
    bt: [],
    message: {
      en: 'The document shall not contain empty elements.',
      de: 'Das Dokument darf keine leeren Elemente enthalten.',
    },
    checkXml: ({ root, syntax }) => {
      const out: XmlFinding[] = [];
      for (const el of walk(root)) {
        // the CII binding exempts the (mandatory, possibly empty) ram:ApplicableHeaderTradeDelivery
        // by `name()`, the name as written: under another prefix the empty element counts
        if (syntax === 'cii' && el.qname === 'ram:ApplicableHeaderTradeDelivery') continue;
        // (a canonical base64 run from the parser is never blank: not read, it is held in pieces)
        if (el.children.length === 0 && el.canonicalBase64 === undefined && blank(el.text)) out.push(at(el));
      }
      return out;
    },
  },
  {
    id: 'PEPPOL-EN16931-R043',
    severity: 'error',
    scope: S,
    syntax: 'ubl',
    bt: [],
    message: {
      en: 'The allowance/charge indicator shall be "true" or "false".',
      de: 'Der Nachlass/Zuschlag-Indikator muss „true“ oder „false“ sein.',
    },
    checkXml: ({ root }) => {
      const out: XmlFinding[] = [];
      const check = (ac: XmlElement) => {
        const ind = norm(child(ac, 'ChargeIndicator')?.text);
        if (ind !== 'true' && ind !== 'false') out.push(at(ac));
      };
      for (const c of root.children) {
        if (c.local === 'AllowanceCharge') check(c);
        if (c.local === 'InvoiceLine' || c.local === 'CreditNoteLine')
          for (const ac of c.children) if (ac.local === 'AllowanceCharge') check(ac);
      }
      return out;
    },
  },
  {
    id: 'PEPPOL-EN16931-R043-1',
    severity: 'error',
    scope: S,
    syntax: 'cii',
    bt: [],
    message: {
      en: 'The allowance/charge indicator shall be "true" or "false".',
      de: 'Der Nachlass/Zuschlag-Indikator muss „true“ oder „false“ sein.',
    },
    checkXml: ({ root }) => ciiIndicator(root, 'SpecifiedTradeAllowanceCharge'),
  },
  {
    id: 'PEPPOL-EN16931-R043-2',
    severity: 'error',
    scope: S,
    syntax: 'cii',
    bt: [],
    message: {
      en: 'The price allowance/charge indicator shall be "true" or "false".',
      de: 'Der Nachlass/Zuschlag-Indikator am Preis muss „true“ oder „false“ sein.',
    },
    checkXml: ({ root }) => ciiIndicator(root, 'AppliedTradeAllowanceCharge'),
  },
  {
    id: 'PEPPOL-EN16931-R044',
    severity: 'error',
    scope: S,
    bt: ['BT-147'],
    message: {
      en: 'A price discount (BT-147) shall be an allowance, not a charge.',
      de: 'Ein Preisnachlass (BT-147) muss ein Nachlass sein, kein Zuschlag.',
    },
    checkXml: ({ root, syntax }) => {
      const out: XmlFinding[] = [];
      for (const el of walk(root)) {
        if (syntax === 'ubl' && el.local === 'AllowanceCharge' && el.parent?.local === 'Price') {
          if (norm(child(el, 'ChargeIndicator')?.text) !== 'false') out.push(at(el));
        }
        if (syntax === 'cii' && el.local === 'GrossPriceProductTradePrice') {
          const ac = child(el, 'AppliedTradeAllowanceCharge');
          const ind = ac && child(child(ac, 'ChargeIndicator') ?? ac, 'Indicator');
          if (ac && child(ac, 'ActualAmount') && ind?.text !== 'false') out.push(at(el));
        }
      }
      return out;
    },
  },
  {
    id: 'PEPPOL-EN16931-R101',
    severity: 'error',
    scope: S,
    bt: ['BT-128'],
    message: {
      en: 'An invoice line object identifier (BT-128) shall be given as a document reference with type code 130.',
      de: 'Eine Objektkennung der Position (BT-128) muss als Dokumentreferenz mit dem Typcode 130 angegeben werden.',
    },
    checkXml: ({ root, syntax }) => {
      const out: XmlFinding[] = [];
      for (const line of walk(root)) {
        if (syntax === 'ubl' && (line.local === 'InvoiceLine' || line.local === 'CreditNoteLine')) {
          const refs = line.children.filter((c) => c.local === 'DocumentReference');
          if (refs.length && !refs.some((r) => child(r, 'DocumentTypeCode')?.text === '130'))
            out.push(at(line));
        }
        if (syntax === 'cii' && line.local === 'IncludedSupplyChainTradeLineItem') {
          const s = child(line, 'SpecifiedLineTradeSettlement');
          const refs = s?.children.filter((c) => c.local === 'AdditionalReferencedDocument') ?? [];
          if (refs.length && !refs.some((r) => child(r, 'TypeCode')?.text === '130')) out.push(at(line));
        }
      }
      return out;
    },
  },
];

function ciiIndicator(root: XmlElement, local: string): XmlFinding[] {
  const out: XmlFinding[] = [];
  for (const el of walk(root)) {
    if (el.local !== local) continue;
    const ind = child(child(el, 'ChargeIndicator') ?? el, 'Indicator');
    const v = norm(ind?.text);
    if (!child(el, 'ChargeIndicator') || (v !== 'true' && v !== 'false')) out.push(at(el));
  }
  return out;
}

/**
 * Scenarios of the KoSIT validator configuration for XRechnung 3.0.2 (release 2026-01-31):
 * which specification identifier (BT-24) selects which rule sets, and which severity overrides
 * ("customLevel") each scenario applies.
 */
import { EN16931, XRECHNUNG_3_CIUS, XRECHNUNG_3_EXTENSION, XRECHNUNG_CVD } from '../model/invoice.ts';
import type { DocumentType, Syntax } from '../model/read-result.ts';
import type { XmlElement } from '../xml/parse.ts';
import type { Level, ScenarioId, Scope, Text } from './types.ts';

export interface Scenario {
  id: ScenarioId;
  label: Text;
  specificationIdentifier: string;
  /** rule sets that run */
  scopes: Scope[];
}

export const SCENARIOS: Record<ScenarioId, Scenario> = {
  xrechnung: {
    id: 'xrechnung',
    label: { en: 'XRechnung 3.0 (CIUS)', de: 'XRechnung 3.0 (CIUS)' },
    specificationIdentifier: XRECHNUNG_3_CIUS,
    scopes: ['syntax', 'en16931', 'xrechnung', 'peppol'],
  },
  'xrechnung-extension': {
    id: 'xrechnung-extension',
    label: { en: 'XRechnung 3.0 Extension', de: 'XRechnung 3.0 Extension' },
    specificationIdentifier: XRECHNUNG_3_EXTENSION,
    scopes: ['syntax', 'en16931', 'xrechnung', 'xrechnung-extension', 'peppol'],
  },
  'xrechnung-cvd': {
    id: 'xrechnung-cvd',
    label: { en: 'XRechnung 3.0 CVD', de: 'XRechnung 3.0 CVD' },
    specificationIdentifier: XRECHNUNG_CVD,
    scopes: ['syntax', 'en16931', 'xrechnung', 'xrechnung-cvd', 'peppol'],
  },
  en16931: {
    id: 'en16931',
    label: { en: 'EN 16931 (CEN rules only)', de: 'EN 16931 (nur CEN-Regeln)' },
    specificationIdentifier: EN16931,
    scopes: ['syntax', 'en16931'],
  },
};

/**
 * The scenario KoSIT selects for a specification identifier. The match is exact (no trimming,
 * no prefix matching), as in the official `scenarios.xml`. There is no Extension scenario for a
 * UBL CreditNote. Unknown → undefined (report NO-SCENARIO, see `noScenarioReport`).
 */
export function scenarioForSpecificationIdentifier(
  bt24: string | undefined,
  documentType?: DocumentType,
): ScenarioId | undefined {
  if (bt24 === undefined) return undefined;
  for (const s of Object.values(SCENARIOS)) {
    if (s.specificationIdentifier === bt24) {
      if (s.id === 'xrechnung-extension' && documentType === 'CreditNote') return undefined;
      return s.id;
    }
  }
  return undefined;
}

const SCENARIO_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
} as const;

const childrenNamed = (els: XmlElement[], ns: string, local: string): XmlElement[] =>
  els.flatMap((e) => e.children.filter((c) => c.ns === ns && c.local === local));

/**
 * The scenario KoSIT selects for a parsed document: its `match` expressions are namespace-qualified
 * XPaths on the root (`/invoice:Invoice/cbc:CustomizationID[. = '…']`, `/creditnote:CreditNote[…]`,
 * `/rsm:CrossIndustryInvoice[rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID/text() = '…']`),
 * so an identifier element in another namespace (a `cbc` or `ram` URI written wrong, another
 * root namespace) selects nothing. Each scenario is tried against every identifier element; the
 * text is compared as written (no trimming); more than one matching scenario selects none.
 */
export function scenarioOfDocument(root: XmlElement): ScenarioId | undefined {
  let ids: XmlElement[];
  let documentType: DocumentType;
  if (root.ns === SCENARIO_NS.invoice && root.local === 'Invoice') {
    documentType = 'Invoice';
    ids = childrenNamed([root], SCENARIO_NS.cbc, 'CustomizationID');
  } else if (root.ns === SCENARIO_NS.creditNote && root.local === 'CreditNote') {
    documentType = 'CreditNote';
    ids = childrenNamed([root], SCENARIO_NS.cbc, 'CustomizationID');
  } else if (root.ns === SCENARIO_NS.rsm && root.local === 'CrossIndustryInvoice') {
    documentType = 'CrossIndustryInvoice';
    const ctx = childrenNamed([root], SCENARIO_NS.rsm, 'ExchangedDocumentContext');
    const params = childrenNamed(ctx, SCENARIO_NS.ram, 'GuidelineSpecifiedDocumentContextParameter');
    ids = childrenNamed(params, SCENARIO_NS.ram, 'ID');
  } else return undefined;
  if (ids.length === 0) return undefined;
  // KoSIT takes the one scenario that matches: two identifier elements that select two scenarios
  // (the XRechnung and the plain EN 16931 identifier) select none
  let found: ScenarioId | undefined;
  for (const s of Object.values(SCENARIOS)) {
    if (s.id === 'xrechnung-extension' && documentType === 'CreditNote') continue;
    if (ids.some((el) => el.text === s.specificationIdentifier)) {
      if (found !== undefined) return undefined;
      found = s.id;
    }
  }
  return found;
}

/**
 * Severity overrides ("customLevel") of a scenario. They depend on the syntax and, for UBL,
 * on the document type, exactly as in the official configuration. Form data (no syntax) is
 * treated like a UBL Invoice.
 */
export function severityOverrides(
  scenario: ScenarioId,
  syntax: Syntax = 'ubl',
  documentType: DocumentType = syntax === 'cii' ? 'CrossIndustryInvoice' : 'Invoice',
): Record<string, Level> {
  const cii = syntax === 'cii';
  const ciiSr: Record<string, Level> = cii
    ? { 'CII-SR-452': 'error', 'CII-SR-453': 'error', 'CII-SR-454': 'error' }
    : {};
  switch (scenario) {
    case 'en16931':
      return {};
    case 'xrechnung':
      return {
        'BR-CL-23': 'warning',
        'BR-CL-21': 'warning',
        ...(!cii && documentType === 'Invoice' ? { 'UBL-CR-646': 'error' as Level } : {}),
        ...ciiSr,
      };
    case 'xrechnung-cvd':
      return {
        'BR-CL-13': 'information',
        'BR-CL-23': 'warning',
        'BR-CL-21': 'warning',
        ...(!cii ? { 'UBL-CR-646': 'error' as Level } : {}),
        ...ciiSr,
      };
    case 'xrechnung-extension':
      return {
        'BR-CL-21': 'information',
        'BR-CL-23': 'warning',
        'BR-CL-24': 'information',
        'BR-CL-10': 'information',
        'BR-CL-11': 'information',
        'BR-CL-25': 'information',
        'BR-CL-26': 'information',
        ...(!cii
          ? {
              'BR-CO-16': 'information' as Level,
              'UBL-CR-470': 'information' as Level,
              'UBL-CR-646': 'information' as Level,
            }
          : {}),
        ...ciiSr,
      };
  }
}

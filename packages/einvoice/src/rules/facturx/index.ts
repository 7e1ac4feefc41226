/**
 * Factur-X / ZUGFeRD profile validation (opt-in, beyond KoSIT): a CII document whose
 * specification identifier (BT-24) names a Factur-X profile is checked against that profile's
 * own rules, as the Factur-X 1.09 XSDs and schematron define them:
 *
 *   1. the profile's XML Schema (its element subset, order, cardinality) → Xerces ids
 *      (`cvc-complex-type.2.4.a` …); when it reports anything, nothing else runs (KoSIT order)
 *   2. the profile's schematron: its context-dependent structure and code-list asserts
 *      (`FX-CARDINALITY`, `FX-NOT-USED`, `FX-CODE` …, see profile-asserts-check.ts), the EN 16931
 *      rule ids it runs (from our registry), the CII syntax rules it runs, and for EXTENDED the
 *      BR-FXEXT relaxations
 *
 * `validateXml` keeps KoSIT parity (NO-SCENARIO for these identifiers); this is the extra check
 * the viewer and `einvoice validate --facturx` offer. EN 16931 (`urn:cen.eu:en16931:2017`, the
 * Factur-X EN 16931 profile) is the normal EN 16931 scenario: `validateFacturx` returns undefined.
 */
import {
  FACTURX_BASIC,
  FACTURX_BASIC_WL,
  FACTURX_EXTENDED,
  FACTURX_MINIMUM,
  type Invoice,
} from '../../model/invoice.ts';
import type { XmlElement } from '../../xml/parse.ts';
import { makeReport, validateModel } from '../engine.ts';
import { ALL_RULES, ALL_XML_RULES } from '../registry.ts';
import { SchemaChecker } from '../schema/check.ts';
import type { Structure } from '../schema/structure.ts';
import { type CompiledStructure, compileStructure } from '../schema/structure.ts';
import { checkCiiSyntax } from '../syntax/cii.ts';
import { NS, type SyntaxFinding, syntaxMessage } from '../syntax/xpath.ts';
import type { FacturxScenarioId, Level, Report, ReportMessage, Rule, Text, XmlRule } from '../types.ts';
import { FXEXT_RULES } from './extended.ts';
import { type AssertProfile, checkProfileAsserts } from './profile-asserts-check.ts';
import { BASIC_RULE_IDS, BASIC_WL_RULE_IDS, EXTENDED_RULE_IDS, MINIMUM_RULE_IDS } from './rule-ids.ts';
import { BASIC_STRUCTURE, BASICWL_STRUCTURE, EXTENDED_STRUCTURE, MINIMUM_STRUCTURE } from './structures.ts';

export type { FacturxScenarioId } from '../types.ts';

/** A report of a Factur-X profile check: a `Report` whose scenario is the profile. */
export interface FacturxReport extends Report {
  scenario: FacturxScenarioId;
}

export interface FacturxProfileDef {
  scenario: FacturxScenarioId;
  label: Text;
  /** the specification identifiers (BT-24) the profile's schematron accepts (Factur-X, ZUGFeRD 2.0 alias) */
  identifiers: readonly string[];
  structure: Structure;
  /** official rule ids the profile schematron runs that we implement */
  ruleIds: readonly string[];
  /** profile-specific rules in addition to the registry's */
  extraRules: readonly Rule[];
}

export const FACTURX_PROFILES: Record<FacturxScenarioId, FacturxProfileDef> = {
  'facturx-minimum': {
    scenario: 'facturx-minimum',
    label: { en: 'Factur-X / ZUGFeRD MINIMUM', de: 'Factur-X / ZUGFeRD MINIMUM' },
    identifiers: [FACTURX_MINIMUM, 'urn:zugferd.de:2p0:minimum'],
    structure: MINIMUM_STRUCTURE,
    ruleIds: MINIMUM_RULE_IDS,
    extraRules: [],
  },
  'facturx-basicwl': {
    scenario: 'facturx-basicwl',
    label: { en: 'Factur-X / ZUGFeRD BASIC WL', de: 'Factur-X / ZUGFeRD BASIC WL' },
    identifiers: [FACTURX_BASIC_WL, 'urn:zugferd.de:2p0:basicwl'],
    structure: BASICWL_STRUCTURE,
    ruleIds: BASIC_WL_RULE_IDS,
    extraRules: [],
  },
  'facturx-basic': {
    scenario: 'facturx-basic',
    label: { en: 'Factur-X / ZUGFeRD BASIC', de: 'Factur-X / ZUGFeRD BASIC' },
    identifiers: [FACTURX_BASIC, 'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic'],
    structure: BASIC_STRUCTURE,
    ruleIds: BASIC_RULE_IDS,
    extraRules: [],
  },
  'facturx-extended': {
    scenario: 'facturx-extended',
    label: { en: 'Factur-X / ZUGFeRD EXTENDED', de: 'Factur-X / ZUGFeRD EXTENDED' },
    identifiers: [FACTURX_EXTENDED, 'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended'],
    structure: EXTENDED_STRUCTURE,
    ruleIds: EXTENDED_RULE_IDS,
    extraRules: FXEXT_RULES,
  },
};

/** The Factur-X profile a specification identifier (BT-24) names; exact match, as the schematron's code list. */
export function facturxProfileFor(bt24: string | undefined): FacturxProfileDef | undefined {
  if (bt24 === undefined) return undefined;
  return Object.values(FACTURX_PROFILES).find((p) => p.identifiers.includes(bt24));
}

/**
 * Levels the Factur-X schematron gives where our rules (CEN CII binding, XRechnung configuration)
 * differ: the CII-SR/CII-DT rules it runs are fatal there, R008 only a warning.
 */
const FACTURX_LEVELS: Record<string, Level> = {
  'PEPPOL-EN16931-R008': 'warning',
  'CII-SR-463': 'error',
  'CII-SR-464': 'error',
  'CII-SR-465': 'error',
  'CII-SR-466': 'error',
  'CII-DT-097': 'error',
};

const ASSERT_PROFILE: Record<FacturxScenarioId, AssertProfile> = {
  'facturx-minimum': 'minimum',
  'facturx-basicwl': 'basicwl',
  'facturx-basic': 'basic',
  'facturx-extended': 'extended',
};

const compiled = new Map<FacturxScenarioId, CompiledStructure>();

/** The profile's XML Schema check (Xerces ids, as `rules/schema`), against the profile's element subset. */
export function checkFacturxSchema(root: XmlElement, scenario: FacturxScenarioId): SyntaxFinding[] {
  let s = compiled.get(scenario);
  if (!s) {
    s = compileStructure(FACTURX_PROFILES[scenario].structure);
    compiled.set(scenario, s);
  }
  return new SchemaChecker(s, false).run(root);
}

const NOT_CII: Text = {
  en: 'Factur-X / ZUGFeRD profiles exist in CII only (root element rsm:CrossIndustryInvoice), but the document is "{root}".',
  de: 'Factur-X-/ZUGFeRD-Profile gibt es nur in CII (Wurzelelement rsm:CrossIndustryInvoice), das Dokument ist aber "{root}".',
};

function withScenario(report: Report, scenario: FacturxScenarioId): FacturxReport {
  return { ...report, scenario };
}

/** Rules of a profile, selected from the registry by the profile schematron's ids. */
export function facturxRules(def: FacturxProfileDef): { rules: Rule[]; xmlRules: XmlRule[] } {
  const ids = new Set(def.ruleIds);
  const rules = [...ALL_RULES.filter((r) => ids.has(r.id)), ...def.extraRules];
  // XML rules run only when their scope is in the engine's scenario: run them as CEN rules,
  // at the level the Factur-X schematron gives them.
  const xmlRules = ALL_XML_RULES.filter((r) => ids.has(r.id)).map(
    (r): XmlRule => ({ ...r, scope: 'en16931', severity: FACTURX_LEVELS[r.id] ?? r.severity }),
  );
  return { rules, xmlRules };
}

/**
 * Validate a CII document against its Factur-X profile (by BT-24). `root` is the reader's parsed
 * tree, `invoice` the model read from it. Undefined when BT-24 names no Factur-X profile of its
 * own (EN 16931 and XRechnung identifiers: use the KoSIT scenarios).
 */
export function validateFacturx(root: XmlElement, invoice: Invoice): FacturxReport | undefined {
  const def = facturxProfileFor(invoice.processControl?.specificationIdentifier);
  if (!def) return undefined;
  if (root.ns !== NS.rsm || root.local !== 'CrossIndustryInvoice') {
    const msg: ReportMessage = {
      id: 'FX-NOT-CII',
      level: 'error',
      text: NOT_CII.en.replace('{root}', root.qname),
      textDe: NOT_CII.de.replace('{root}', root.qname),
      location: `/${root.qname}[1]`,
      path: '',
      bt: ['BT-24'],
    };
    return withScenario(makeReport(null, [msg]), def.scenario);
  }
  const schema = checkFacturxSchema(root, def.scenario);
  if (schema.length > 0)
    return withScenario(
      makeReport(
        null,
        schema.map((f) => syntaxMessage(f)),
        'cii',
      ),
      def.scenario,
    );

  const { rules, xmlRules } = facturxRules(def);
  const business = validateModel(invoice, {
    scenario: 'en16931',
    xml: { root, syntax: 'cii', documentType: 'CrossIndustryInvoice' },
    rules,
    xmlRules,
  });
  const ids = new Set(def.ruleIds);
  const syntax = checkCiiSyntax(root, { scenario: 'en16931' })
    .filter((f) => ids.has(f.id))
    .map((f) => syntaxMessage(f, FACTURX_LEVELS[f.id] ?? f.level));
  const asserts = checkProfileAsserts(root, ASSERT_PROFILE[def.scenario]);
  return withScenario(makeReport(null, [...asserts, ...syntax, ...business.messages], 'cii'), def.scenario);
}

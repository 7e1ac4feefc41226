/**
 * The rule engine: runs the rules of a scenario against an invoice and builds a `Report`.
 *
 * - `validateModel(invoice, { scenario })` runs the business rules on the model (the review form,
 *   or a document after reading). Locations are model paths unless a `locate` function maps them
 *   to XPaths in the source document.
 * - XML hook: pass `xml: { root, syntax, documentType }` (the reader's parsed tree) and the XML
 *   rules (`XmlRule`, e.g. syntax rules UBL-CR/CII-SR, data types, PEPPOL-EN16931-R008 empty
 *   elements) run in the same report. Their findings carry XPath locations with line/column.
 * - Severity: a rule's own level, then the scenario's overrides (`severityOverrides`).
 * - `accepted` follows KoSIT: false exactly when a message has level `error`.
 * - `scenarioReport`/`noScenarioReport` mirror KoSIT scenario selection by BT-24.
 */
import type { Invoice } from '../model/invoice.ts';
import type { DocumentType, Syntax } from '../model/read-result.ts';
import type { XmlElement } from '../xml/parse.ts';
import { ciiCategoryAsWritten, ruleCategory, usedCategories } from './categories.ts';
import { ALL_RULES, ALL_XML_RULES, XML_OVERRIDE_IDS } from './registry.ts';
import { SCENARIOS, scenarioForSpecificationIdentifier, severityOverrides } from './scenarios.ts';
import type {
  Finding,
  Level,
  Report,
  ReportMessage,
  Rule,
  RuleContext,
  ScenarioId,
  Text,
  XmlFinding,
  XmlRule,
} from './types.ts';

export interface Location {
  location: string;
  line?: number;
  column?: number;
}

export interface ValidateOptions {
  scenario: ScenarioId;
  /** source syntax when the model was read from a document */
  syntax?: Syntax;
  documentType?: DocumentType;
  /** maps a model path to its place in the source document (XPath, line, column) */
  locate?: (path: string) => Location | undefined;
  /** XML hook: the parsed source document; XML rules run only when given */
  xml?: { root: XmlElement; syntax: Syntax; documentType: DocumentType };
  /** rules to run instead of the full registry (tests, profile subsets) */
  rules?: readonly Rule[];
  xmlRules?: readonly XmlRule[];
}

export function fillParams(text: string, params: Record<string, string> | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

function countMessages(messages: ReportMessage[]): Report['counts'] {
  const counts = { error: 0, warning: 0, information: 0 };
  for (const m of messages) counts[m.level]++;
  return counts;
}

export function makeReport(scenario: ScenarioId | null, messages: ReportMessage[], syntax?: Syntax): Report {
  const counts = countMessages(messages);
  const report: Report = { accepted: counts.error === 0, scenario, messages, counts };
  if (syntax) report.syntax = syntax;
  return report;
}

function message(
  r: Rule | XmlRule,
  level: Level,
  text: Text,
  params: Record<string, string> | undefined,
  path: string,
  loc: Location,
): ReportMessage {
  const m: ReportMessage = {
    id: r.id,
    level,
    text: fillParams(text.en, params),
    textDe: fillParams(text.de, params),
    location: loc.location,
    path,
    bt: r.bt,
  };
  if (loc.line !== undefined) m.line = loc.line;
  if (loc.column !== undefined) m.column = loc.column;
  if (level !== r.severity) m.originalLevel = r.severity;
  return m;
}

/** The message for a rule that could not be evaluated (malformed model): an error, so nothing passes silently. */
function ruleErrorMessage(id: string): ReportMessage {
  return {
    id: 'RULE-ERROR',
    level: 'error',
    text: `Rule ${id} could not be evaluated: the invoice data is incomplete or malformed.`,
    textDe: `Die Regel ${id} konnte nicht geprüft werden: die Rechnungsdaten sind unvollständig oder fehlerhaft.`,
    location: '',
    path: '',
    bt: [],
  };
}

interface RulePlan {
  xml: readonly XmlRule[];
  model: readonly Rule[];
  /** the VAT category each rule is about (`ruleCategory`), parallel to `xml` and `model` */
  xmlCategory: ReadonlyArray<string | undefined>;
  modelCategory: ReadonlyArray<string | undefined>;
}

/** Rule lists per scenario and syntax for the full registry (computed once each). */
const plans = new Map<string, RulePlan>();

/** The XML rules and model rules that run, in registry order. */
function rulePlan(opts: ValidateOptions, syntax: Syntax | undefined): RulePlan {
  const key = `${opts.scenario}|${syntax ?? ''}|${opts.xml?.syntax ?? '-'}`;
  const cacheable = !opts.rules && !opts.xmlRules;
  const hit = cacheable ? plans.get(key) : undefined;
  if (hit) return hit;
  const scenario = SCENARIOS[opts.scenario];
  // model rules replaced by a document-level XML rule of the same id (see xml-util.ts)
  const replaced = new Set<string>();
  const xml: XmlRule[] = [];
  if (opts.xml) {
    for (const r of opts.xmlRules ?? ALL_XML_RULES) {
      // an XML rule for one syntax replaces the model rule only for documents of that syntax
      if (XML_OVERRIDE_IDS.has(r.id) && (!r.syntax || r.syntax === opts.xml.syntax)) replaced.add(r.id);
      if (!scenario.scopes.includes(r.scope)) continue;
      if (r.syntax && r.syntax !== opts.xml.syntax) continue;
      xml.push(r);
    }
  }
  const model: Rule[] = [];
  for (const r of opts.rules ?? ALL_RULES) {
    if (!scenario.scopes.includes(r.scope)) continue;
    if (replaced.has(r.id)) continue;
    if (r.syntax && syntax && r.syntax !== syntax) continue;
    if (r.syntax === 'cii' && !syntax) continue;
    model.push(r);
  }
  const plan: RulePlan = {
    xml,
    model,
    xmlCategory: xml.map((r) => ruleCategory(r.id)),
    modelCategory: model.map((r) => ruleCategory(r.id)),
  };
  if (cacheable) plans.set(key, plan);
  return plan;
}

/** Run the rules of `opts.scenario` on the model (and, with `opts.xml`, the XML rules). */
export function validateModel(invoice: Invoice, opts: ValidateOptions): Report {
  const syntax = opts.syntax ?? opts.xml?.syntax;
  const documentType = opts.documentType ?? opts.xml?.documentType;
  const overrides = severityOverrides(opts.scenario, syntax, documentType);
  const ctx: RuleContext = { invoice, scenario: opts.scenario };
  if (syntax) ctx.syntax = syntax;
  if (documentType) ctx.documentType = documentType;
  if (opts.xml?.syntax === 'cii') {
    const asWritten = ciiCategoryAsWritten(opts.xml.root);
    if (asWritten) ctx.categoryAsWritten = asWritten;
  }
  const messages: ReportMessage[] = [];

  const plan = rulePlan(opts, syntax);
  // the rules of VAT categories the document does not use cannot find anything (categories.ts)
  // (a malformed draft: nothing is skipped, the rules report it)
  let used: Set<string> | undefined;
  try {
    used = usedCategories(invoice, opts.xml);
  } catch {
    used = undefined;
  }
  if (opts.xml) {
    const xctx = { ...opts.xml, scenario: opts.scenario };
    for (let k = 0; k < plan.xml.length; k++) {
      const r = plan.xml[k] as XmlRule;
      const category = plan.xmlCategory[k];
      if (category !== undefined && used && !used.has(category)) continue;
      let found: XmlFinding[];
      try {
        found = r.checkXml(xctx);
      } catch {
        messages.push(ruleErrorMessage(r.id));
        continue;
      }
      // (most rules find nothing: the level is looked up only for findings)
      if (found.length === 0) continue;
      const level = overrides[r.id] ?? r.severity;
      for (const f of found) messages.push(message(r, level, r.message, f.params, f.path ?? '', f));
    }
  }

  for (let k = 0; k < plan.model.length; k++) {
    const r = plan.model[k] as Rule;
    const category = plan.modelCategory[k];
    if (category !== undefined && used && !used.has(category)) continue;
    let found: Finding[];
    try {
      found = r.check(ctx);
    } catch {
      // A malformed draft must not crash validation, nor pass silently: report it.
      messages.push(ruleErrorMessage(r.id));
      continue;
    }
    if (found.length === 0) continue;
    const own = (syntax && r.severityBySyntax?.[syntax]) || r.severity;
    const level = overrides[r.id] ?? own;
    for (const f of found) {
      const loc = opts.locate?.(f.path) ?? { location: f.path };
      messages.push(message(r, level, r.message, f.params, f.path, loc));
    }
  }
  return makeReport(opts.scenario, messages, syntax);
}

export const NO_SCENARIO_TEXT: Text = {
  en: 'The specification identifier (BT-24) "{bt24}" does not name a supported standard. Expected XRechnung 3.0 ({xr}), XRechnung 3.0 Extension, XRechnung CVD or EN 16931 ({en}).',
  de: 'Die Spezifikationskennung (BT-24) "{bt24}" bezeichnet keinen unterstützten Standard. Erwartet wird XRechnung 3.0 ({xr}), XRechnung 3.0 Extension, XRechnung CVD oder EN 16931 ({en}).',
};

/** The report KoSIT gives when no scenario matches: one error `NO-SCENARIO`, rejected. */
export function noScenarioReport(bt24: string | undefined, syntax?: Syntax, location = ''): Report {
  const params = {
    bt24: bt24 ?? '',
    xr: SCENARIOS.xrechnung.specificationIdentifier,
    en: SCENARIOS.en16931.specificationIdentifier,
  };
  const msg: ReportMessage = {
    id: 'NO-SCENARIO',
    level: 'error',
    text: fillParams(NO_SCENARIO_TEXT.en, params),
    textDe: fillParams(NO_SCENARIO_TEXT.de, params),
    location: location || 'processControl.specificationIdentifier',
    path: 'processControl.specificationIdentifier',
    bt: ['BT-24'],
  };
  return makeReport(null, [msg], syntax);
}

/**
 * Validate by the invoice's own specification identifier (BT-24), as KoSIT does: the scenario
 * is selected from BT-24; an unknown identifier gives a NO-SCENARIO report.
 */
export function validateBySpecificationIdentifier(
  invoice: Invoice,
  opts: Omit<ValidateOptions, 'scenario'> = {},
): Report {
  const bt24 = invoice.processControl?.specificationIdentifier;
  const documentType = opts.documentType ?? opts.xml?.documentType;
  const scenario = scenarioForSpecificationIdentifier(bt24, documentType);
  if (!scenario) return noScenarioReport(bt24, opts.syntax ?? opts.xml?.syntax);
  return validateModel(invoice, { ...opts, scenario });
}

export { scenarioForSpecificationIdentifier };

/** Messages of one level, for rendering ("grouped by severity"). */
export function messagesByLevel(report: Report): Record<Level, ReportMessage[]> {
  const out: Record<Level, ReportMessage[]> = { error: [], warning: [], information: [] };
  for (const m of report.messages) out[m.level].push(m);
  return out;
}

/** Rule ids of one level (sorted, unique): what agreement with the official validator compares. */
export function ruleIds(report: Report, level: Level): string[] {
  return [...new Set(report.messages.filter((m) => m.level === level).map((m) => m.id))].sort();
}

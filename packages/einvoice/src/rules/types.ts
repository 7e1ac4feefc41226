/**
 * Types of the validation rule engine.
 *
 * A business rule is written once against the EN 16931 model (`Invoice`) and reports
 * `Finding`s: model paths such as `seller.contact.email` or `lines[2].price.netPrice`.
 * The engine turns findings into report `Message`s with the rule's id, its effective level
 * (after the scenario's severity overrides) and a text in English and German.
 *
 * XML-level rules (syntax rules UBL-CR/UBL-SR/CII-SR/…, data types, empty elements) use the
 * same report through `XmlRule` (see `engine.ts`, "XML hook").
 */
import type { Invoice } from '../model/invoice.ts';
import type { DocumentType, Syntax } from '../model/read-result.ts';
import type { XmlElement } from '../xml/parse.ts';

export type Level = 'error' | 'warning' | 'information';

/**
 * Which rule set a rule belongs to:
 * - `en16931`: CEN EN 16931 business rules (BR-xx, BR-CO, BR-DEC, BR-CL, VAT categories)
 * - `xrechnung`: XRechnung CIUS (BR-DE-xx, BR-TMP-2, BR-DE-TMP-32)
 * - `xrechnung-extension`: BR-DEX-xx (only in the Extension scenario)
 * - `xrechnung-cvd`: BR-DE-CVD-xx / BR-TMP-CVD-01 (only in the CVD scenario)
 * - `peppol`: PEPPOL-EN16931-Rxxx rules that the XRechnung configuration adopts
 * - `syntax`: rules against the XML (UBL-CR/UBL-SR/UBL-DT/CII-SR/CII-DT, R008 …)
 */
export type Scope = 'en16931' | 'xrechnung' | 'xrechnung-extension' | 'xrechnung-cvd' | 'peppol' | 'syntax';

/** KoSIT scenarios of the XRechnung 3.0.2 validator configuration. */
export type ScenarioId = 'xrechnung' | 'xrechnung-extension' | 'xrechnung-cvd' | 'en16931';

/** Factur-X / ZUGFeRD profile checks (opt-in, beyond KoSIT: rules/facturx). */
export type FacturxScenarioId = 'facturx-minimum' | 'facturx-basicwl' | 'facturx-basic' | 'facturx-extended';

/** Bilingual text. `{name}` placeholders are filled from a finding's params. */
export interface Text {
  en: string;
  de: string;
}

/** One place where a rule is violated. */
export interface Finding {
  /** model path, e.g. `seller.contact.email`, `lines[2].price.netPrice`, `vatBreakdown[0]` */
  path: string;
  /** values for `{name}` placeholders in the rule's message */
  params?: Record<string, string>;
}

export interface RuleContext {
  invoice: Invoice;
  scenario: ScenarioId;
  /** the source syntax when validating a document; undefined for form data (rules then assume UBL semantics) */
  syntax?: Syntax;
  /** UBL `Invoice` / `CreditNote`, CII `CrossIndustryInvoice`; undefined for form data (treated as an invoice) */
  documentType?: DocumentType;
  /**
   * CII documents whose `ram:CategoryCode`s are not all written without blanks: the code of a model
   * path (`lines[0].vatCategoryCode`) as written, for the rules whose official contexts compare
   * it so (`[ram:CategoryCode = 'S']`); the model holds it trimmed (see `categories.ts`)
   */
  categoryAsWritten?: (path: string) => string | undefined;
}

interface RuleBase {
  /** official id, e.g. `BR-CO-10`, `BR-DE-15`, `PEPPOL-EN16931-R010` */
  id: string;
  /** level as the official schematron flags it (fatal → error); scenario overrides apply on top */
  severity: Level;
  scope: Scope;
  /** business terms / groups the rule concerns, e.g. ['BT-106', 'BT-131'] */
  bt: string[];
  message: Text;
}

/** A business rule against the model. */
export interface Rule extends RuleBase {
  /** restrict to one syntax (a few official rules exist in one binding only) */
  syntax?: Syntax;
  /** where the UBL and CII bindings flag the rule differently (BR-51: UBL warning, CII fatal) */
  severityBySyntax?: Partial<Record<Syntax, Level>>;
  check(ctx: RuleContext): Finding[];
}

/** A place in the XML document. */
export interface XmlFinding {
  /** XPath-like location, e.g. `/Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]` */
  location: string;
  line?: number;
  column?: number;
  params?: Record<string, string>;
  /** the model path of the value, when the rule knows it (the review form highlights it) */
  path?: string;
}

export interface XmlRuleContext {
  root: XmlElement;
  syntax: Syntax;
  documentType: DocumentType;
  scenario: ScenarioId;
}

/** A syntax rule against the parsed XML (the plug-in point for UBL-CR/CII-SR/… rules). */
export interface XmlRule extends RuleBase {
  syntax?: Syntax;
  checkXml(ctx: XmlRuleContext): XmlFinding[];
}

export interface ReportMessage {
  id: string;
  level: Level;
  /** English text */
  text: string;
  /** German text */
  textDe?: string;
  /** XPath into the source document when validating XML; the model path otherwise */
  location: string;
  /** model path ('' for pure XML findings) */
  path: string;
  bt: string[];
  line?: number;
  column?: number;
  /** the rule's level before the scenario's override, when it was changed */
  originalLevel?: Level;
}

export interface Report {
  /** KoSIT semantics: true when no message has level `error` */
  accepted: boolean;
  syntax?: Syntax;
  /** the scenario the document was validated with; null when none matched (NO-SCENARIO) */
  scenario: ScenarioId | FacturxScenarioId | null;
  messages: ReportMessage[];
  counts: { error: number; warning: number; information: number };
}

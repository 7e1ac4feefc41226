/**
 * `validateXml(bytes | text)`: the whole validation of an XML e-invoice, in the order and with
 * the consequences of the official KoSIT validator (XRechnung 3.0.2 configuration):
 *
 *   1. well-formedness (our safe parser)            → XML-NOT-WELLFORMED, nothing else runs
 *   2. scenario by specification identifier (BT-24) → NO-SCENARIO, nothing else runs
 *   3. XML Schema structure (UBL 2.1 / CII D16B)    → schema errors only, no rules run
 *   4. rules: syntax rules (UBL-CR/SR/DT, CII-SR/DT) and business rules (EN 16931, XRechnung,
 *      adopted Peppol rules) in one report; accepted when no message has level error.
 *
 * Every message points into the document: syntax, schema and XML rules carry XPaths; business
 * rules report model paths, which `locator` (rules/locate.ts) maps to the XPath of the element
 * the value was read from (or where it belongs), with line and column. `path` keeps the model path.
 *
 * Browser-safe: the web app runs the very same function.
 */
import type { Invoice } from './model/invoice.ts';
import type { DocumentType, Syntax } from './model/read-result.ts';
import { readInvoice } from './read.ts';
import { type Location, makeReport, noScenarioReport, validateModel } from './rules/engine.ts';
import { validateFacturx } from './rules/facturx/index.ts';
import { locator } from './rules/locate.ts';
import { ruleById } from './rules/registry.ts';
import { scenarioOfDocument } from './rules/scenarios.ts';
import { checkSchema } from './rules/schema/index.ts';
import { checkCiiSyntax } from './rules/syntax/cii.ts';
import { crashingStylesheets } from './rules/syntax/processing-error.ts';
import { checkUblSyntax } from './rules/syntax/ubl.ts';
import { syntaxMessage } from './rules/syntax/xpath.ts';
import type { Report, ReportMessage } from './rules/types.ts';
import type { ParseLimits } from './xml/parse.ts';

export interface XmlValidation {
  report: Report;
  /** the invoice as read, when the document could be read */
  invoice?: Invoice;
  syntax?: Syntax;
  documentType?: DocumentType;
  specificationIdentifier?: string;
}

const WELLFORMED_TEXT = {
  en: 'The file is not well-formed XML',
  de: 'Die Datei ist kein wohlgeformtes XML',
};

const DOCTYPE_TEXT = {
  en: 'DOCTYPE declarations are not allowed in e-invoices (they enable entity-expansion attacks)',
  de: 'DOCTYPE-Deklarationen sind in E-Rechnungen nicht erlaubt (sie ermöglichen Entity-Expansion-Angriffe)',
};

export interface ValidateXmlOptions {
  limits?: Partial<ParseLimits>;
  /**
   * Also check Factur-X / ZUGFeRD profile documents (MINIMUM, BASIC WL, BASIC, EXTENDED) against
   * their own profile rules. Off by default: KoSIT has no scenario for them (NO-SCENARIO).
   */
  facturx?: boolean;
}

export function validateXml(input: string | Uint8Array, opts: ValidateXmlOptions = {}): XmlValidation {
  const limits = opts.limits;
  // (validation needs no list of unmapped elements: not tracked)
  const read = readInvoice(input, limits, { unmapped: false });
  if (!read.ok) {
    const e = read.error;
    if (e.code === 'UNKNOWN_DOCUMENT' || e.code === 'UNSUPPORTED_VERSION') {
      const r = noScenarioReport(undefined);
      r.messages[0] = {
        ...(r.messages[0] as ReportMessage),
        text: `${r.messages[0]?.text ?? ''} ${e.message}`.trim(),
      };
      return { report: r };
    }
    const where = e.line ? ` (line ${e.line}${e.column ? `, column ${e.column}` : ''})` : '';
    // A DOCTYPE is well-formed XML, but we refuse it outright (entity-expansion attacks); KoSIT
    // would go on to the scenario check. Either way the document is rejected.
    const msg: ReportMessage = {
      id: e.code === 'XML_DOCTYPE_FORBIDDEN' ? 'XML-DOCTYPE-FORBIDDEN' : 'XML-NOT-WELLFORMED',
      level: 'error',
      text:
        e.code === 'XML_DOCTYPE_FORBIDDEN'
          ? `${DOCTYPE_TEXT.en}${where}`
          : `${WELLFORMED_TEXT.en}: ${e.message}${where}`,
      textDe:
        e.code === 'XML_DOCTYPE_FORBIDDEN'
          ? `${DOCTYPE_TEXT.de}${where}`
          : `${WELLFORMED_TEXT.de}: ${e.message}${where}`,
      location: e.line ? `line ${e.line}, col ${e.column ?? 0}` : '',
      path: '',
      bt: [],
      ...(e.line ? { line: e.line } : {}),
      ...(e.column ? { column: e.column } : {}),
    };
    return { report: makeReport(null, [msg]) };
  }
  const { invoice, syntax, documentType, specificationIdentifier, root } = read;
  const base = { invoice, syntax, documentType, specificationIdentifier };
  // business-rule findings are model paths: this maps them to XPaths (lazily, on the first finding)
  const locate = locator(root, syntax, documentType);
  const scenario = scenarioOfDocument(root);
  if (!scenario) {
    const fx = opts.facturx ? validateFacturx(root, invoice) : undefined;
    const report = fx ?? noScenarioReport(specificationIdentifier, syntax);
    for (const m of report.messages) if (m.path !== '' && m.location === m.path) place(m, locate(m.path));
    return { ...base, report };
  }

  const schema = checkSchema(root);
  if (schema.length > 0)
    return {
      ...base,
      report: makeReport(
        scenario,
        schema.map((f) => syntaxMessage(f)),
        syntax,
      ),
    };

  const business = validateModel(invoice, {
    scenario,
    syntax,
    documentType,
    xml: { root, syntax, documentType },
    locate,
  });
  const syntaxFindings = (syntax === 'ubl' ? checkUblSyntax : checkCiiSyntax)(root, { scenario });
  let messages = [...syntaxFindings.map((f) => syntaxMessage(f)), ...business.messages];

  // KoSIT parity: on some schema-valid documents (an element the official rules expect once
  // appears twice) an official rule stylesheet stops with an XPath error. KoSIT then reports one
  // PROCESSING-ERROR instead of all messages of that stylesheet, and its verdict ignores it.
  const crashes = crashingStylesheets(root).filter((c) => c === 'EN16931' || scenario !== 'en16931');
  if (crashes.length === 0) return { ...base, report: makeReport(scenario, messages, syntax) };
  const cen = crashes.includes('EN16931');
  const xr = crashes.includes('XRechnung');
  messages = messages.filter((m) => {
    const scope = ruleById(m.id)?.scope ?? 'syntax';
    if (scope === 'en16931' || scope === 'syntax') return !cen;
    return !xr;
  });
  for (const c of crashes) messages.push(processingError(c));
  const report = makeReport(scenario, messages, syntax);
  report.accepted = !messages.some((m) => m.level === 'error' && m.id !== 'PROCESSING-ERROR');
  return { ...base, report };
}

/** Put a message at a source location (XPath, line, column). */
function place(m: ReportMessage, loc: Location | undefined): void {
  if (!loc) return;
  m.location = loc.location;
  if (loc.line !== undefined) m.line = loc.line;
  if (loc.column !== undefined) m.column = loc.column;
}

function processingError(stylesheet: 'EN16931' | 'XRechnung'): ReportMessage {
  const rules = stylesheet === 'EN16931' ? 'EN 16931' : 'XRechnung';
  return {
    id: 'PROCESSING-ERROR',
    level: 'error',
    text: `The official ${rules} rules cannot be evaluated on this document: an element they expect once appears more than once. Like the KoSIT validator, the verdict ignores this message; check for duplicated elements.`,
    textDe: `Die offiziellen ${rules}-Regeln lassen sich auf dieses Dokument nicht anwenden: ein Element, das sie einmal erwarten, kommt mehrfach vor. Wie beim KoSIT-Validator bleibt diese Meldung beim Ergebnis unberücksichtigt; bitte doppelte Elemente prüfen.`,
    location: '',
    path: '',
    bt: [],
  };
}

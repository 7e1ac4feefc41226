/**
 * XML Schema check (structure, order, cardinality, attributes, value types) for UBL 2.1
 * Invoice/CreditNote and CII D16B CrossIndustryInvoice. KoSIT semantics: when this reports
 * anything, the document is rejected with these messages only and no schematron rule runs.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { NS, type SyntaxFinding, syntaxMessage } from '../syntax/xpath.ts';
import type { ReportMessage } from '../types.ts';
import { SchemaChecker } from './check.ts';
import { CII_STRUCTURE } from './cii-structure.ts';
import { type CompiledStructure, compileStructure } from './structure.ts';
import { UBL_STRUCTURE } from './ubl-structure.ts';

let ubl: CompiledStructure | undefined;
let cii: CompiledStructure | undefined;

/**
 * Check a parsed UBL Invoice/CreditNote or CII CrossIndustryInvoice against the schema structure.
 * Every finding has level `error`; ids are the Xerces codes the official validator reports
 * (`cvc-complex-type.2.4.a`, `cvc-datatype-valid.1.2.1`, …). Other root elements give no findings.
 */
export function checkSchema(root: XmlElement): SyntaxFinding[] {
  if (root.ns === NS.ubl || root.ns === NS.cn) {
    ubl ??= compileStructure(UBL_STRUCTURE);
    return new SchemaChecker(ubl, true).run(root);
  }
  if (root.ns === NS.rsm) {
    cii ??= compileStructure(CII_STRUCTURE);
    return new SchemaChecker(cii, false).run(root);
  }
  return [];
}

/**
 * Schema findings as report messages (level error, XPath location, line/column). When this is
 * non-empty, KoSIT rejects the document with exactly these messages: build the report from them
 * and run no other rule.
 */
export function schemaMessages(root: XmlElement): ReportMessage[] {
  return checkSchema(root).map((f) => syntaxMessage(f));
}

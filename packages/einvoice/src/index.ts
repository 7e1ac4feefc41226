export * from './api/account.ts';
export * from './api/convert.ts';
export * from './calc/totals.ts';
export { readCii, readCiiXml } from './cii/read.ts';
export { restrictToLevel, writeCii } from './cii/write.ts';
export * as codelists from './codelists/index.ts';
export * from './convert.ts';
export * from './errors.ts';
export * from './identifiers/index.ts';
export * from './model/complete.ts';
export * from './model/diff.ts';
export * from './model/invoice.ts';
export * from './model/lines.ts';
export * from './model/money.ts';
export * from './model/read-result.ts';
export * from './profiles.ts';
export { NS, readInvoice, sniffSyntax } from './read.ts';
export type { Location, ValidateOptions } from './rules/engine.ts';
export {
  fillParams,
  makeReport,
  messagesByLevel,
  NO_SCENARIO_TEXT,
  noScenarioReport,
  ruleIds,
  validateBySpecificationIdentifier,
  validateModel,
} from './rules/engine.ts';
export { ALL_RULES, ALL_XML_RULES, ruleById } from './rules/registry.ts';
export type { Scenario } from './rules/scenarios.ts';
export { SCENARIOS, scenarioForSpecificationIdentifier, severityOverrides } from './rules/scenarios.ts';
export type {
  Finding,
  Level,
  Report,
  ReportMessage,
  Rule,
  RuleContext,
  ScenarioId,
  Scope,
  Text,
  XmlFinding,
  XmlRule,
  XmlRuleContext,
} from './rules/types.ts';
export { readUbl, readUblXml, UBL_CREDIT_NOTE_TYPE_CODES } from './ubl/read.ts';
export type { WriteUblOptions } from './ubl/write.ts';
export { buildUbl, isUblCreditNote, writeUbl } from './ubl/write.ts';
export * from './validate.ts';
export * from './view/index.ts';
export type { ParseLimits, ParseResult, XmlElement, XmlError } from './xml/parse.ts';
export { DEFAULT_LIMITS, decodeXml, parseXml, pathOf, textOf } from './xml/parse.ts';
export type { XNode } from './xml/write.ts';
export { el, escapeAttr, escapeText, leaf, serialize } from './xml/write.ts';

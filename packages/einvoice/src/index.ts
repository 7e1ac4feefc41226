export * from './model/diff.ts';
export * from './model/invoice.ts';
export * from './model/money.ts';
export * from './model/read-result.ts';
export * from './profiles.ts';
export type { ParseLimits, ParseResult, XmlElement, XmlError } from './xml/parse.ts';
export { DEFAULT_LIMITS, decodeXml, parseXml, pathOf, textOf } from './xml/parse.ts';
export type { XNode } from './xml/write.ts';
export { el, escapeAttr, escapeText, leaf, serialize } from './xml/write.ts';

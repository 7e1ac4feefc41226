/**
 * `readInvoice(bytes | text)`: parse XML safely, detect the syntax from the root element and
 * run the matching reader. The single entry point for every XML input (CLI, API, browser).
 */
import { readCii } from './cii/read.ts';
import type { ReadOptions, ReadOutcome } from './model/read-result.ts';
import { readUbl } from './ubl/read.ts';
import { type ParseLimits, parseXml } from './xml/parse.ts';

export const NS = {
  ublInvoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublCreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cii: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  zugferd1: 'urn:ferd:CrossIndustryDocument:invoice:1p0',
} as const;

export function readInvoice(
  input: string | Uint8Array,
  limits?: Partial<ParseLimits>,
  opts: ReadOptions = {},
): ReadOutcome {
  const parsed = parseXml(input, limits);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const root = parsed.root;
  if (
    (root.ns === NS.ublInvoice && root.local === 'Invoice') ||
    (root.ns === NS.ublCreditNote && root.local === 'CreditNote')
  ) {
    return readUbl(root, opts);
  }
  if (root.local === 'CrossIndustryInvoice' || root.local === 'CrossIndustryDocument')
    return readCii(root, opts);
  return {
    ok: false,
    error: {
      code: 'UNKNOWN_DOCUMENT',
      message: `Not an e-invoice: root element <${root.qname}>${root.ns ? ` in namespace ${root.ns}` : ''} is neither UBL 2.1 Invoice/CreditNote nor UN/CEFACT CrossIndustryInvoice`,
      line: root.line,
      column: root.column,
    },
  };
}

/** Quick syntax sniffing without a full read (for routing and error messages). */
export function sniffSyntax(text: string): 'ubl' | 'cii' | undefined {
  const head = text.slice(0, 4096);
  if (/<(\w+:)?(Invoice|CreditNote)[\s>]/.test(head) && head.includes('urn:oasis:names:specification:ubl'))
    return 'ubl';
  if (/<(\w+:)?CrossIndustryInvoice[\s>]/.test(head)) return 'cii';
  return undefined;
}

import type { XmlElement, XmlError } from '../xml/parse.ts';
import type { Invoice } from './invoice.ts';

export type Syntax = 'ubl' | 'cii';
export type DocumentType = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';

/** An element the reader found but could not map to the model (reported, never dropped silently). */
export interface UnmappedElement {
  /** XPath-like location, e.g. /Invoice[1]/cac:Foo[1] */
  path: string;
  line: number;
  column: number;
}

export interface ReadOptions {
  /**
   * Track which elements were mapped and list the rest in `unmapped` (default true). Validation
   * turns it off: it reports by rules, not by unmapped elements.
   */
  unmapped?: boolean;
}

/** A set that keeps nothing: the readers' element tracking when `unmapped: false`. */
class Untracked extends Set<XmlElement> {
  override add(): this {
    return this;
  }
}
export const NOT_TRACKED: Set<XmlElement> = new Untracked();

export interface ReadSuccess {
  ok: true;
  invoice: Invoice;
  syntax: Syntax;
  documentType: DocumentType;
  /** BT-24 as found in the document ('' when missing) */
  specificationIdentifier: string;
  /** empty when the reader was asked not to track them (`{ unmapped: false }`, validation) */
  unmapped: UnmappedElement[];
  /** the parsed XML, for syntax rules */
  root: XmlElement;
}

export interface ReadFailure {
  ok: false;
  error:
    | XmlError
    | { code: 'UNKNOWN_DOCUMENT' | 'UNSUPPORTED_VERSION'; message: string; line?: number; column?: number };
}

export type ReadOutcome = ReadSuccess | ReadFailure;

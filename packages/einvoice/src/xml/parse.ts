/**
 * Safe XML parsing into a small element tree with source positions.
 *
 * - Built on saxes (a well-formedness-checking SAX parser that never fetches external
 *   resources). Any DOCTYPE is refused outright, so DTD entity bombs and external entities
 *   cannot be expressed.
 * - Input size, nesting depth and element count are bounded.
 * - Elements keep their namespace URI, local name, line and column, so readers can report
 *   unmapped content and the validator can point at locations.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** namespace URI ('' when none) */
  ns: string;
  /** local name without prefix */
  local: string;
  /** qualified name as written (prefix:local) */
  qname: string;
  /** attributes by local name (namespace-qualified attributes other than xmlns are kept as written) */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** concatenated direct text content (character data and CDATA) */
  text: string;
  line: number;
  column: number;
  parent?: XmlElement;
}

export interface XmlError {
  code:
    | 'XML_NOT_WELLFORMED'
    | 'XML_DOCTYPE_FORBIDDEN'
    | 'XML_TOO_LARGE'
    | 'XML_TOO_DEEP'
    | 'XML_TOO_MANY_ELEMENTS'
    | 'XML_EMPTY';
  message: string;
  line?: number;
  column?: number;
}

export interface ParseLimits {
  /** maximum input length in characters (default 20 MiB) */
  maxLength: number;
  /** maximum element nesting depth (default 64) */
  maxDepth: number;
  /** maximum number of elements (default 500,000) */
  maxElements: number;
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxLength: 20 * 1024 * 1024,
  maxDepth: 64,
  maxElements: 500_000,
};

export type ParseResult = { ok: true; root: XmlElement } | { ok: false; error: XmlError };

class Abort extends Error {
  readonly xmlError: XmlError;
  constructor(xmlError: XmlError) {
    super(xmlError.message);
    this.xmlError = xmlError;
  }
}

/** Decode bytes (UTF-8, with or without BOM; UTF-16 with BOM) to text. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes);
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

export function parseXml(input: string | Uint8Array, limits: Partial<ParseLimits> = {}): ParseResult {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  if (typeof input !== 'string' && input.length > lim.maxLength) {
    return {
      ok: false,
      error: { code: 'XML_TOO_LARGE', message: `XML document larger than ${lim.maxLength} bytes` },
    };
  }
  let text = typeof input === 'string' ? input : decodeXml(input);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length > lim.maxLength) {
    return {
      ok: false,
      error: { code: 'XML_TOO_LARGE', message: `XML document larger than ${lim.maxLength} characters` },
    };
  }
  if (text.trim() === '')
    return { ok: false, error: { code: 'XML_EMPTY', message: 'The document is empty' } };

  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  let failure: XmlError | undefined;

  parser.on('doctype', () => {
    throw new Abort({
      code: 'XML_DOCTYPE_FORBIDDEN',
      message:
        'DOCTYPE declarations are not allowed in e-invoices (protects against entity expansion attacks)',
      line: parser.line,
      column: parser.column,
    });
  });
  parser.on('opentag', (tag) => {
    count++;
    if (count > lim.maxElements) {
      throw new Abort({ code: 'XML_TOO_MANY_ELEMENTS', message: `More than ${lim.maxElements} elements` });
    }
    if (stack.length >= lim.maxDepth) {
      throw new Abort({
        code: 'XML_TOO_DEEP',
        message: `Elements nested deeper than ${lim.maxDepth} levels`,
        line: parser.line,
        column: parser.column,
      });
    }
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) {
      if (a.prefix === 'xmlns' || a.name === 'xmlns') continue;
      attrs[a.uri ? a.name : a.local] = a.value;
    }
    const parent = stack[stack.length - 1];
    const el: XmlElement = {
      ns: tag.uri ?? '',
      local: tag.local ?? tag.name,
      qname: tag.name,
      attrs,
      children: [],
      text: '',
      line: parser.line,
      column: parser.column,
    };
    if (parent) {
      el.parent = parent;
      parent.children.push(el);
    } else if (root) {
      throw new Abort({
        code: 'XML_NOT_WELLFORMED',
        message: 'More than one root element',
        line: parser.line,
      });
    } else {
      root = el;
    }
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (t: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (err) => {
    throw new Abort({
      code: 'XML_NOT_WELLFORMED',
      message: err.message.replace(/^[^:]*:\d+:\d+: /, ''),
      line: parser.line,
      column: parser.column,
    });
  });

  try {
    parser.write(text).close();
  } catch (e) {
    failure =
      e instanceof Abort
        ? e.xmlError
        : {
            code: 'XML_NOT_WELLFORMED',
            message: String((e as Error).message ?? e),
            line: parser.line,
            column: parser.column,
          };
  }
  if (failure) return { ok: false, error: failure };
  if (!root) return { ok: false, error: { code: 'XML_NOT_WELLFORMED', message: 'No root element' } };
  return { ok: true, root };
}

/** Trimmed text of an element. */
export function textOf(el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  const t = el.text.trim();
  return t === '' ? undefined : t;
}

/** An XPath-like location `/Invoice[1]/cac:AccountingSupplierParty[1]/…` for messages. */
export function pathOf(el: XmlElement): string {
  const parts: string[] = [];
  let cur: XmlElement | undefined = el;
  while (cur) {
    const p: XmlElement | undefined = cur.parent;
    const qn = cur.qname;
    const idx = p ? p.children.filter((c) => c.qname === qn).indexOf(cur) + 1 : 1;
    parts.unshift(`${qn}[${idx}]`);
    cur = p;
  }
  return `/${parts.join('/')}`;
}

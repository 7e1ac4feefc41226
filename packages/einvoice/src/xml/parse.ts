/**
 * Safe XML parsing into a small element tree with source positions.
 *
 * - Built on saxes (a well-formedness-checking SAX parser that never fetches external
 *   resources). Any DOCTYPE is refused outright, so DTD entity bombs and external entities
 *   cannot be expressed.
 * - Input size, nesting depth, element count, attributes per element and name length are
 *   bounded, checked by one linear scan before any parser runs (`guardScan`): a hostile document
 *   is refused in time proportional to its size, never held for seconds.
 * - Bytes are decoded as the official validator's parser (Xerces) does: encoding detected as the
 *   XML spec's appendix F says (byte order mark, UTF-16 without one, the declaration's
 *   encoding), decoders fatal on malformed input (invalid or overlong UTF-8, lone surrogates).
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
  /**
   * Set by the parser on large text (attachments) it has already checked to be canonical
   * base64 (alphabet only, no whitespace, length a multiple of four, correct padding, unused
   * bits zero): the number of octets it decodes to. Consumers should then skip their own scans
   * of `text`: it is held in pieces (a V8 rope), and reading its characters joins them into one
   * large copy, the cost this avoids.
   */
  canonicalBase64?: number;
}

export interface XmlError {
  code:
    | 'XML_NOT_WELLFORMED'
    | 'XML_DOCTYPE_FORBIDDEN'
    | 'XML_TOO_LARGE'
    | 'XML_TOO_DEEP'
    | 'XML_TOO_MANY_ELEMENTS'
    | 'XML_TOO_MANY_ATTRIBUTES'
    | 'XML_NAME_TOO_LONG'
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
  /**
   * maximum attributes on one element, namespace declarations included (default 10,000: the
   * JDK parser's `jdk.xml.elementAttributeLimit`, which the official validator runs with)
   */
  maxAttributes: number;
  /** maximum length of an element or attribute name (default 1,000: `jdk.xml.maxXMLNameLimit`) */
  maxNameLength: number;
  /** testing: always use the saxes parser (the fast path must give the same trees) */
  noFastPath?: boolean;
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxLength: 20 * 1024 * 1024,
  maxDepth: 64,
  maxElements: 500_000,
  maxAttributes: 10_000,
  maxNameLength: 1_000,
};

export type ParseResult = { ok: true; root: XmlElement } | { ok: false; error: XmlError };

class Abort extends Error {
  readonly xmlError: XmlError;
  constructor(xmlError: XmlError) {
    super(xmlError.message);
    this.xmlError = xmlError;
  }
}

/**
 * Encoding names the official validator's parser (Xerces, IANA names only) accepts; checked with
 * it: `UTF8`, `cp1252`, `ISO8859-1`, `x-foo` are fatal there, `latin1`, `windows-1252`, `IBM850` are not.
 */
const KNOWN_ENCODING =
  /^(?:UTF-8|UTF-16(?:BE|LE)?|UTF-32(?:BE|LE)?|US-ASCII|ASCII|ISO[-_]8859-(?:[1-9]|1[0-6])|LATIN[1-6]|L[1-6]|WINDOWS-125[0-8]|IBM-?\d{3,5}|SHIFT_JIS|EUC-(?:JP|KR)|ISO-2022-(?:JP|KR|CN)|GB2312|GBK|GB18030|BIG5|KOI8-[RU]|TIS-620)$/i;
const DECL_ENCODING = /^<\?xml[^?]*?[ \t\r\n]encoding[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)')/;

/**
 * The encoding declaration against the document as given: the official validator reads the bytes
 * of a file, so an encoding name it does not know, UTF-16/UTF-32 declared for a document that is
 * not UTF-16 (a string counts as UTF-8 text) and US-ASCII declared for non-ASCII text are fatal.
 */
function checkEncoding(text: string, input: string | Uint8Array): XmlError | undefined {
  const m = DECL_ENCODING.exec(text.slice(0, 300));
  const name = m ? (m[1] ?? m[2] ?? '') : undefined;
  if (name === undefined || /^utf-8$/i.test(name)) return undefined;
  const fail = (message: string): XmlError => ({ code: 'XML_NOT_WELLFORMED', message, line: 1, column: 1 });
  if (!KNOWN_ENCODING.test(name)) return fail(`Unknown encoding name "${name}"`);
  const utf16Bytes = typeof input !== 'string' && detectXmlEncoding(input).utf16;
  if (/^UTF-(?:16|32)/i.test(name) && !(utf16Bytes && /^UTF-16/i.test(name)))
    return fail(`Document declared as ${name} but not encoded so`);
  if (/^(?:US-)?ASCII$/i.test(name) && /[^\t\n\r -~]/.test(text))
    return fail(`Document declared as ${name} but contains other characters`);
  return undefined;
}

/** The bytes are not text in the encoding they are in or declare (a well-formedness error). */
export class XmlDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlDecodeError';
  }
}

/** Names of ISO-8859-1 the official parser accepts; read as true Latin-1 (WHATWG's label means windows-1252). */
const ISO_8859_1 = /^(?:ISO[-_]8859-1|LATIN1|L1)$/i;

/**
 * The encoding of an XML document's bytes as the XML spec's appendix F (and Xerces) detects it:
 * a byte order mark; UTF-16 without one by the `<?` of its declaration; else the declaration's
 * encoding name (ASCII-compatible bytes), UTF-8 when there is none.
 */
export function detectXmlEncoding(bytes: Uint8Array): { encoding: string; utf16: boolean } {
  const [b0, b1, b2, b3] = [bytes[0], bytes[1], bytes[2], bytes[3]];
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', utf16: true };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', utf16: true };
  if (b0 === 0x3c && b1 === 0x00 && b2 === 0x3f && b3 === 0x00) return { encoding: 'utf-16le', utf16: true };
  if (b0 === 0x00 && b1 === 0x3c && b2 === 0x00 && b3 === 0x3f) return { encoding: 'utf-16be', utf16: true };
  const bom = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? 3 : 0;
  if (bytes[bom] !== 0x3c || bytes[bom + 1] !== 0x3f) return { encoding: 'utf-8', utf16: false };
  let head = '';
  for (let k = bom; k < Math.min(bytes.length, bom + 300); k++)
    head += String.fromCharCode(bytes[k] as number);
  const m = DECL_ENCODING.exec(head);
  const name = m ? (m[1] ?? m[2] ?? '') : '';
  return { encoding: bom || name === '' ? 'utf-8' : name, utf16: false };
}

/** Bytes as ISO-8859-1: each byte is the code point of its character. */
function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let k = 0; k < bytes.length; k += 0x4000)
    out += String.fromCharCode.apply(null, bytes.subarray(k, k + 0x4000) as unknown as number[]);
  return out;
}

const decoders = new Map<string, TextDecoder>();
function fatalDecoder(label: string): TextDecoder | undefined {
  let d = decoders.get(label);
  if (!d) {
    try {
      d = new TextDecoder(label, { fatal: true });
    } catch {
      return undefined;
    }
    decoders.set(label, d);
  }
  return d;
}

/**
 * Decodes the bytes of an XML document to text (see `detectXmlEncoding`). Malformed bytes
 * (invalid or overlong UTF-8 sequences, encoded surrogates, lone UTF-16 surrogates) and encodings
 * this runtime cannot decode throw XmlDecodeError. A leading byte order mark is taken away.
 */
export function decodeXml(bytes: Uint8Array): string {
  const { encoding, utf16 } = detectXmlEncoding(bytes);
  let label = encoding.toLowerCase();
  if (!utf16) {
    if (ISO_8859_1.test(encoding) || /^(?:US-)?ASCII$/i.test(encoding)) return latin1(bytes);
    // UTF-16/32 declared on ASCII-compatible bytes, names the official parser does not know: read
    // as UTF-8 here, refused by the declaration check (`checkEncoding`)
    if (/^UTF-(?:16|32)/i.test(encoding) || !KNOWN_ENCODING.test(encoding)) label = 'utf-8';
  }
  const decoder = fatalDecoder(label);
  if (!decoder) throw new XmlDecodeError(`Unsupported encoding "${encoding}"`);
  try {
    return decoder.decode(bytes);
  } catch {
    throw new XmlDecodeError(`Invalid byte sequence for the encoding ${encoding.toUpperCase()}`);
  }
}

const PROLOG_BLANKS = /^[ \t\r\n]*$/;
const XML_DECL_START = /^<\?xml[ \t\r\n?]/;

export function parseXml(input: string | Uint8Array, limits: Partial<ParseLimits> = {}): ParseResult {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  if (typeof input !== 'string' && input.length > lim.maxLength) {
    return {
      ok: false,
      error: { code: 'XML_TOO_LARGE', message: `XML document larger than ${lim.maxLength} bytes` },
    };
  }
  // Large documents: attachments (long base64 runs) are cut out of the text before decoding, so
  // the decoder and the parser never scan them character by character (see `splitBulk`).
  const pre =
    typeof input !== 'string' && !lim.noFastPath && input.length >= BULK_DOC_MIN
      ? splitBulk(input)
      : undefined;
  const nwf = (message: string): ParseResult => ({
    ok: false,
    error: { code: 'XML_NOT_WELLFORMED', message, line: 1, column: 1 },
  });
  let text: string;
  try {
    text = pre ? pre.text : typeof input === 'string' ? input : decodeXml(input);
  } catch (e) {
    if (e instanceof XmlDecodeError) return nwf(e.message);
    throw e;
  }
  // a byte order mark only at the very start, once: the decoder of byte input has taken it
  // already, so another one (or one of a string input followed by a second) is content before
  // the XML declaration, which the official parser rejects
  if (text.charCodeAt(0) === 0xfeff) {
    if (typeof input !== 'string' || text.charCodeAt(1) === 0xfeff)
      return nwf('More than one byte order mark at the start of the document');
    text = text.slice(1);
  }
  // before the first tag only XML whitespace (not a byte order mark or another blank), and the
  // XML declaration only at the very start
  const firstTag = text.indexOf('<');
  if (firstTag > 0) {
    if (!PROLOG_BLANKS.test(text.slice(0, firstTag)))
      return nwf('Content is not allowed before the first element or the XML declaration');
    if (XML_DECL_START.test(text.slice(firstTag, firstTag + 6)))
      return nwf('The XML declaration must be at the very start of the document');
  }
  if (text.length > lim.maxLength) {
    return {
      ok: false,
      error: { code: 'XML_TOO_LARGE', message: `XML document larger than ${lim.maxLength} characters` },
    };
  }
  if (!/[^ \t\r\n]/.test(text))
    return { ok: false, error: { code: 'XML_EMPTY', message: 'The document is empty' } };
  const encodingError = text.startsWith('<?xml') ? checkEncoding(text, input) : undefined;
  if (encodingError) return { ok: false, error: encodingError };
  const guardError = guardScan(text, lim);
  if (guardError) return { ok: false, error: guardError };

  // The common case (a plain well-formed document) takes the fast path; anything unusual or
  // wrong goes to saxes, which gives the exact well-formedness error.
  const fast = lim.noFastPath ? undefined : fastParse(text, lim, pre);
  if (fast) return { ok: true, root: fast };
  if (pre) {
    // anything unusual around an attachment: the whole document the ordinary way
    text = decodeXml(input as Uint8Array);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  }

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
      parent,
      canonicalBase64: undefined,
    };
    if (parent) {
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

/**
 * Character classes of the guard scan as tables (a lookup per character, no call: the scan runs
 * over every character of every document, in a short run mostly before V8 has optimised it).
 * 2: ends a name (`=`, `/`, `>`, `<`); 3: XML whitespace, which ends a name too.
 */
const SCAN_CLASS = new Uint8Array(128);
for (const c of [32, 10, 9, 13]) SCAN_CLASS[c] = 3;
for (const c of [61, 47, 62, 60]) SCAN_CLASS[c] = 2;
/** The end of the name that starts at `k` (whitespace, `=`, `/`, `>`, `<` or the end of the text). */
function nameEnd(text: string, k: number, len: number): number {
  let e = k;
  for (; e < len; e++) {
    const c = text.charCodeAt(e);
    if (c < 128 && ((SCAN_CLASS[c] as number) & 2) !== 0) break;
  }
  return e;
}
/** The first position from `k` that is not XML whitespace. */
function skipWs(text: string, k: number, len: number): number {
  let e = k;
  for (; e < len; e++) {
    const c = text.charCodeAt(e);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) break;
  }
  return e;
}

/** The line and column of `text[at]` (for an error; counts lines once). */
function positionOf(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = text.indexOf('\n'); k >= 0 && k < at; k = text.indexOf('\n', k + 1)) {
    line++;
    start = k + 1;
  }
  return { line, column: at - start + 1 };
}

/**
 * One linear pass over the markup before any parser sees it: names no longer than
 * `maxNameLength`, no more than `maxAttributes` attributes (namespace declarations included) on
 * one element. Both parsers (and the namespace and duplicate checks) then work on bounded input;
 * without the bounds, a 2 MB start tag with 150,000 attributes took minutes. Anything malformed
 * the scan meets is left to the parser, which reports it.
 */
function guardScan(text: string, lim: ParseLimits): XmlError | undefined {
  const len = text.length;
  const fail = (code: XmlError['code'], message: string, at: number): XmlError => ({
    code,
    message,
    ...positionOf(text, at),
  });
  const skipTo = (from: number, end: string) => {
    const e = text.indexOf(end, from);
    return e < 0 ? -1 : text.indexOf('<', e + end.length);
  };
  let i = text.indexOf('<');
  while (i >= 0) {
    const c1 = text.charCodeAt(i + 1);
    if (c1 === 33 /* ! */) {
      if (text.startsWith('<!--', i)) i = skipTo(i + 4, '-->');
      else if (text.startsWith('<![CDATA[', i)) i = skipTo(i + 9, ']]>');
      else return undefined; // DOCTYPE: refused by the parser
      continue;
    }
    if (c1 === 63 /* ? */) {
      i = skipTo(i + 2, '?>');
      continue;
    }
    let k = c1 === 47 ? i + 2 : i + 1;
    const nameStart = k;
    k = nameEnd(text, k, len);
    if (k - nameStart > lim.maxNameLength)
      return fail('XML_NAME_TOO_LONG', `A name is longer than ${lim.maxNameLength} characters`, nameStart);
    if (c1 !== 47) {
      const end = scanAttributes(text, k, lim);
      if (typeof end !== 'number') return fail(end.code, end.message, end.at);
      k = end;
    }
    i = text.indexOf('<', k);
  }
  return undefined;
}

/** The attributes of a start tag from `k` (see guardScan): where the scan stopped, or the error. */
function scanAttributes(
  text: string,
  from: number,
  lim: ParseLimits,
): number | { code: XmlError['code']; message: string; at: number } {
  const len = text.length;
  let k = from;
  let n = 0;
  for (;;) {
    k = skipWs(text, k, len);
    const start = k;
    k = nameEnd(text, k, len);
    if (k === start) return k; // `>`, `/>`, the end or something malformed: the parser decides
    if (k - start > lim.maxNameLength)
      return {
        code: 'XML_NAME_TOO_LONG',
        message: `A name is longer than ${lim.maxNameLength} characters`,
        at: start,
      };
    if (++n > lim.maxAttributes)
      return {
        code: 'XML_TOO_MANY_ATTRIBUTES',
        message: `An element has more than ${lim.maxAttributes} attributes`,
        at: start,
      };
    k = skipWs(text, k, len);
    if (text.charCodeAt(k) !== 61 /* = */) return k;
    k = skipWs(text, k + 1, len);
    const q = text.charCodeAt(k);
    if (q !== 34 && q !== 39) return k;
    const e = text.indexOf(q === 34 ? '"' : "'", k + 1);
    if (e < 0) return len;
    k = e + 1;
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Characters XML 1.0 forbids anywhere (C0 controls except tab/LF/CR, U+FFFE/U+FFFF, lone surrogates). */
const BAD_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A quick pre-test (one character class, fast to scan): only when it matches is BAD_CHARS run. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
const SUSPECT_CHARS = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]/;
/** Text chunks that need more than copying: references, CR (line ends), `>` (for `]]>`). */
const CHUNK_SPECIAL = /[&\r>]/;
/** Name characters: 1 may start a name (A-Z a-z _), 2 only continue it (0-9 . -), 3 the colon. */
const NAME_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_]/.test(ch)) NAME_CHAR[c] = 1;
  else if (/[0-9.-]/.test(ch)) NAME_CHAR[c] = 2;
}
NAME_CHAR[58] = 3;
/** Names the fast path accepts (ASCII NCNames with an optional prefix); others go to saxes. */
const NAME = /^[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?$/;
const XML_DECL =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>/;
const ATTR_WS = /[\t\n\r]/;
const ATTR_RE = /^[ \t\r\n]+([^ \t\r\n=/>]+)[ \t\r\n]*=[ \t\r\n]*("([^"<]*)"|'([^'<]*)')/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Replaces entity and character references; undefined when one is not well-formed. */
function unescapeRefs(s: string): string | undefined {
  if (s.indexOf('&') < 0) return s;
  let out = '';
  let i = 0;
  for (;;) {
    const a = s.indexOf('&', i);
    if (a < 0) return out + s.slice(i);
    const b = s.indexOf(';', a);
    if (b < 0) return undefined;
    const ref = s.slice(a + 1, b);
    let ch: string | undefined;
    if (ref.charCodeAt(0) === 35 /* # */) {
      const n =
        ref[1] === 'x'
          ? /^x[0-9A-Fa-f]+$/.test(ref) && Number.parseInt(ref.slice(1), 16)
          : /^[0-9]+$/.test(ref.slice(1)) && Number.parseInt(ref.slice(1), 10);
      if (n === false || n === 0 || n > 0x10ffff) return undefined;
      if (n < 0x20 && n !== 9 && n !== 10 && n !== 13) return undefined;
      if ((n >= 0xd800 && n <= 0xdfff) || n === 0xfffe || n === 0xffff) return undefined;
      ch = String.fromCodePoint(n);
    } else ch = ENTITIES[ref];
    if (ch === undefined) return undefined;
    out += s.slice(i, a) + ch;
    i = b + 1;
  }
}

/*
 * Names and namespace URIs are interned: every element of a name shares one string, V8's
 * internalized copy (as property names are). Strings compared or looked up thousands of times per
 * document (`el.local === 'ID'`, maps by local name, `el.ns === CAC`) then compare by identity and
 * keep their hash, instead of comparing characters of a fresh slice of the document each time.
 * The tables are bounded: a document with very many distinct names only empties them.
 */
interface Name {
  qname: string;
  local: string;
  prefix: string;
  /** another name with the same hash */
  next: Name | undefined;
}
/** names by the hash of their characters (`hash * 31 + c`, 32 bits) */
const NAMES = new Map<number, Name>();
let namesCount = 0;
const URIS = new Map<string, string>();
const INTERN_MAX = 4096;
/**
 * New strings one document may intern (`internalized` costs more the more distinct keys V8 has
 * seen: a document with thousands of distinct names or namespace URIs took seconds). Beyond it,
 * names and URIs stay plain strings: they compare by characters, correct and only slower.
 */
const INTERN_BUDGET = 512;
let internBudget = INTERN_BUDGET;

/**
 * V8's internalized copy of `s` (a property name), not a slice that would keep its document alive.
 * Compiled tables intern their names too, so that they compare with element names by identity.
 */
export function internalized(s: string): string {
  return Object.keys({ [s]: 0 })[0] ?? s;
}

function internName(qname: string, colon: number, hash: number): Name {
  if (namesCount >= INTERN_MAX) {
    NAMES.clear();
    namesCount = 0;
  }
  const keep = internBudget-- > 0 ? internalized : (x: string) => x;
  const q = keep(qname);
  const name: Name = {
    qname: q,
    local: colon < 0 ? q : keep(q.slice(colon + 1)),
    prefix: colon < 0 ? '' : keep(q.slice(0, colon)),
    next: NAMES.get(hash),
  };
  NAMES.set(hash, name);
  namesCount++;
  return name;
}

/** Is `text[from, from + n)` the name `q`? */
function sameName(text: string, from: number, n: number, q: string): boolean {
  if (q.length !== n) return false;
  for (let j = 0; j < n; j++) if (text.charCodeAt(from + j) !== q.charCodeAt(j)) return false;
  return true;
}

function intern(uri: string): string {
  let u = URIS.get(uri);
  if (u === undefined) {
    if (internBudget-- <= 0) return uri;
    if (URIS.size >= INTERN_MAX) URIS.clear();
    u = internalized(uri);
    URIS.set(u, u);
  }
  return u;
}

/** XML line-end normalisation (CR LF and lone CR become LF). */
const eol = (s: string): string => (s.indexOf('\r') < 0 ? s : s.replace(/\r\n?/g, '\n'));

const NO_ATTRIBUTES: Array<[string, string]> = [];

/** Two attributes of one start tag with the same name as written (pairs for a few, a set for many). */
function hasDuplicateName(raw: Array<[string, string]>): boolean {
  if (raw.length > 8) return new Set(raw.map((r) => r[0])).size !== raw.length;
  for (let a = 0; a < raw.length; a++) {
    const an = (raw[a] as [string, string])[0];
    for (let b = 0; b < a; b++) if ((raw[b] as [string, string])[0] === an) return true;
  }
  return false;
}

/**
 * A strict, fast parser for the common case: returns the tree, or undefined whenever the document
 * is not plainly well-formed or uses anything rare (DOCTYPE, processing instructions, non-ASCII
 * names, limits reached). Positions follow saxes: line and column just after the start tag's `>`.
 */
function fastParse(text: string, lim: ParseLimits, pre?: BulkText): XmlElement | undefined {
  // with `pre`, every decoded piece was found free of suspect characters (`splitBulk`)
  internBudget = INTERN_BUDGET;
  const suspect = pre ? false : SUSPECT_CHARS.test(text);
  if (suspect && BAD_CHARS.test(text)) return undefined;
  let bulkUsed = 0;
  let cacheNs: Record<string, string> | undefined;
  let cacheLen = 0;
  const cachePrefix: string[] = [];
  const cacheUri: string[] = [];
  const len = text.length;
  let i = 0;
  // position tracking (lines counted up to `posAt`)
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  // without CR, lines are counted by jumping from LF to LF (`nextLf`: the first LF not yet counted)
  const hasCr = text.indexOf('\r') >= 0;
  let nextLf = hasCr ? -1 : text.indexOf('\n');
  if (nextLf < 0) nextLf = len;
  const advance = (to: number) => {
    if (!hasCr) {
      while (nextLf < to) {
        line++;
        lineStart = nextLf + 1;
        nextLf = text.indexOf('\n', lineStart);
        if (nextLf < 0) nextLf = len;
      }
      return;
    }
    for (let k = scanned; k < to; k++) {
      const c = text.charCodeAt(k);
      if (c === 10) {
        if (k === 0 || text.charCodeAt(k - 1) !== 13) line++;
        lineStart = k + 1;
      } else if (c === 13) {
        line++;
        lineStart = k + 1;
      }
    }
    scanned = to;
  };
  if (text.startsWith('<?xml')) {
    const m = XML_DECL.exec(text);
    if (!m) return undefined;
    i = m[0].length;
  }
  const stack: XmlElement[] = [];
  // (no prototype: a prefix such as `constructor` must not find Object.prototype's members)
  const nsStack: Array<Record<string, string>> = [
    Object.assign(Object.create(null) as Record<string, string>, { xml: XML_NS, '': '' }),
  ];
  let root: XmlElement | undefined;
  let count = 0;
  while (i < len) {
    const lt = text.indexOf('<', i);
    const top = stack[stack.length - 1];
    const chunk = text.slice(i, lt < 0 ? len : lt);
    if (chunk.length) {
      if (!top) {
        if (chunk.trim() !== '') return undefined;
      } else if (pre && chunk.indexOf(BULK_MARK) >= 0) {
        // an attachment cut out by `splitBulk`: only as the whole text of its element
        if (chunk !== BULK_MARK || top.text !== '') return undefined;
        top.canonicalBase64 = pre.octets[bulkUsed] as number;
        top.text = pre.bulk[bulkUsed++] as string;
      } else if (!CHUNK_SPECIAL.test(chunk)) {
        // no `&`, CR or `>`: the text as written (most chunks: indentation and plain values)
        top.text += chunk;
      } else {
        if (chunk.includes(']]>')) return undefined;
        const t = unescapeRefs(eol(chunk));
        if (t === undefined) return undefined;
        top.text += t;
      }
    }
    if (lt < 0) break;
    const c1 = text.charCodeAt(lt + 1);
    if (c1 === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const e = text.indexOf('-->', lt + 4);
        if (e < 0) return undefined;
        const body = text.slice(lt + 4, e);
        if (body.includes('--') || text.charCodeAt(e - 1) === 45) return undefined;
        if (pre && body.includes(BULK_MARK)) return undefined;
        i = e + 3;
        continue;
      }
      if (top && text.startsWith('<![CDATA[', lt)) {
        const e = text.indexOf(']]>', lt + 9);
        if (e < 0) return undefined;
        const data = text.slice(lt + 9, e);
        if (pre && data.includes(BULK_MARK)) return undefined;
        top.text += eol(data);
        i = e + 3;
        continue;
      }
      return undefined; // DOCTYPE and anything else: saxes decides
    }
    if (c1 === 63 /* ? */) return undefined;
    if (c1 === 47 /* / */) {
      if (!top) return undefined;
      // the common case `</qname>` without slicing; anything else the general way
      const q = top.qname;
      let gt = lt + 2 + q.length;
      if (text.charCodeAt(gt) !== 62 || !text.startsWith(q, lt + 2)) {
        gt = text.indexOf('>', lt);
        if (gt < 0) return undefined;
        const name = text.slice(lt + 2, gt).replace(/[ \t\r\n]+$/, '');
        if (name !== q) return undefined;
      }
      stack.pop();
      nsStack.pop();
      i = gt + 1;
      continue;
    }
    // start tag: its name, then its end (skipping quoted attribute values)
    // (the NAME pattern, checked while scanning: ASCII name characters, one optional colon, name
    // starts after `<` and after the colon)
    let k = lt + 1;
    let colonAt = -1;
    let hash = 0;
    while (k < len) {
      const c = text.charCodeAt(k);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
      const kind = c < 128 ? (NAME_CHAR[c] as number) : 0;
      if (kind === 0 || ((k === lt + 1 || k === colonAt + 1) && kind !== 1)) return undefined;
      if (c === 58 /* : */) {
        if (colonAt >= 0) return undefined;
        colonAt = k;
      }
      hash = (Math.imul(hash, 31) + c) | 0;
      k++;
    }
    const ne = k - lt - 1;
    if (ne === 0 || colonAt === k - 1) return undefined;
    // the interned name, found by the hash of its characters (no slice of the text to hash again)
    let name = NAMES.get(hash);
    while (name !== undefined && !sameName(text, lt + 1, ne, name.qname)) name = name.next;
    name ??= internName(text.slice(lt + 1, k), colonAt < 0 ? -1 : colonAt - lt - 1, hash);
    let gt = -1;
    while (k < len) {
      const c = text.charCodeAt(k);
      if (c === 34 || c === 39) {
        const q = text.indexOf(c === 34 ? '"' : "'", k + 1);
        if (q < 0) return undefined;
        k = q + 1;
      } else if (c === 62) {
        gt = k;
        break;
      } else if (c === 60) return undefined;
      else k++;
    }
    if (gt < 0) return undefined;
    const selfClosing = text.charCodeAt(gt - 1) === 47;
    const innerEnd = selfClosing ? gt - 1 : gt;
    if (lt + 1 + ne > innerEnd) return undefined; // `<a/` … : the name ran into the closing slash
    if (root && !top) return undefined; // second root: saxes reports it
    count++;
    if (count > lim.maxElements || stack.length >= lim.maxDepth) return undefined;
    // attributes
    // (no attributes, most elements: one shared empty list, never added to)
    const bare = lt + 1 + ne === innerEnd;
    const raw: Array<[string, string]> = bare ? NO_ATTRIBUTES : [];
    let rest = bare ? '' : text.slice(lt + 1 + ne, innerEnd);
    for (;;) {
      if (rest === '') break;
      const m = ATTR_RE.exec(rest);
      if (!m) break;
      const an = m[1] as string;
      if (!NAME.test(an)) return undefined;
      // attribute-value normalisation: each tab, CR LF, CR, LF (as written) becomes a space
      const written = m[3] ?? m[4] ?? '';
      const v = unescapeRefs(ATTR_WS.test(written) ? written.replace(/\r\n|[\t\n\r]/g, ' ') : written);
      if (v === undefined) return undefined;
      raw.push([an, v]);
      rest = rest.slice(m[0].length);
    }
    if (rest !== '' && rest.trim() !== '') return undefined;
    // the namespace bindings are copied only when this element declares some
    let ns = nsStack[nsStack.length - 1] as Record<string, string>;
    let copied = false;
    if (hasDuplicateName(raw)) return undefined;
    for (const [an, v] of raw) {
      if (!an.startsWith('xmlns')) continue;
      if (!copied && (an === 'xmlns' || an.startsWith('xmlns:'))) {
        // the scope inherits its parent's bindings (a chain as deep as the elements, never a copy:
        // copying made many declarations on many elements quadratic)
        ns = Object.create(ns) as Record<string, string>;
        copied = true;
      }
      if (an === 'xmlns') ns[''] = intern(v);
      else if (an.startsWith('xmlns:')) {
        const p = an.slice(6);
        if (v === '' || p === 'xmlns' || (p === 'xml') !== (v === XML_NS) || v === XMLNS_NS) return undefined;
        ns[p] = intern(v);
      }
    }
    const prefix = name.prefix;
    // a small cache of the last prefixes resolved in this scope (a keyed lookup with a fresh
    // string is slow; the same few prefixes repeat)
    let uri: string | undefined;
    if (ns !== cacheNs) {
      cacheNs = ns;
      cacheLen = 0;
    }
    for (let q = 0; q < cacheLen; q++)
      if (cachePrefix[q] === prefix) {
        uri = cacheUri[q];
        break;
      }
    if (uri === undefined) {
      uri = ns[prefix];
      if (uri === undefined) return undefined;
      if (cacheLen < 8) {
        cachePrefix[cacheLen] = prefix;
        cacheUri[cacheLen] = uri;
        cacheLen++;
      }
    }
    const attrs: Record<string, string> = {};
    // (names as written are unique, checked above; expanded names are compared only when some
    // attribute other than xmlns has a prefix)
    let prefixed = false;
    for (let a = 0; a < raw.length; a++) {
      const an = (raw[a] as [string, string])[0];
      if (an.indexOf(':') >= 0 && !an.startsWith('xmlns:')) prefixed = true;
    }
    const expanded = prefixed ? new Set<string>() : undefined;
    for (const [an, v] of raw) {
      if (an === 'xmlns' || an.startsWith('xmlns:')) continue;
      if (!expanded) {
        attrs[an] = v;
        continue;
      }
      const ac = an.indexOf(':');
      if (ac >= 0) {
        const auri = ns[an.slice(0, ac)];
        if (auri === undefined) return undefined;
        const key = `{${auri}}${an.slice(ac + 1)}`;
        if (expanded.has(key)) return undefined;
        expanded.add(key);
        attrs[an] = v;
      } else {
        if (expanded.has(an)) return undefined;
        expanded.add(an);
        attrs[an] = v;
      }
    }
    advance(gt + 1);
    let column = gt + 1 - lineStart;
    if (pre) {
      // attachments cut out of this line count with their real length (they hold no newline)
      for (let b = 0; b < pre.at.length; b++) {
        const at = pre.at[b] as number;
        if (at >= lineStart && at < gt) column += (pre.bulk[b] as string).length - 1;
      }
    }
    if (suspect) {
      const seg = text.slice(lineStart, gt + 1);
      if (/[\uD800-\uDBFF]/.test(seg)) column -= (seg.match(/[\uD800-\uDBFF]/g) ?? []).length;
    }
    // (every element gets the same fields in the same order: one object shape for all of them,
    // which keeps the property reads of the rules monomorphic)
    const el: XmlElement = {
      ns: uri,
      local: name.local,
      qname: name.qname,
      attrs,
      children: [],
      text: '',
      line,
      column,
      parent: top,
      canonicalBase64: undefined,
    };
    if (top) top.children.push(el);
    else root = el;
    if (!selfClosing) {
      stack.push(el);
      nsStack.push(ns);
    }
    i = gt + 1;
  }
  if (stack.length || !root) return undefined;
  if (pre && bulkUsed !== pre.bulk.length) return undefined;
  return root;
}

/*
 * Attachments. An embedded PDF is a base64 run of hundreds of kilobytes; decoding it to a
 * (two-byte, when the document has any non-Latin-1 character) string and scanning it for forbidden
 * characters, `<`, `&`, line ends and then the base64 alphabet cost more than everything else. On
 * large byte inputs, `splitBulk` finds long runs between a `>` and the next `<` that are canonical
 * base64, keeps each as a one-byte string, and decodes only the rest of the document, with one
 * U+FFFF (a character XML forbids, so it cannot be genuine) where each run was. The fast parser
 * puts the runs back as element text; whenever a run turns up anywhere else it gives up, and the
 * document is decoded and parsed the ordinary way. Node only (it needs Buffer); elsewhere the
 * ordinary way is taken.
 */
interface BulkText {
  /** the document with each run replaced by BULK_MARK */
  text: string;
  /** the runs, in document order */
  bulk: string[];
  /** the octets each run decodes to */
  octets: number[];
  /** offsets of the marks in `text` */
  at: number[];
}
const BULK_MARK = '\uFFFF';
/** documents below this size are not searched for runs */
const BULK_DOC_MIN = 64 * 1024;
/** runs below this length stay in the text */
const BULK_RUN_MIN = 8 * 1024;

interface NodeBytes extends Uint8Array {
  latin1Slice(start: number, end: number): string;
  indexOf(value: number, byteOffset?: number): number;
  lastIndexOf(value: number, byteOffset?: number): number;
  write(text: string, offset: number, length: number, encoding: 'base64'): number;
}
interface NodeBufferClass {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): NodeBytes;
  alloc(size: number): NodeBytes;
}
const NodeBuffer = (globalThis as unknown as { Buffer?: NodeBufferClass }).Buffer;

const B64_DIGIT = new Int8Array(256).fill(-1);
for (let k = 0; k < 64; k++)
  B64_DIGIT['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(k)] = k;

/** Runs are turned into strings in pieces of this many characters (a multiple of 4). */
const BULK_PIECE = 64 * 1024;

/**
 * The run `bytes[start, end)` as a string, when it is canonical base64, with the octets it
 * decodes to; undefined otherwise. The string is built from pieces below V8's large-object size
 * and joined as a rope: one large string costs a fresh mapping of memory every time (in a VM,
 * page faults that took 5–8 times as long as the copy itself). Node's decoder skips characters
 * outside its alphabets, so a decoded length equal to the length the characters promise means
 * none was skipped; `-` and `_` (its URL-safe alphabet) are excluded by the caller.
 */
function canonicalRun(
  buf: NodeBytes,
  start: number,
  end: number,
  B: NodeBufferClass,
): { text: string; octets: number } | undefined {
  const n = end - start;
  if (n === 0 || n % 4 !== 0) return undefined;
  const pad = buf[end - 1] === 61 ? (buf[end - 2] === 61 ? 2 : 1) : 0;
  const last = B64_DIGIT[buf[end - pad - 1] as number] ?? -1;
  if (last < 0 || (pad === 2 && (last & 0xf) !== 0) || (pad === 1 && (last & 0x3) !== 0)) return undefined;
  let text = '';
  for (let from = start; from < end; from += BULK_PIECE) {
    const to = Math.min(end, from + BULK_PIECE);
    const piece = buf.latin1Slice(from, to);
    // padding only at the very end
    const expected = ((to - from) / 4) * 3 - (to === end ? pad : 0);
    // decoded into one reused buffer (a byte more than expected: a longer result must show)
    let out = scratch;
    if (!out || out.length < expected + 1) {
      out = B.alloc(Math.max(expected + 1, BULK_PIECE));
      scratch = out;
    }
    if (out.write(piece, 0, expected + 1, 'base64') !== expected) return undefined;
    text += piece;
  }
  return { text, octets: (n / 4) * 3 - pad };
}
let scratch: NodeBytes | undefined;

function splitBulk(bytes: Uint8Array): BulkText | undefined {
  const B = NodeBuffer;
  if (!B) return undefined;
  if (!/^utf-8$/i.test(detectXmlEncoding(bytes).encoding)) return undefined;
  const buf = B.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const runs: Array<[number, number, string, number]> = [];
  let prev = buf.indexOf(0x3c, 0);
  while (prev >= 0) {
    const next = buf.indexOf(0x3c, prev + 1);
    const end = next < 0 ? buf.length : next;
    if (end - prev > BULK_RUN_MIN) {
      const start = buf.lastIndexOf(0x3e, end - 1) + 1;
      if (start > prev && end - start >= BULK_RUN_MIN) {
        const minus = buf.indexOf(0x2d, start);
        const under = buf.indexOf(0x5f, start);
        if ((minus < 0 || minus >= end) && (under < 0 || under >= end)) {
          const run = canonicalRun(buf, start, end, B);
          if (run) runs.push([start, end, run.text, run.octets]);
        }
      }
    }
    prev = next;
  }
  if (runs.length === 0) return undefined;
  const utf8 = fatalDecoder('utf-8') as TextDecoder;
  // joined once into a flat string (the parser reads it character by character; a rope of
  // pieces would be read through an indirection)
  const parts: string[] = [];
  let length = 0;
  let from = 0;
  const at: number[] = [];
  for (const [start, end] of runs) {
    // malformed bytes: the document is decoded again the ordinary way, which reports them
    let piece: string;
    try {
      piece = utf8.decode(bytes.subarray(from, start));
    } catch {
      return undefined;
    }
    if (SUSPECT_CHARS.test(piece)) return undefined;
    parts.push(piece, BULK_MARK);
    length += piece.length;
    at.push(length);
    length += 1;
    from = end;
  }
  let tail: string;
  try {
    tail = utf8.decode(bytes.subarray(from));
  } catch {
    return undefined;
  }
  if (SUSPECT_CHARS.test(tail)) return undefined;
  parts.push(tail);
  return { text: parts.join(''), bulk: runs.map((r) => r[2]), octets: runs.map((r) => r[3]), at };
}

/**
 * `s` without XML whitespace (space, tab, CR, LF) at its ends, as XPath's `normalize-space` sees
 * the ends (JavaScript's `trim()` would also take e.g. a non-breaking space away).
 */
export function xmlTrim(s: string): string {
  const n = s.length;
  if (n === 0) return s;
  // (the tests written out, not called: most values have nothing to trim, and in a short run this
  // is mostly interpreted, where a call per character costs more than the comparisons)
  let a = 0;
  let b = n;
  for (; a < b; a++) {
    const c = s.charCodeAt(a);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) break;
  }
  for (; b > a; b--) {
    const c = s.charCodeAt(b - 1);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) break;
  }
  return a === 0 && b === n ? s : s.slice(a, b);
}

/** Text of an element without XML whitespace at its ends; undefined when nothing is left. */
export function textOf(el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  const t = xmlTrim(el.text);
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

// Client-side checks of a picked file before anything is uploaded: size (10 MB), emptiness and
// type by content (a `%PDF-` header or an XML document starting with `<`), not by the name.
// The server checks the same again; these checks only give the user the answer at once.
import type { ErrorCode } from '@ic/einvoice/errors.ts';

export type FileKind = 'pdf' | 'xml';

/** The API's per-file limit (product spec: 'File too large. Maximum size is 10 MB'). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The API's per-request file count limit. */
export const MAX_FILES = 10;

/** What a file's first bytes say it is: `pdf`, `xml` or null (anything else, empty). */
export function sniffBytes(head: Uint8Array): FileKind | null {
  let i = 0;
  // UTF-8 byte order mark
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) i = 3;
  // UTF-16 byte order marks: XML in UTF-16 is still XML (the parser decides whether it reads it)
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe)) return 'xml';
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  // a PDF header may follow a little garbage (readers accept it within the first 1024 bytes)
  for (let p = 0; p + pdf.length <= Math.min(head.length, 1024); p++) {
    if (pdf.every((b, k) => head[p + k] === b)) return 'pdf';
  }
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d))
    i++;
  if (head[i] === 0x3c /* < */) {
    const next = head[i + 1];
    // <?xml, <!-- comment, or an element name start (letter, _ or a non-ASCII byte)
    if (next === 0x3f || next === 0x21 || next === 0x5f) return 'xml';
    if (next !== undefined && (next | 0x20) >= 0x61 && (next | 0x20) <= 0x7a) return 'xml';
    if (next !== undefined && next >= 0x80) return 'xml';
  }
  return null;
}

/** Reads the first bytes of a file and sniffs its kind. */
export async function sniffFile(file: Blob): Promise<FileKind | null> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return sniffBytes(head);
}

export type FileCheck = { ok: true; kind: FileKind } | { ok: false; code: ErrorCode };

/**
 * Checks one file against the accepted kinds and the size limit. Error codes (catalogue,
 * `@ic/einvoice/errors.ts`): FILE_TOO_LARGE, INVALID_FILE_TYPE (accepts XML) or PDF_ONLY
 * (accepts PDF only) for a wrong or empty file; XML_PARSE_FAILED for a file named `.xml` (or
 * typed XML) whose content is not XML, where XML is accepted (the parse error, not the type).
 */
export async function checkFile(
  file: Blob,
  accept: readonly FileKind[],
  maxBytes: number = MAX_FILE_BYTES,
): Promise<FileCheck> {
  const wrongType: ErrorCode = accept.length === 1 && accept[0] === 'pdf' ? 'PDF_ONLY' : 'INVALID_FILE_TYPE';
  if (file.size > maxBytes) return { ok: false, code: 'FILE_TOO_LARGE' };
  if (file.size === 0) return { ok: false, code: wrongType };
  const kind = await sniffFile(file);
  if (kind === null && accept.includes('xml') && claimsXml(file))
    return { ok: false, code: 'XML_PARSE_FAILED' };
  if (kind === null || !accept.includes(kind)) return { ok: false, code: wrongType };
  return { ok: true, kind };
}

/** The file says it is XML by its name or media type. */
function claimsXml(file: Blob): boolean {
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  return /\.xml$/i.test(name) || /[/+]xml\b/.test(file.type);
}

/** The `accept` attribute of a file input for the given kinds. */
export function acceptAttribute(accept: readonly FileKind[]): string {
  const parts: string[] = [];
  if (accept.includes('pdf')) parts.push('.pdf', 'application/pdf');
  if (accept.includes('xml')) parts.push('.xml', 'application/xml', 'text/xml');
  return parts.join(',');
}

/** "12.3 KB" / "1.2 MB" in the page's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const nf = (max: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: max });
  if (bytes < 1024) return `${nf(0).format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${nf(1).format(bytes / 1024)} KB`;
  return `${nf(1).format(bytes / (1024 * 1024))} MB`;
}

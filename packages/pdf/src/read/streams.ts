/**
 * A bound on what a PDF's streams decode to, checked before any PDF library opens the file.
 * pdf.js and pdf-lib decode a stream completely (into ArrayBuffers outside the V8 heap limits of
 * a worker) before anyone can look at its size: a 1 MB file with a flate bomb took a process to
 * 5 GB. Here every stream of the file goes through its own filter chain (FlateDecode, LZWDecode,
 * RunLengthDecode, ASCII85Decode, ASCIIHexDecode, in the order of its /Filter) with decoders that
 * stop at the limit, not after (filters.ts), and the output is dropped. Streams of an encrypted
 * PDF (standard security handler, empty user password: RC4, AES-128, AES-256) are decrypted
 * first (crypt.ts). A stream whose /Filter is not written in its dictionary is measured as zlib
 * data when it looks like it; zlib data inside an inflated stream (a bomb wrapped twice) counts too.
 *
 *   assertStreamsBounded(bytes);             // throws PdfError('memory') → PROCESSING_TIMEOUT
 */
import { constants, inflateSync } from 'node:zlib';
import { type StreamDecryptor, streamDecryptor } from './crypt.ts';
import { PdfError } from './errors.ts';
import { decodeBounded, OverLimit } from './filters.ts';

export interface StreamLimits {
  /** bytes one stream may inflate to (default 64 MiB) */
  maxStreamBytes?: number;
  /** bytes all streams together may inflate to (default 256 MiB) */
  maxTotalBytes?: number;
}

const DEFAULTS = { maxStreamBytes: 64 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 };

/** A zlib header: deflate, window ≤ 32 KiB, header checksum right (RFC 1950). */
function isZlib(b: Uint8Array, at: number): boolean {
  const cmf = b[at];
  const flg = b[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/**
 * The inflated size of the zlib data `data`, at most `limit` + 1 (then it is over the limit);
 * 0 for data that does not inflate at all. Truncated or corrupt data counts what came out.
 */
export function inflatedSize(data: Uint8Array, limit: number, depth = 0): number {
  let out: Buffer;
  try {
    out = inflateSync(data, { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) return limit + 1;
    return 0; // not zlib data after all, or broken: PDF readers fail on it on their own
  }
  let size = out.length;
  // a stream of zlib data: what it inflates to counts as well (one level, bounded)
  if (depth < 2 && size > 2 && isZlib(out, 0)) size = Math.max(size, inflatedSize(out, limit, depth + 1));
  return size;
}

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

interface StreamHead {
  /** filter names in order; undefined when the dictionary does not say (an indirect /Filter) */
  filters: string[] | undefined;
  earlyChange: number;
  /** object number and generation, for decryption */
  num: number;
  gen: number;
  /** streams that are never encrypted: cross-reference streams, /Crypt /Identity */
  plain: boolean;
}

/** The dictionary of the stream whose keyword is at `at`: from its "N G obj" to the keyword. */
function streamHead(buf: Buffer, at: number): StreamHead | undefined {
  const from = Math.max(0, at - 8192);
  const text = buf.toString('latin1', from, at);
  let m: RegExpExecArray | undefined;
  for (const x of text.matchAll(/(\d+)\s+(\d+)\s+obj\b/g)) m = x;
  if (!m) return undefined;
  const dict = text.slice(m.index);
  const f = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+|\d+\s+\d+\s+R)/.exec(dict);
  let filters: string[] | undefined = [];
  if (f?.[1])
    filters = /R$/.test(f[1])
      ? undefined
      : [...f[1].matchAll(/\/([^\s/<>[\]()]+)/g)].map((x) => x[1] as string);
  const early = /\/EarlyChange\s+(\d)/.exec(dict);
  return {
    filters,
    earlyChange: early ? Number(early[1]) : 1,
    num: Number(m?.[1] ?? 0),
    gen: Number(m?.[2] ?? 0),
    plain: /\/Type\s*\/XRef/.test(dict) || /\/Crypt\b/.test(f?.[1] ?? ''),
  };
}

/** The decoded size of one stream's data (at most `limit` + 1: then it is over). */
function decodedSize(
  data: Uint8Array,
  head: StreamHead | undefined,
  limit: number,
  crypt?: StreamDecryptor,
): number {
  let bytes = data;
  if (crypt && head && !head.plain) bytes = crypt(data, head.num, head.gen);
  try {
    if (head?.filters !== undefined) {
      if (head.filters.length === 0) return 0;
      const out = decodeBounded(bytes, head.filters, limit, { earlyChange: head.earlyChange });
      // zlib data in the decoded data (a second, unnamed layer) counts as well
      return out.length > 2 && isZlib(out, 0) ? Math.max(out.length, inflatedSize(out, limit)) : out.length;
    }
  } catch (e) {
    if (e instanceof OverLimit) return limit + 1;
    throw e;
  }
  return isZlib(bytes, 0) ? inflatedSize(bytes, limit) : 0;
}

/** Throws PdfError('memory') when some stream, or all together, decode beyond the limits. */
export function assertStreamsBounded(bytes: Uint8Array, limits: StreamLimits = {}): void {
  const maxStream = limits.maxStreamBytes ?? DEFAULTS.maxStreamBytes;
  let budget = limits.maxTotalBytes ?? DEFAULTS.maxTotalBytes;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const crypt = streamDecryptor(bytes);
  let i = buf.indexOf(STREAM);
  while (i >= 0) {
    let start = i + STREAM.length;
    const isEnd = i >= 3 && buf.toString('latin1', i - 3, i) === 'end';
    if (isEnd) {
      i = buf.indexOf(STREAM, start);
      continue;
    }
    if (buf[start] === 13) start++;
    if (buf[start] === 10) start++;
    const end = buf.indexOf(ENDSTREAM, start);
    const data = buf.subarray(start, end < 0 ? buf.length : end);
    const size = decodedSize(data, streamHead(buf, i), Math.min(maxStream, budget), crypt);
    if (size > maxStream || size > budget)
      throw new PdfError('memory', 'A stream of the PDF decodes to more than the limit.');
    budget -= size;
    i = buf.indexOf(STREAM, end < 0 ? buf.length : end + ENDSTREAM.length);
  }
}

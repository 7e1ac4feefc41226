/**
 * A bound on what a PDF's compressed streams inflate to, checked before any PDF library opens the
 * file. pdf.js and pdf-lib inflate a stream completely (into ArrayBuffers outside the V8 heap
 * limits of a worker) before anyone can look at its size: a 1 MB file with a flate bomb took a
 * process to 5 GB. Here every zlib stream of the file is inflated by Node's zlib with
 * `maxOutputLength`, which stops inflating at the limit (not after), and its output is dropped;
 * zlib data inside an inflated stream (a bomb wrapped twice) is measured the same way.
 *
 *   assertStreamsBounded(bytes);             // throws PdfError('memory') → PROCESSING_TIMEOUT
 *
 * Not covered: streams that are encrypted (their bytes are not zlib data until pdf.js decrypts
 * them) and zlib data behind another filter (ASCIIHex, ASCII85); the worker's time limit still
 * holds for those.
 */
import { constants, inflateSync } from 'node:zlib';
import { PdfError } from './errors.ts';

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

/** Throws PdfError('memory') when some stream, or all together, inflate beyond the limits. */
export function assertStreamsBounded(bytes: Uint8Array, limits: StreamLimits = {}): void {
  const maxStream = limits.maxStreamBytes ?? DEFAULTS.maxStreamBytes;
  let budget = limits.maxTotalBytes ?? DEFAULTS.maxTotalBytes;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = buf.indexOf(STREAM);
  while (i >= 0) {
    let start = i + STREAM.length;
    const isEnd = i >= 3 && buf.toString('latin1', i - 3, i) === 'end';
    if (buf[start] === 13) start++;
    if (buf[start] === 10) start++;
    if (!isEnd && isZlib(buf, start)) {
      const end = buf.indexOf(ENDSTREAM, start);
      const data = buf.subarray(start, end < 0 ? buf.length : end);
      const size = inflatedSize(data, Math.min(maxStream, budget));
      if (size > maxStream || size > budget)
        throw new PdfError('memory', 'A stream of the PDF inflates to more than the limit.');
      budget -= size;
      i = buf.indexOf(STREAM, end < 0 ? buf.length : end + ENDSTREAM.length);
      continue;
    }
    i = buf.indexOf(STREAM, start);
  }
}

/**
 * The PDF stream filters that expand data (FlateDecode, LZWDecode, RunLengthDecode, ASCII85Decode,
 * ASCIIHexDecode), decoded with a hard limit on the output: each decoder stops as soon as its
 * output would pass `limit` and throws `OverLimit`, so a bomb never exists in memory beyond it.
 * Used by streams.ts to measure a stream's decoded size before any PDF library decodes it.
 *
 *   decodeBounded(data, ['FlateDecode', 'ASCII85Decode'], limit, { earlyChange: 1 });
 *
 * Predictors (PNG/TIFF) are not applied: they never make data larger.
 */
import { constants, inflateSync } from 'node:zlib';

export class OverLimit extends Error {
  constructor() {
    super('decoded stream over the limit');
    this.name = 'OverLimit';
  }
}

/** An output buffer that refuses to grow beyond `limit` bytes. */
class Out {
  buf: Uint8Array;
  length = 0;
  readonly limit: number;
  constructor(limit: number, hint: number) {
    this.limit = limit;
    this.buf = new Uint8Array(Math.max(16, Math.min(limit + 1, hint)));
  }
  ensure(n: number): void {
    const need = this.length + n;
    if (need > this.limit) throw new OverLimit();
    if (need <= this.buf.length) return;
    const next = new Uint8Array(Math.min(this.limit, Math.max(need, this.buf.length * 2)));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  push(b: number): void {
    this.ensure(1);
    this.buf[this.length++] = b;
  }
  fill(b: number, n: number): void {
    this.ensure(n);
    this.buf.fill(b, this.length, this.length + n);
    this.length += n;
  }
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/** zlib (or, failing that, raw deflate) data; corrupt tails give what came out before them. */
export function flateDecode(data: Uint8Array, limit: number): Uint8Array {
  const opts = { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH };
  try {
    const out = inflateSync(data, opts);
    if (out.length > limit) throw new OverLimit();
    return out;
  } catch (e) {
    if (e instanceof OverLimit) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) throw new OverLimit();
    return new Uint8Array(0); // not zlib data, or broken: the PDF readers fail on it on their own
  }
}

const isHexSpace = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0;

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

export function asciiHexDecode(data: Uint8Array, limit: number): Uint8Array {
  const out = new Out(limit, data.length / 2 + 1);
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break; // '>' EOD
    if (isHexSpace(c)) continue;
    const v = hexValue(c);
    if (v < 0) break;
    if (high < 0) high = v;
    else {
      out.push((high << 4) | v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  return out.bytes();
}

export function ascii85Decode(data: Uint8Array, limit: number): Uint8Array {
  const out = new Out(limit, data.length);
  const group: number[] = [];
  const flush = (n: number) => {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + (group[k] ?? 84);
    for (let k = 0; k < n - 1; k++) out.push((v >>> (24 - 8 * k)) & 0xff);
  };
  for (let i = 0; i < data.length; i++) {
    const c = data[i] as number;
    if (c === 0x7e) break; // '~>' EOD
    if (isHexSpace(c)) continue;
    if (c === 0x7a && group.length === 0) {
      out.fill(0, 4); // 'z': four zero bytes
      continue;
    }
    if (c < 0x21 || c > 0x75) break;
    group.push(c - 0x21);
    if (group.length === 5) {
      flush(5);
      group.length = 0;
    }
  }
  if (group.length > 1) flush(group.length);
  return out.bytes();
}

export function runLengthDecode(data: Uint8Array, limit: number): Uint8Array {
  const out = new Out(limit, data.length * 2);
  let i = 0;
  while (i < data.length) {
    const n = data[i++] as number;
    if (n === 128) break; // EOD
    if (n < 128) {
      const end = Math.min(data.length, i + n + 1);
      out.ensure(end - i);
      out.buf.set(data.subarray(i, end), out.length);
      out.length += end - i;
      i = end;
    } else {
      if (i >= data.length) break;
      out.fill(data[i++] as number, 257 - n);
    }
  }
  return out.bytes();
}

/** LZW as PDF uses it (9–12 bit codes, 256 clear, 257 end); `earlyChange` 1 by default. */
export function lzwDecode(data: Uint8Array, limit: number, earlyChange = 1): Uint8Array {
  const out = new Out(limit, data.length * 4);
  // the table as prefix code + last byte + length: no string is ever copied into it
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  const first = new Uint8Array(4096);
  for (let k = 0; k < 256; k++) {
    suffix[k] = k;
    length[k] = 1;
    first[k] = k;
    prefix[k] = -1;
  }
  let next = 258;
  let width = 9;
  let prev = -1;
  let bits = 0;
  let acc = 0;
  /** writes the string of `code` (its bytes from the end back to the start) */
  const emit = (code: number) => {
    const n = length[code] as number;
    out.ensure(n);
    let c = code;
    for (let k = out.length + n - 1; k >= out.length; k--) {
      out.buf[k] = suffix[c] as number;
      c = prefix[c] as number;
    }
    out.length += n;
  };
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << 8) | (data[i] as number)) >>> 0;
    bits += 8;
    while (bits >= width) {
      bits -= width;
      const code = (acc >>> bits) & ((1 << width) - 1);
      acc &= (1 << bits) - 1;
      if (code === 256) {
        next = 258;
        width = 9;
        prev = -1;
        continue;
      }
      if (code === 257) return out.bytes();
      if (prev < 0) {
        if (code > 255) return out.bytes(); // corrupt
        emit(code);
        prev = code;
        continue;
      }
      const known = code < next;
      if (!known && code !== next) return out.bytes(); // corrupt
      if (next < 4096) {
        prefix[next] = prev;
        suffix[next] = known ? (first[code] as number) : (first[prev] as number);
        length[next] = (length[prev] as number) + 1;
        first[next] = first[prev] as number;
        next++;
      }
      emit(code);
      prev = code;
      if (next + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return out.bytes();
}

const NAMES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  A85: 'ASCII85Decode',
  AHx: 'ASCIIHexDecode',
};

/** Whether decoding stops before `filter` (image codecs pdf.js does not decode for us, Crypt). */
export function isExpanding(filter: string): boolean {
  const f = NAMES[filter] ?? filter;
  return ['FlateDecode', 'LZWDecode', 'RunLengthDecode', 'ASCII85Decode', 'ASCIIHexDecode'].includes(f);
}

/**
 * `data` through the `filters` in order, each bounded by `limit`; stops at the first filter that
 * is not one of the expanding five (images: pdf.js is told not to decode them).
 */
export function decodeBounded(
  data: Uint8Array,
  filters: string[],
  limit: number,
  parms: { earlyChange?: number } = {},
): Uint8Array {
  let out = data;
  for (const name of filters) {
    const f = NAMES[name] ?? name;
    if (f === 'FlateDecode') out = flateDecode(out, limit);
    else if (f === 'LZWDecode') out = lzwDecode(out, limit, parms.earlyChange ?? 1);
    else if (f === 'RunLengthDecode') out = runLengthDecode(out, limit);
    else if (f === 'ASCII85Decode') out = ascii85Decode(out, limit);
    else if (f === 'ASCIIHexDecode') out = asciiHexDecode(out, limit);
    else break;
  }
  return out;
}

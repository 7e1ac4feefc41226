// Stream bombs (issue 17, item 2): decoding any stream is bounded while it runs — Flate, LZW,
// RunLength, ASCII85, ASCIIHex, chains of them, and the streams of encrypted PDFs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PdfError } from './errors.ts';
import { ascii85Decode, asciiHexDecode, lzwDecode, OverLimit, runLengthDecode } from './filters.ts';
import { inspectPdf } from './inspect.ts';
import { assertStreamsBounded, inflatedSize } from './streams.ts';
import {
  ascii85Encode,
  asciiHexEncode,
  filteredAttachmentPdf,
  flateBombPdf,
  lzwEncode,
  lzwZeros,
  makePdf,
  runLengthEncode,
  runLengthZeros,
  zlibZeros,
} from './test-pdfs.ts';

describe('bounded stream inflation', () => {
  it('stops inflating at the limit and reports the size of what fits', async () => {
    const bomb = await zlibZeros(20);
    expect(bomb.length).toBeLessThan(30_000);
    expect(inflatedSize(bomb, 4 * 1024 * 1024)).toBe(4 * 1024 * 1024 + 1);
    expect(inflatedSize(bomb, 64 * 1024 * 1024)).toBe(20 * 1024 * 1024);
    expect(inflatedSize(new Uint8Array(deflateSync(Buffer.from('hello'))), 100)).toBe(5);
    expect(inflatedSize(new Uint8Array([1, 2, 3]), 100)).toBe(0); // not zlib: left to the readers
    // zlib data of zlib data: the inner size counts
    expect(inflatedSize(new Uint8Array(deflateSync(bomb)), 8 * 1024 * 1024)).toBe(8 * 1024 * 1024 + 1);
  });

  it('refuses a PDF whose attachment, content stream or doubly compressed stream is a bomb', async () => {
    const limits = { maxStreamBytes: 8 * 1024 * 1024, maxTotalBytes: 16 * 1024 * 1024 };
    for (const [where, twice] of [
      ['attachment', false],
      ['content', false],
      ['attachment', true],
    ] as const) {
      const pdf = await flateBombPdf(20, where, twice);
      expect(() => assertStreamsBounded(pdf, limits), `${where} ${twice}`).toThrow(PdfError);
      expect(() => assertStreamsBounded(pdf), `${where} ${twice} default limits`).not.toThrow();
    }
    // the total: many streams each below the limit
    const small = await flateBombPdf(6, 'attachment');
    expect(() => assertStreamsBounded(small, limits)).not.toThrow();
    expect(() => assertStreamsBounded(small, { ...limits, maxTotalBytes: 4 * 1024 * 1024 })).toThrow(
      PdfError,
    );
  });

  it('inspectPdf refuses a 300 MiB attachment bomb (PROCESSING_TIMEOUT) and reads ordinary PDFs', async () => {
    const pdf = await flateBombPdf(300, 'attachment');
    expect(pdf.length).toBeLessThan(1024 * 1024);
    const err = await inspectPdf(pdf).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).code).toBe('PROCESSING_TIMEOUT');
    const ok = await makePdf([{ texts: [{ text: 'Rechnung 1', x: 72, top: 72 }] }], {
      attachments: [{ name: 'factur-x.xml', bytes: new TextEncoder().encode('<Invoice/>') }],
    });
    const ins = await inspectPdf(ok);
    expect(ins.attachments.map((a) => a.name)).toEqual(['factur-x.xml']);
  });
});

const MB = 1024 * 1024;
const LIMITS = { maxStreamBytes: 4 * MB, maxTotalBytes: 8 * MB };

/** seeded bytes with repeats (so that LZW finds strings) */
function sample(n: number, seed = 7): Uint8Array {
  let a = seed;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    a = (a * 1103515245 + 12345) >>> 0;
    out[i] = i % 7 === 0 ? (a >>> 24) & 0xff : (out[i - 1] ?? 0);
  }
  return out;
}

describe('bounded decoders of every expanding filter', () => {
  it('decode what our encoders wrote (round trip)', () => {
    const data = sample(50_000);
    expect(Buffer.from(asciiHexDecode(asciiHexEncode(data), MB)).equals(Buffer.from(data))).toBe(true);
    expect(Buffer.from(ascii85Decode(ascii85Encode(data), MB)).equals(Buffer.from(data))).toBe(true);
    expect(Buffer.from(runLengthDecode(runLengthEncode(data), MB)).equals(Buffer.from(data))).toBe(true);
    expect(Buffer.from(lzwDecode(lzwEncode(data), MB)).equals(Buffer.from(data))).toBe(true);
    expect(ascii85Decode(new TextEncoder().encode('zz~>'), MB)).toEqual(new Uint8Array(8));
  });

  it('stop at the limit: LZW (≈1,300×) and RunLength (64×) bombs', () => {
    const lzw = lzwZeros(10 * MB);
    expect(lzw.length).toBeLessThan(20_000);
    expect(lzwDecode(lzw, 32 * MB).length).toBeGreaterThanOrEqual(10 * MB);
    expect(() => lzwDecode(lzw, 4 * MB)).toThrow(OverLimit);
    const rl = runLengthZeros(10 * MB);
    expect(runLengthDecode(rl, 32 * MB).length).toBe(10 * MB);
    expect(() => runLengthDecode(rl, 4 * MB)).toThrow(OverLimit);
    const z = new TextEncoder().encode(`${'z'.repeat(2 * MB)}~>`);
    expect(() => ascii85Decode(z, 4 * MB)).toThrow(OverLimit);
  });

  it('a PDF attachment bomb behind each filter and chain is refused; the same under the default limits passes', async () => {
    const zeros = await zlibZeros(10);
    const cases: Array<[string, Uint8Array]> = [
      ['/LZWDecode', lzwZeros(10 * MB)],
      ['/RunLengthDecode', runLengthZeros(10 * MB)],
      ['[/ASCIIHexDecode /FlateDecode]', asciiHexEncode(zeros)],
      ['[/ASCII85Decode /FlateDecode]', ascii85Encode(zeros)],
      ['[/AHx /LZW]', asciiHexEncode(lzwZeros(10 * MB))],
      ['[/A85 /RL]', ascii85Encode(runLengthZeros(10 * MB))],
      ['[/LZWDecode /FlateDecode]', lzwEncode(zeros)],
      ['/ASCII85Decode', new TextEncoder().encode(`${'z'.repeat(2 * MB)}~>`)],
    ];
    for (const [filter, data] of cases) {
      const pdf = filteredAttachmentPdf(data, filter);
      expect(() => assertStreamsBounded(pdf, LIMITS), filter).toThrow(PdfError);
      expect(() => assertStreamsBounded(pdf), `${filter} default limits`).not.toThrow();
    }
  });
});

const HAS_QPDF = spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).status === 0;

/** `pdf` encrypted by qpdf (empty user password, owner password "o"). */
function qpdfEncrypt(pdf: Uint8Array, bits: '40' | '128' | '256', aes: boolean): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'ic-crypt-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const extra = bits === '128' ? [`--use-aes=${aes ? 'y' : 'n'}`] : [];
    const r = spawnSync('qpdf', [
      '--allow-weak-crypto',
      '--encrypt',
      '',
      'o',
      bits,
      ...extra,
      '--',
      join(dir, 'in.pdf'),
      join(dir, 'out.pdf'),
    ]);
    if (r.status !== 0 && r.status !== 3) throw new Error(`qpdf: ${r.stderr}`);
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!HAS_QPDF)('encrypted PDFs: streams measured after decryption', () => {
  it('RC4 40/128, AES-128 and AES-256 (R6): an attachment bomb is refused, the same PDF unencrypted-size passes', async () => {
    const bomb = await flateBombPdf(10, 'attachment');
    const lzw = filteredAttachmentPdf(lzwZeros(10 * MB), '/LZWDecode');
    for (const [bits, aes] of [
      ['40', false],
      ['128', false],
      ['128', true],
      ['256', true],
    ] as const) {
      for (const [name, pdf] of [
        ['flate', bomb],
        ['lzw', lzw],
      ] as const) {
        const enc = qpdfEncrypt(pdf, bits, aes);
        expect(Buffer.from(enc).toString('latin1')).toContain('/Encrypt');
        expect(() => assertStreamsBounded(enc, LIMITS), `${name} ${bits} ${aes}`).toThrow(PdfError);
        expect(() => assertStreamsBounded(enc), `${name} ${bits} ${aes} default`).not.toThrow();
      }
    }
  });

  it('inspectPdf refuses an encrypted 300 MiB attachment bomb', async () => {
    const enc = qpdfEncrypt(await flateBombPdf(300, 'attachment'), '256', true);
    const err = await inspectPdf(enc).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).code).toBe('PROCESSING_TIMEOUT');
  });
});

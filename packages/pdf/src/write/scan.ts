/**
 * A "scan" of a text PDF, for tests and the OCR benchmark (held-out set c): each page rendered
 * by pdftoppm (grey), turned by a small skew, with sensor noise and specks, JPEG-compressed and
 * wrapped into a new PDF that has no text layer. Deterministic for a seed.
 *
 *   const { pdf, pages } = await scanPdf(textPdfBytes, { seed: 7 });
 *   // pages[i]: { skewDeg, quality }: skew ±0.5–2°, JPEG quality 55–85 unless given
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { runLimited, writePdfForRaster } from '../read/raster.ts';
import { withTempDir } from '../temp.ts';

export interface ScanOptions {
  seed: number;
  /** scanner resolution (default 200 dpi) */
  dpi?: number;
  /** skew in degrees (default: ±0.5–2 from the seed, per page) */
  skewDeg?: number;
  /** standard deviation of the grey noise (default 10) */
  noise?: number;
  /** dark specks per million pixels (default 30) */
  specks?: number;
  /** JPEG quality 1–100 (default 55–85 from the seed) */
  quality?: number;
  /** time limit for pdftoppm, ms (default 60 s) */
  timeoutMs?: number;
}

export interface ScanResult {
  pdf: Uint8Array;
  pages: Array<{ skewDeg: number; quality: number }>;
}

/** mulberry32: a small seeded generator, 0 ≤ x < 1. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

function readPgm(buf: Uint8Array): Grey {
  const head = new TextDecoder('latin1').decode(buf.subarray(0, 64));
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!m) throw new Error('not an 8-bit PGM');
  const width = Number(m[1]);
  const height = Number(m[2]);
  return { width, height, data: buf.subarray(m[0].length, m[0].length + width * height) };
}

/** Turns the image by `deg` around its centre (bilinear; white outside). */
export function rotateGrey(img: Grey, deg: number): Grey {
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const cx = w / 2;
  const cy = h / 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // the source point that lands here (inverse rotation)
      const dx = x - cx;
      const dy = y - cy;
      const sx = cx + c * dx + s * dy;
      const sy = cy - s * dx + c * dy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) {
        out[y * w + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + w] as number) * (1 - fx) + (data[i + w + 1] as number) * fx;
      out[y * w + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width: w, height: h, data: out };
}

/** Gaussian noise and dark specks, in place. */
function addNoise(img: Grey, rand: () => number, sd: number, specksPerMp: number): void {
  const d = img.data;
  for (let i = 0; i < d.length; i++) {
    // sum of three uniforms: close enough to a normal distribution, cheap
    const n = (rand() + rand() + rand() - 1.5) * 2 * sd;
    d[i] = Math.max(0, Math.min(255, Math.round((d[i] as number) + n)));
  }
  const specks = Math.round((img.width * img.height * specksPerMp) / 1e6);
  for (let k = 0; k < specks; k++) {
    const x = Math.floor(rand() * (img.width - 3));
    const y = Math.floor(rand() * (img.height - 3));
    const r = 1 + Math.floor(rand() * 2);
    for (let yy = 0; yy < r; yy++) for (let xx = 0; xx < r; xx++) d[(y + yy) * img.width + x + xx] = 40;
  }
}

function toJpeg(img: Grey, quality: number): Uint8Array {
  const rgba = new Uint8Array(img.width * img.height * 4);
  for (let i = 0; i < img.data.length; i++) {
    const v = img.data[i] as number;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return jpeg.encode({ width: img.width, height: img.height, data: rgba }, quality).data;
}

/** The scan of a text PDF (see the module comment). */
export async function scanPdf(bytes: Uint8Array, opts: ScanOptions): Promise<ScanResult> {
  const dpi = opts.dpi ?? 200;
  const rand = seeded(opts.seed);
  return withTempDir(async (dir) => {
    const file = await writePdfForRaster(dir, bytes);
    await runLimited(
      'pdftoppm',
      ['-r', String(dpi), '-gray', file, join(dir, 'p')],
      opts.timeoutMs ?? 60_000,
    );
    const names = (await readdir(dir))
      .filter((n) => n.startsWith('p-') && n.endsWith('.pgm'))
      .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
    const doc = await PDFDocument.create();
    const pages: ScanResult['pages'] = [];
    for (const name of names) {
      const sign = rand() < 0.5 ? -1 : 1;
      const skewDeg = opts.skewDeg ?? sign * (0.5 + 1.5 * rand());
      const quality = opts.quality ?? Math.round(55 + 30 * rand());
      const img = rotateGrey(readPgm(await readFile(join(dir, name))), skewDeg);
      addNoise(img, rand, opts.noise ?? 10, opts.specks ?? 30);
      const jpg = await doc.embedJpg(toJpeg(img, quality));
      const w = (img.width * 72) / dpi;
      const h = (img.height * 72) / dpi;
      doc.addPage([w, h]).drawImage(jpg, { x: 0, y: 0, width: w, height: h });
      pages.push({ skewDeg, quality });
    }
    return { pdf: await doc.save(), pages };
  });
}

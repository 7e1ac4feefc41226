/**
 * Pages of a PDF as greyscale images, by poppler's `pdftoppm` (for OCR of scanned pages):
 *
 *   await withTempDir(async (dir) => {
 *     const pdf = await writePdfForRaster(dir, bytes);
 *     const img = await rasterPage(pdf, 1, dir, { widthPt: 595, heightPt: 842 });
 *     // img.file: dir/page-1.pgm (8-bit grey), img.dpi, img.width × img.height pixels
 *   });
 *
 * Only inside a request's temporary folder (`withTempDir`): the caller removes it. pdftoppm runs
 * as a child process with a time limit (killed over it) and a bounded output: the resolution is
 * lowered for pages so large that 300 dpi would exceed `maxPixels`, and a file larger than
 * expected is refused.
 */
import { spawn } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PdfError } from './errors.ts';

export interface RasterOptions {
  /** page size in points (as displayed), to bound the image size */
  widthPt: number;
  heightPt: number;
  /** resolution (default 300 dpi) */
  dpi?: number;
  /** at most this many pixels per page (default 40 M: A4 at 300 dpi is 8.7 M) */
  maxPixels?: number;
  /** time limit for pdftoppm, ms (default 20 s) */
  timeoutMs?: number;
}

export interface RasterPage {
  /** the PGM file (binary P5, 8-bit grey) */
  file: string;
  dpi: number;
}

/** Writes the upload into the request folder for pdftoppm; returns its path. */
export async function writePdfForRaster(dir: string, bytes: Uint8Array): Promise<string> {
  const file = join(dir, 'in.pdf');
  await writeFile(file, bytes, { mode: 0o600 });
  return file;
}

/** The resolution that keeps a page of this size under `maxPixels`. */
export function rasterDpi(widthPt: number, heightPt: number, dpi = 300, maxPixels = 40_000_000): number {
  const px = (widthPt * dpi * heightPt * dpi) / (72 * 72);
  if (!(px > maxPixels)) return dpi;
  return Math.max(36, Math.floor(dpi * Math.sqrt(maxPixels / px)));
}

/** Runs a command with a time limit; stderr kept (bounded) for the error message. */
export function runLimited(cmd: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => {
      if (err.length < 2000) err += d.toString('utf8');
    });
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.on('error', (e) => {
      clearTimeout(timer);
      reject(new PdfError('failed', `${cmd} could not be started: ${e.message}`, { cause: e }));
    });
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new PdfError('timeout', `${cmd} took longer than ${timeoutMs} ms`));
      else if (code !== 0)
        reject(new PdfError('failed', `${cmd} failed (${code}): ${err.trim().slice(0, 300)}`));
      else resolve();
    });
  });
}

/** Renders one page (1-based) of `pdfFile` into `dir` as 8-bit grey PGM. Throws PdfError. */
export async function rasterPage(
  pdfFile: string,
  page: number,
  dir: string,
  opts: RasterOptions,
): Promise<RasterPage> {
  const maxPixels = opts.maxPixels ?? 40_000_000;
  const dpi = rasterDpi(opts.widthPt, opts.heightPt, opts.dpi ?? 300, maxPixels);
  const prefix = join(dir, `page-${page}`);
  const args = [
    '-r',
    String(dpi),
    '-gray',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    pdfFile,
    prefix,
  ];
  await runLimited('pdftoppm', args, opts.timeoutMs ?? 20_000);
  const file = `${prefix}.pgm`;
  const size = (await stat(file)).size;
  // a header of a few bytes plus one byte per pixel; more means pdftoppm saw another page size
  if (size > maxPixels + 1024) throw new PdfError('failed', 'page image larger than allowed');
  return { file, dpi };
}

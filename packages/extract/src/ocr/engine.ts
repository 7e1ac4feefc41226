/**
 * The OCR engine: tesseract.js 7 (Tesseract LSTM in WebAssembly, in a worker thread of its own)
 * with the German, English and French models from npm (`@tesseract.js-data/deu|eng|fra`,
 * "best_int"). Nothing is downloaded at run time and nothing is cached on disk: the first model
 * is read from its package folder (`langPath`, `cacheMethod: 'none'`), the others are put into
 * the engine's in-memory file system, then the engine is initialised with all three.
 *
 *   const engine = await createOcrEngine({ onProgress: (p) => … });
 *   const lines = await engine.recognize(pgmBytes, 300);
 *   await engine.terminate();
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { OcrLine } from './words.ts';

export const OCR_LANGS = ['deu', 'eng', 'fra'] as const;

const require = createRequire(import.meta.url);

/** The folder of a language's model in its npm package. */
export function langDir(lang: string): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');
}

export interface OcrEngine {
  /** the lines with their words (pixel boxes) of one page image (PGM, PNG, JPEG …) */
  recognize(image: Uint8Array, dpi: number): Promise<OcrLine[]>;
  terminate(): Promise<void>;
}

export interface OcrEngineOptions {
  /** 0..1 within the page being recognised */
  onProgress?: (fraction: number) => void;
  /** Tesseract page segmentation mode (default PSM.AUTO, '3') */
  psm?: string;
}

interface RawLine {
  words: Array<{ text: string; confidence: number; bbox: OcrLine['bbox'] }>;
  bbox: OcrLine['bbox'];
  baseline: NonNullable<OcrLine['baseline']>;
  rowAttributes: NonNullable<OcrLine['rowAttributes']>;
}

export async function createOcrEngine(opts: OcrEngineOptions = {}): Promise<OcrEngine> {
  const [first, ...rest] = OCR_LANGS;
  // tesseract.js keeps this array as its list of loaded languages: the models written into its
  // file system below are added to it, so `reinitialize` does not try to load them again
  const loaded: string[] = [first];
  const worker = await createWorker(loaded, OEM.LSTM_ONLY, {
    langPath: langDir(first),
    cacheMethod: 'none',
    gzip: true,
    logger: (m: { status: string; progress: number }) => {
      if (m.status === 'recognizing text') opts.onProgress?.(m.progress);
    },
  });
  try {
    for (const lang of rest) {
      const gz = await readFile(join(langDir(lang), `${lang}.traineddata.gz`));
      await worker.FS('writeFile', [`${lang}.traineddata`, gunzipSync(gz)]);
      loaded.push(lang);
    }
    await worker.reinitialize(OCR_LANGS.join('+'), OEM.LSTM_ONLY);
    await worker.setParameters({ tessedit_pageseg_mode: (opts.psm ?? PSM.AUTO) as PSM });
  } catch (e) {
    await worker.terminate();
    throw e;
  }
  return {
    async recognize(image, dpi) {
      await worker.setParameters({ user_defined_dpi: String(dpi) });
      const r = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
      const lines: RawLine[] = [];
      for (const b of r.data.blocks ?? [])
        for (const p of b.paragraphs) for (const l of p.lines) lines.push(l as unknown as RawLine);
      return lines.map((l) => ({
        bbox: l.bbox,
        baseline: l.baseline,
        rowAttributes: l.rowAttributes,
        words: l.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })),
      }));
    },
    async terminate() {
      await worker.terminate();
    },
  };
}

/**
 * The OCR engine: tesseract.js 7 (Tesseract LSTM in WebAssembly, in a worker thread of its own)
 * with the German, English and French models from npm (`@tesseract.js-data/deu|eng|fra`,
 * "best_int"). Nothing is downloaded at run time and nothing is cached on disk: the first model
 * is read from its package folder (`langPath`, `cacheMethod: 'none'`), the others are put into
 * the engine's in-memory file system. A page is read with one model (language.ts): the engine
 * switches models when asked for another language (`reinitialize`, no file read again).
 *
 *   const engine = await createOcrEngine({ onProgress: (p) => … });
 *   const lines = await engine.recognize(pgmBytes, 300, 'deu');
 *   await engine.release();   // kept a minute for the next document; terminate() ends it
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { FIRST_OCR_LANG, type OcrLang } from './language.ts';
import type { OcrLine } from './words.ts';

export const OCR_LANGS = ['deu', 'eng', 'fra'] as const;

const require = createRequire(import.meta.url);

/** The folder of a language's model in its npm package. */
export function langDir(lang: string): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');
}

export interface OcrEngine {
  /**
   * the lines with their words (pixel boxes) of one page image (PGM, PNG, JPEG …) in `lang`,
   * segmented as `psm` says (default: the engine's)
   */
  recognize(image: Uint8Array, dpi: number, lang?: OcrLang, psm?: string): Promise<OcrLine[]>;
  /** done with it: kept for the next document (KEEP_ALIVE_MS) */
  release(): Promise<void>;
  /** ends it (after a failure) */
  terminate(): Promise<void>;
}

export interface OcrEngineOptions {
  /** 0..1 within the page being recognised */
  onProgress?: (fraction: number) => void;
  /** Tesseract page segmentation mode (default OCR_PSM) */
  psm?: string;
}

interface RawLine {
  words: Array<{ text: string; confidence: number; bbox: OcrLine['bbox'] }>;
  bbox: OcrLine['bbox'];
  baseline: NonNullable<OcrLine['baseline']>;
  rowAttributes: NonNullable<OcrLine['rowAttributes']>;
}

/**
 * Page segmentation (Tesseract's page segmentation mode) unless asked otherwise: sparse text
 * ('11'), every text run found on its own. The automatic mode ('3') left out whole value columns
 * it took for images on scans; single column ('4') ran table cells of different heights into
 * one line across the row (visible-corpus scans, lines 66.8 % with '4', 81.9 % with '11';
 * bench/README.md). Safe on noisy empty regions only because the page image is cleaned first
 * (specks.ts) and a read is bounded (ocr.ts `DocumentReader`, falling back to OCR_FALLBACK_PSM).
 */
export const OCR_PSM: string = PSM.SPARSE_TEXT;

/**
 * The mode a page is read in when a read in another mode ran over its limit (ocr.ts
 * `DocumentReader`): single column takes a noisy empty region for one block, not for many runs.
 */
export const OCR_FALLBACK_PSM: string = PSM.SINGLE_COLUMN;

type Worker = Awaited<ReturnType<typeof createWorker>>;

/** A started engine and where its progress goes now (the engine is reused by later documents). */
interface Started {
  worker: Worker;
  /** the engine's own page segmentation mode, and the one set now */
  psm: string;
  current: string;
  /** the model the engine reads with now */
  lang: OcrLang;
  progress: { to?: (fraction: number) => void };
}

/**
 * The engine of the last document, kept for `KEEP_ALIVE_MS` (starting one costs ~1.5 s of CPU:
 * three models to unpack and load). One per thread: a worker-pool thread reads one PDF at a time.
 */
let parked: { started: Started; timer: NodeJS.Timeout } | undefined;
export const KEEP_ALIVE_MS = 60_000;

async function start(psm: string): Promise<Started> {
  const [first, ...rest] = OCR_LANGS;
  const progress: Started['progress'] = {};
  // tesseract.js keeps this array as its list of loaded languages: the models written into its
  // file system below are added to it, so `reinitialize` does not try to load them again
  const loaded: string[] = [first];
  const worker = await createWorker(loaded, OEM.LSTM_ONLY, {
    langPath: langDir(first),
    cacheMethod: 'none',
    gzip: true,
    logger: (m: { status: string; progress: number }) => {
      if (m.status === 'recognizing text') progress.to?.(m.progress);
    },
  });
  try {
    for (const lang of rest) {
      const gz = await readFile(join(langDir(lang), `${lang}.traineddata.gz`));
      await worker.FS('writeFile', [`${lang}.traineddata`, gunzipSync(gz)]);
      loaded.push(lang);
    }
    if (first !== FIRST_OCR_LANG) await worker.reinitialize(FIRST_OCR_LANG, OEM.LSTM_ONLY);
    await worker.setParameters({ tessedit_pageseg_mode: psm as PSM });
  } catch (e) {
    await worker.terminate();
    throw e;
  }
  return { worker, psm, current: psm, lang: FIRST_OCR_LANG, progress };
}

/** Ends the parked engine now (tests; a thread about to end). */
export async function endParkedOcrEngine(): Promise<void> {
  const p = parked;
  parked = undefined;
  if (!p) return;
  clearTimeout(p.timer);
  await p.started.worker.terminate();
}

/**
 * An engine for one document: the parked one when there is one, else a new one. `release()`
 * parks it for the next document (ended after KEEP_ALIVE_MS unused); `terminate()` ends it (after
 * a failure or a time-out, when its state is unknown).
 */
export async function createOcrEngine(opts: OcrEngineOptions = {}): Promise<OcrEngine> {
  const psm = opts.psm ?? OCR_PSM;
  let started: Started;
  if (parked && parked.started.psm === psm) {
    clearTimeout(parked.timer);
    started = parked.started;
    parked = undefined;
  } else {
    await endParkedOcrEngine();
    started = await start(psm);
  }
  started.progress.to = opts.onProgress;
  const { worker } = started;
  let done = false;
  return {
    async recognize(image, dpi, lang = FIRST_OCR_LANG, psm = started.psm) {
      if (lang !== started.lang) {
        // reinitialize forgets the parameters: the mode is set again below
        await worker.reinitialize(lang, OEM.LSTM_ONLY);
        started.lang = lang;
        started.current = '';
      }
      if (psm !== started.current) {
        await worker.setParameters({ tessedit_pageseg_mode: psm as PSM });
        started.current = psm;
      }
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
    async release() {
      if (done) return;
      done = true;
      started.progress.to = undefined;
      await endParkedOcrEngine();
      const timer = setTimeout(() => void endParkedOcrEngine().catch(() => {}), KEEP_ALIVE_MS);
      timer.unref();
      parked = { started, timer };
    },
    async terminate() {
      if (done) return;
      done = true;
      await worker.terminate();
    },
  };
}

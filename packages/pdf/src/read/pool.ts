/**
 * PDF parsing in worker threads, with a time limit and a memory limit per job. A hostile or
 * merely huge PDF cannot block the event loop or exhaust the process: when a job runs over its
 * time, its worker is terminated and the job fails with PdfError('timeout') → code
 * PROCESSING_TIMEOUT; when the worker runs out of heap, PdfError('memory') → same code.
 *
 *   const layout = await parsePdfInWorker(bytes, 'layout');
 *   const pool = new PdfWorkerPool({ size: 2, timeoutMs: 10_000 }); … await pool.close();
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PdfError, type PdfErrorReason } from './errors.ts';
import type { PdfJobKind, PdfJobs } from './jobs.ts';
import { keepWasmWrappersGeneric } from './wasm-wrappers.ts';

export interface PdfPoolOptions {
  /** worker threads (default: cores − 1, at least 1, at most 4) */
  size?: number;
  /** time limit per job in ms (default 20 000) */
  timeoutMs?: number;
  /** V8 old-generation heap limit per worker in MB (default 384) */
  maxOldGenerationSizeMb?: number;
  /** V8 young-generation limit per worker in MB (default 32) */
  maxYoungGenerationSizeMb?: number;
  /** jobs waiting for a worker before new ones are refused (default 100) */
  maxQueue?: number;
}

export interface RunOptions {
  /** overrides the pool's time limit for this job */
  timeoutMs?: number;
}

interface Job {
  id: number;
  what: PdfJobKind;
  bytes: Uint8Array;
  options: unknown;
  timeoutMs: number;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** the worker has loaded its modules (its first message) */
  ready?: boolean;
  /** stop it as soon as it is ready */
  stopWhenReady?: boolean;
}

/**
 * Terminates a worker, but not while it is still loading its modules: V8 can abort the whole
 * process ("Check failed: jit_page_->allocations_.erase(addr) == 1") when a thread is torn down
 * during WebAssembly compilation, which Node's type stripping does at a worker's start. A job's
 * time limit still ends the job at once; the worker itself goes when it is ready.
 */
function stop(slot: Slot): Promise<unknown> {
  if (slot.ready) return slot.worker.terminate();
  slot.stopWhenReady = true;
  return new Promise((resolve) => slot.worker.once('exit', resolve));
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);
keepWasmWrappersGeneric();

export class PdfWorkerPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly #limits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
  readonly #maxQueue: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(opts: PdfPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? Math.min(4, Math.max(1, availableParallelism() - 1)));
    this.timeoutMs = opts.timeoutMs ?? 20_000;
    this.#limits = {
      maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? 384,
      maxYoungGenerationSizeMb: opts.maxYoungGenerationSizeMb ?? 32,
    };
    this.#maxQueue = opts.maxQueue ?? 100;
  }

  /** Runs `what` on `bytes` in a worker. Rejects with PdfError. `bytes` is copied, not moved. */
  run<K extends PdfJobKind>(
    what: K,
    bytes: Uint8Array,
    options?: PdfJobs[K]['options'],
    runOpts: RunOptions = {},
  ): Promise<PdfJobs[K]['result']> {
    if (this.#closed) return Promise.reject(new PdfError('failed', 'The PDF worker pool is closed.'));
    if (this.#queue.length >= this.#maxQueue)
      return Promise.reject(new PdfError('timeout', 'Too many PDFs waiting to be processed.'));
    return new Promise((resolve, reject) => {
      this.#queue.push({
        id: this.#nextId++,
        what,
        // a copy in its own buffer (a Buffer may be a view of a shared pool slab): safe to transfer
        bytes: new Uint8Array(bytes),
        options,
        timeoutMs: runOpts.timeoutMs ?? this.timeoutMs,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.#pump();
    });
  }

  /** Starts the workers now (they load pdf.js, ~100 ms) instead of on the first job. */
  warm(): void {
    while (this.#slots.length < this.size) this.#slots.push(this.#spawn());
  }

  /** Terminates all workers; queued and running jobs fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0))
      job.reject(new PdfError('failed', 'The PDF worker pool was closed.'));
    await Promise.all(
      this.#slots.splice(0).map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new PdfError('failed', 'The PDF worker pool was closed.'));
        slot.job = undefined;
        return stop(slot);
      }),
    );
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER_URL, { resourceLimits: this.#limits });
    const slot: Slot = { worker };
    worker.unref();
    worker.on(
      'message',
      (msg: {
        ready?: true;
        id: number;
        ok: boolean;
        result?: unknown;
        error?: { reason: PdfErrorReason; message: string };
      }) => {
        if (msg.ready) {
          slot.ready = true;
          if (slot.stopWhenReady) void worker.terminate();
          return;
        }
        const job = slot.job;
        if (!job || job.id !== msg.id) return;
        this.#finish(slot);
        if (msg.ok) job.resolve(msg.result);
        else
          job.reject(
            new PdfError(msg.error?.reason ?? 'failed', msg.error?.message ?? 'PDF reading failed.'),
          );
        this.#pump();
      },
    );
    worker.on('error', (err: Error & { code?: string }) => {
      const job = slot.job;
      this.#drop(slot);
      job?.reject(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new PdfError('memory', 'The PDF needs too much memory to process.', { cause: err })
          : new PdfError('failed', `The PDF worker failed: ${err.message}`, { cause: err }),
      );
      this.#pump();
    });
    worker.on('exit', () => {
      const job = slot.job;
      this.#drop(slot);
      job?.reject(new PdfError('failed', 'The PDF worker stopped unexpectedly.'));
      this.#pump();
    });
    return slot;
  }

  #finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    slot.worker.unref();
  }

  #drop(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = undefined;
    const i = this.#slots.indexOf(slot);
    if (i >= 0) this.#slots.splice(i, 1);
  }

  #pump(): void {
    if (this.#closed) return;
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((s) => !s.job);
      if (!slot) {
        if (this.#slots.length >= this.size) return;
        slot = this.#spawn();
        this.#slots.push(slot);
      }
      const job = this.#queue.shift() as Job;
      const s = slot;
      s.job = job;
      s.worker.ref();
      s.timer = setTimeout(() => {
        if (s.job !== job) return;
        this.#drop(s);
        void stop(s);
        job.reject(
          new PdfError(
            'timeout',
            `Processing the PDF took longer than ${Math.round(job.timeoutMs / 1000)} s.`,
          ),
        );
        this.#pump();
      }, job.timeoutMs);
      s.worker.postMessage({ id: job.id, what: job.what, bytes: job.bytes, options: job.options }, [
        job.bytes.buffer as ArrayBuffer,
      ]);
    }
  }
}

let shared: PdfWorkerPool | undefined;

/** The process-wide pool used by parsePdfInWorker (created on first use). */
export function sharedPdfPool(opts?: PdfPoolOptions): PdfWorkerPool {
  if (!shared) shared = new PdfWorkerPool(opts);
  return shared;
}

/** Runs a PDF job in the shared worker pool: 'layout' | 'inspect' | 'analyze' | 'embedded'. */
export function parsePdfInWorker<K extends PdfJobKind>(
  bytes: Uint8Array,
  what: K,
  options?: PdfJobs[K]['options'],
  runOpts?: RunOptions,
): Promise<PdfJobs[K]['result']> {
  return sharedPdfPool().run(what, bytes, options, runOpts);
}

/** Closes the shared pool (tests, graceful shutdown). */
export async function closeSharedPdfPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}

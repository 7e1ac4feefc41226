/**
 * The worker-thread pool (piscina) for the CPU work of the upload API, so the event loop
 * stays free for other requests while invoices are validated, rendered or converted.
 *
 *   const pool = new TaskPool({ threads: 2, maxQueue: 200, timeoutMs: 30_000 });
 *   const result = await pool.run({ kind: 'validate', bytes, lang: 'en' }, { signal });
 *   await pool.close();
 *
 * - Time limit per task, counted from when a thread takes it: over it, the task is aborted
 *   (piscina terminates the thread running it and starts a fresh one) and `run` throws
 *   AppError('PROCESSING_TIMEOUT').
 * - Waiting for a thread has its own, shorter deadline (`queueTimeoutMs`): a task still waiting
 *   then is not started at all and `run` throws AppError('SERVICE_UNAVAILABLE') with a
 *   Retry-After. Waiting never eats the task's own time limit. Tasks wait here, not in piscina:
 *   a task is handed to piscina only when a thread is free for it.
 * - `signal` aborts a task whose client has gone away (no error is sent then).
 * - A full queue gives AppError('SERVICE_UNAVAILABLE'); a worker out of memory gives
 *   PROCESSING_TIMEOUT ("the file may be too complex").
 * - Worker threads run niced (+5 by default, WORKER_NICE): when the cores are busy, the event
 *   loop is scheduled first. Other processes on the machine then win over the workers too.
 * - After a burst, the whole pool is renewed once it has been idle a while (`recycleIdleMs`, after
 *   at least `recycleAfterTasks` tasks or with the process above `recycleAboveRssMb`): the
 *   remaining thread's heap, code and native memory of the burst go back to the system with it;
 *   a fresh thread takes the next task.
 * - Closing (and renewing) waits until every thread has loaded its modules before terminating it
 *   (at most `loadWaitMs`): V8 can abort the process when a thread is terminated mid-start (loaded.ts).
 * - `inline = true` runs tasks on the calling thread instead (diagnostics only: the
 *   responsiveness test uses it to show that the bound it checks fails without workers).
 */
import type { MessagePort } from 'node:worker_threads';
import { keepWasmWrappersGeneric } from '@ic/pdf';
import { Piscina } from 'piscina';
import { AppError } from '../http-errors.ts';
import { LoadedThreads } from './loaded.ts';
import type { Task, TaskResult } from './protocol.ts';

export interface TaskPoolOptions {
  threads: number;
  maxQueue: number;
  timeoutMs: number;
  /** nice increment of the worker threads (default 5; Linux, per thread) */
  nice?: number;
  /** V8 old-generation heap limit per worker, MB (default 512) */
  maxOldGenerationSizeMb?: number;
  /** a thread beyond the first ends after this long without work, ms (default 10 s) */
  idleTimeoutMs?: number;
  /** how long a task may wait for a thread, ms (default: a third of `timeoutMs`, at most 10 s) */
  queueTimeoutMs?: number;
  /** renew the threads after this long without work, ms (default 20 s; 0: never) … */
  recycleIdleMs?: number;
  /** … when they have run at least this many tasks (default 50), or when the process holds more
   *  than `recycleAboveRssMb` (default 320 MB; a fresh instance holds about 250) */
  recycleAfterTasks?: number;
  recycleAboveRssMb?: number;
  /** how long closing waits for a starting thread to finish loading, ms (default 10 s) */
  loadWaitMs?: number;
}

interface Waiting {
  start: () => void;
  fail: (e: unknown) => void;
  timer: NodeJS.Timeout;
}

export interface RunTaskOptions {
  /** aborts the task (e.g. the client disconnected) */
  signal?: AbortSignal;
  /** overrides the pool's time limit */
  timeoutMs?: number;
}

const TASKS_URL = new URL('./tasks.ts', import.meta.url).href;
// before any thread starts: V8 could abort the process when threads end (see @ic/pdf's wasm-wrappers.ts)
keepWasmWrappersGeneric();

function transferables(task: Task): Array<ArrayBuffer | MessagePort> {
  // a progress port always moves to the worker (a port cannot be copied)
  const ports = task.kind === 'extract' && task.progress ? [task.progress] : [];
  const bytes = 'bytes' in task ? task.bytes : task.kind === 'generate' ? task.body : undefined;
  if (!bytes) return ports;
  const buf = bytes.buffer;
  // Only a buffer the task owns entirely may move to the worker.
  return buf instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buf.byteLength
    ? [buf, ...ports]
    : ports;
}

export class TaskPool {
  readonly timeoutMs: number;
  readonly threads: number;
  readonly queueTimeoutMs: number;
  readonly maxQueue: number;
  /** Diagnostics only: run tasks on the calling thread. */
  inline = false;
  #piscina: Piscina<Task, TaskResult>;
  readonly #options: TaskPoolOptions;
  #running = 0;
  readonly #waiting: Waiting[] = [];
  /** tasks the current threads have run */
  #tasksRun = 0;
  #recycleTimer: NodeJS.Timeout | undefined;
  #closed = false;
  /** how often the threads were renewed (diagnostics, tests) */
  recycled = 0;
  /** threads terminated before they had loaded their modules (diagnostics, tests) */
  terminatedLoading = 0;
  readonly #loaded = new LoadedThreads();

  constructor(options: TaskPoolOptions) {
    this.timeoutMs = options.timeoutMs;
    this.threads = options.threads;
    this.maxQueue = options.maxQueue;
    this.queueTimeoutMs = options.queueTimeoutMs ?? Math.min(10_000, Math.ceil(options.timeoutMs / 3));
    this.#options = options;
    this.#piscina = this.#makePiscina();
  }

  #makePiscina(): Piscina<Task, TaskResult> {
    const options = this.#options;
    const piscina = new Piscina<Task, TaskResult>({
      filename: TASKS_URL,
      minThreads: Math.min(1, options.threads),
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // After a burst, the threads beyond the first end after 10 s without work: their whole
      // heap goes back to the system (bench/src/load.ts --settle: RSS a minute after load).
      idleTimeout: options.idleTimeoutMs ?? 10_000,
      // Worker threads run at a lower priority than the event loop (Linux: per-thread nice),
      // so answering requests wins over CPU work when the cores are busy. Each thread lowers
      // its priority itself once its modules are loaded (loaded.ts), not before: loading niced
      // on a busy machine took long enough for closing to terminate threads mid-start.
      niceIncrement: 0,
      workerData: { niceAfterLoad: options.nice ?? 5 },
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512 },
    });
    // A worker that dies (out of memory) fails its task; the pool replaces it. Nothing to log here.
    piscina.on('error', () => {});
    return piscina;
  }

  /** Idle again: renew the threads after `recycleIdleMs` unless work comes first. */
  #scheduleRecycle(): void {
    const idleMs = this.#options.recycleIdleMs ?? 20_000;
    if (idleMs <= 0 || this.#tasksRun === 0) return;
    const burst = this.#tasksRun >= (this.#options.recycleAfterTasks ?? 50);
    // one big task (a 2,000-line ZUGFeRD) leaves as much behind as a burst of small ones
    const big = process.memoryUsage.rss() > (this.#options.recycleAboveRssMb ?? 320) * 1024 * 1024;
    if (!burst && !big) return;
    clearTimeout(this.#recycleTimer);
    this.#recycleTimer = setTimeout(() => {
      if (this.#running > 0 || this.#closed) return;
      const old = this.#piscina;
      this.#piscina = this.#makePiscina();
      this.#tasksRun = 0;
      this.recycled++;
      void this.#closePiscina(old).catch(() => {});
    }, idleMs);
    this.#recycleTimer.unref();
  }

  /** Worker threads alive now (between 1 and `threads`). */
  get liveThreads(): number {
    return this.#piscina.threads.length;
  }

  /** Worker threads still loading their modules. */
  get threadsLoading(): number {
    return this.#loading(this.#piscina);
  }

  #loading(piscina: Piscina<Task, TaskResult>): number {
    return piscina.threads.filter((t) => !this.#loaded.has(t.threadId)).length;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.#waiting.length + this.#piscina.queueSize;
  }

  /** A busy answer: try again after about the time a queue takes to drain. */
  #busy(): AppError {
    return AppError.busy('SERVICE_UNAVAILABLE', Math.max(1, Math.ceil(this.queueTimeoutMs / 1000)));
  }

  /** Waits for a free thread (at most `queueTimeoutMs`); the caller must `#release()` after. */
  #acquire(signal?: AbortSignal): Promise<void> {
    clearTimeout(this.#recycleTimer);
    if (this.#running < this.threads) {
      this.#running++;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.maxQueue) return Promise.reject(this.#busy());
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        const i = this.#waiting.indexOf(entry);
        if (i >= 0) this.#waiting.splice(i, 1);
        clearTimeout(entry.timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        leave();
        reject(new AppError('BAD_REQUEST', {}, 499));
      };
      const entry: Waiting = {
        start: () => {
          leave();
          resolve();
        },
        fail: reject,
        timer: setTimeout(() => {
          leave();
          reject(this.#busy());
        }, this.queueTimeoutMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(entry);
    });
  }

  /** A thread is free: the next waiting task takes it. */
  #release(): void {
    const next = this.#waiting[0];
    if (next) next.start();
    else if (--this.#running === 0) this.#scheduleRecycle();
  }

  async run(task: Task, options: RunTaskOptions = {}): Promise<TaskResult> {
    if (this.inline) {
      const { runTask } = await import('./tasks.ts');
      return runTask(task);
    }
    await this.#acquire(options.signal);
    try {
      return await this.#runNow(task, options);
    } finally {
      this.#release();
    }
  }

  async #runNow(task: Task, options: RunTaskOptions): Promise<TaskResult> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    this.#tasksRun++;
    try {
      return await this.#piscina.run(task, { signal, transferList: transferables(task) });
    } catch (e) {
      if (timeout.aborted) throw new AppError('PROCESSING_TIMEOUT');
      if (options.signal?.aborted) throw new AppError('BAD_REQUEST', {}, 499);
      const err = e as { code?: string; message?: string };
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new AppError('PROCESSING_TIMEOUT');
      if (typeof err.message === 'string' && /queue is at limit/i.test(err.message))
        throw new AppError('SERVICE_UNAVAILABLE');
      // Unexpected: a bug. Only the error type reaches the log (its message could quote the invoice).
      throw new TaskCrashError(e instanceof Error ? e.name : typeof e);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#recycleTimer);
    for (const w of this.#waiting.splice(0)) {
      clearTimeout(w.timer);
      w.fail(this.#busy());
    }
    await this.#closePiscina(this.#piscina);
    this.#loaded.close();
  }

  /** Terminates a piscina's threads once each has loaded its modules (or `loadWaitMs` passed). */
  async #closePiscina(piscina: Piscina<Task, TaskResult>): Promise<void> {
    const ids = piscina.threads.map((t) => t.threadId);
    await this.#loaded.settle(ids, this.#options.loadWaitMs ?? 10_000);
    this.terminatedLoading += this.#loading(piscina);
    await piscina.close({ force: true });
  }
}

/** A task failed unexpectedly inside a worker; carries no message from the worker. */
export class TaskCrashError extends Error {
  constructor(kind: string) {
    super(`worker task failed (${kind})`);
    this.name = 'TaskCrashError';
  }
}

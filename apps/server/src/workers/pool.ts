/**
 * The worker-thread pool (piscina) for the CPU work of the upload API, so the event loop
 * stays free for other requests while invoices are validated, rendered or converted.
 *
 *   const pool = new TaskPool({ threads: 2, maxQueue: 200, timeoutMs: 30_000 });
 *   const result = await pool.run({ kind: 'validate', bytes, lang: 'en' }, { signal });
 *   await pool.close();
 *
 * - Time limit per task: over it, the task is aborted (piscina terminates the thread running
 *   it and starts a fresh one) and `run` throws AppError('PROCESSING_TIMEOUT').
 * - `signal` aborts a task whose client has gone away (no error is sent then).
 * - A full queue gives AppError('SERVICE_UNAVAILABLE'); a worker out of memory gives
 *   PROCESSING_TIMEOUT ("the file may be too complex").
 * - Worker threads run niced (+5 by default, WORKER_NICE): when the cores are busy, the event
 *   loop is scheduled first. Other processes on the machine then win over the workers too.
 * - `inline = true` runs tasks on the calling thread instead (diagnostics only: the
 *   responsiveness test uses it to show that the bound it checks fails without workers).
 */
import { Piscina } from 'piscina';
import { AppError } from '../http-errors.ts';
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
}

export interface RunTaskOptions {
  /** aborts the task (e.g. the client disconnected) */
  signal?: AbortSignal;
  /** overrides the pool's time limit */
  timeoutMs?: number;
}

const TASKS_URL = new URL('./tasks.ts', import.meta.url).href;

function transferables(task: Task): ArrayBuffer[] {
  if (!('bytes' in task)) return [];
  const buf = task.bytes.buffer;
  // Only a buffer the task owns entirely may move to the worker.
  return buf instanceof ArrayBuffer && task.bytes.byteOffset === 0 && task.bytes.byteLength === buf.byteLength
    ? [buf]
    : [];
}

export class TaskPool {
  readonly timeoutMs: number;
  readonly threads: number;
  /** Diagnostics only: run tasks on the calling thread. */
  inline = false;
  readonly #piscina: Piscina<Task, TaskResult>;

  constructor(options: TaskPoolOptions) {
    this.timeoutMs = options.timeoutMs;
    this.threads = options.threads;
    this.#piscina = new Piscina<Task, TaskResult>({
      filename: TASKS_URL,
      minThreads: Math.min(1, options.threads),
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // After a burst, the threads beyond the first end after 10 s without work: their whole
      // heap goes back to the system (bench/src/load.ts --settle: RSS a minute after load).
      idleTimeout: options.idleTimeoutMs ?? 10_000,
      // Worker threads run at a lower priority than the event loop (Linux: per-thread nice),
      // so answering requests wins over CPU work when the cores are busy.
      niceIncrement: options.nice ?? 5,
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512 },
    });
    // A worker that dies (out of memory) fails its task; the pool replaces it. Nothing to log here.
    this.#piscina.on('error', () => {});
  }

  /** Worker threads alive now (between 1 and `threads`). */
  get liveThreads(): number {
    return this.#piscina.threads.length;
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.#piscina.queueSize;
  }

  async run(task: Task, options: RunTaskOptions = {}): Promise<TaskResult> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    if (this.inline) {
      const { runTask } = await import('./tasks.ts');
      return runTask(task);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
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
    await this.#piscina.close({ force: true });
  }
}

/** A task failed unexpectedly inside a worker; carries no message from the worker. */
export class TaskCrashError extends Error {
  constructor(kind: string) {
    super(`worker task failed (${kind})`);
    this.name = 'TaskCrashError';
  }
}

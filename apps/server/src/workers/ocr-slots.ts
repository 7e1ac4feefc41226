/**
 * OCR admission: a scanned PDF takes seconds of CPU per page, so at most `max` OCR tasks run at
 * once (OCR_CONCURRENCY) and the pool's other threads stay free for validation and the rest. A
 * further scan waits here, without holding a worker thread, in a queue of at most `maxQueue`
 * (OCR_MAX_QUEUE); over that it is refused at once with SERVICE_UNAVAILABLE and a Retry-After.
 *
 *   const slots = new OcrSlots({ max: 1, maxQueue: 4, retryAfterS: 20 });
 *   const release = await slots.acquire(signal);   // throws AppError 503 on overflow
 *   try { … } finally { release(); }
 *
 * The time limit of an OCR task grows with its pages (`ocrTimeLimitMs`): TASK_TIMEOUT for
 * reading the PDF plus OCR_TASK_TIMEOUT per scanned page.
 */
import { AppError } from '../http-errors.ts';

export interface OcrSlotsOptions {
  /** OCR tasks running at once */
  max: number;
  /** OCR tasks waiting for a slot before more are refused */
  maxQueue: number;
  /** Retry-After of a refusal, seconds */
  retryAfterS: number;
}

/** The time limit of an OCR task of `pages` scanned pages. */
export function ocrTimeLimitMs(taskTimeoutMs: number, ocrPageTimeoutMs: number, pages: number): number {
  return taskTimeoutMs + Math.max(1, pages) * ocrPageTimeoutMs;
}

export class OcrSlots {
  readonly #opts: OcrSlotsOptions;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(opts: OcrSlotsOptions) {
    this.#opts = opts;
  }

  /** OCR tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** OCR tasks waiting for a slot. */
  get queued(): number {
    return this.#waiting.length;
  }

  /** Waits for a slot; returns its release (call once). Throws AppError 503 when the queue is full. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.#running < this.#opts.max) {
      this.#running++;
      return this.#releaser();
    }
    if (this.#waiting.length >= this.#opts.maxQueue)
      throw AppError.busy('SERVICE_UNAVAILABLE', this.#opts.retryAfterS);
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const i = this.#waiting.indexOf(start);
        if (i >= 0) this.#waiting.splice(i, 1);
        reject(new AppError('BAD_REQUEST', {}, 499));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(start);
    });
    // the slot was handed over by a release: `running` already counts it
    return this.#releaser();
  }

  #releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    };
  }
}

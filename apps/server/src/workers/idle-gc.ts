/**
 * Memory back after a burst: a worker thread that has had no task for a moment runs one full
 * garbage collection, so its heap shrinks from the high-water mark of the burst to what it
 * really holds (V8 does not collect an idle worker by itself; its RSS would stay up for good).
 *
 *   collectWhenIdle();   // after each task, in the worker
 *   collectWhenIdle(5000, 16 * 1024 * 1024);   // after each response, on the main thread: only
 *                                              // when its heap grew by 16 MB since the last one
 *
 * `gc` comes from V8's --expose-gc flag set at run time and a fresh context that therefore
 * has it (the flag cannot be given to a worker thread through execArgv). Without it (another
 * runtime), nothing happens.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

function exposeGc(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

const gc = exposeGc();
let timer: NodeJS.Timeout | undefined;

/** Milliseconds without a task after which the worker collects. */
export const IDLE_GC_MS = 2000;

/** The heap in use right after the last collection (a baseline for `minGrowth`). */
let sizeAfterLast = 0;

/**
 * (Re)starts the idle timer; when it runs out, one full collection (when `minGrowth` bytes: only
 * if the heap has grown by that much since the last one). Never keeps the thread alive.
 */
export function collectWhenIdle(ms = IDLE_GC_MS, minGrowth = 0): void {
  if (!gc) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (minGrowth > 0 && getHeapStatistics().used_heap_size < sizeAfterLast + minGrowth) return;
    gc();
    sizeAfterLast = getHeapStatistics().used_heap_size;
  }, ms);
  timer.unref();
}

/** Whether collections can run here (for tests). */
export const canCollect = gc !== undefined;

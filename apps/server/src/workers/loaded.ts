/**
 * Which worker threads have finished loading the task modules.
 *
 * V8 can abort the whole process (a failed check in its WebAssembly code space, SIGTRAP) when a
 * worker thread is terminated while it is still starting: Node strips the types of every `.ts`
 * module it loads with a WebAssembly compiler, and a terminate during that compilation hit the
 * check once in CI (the PDF pool, packages/pdf/src/read/pool.ts, guards the same way). The task
 * module announces itself when its imports are done; the pool waits for that before it closes.
 *
 *   worker:  announceLoaded()                       (tasks.ts, after its static imports; it
 *                                                    announces once the loader has returned)
 *   main:    const loaded = new LoadedThreads();  await loaded.settle(threadIds, 10_000)
 *
 * A thread also lowers its own priority only here, once loaded (`workerData.niceAfterLoad`, set by
 * pool.ts): started niced, a thread on a busy machine loaded so slowly (CPU given first to every
 * process at nice 0) that closing could reach `loadWaitMs` and terminate it mid-start.
 */

import { BroadcastChannel, isMainThread, threadId, workerData } from 'node:worker_threads';
import { nice } from '@napi-rs/nice';

const CHANNEL = 'ic-task-pool:loaded';
let announcer: BroadcastChannel | undefined;

/** Called by the task module once loaded (a no-op on the main thread). */
export function announceLoaded(): void {
  if (isMainThread || announcer) return;
  announcer = new BroadcastChannel(CHANNEL);
  announcer.unref();
  // not before the loader has returned: piscina `require()`s the task module, and Node finishes
  // such a require(esm) after the module's body ran (it builds the CommonJS facade). A terminate
  // that lands there fails an assertion in Node and aborts the process (SIGABRT, seen in CI).
  // A microtask, not a macrotask: once loaded, an idle piscina thread blocks in Atomics.wait.
  queueMicrotask(() => {
    lowerPriority();
    announcer?.postMessage(threadId);
  });
}

/** This thread's nice increment once loaded (Linux: per thread); a failure keeps the priority. */
function lowerPriority(): void {
  const increment: unknown = (workerData as { niceAfterLoad?: unknown } | null)?.niceAfterLoad;
  if (typeof increment !== 'number' || increment <= 0) return;
  try {
    nice(increment);
  } catch {
    // no permission or no such call on this system: run at the normal priority
  }
}

export class LoadedThreads {
  readonly #ids = new Set<number>();
  readonly #wake = new Set<() => void>();
  readonly #channel = new BroadcastChannel(CHANNEL);

  constructor() {
    this.#channel.onmessage = (event) => {
      const id: unknown = event.data;
      if (typeof id !== 'number') return;
      this.#ids.add(id);
      for (const wake of this.#wake) wake();
    };
    this.#channel.unref();
  }

  has(id: number): boolean {
    return this.#ids.has(id);
  }

  /** Resolves once every thread of `ids` has loaded, or after `maxMs` (a thread that failed to load). */
  settle(ids: readonly number[], maxMs: number): Promise<void> {
    const done = () => ids.every((id) => this.#ids.has(id));
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#wake.delete(check);
        resolve();
      };
      const check = () => {
        if (done()) finish();
      };
      const timer = setTimeout(finish, maxMs);
      this.#wake.add(check);
    });
  }

  close(): void {
    this.#channel.close();
  }
}

// A worker thread for loaded.test.ts: announces itself, then stays busy in the same synchronous
// job for `spinMs` (as Node's loader is, after a required module's body ran) and reports when done.
import { parentPort, workerData } from 'node:worker_threads';
import { announceLoaded } from './loaded.ts';

announceLoaded();
const until = Date.now() + (workerData as { spinMs: number }).spinMs;
while (Date.now() < until) {
  // the rest of the loader's synchronous work
}
parentPort?.postMessage({ doneAt: Date.now() });

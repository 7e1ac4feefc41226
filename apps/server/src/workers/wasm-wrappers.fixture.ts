// A process for wasm-wrappers.test.ts: loads what argv[2] names (nothing, the task pool, @ic/pdf
// or @ic/extract), then a worker thread calls a JavaScript import from WebAssembly 5,000 times. Run
// with V8's --trace-wasm-compilation-times, stdout shows "wasm-to-js-…-ddd-d" if V8 compiled a
// wrapper for that import, whose signature (f64, f64, f64) → f64 nothing else here has.
import { Worker } from 'node:worker_threads';

const what = process.argv[2];
if (what === 'task-pool') await import('./pool.ts');
if (what === 'pdf') await import('@ic/pdf');
if (what === 'extract') await import('@ic/extract');

const thread = `
const bytes = new Uint8Array([0,97,115,109,1,0,0,0, 1,8,1,96,3,124,124,124,1,124,
  2,9,1,3,101,110,118,1,102,0,0, 3,2,1,0, 7,7,1,3,114,117,110,0,1,
  10,12,1,10,0,32,0,32,1,32,2,16,0,11]);
const { instance } = await WebAssembly.instantiate(bytes, { env: { f: (a, b, c) => a + b + c } });
let sum = 0;
for (let i = 0; i < 5000; i++) sum += instance.exports.run(1, 2, 3);
if (sum !== 30000) throw new Error('wrong sum');
`;
const worker = new Worker(`(async () => {${thread}})()`, { eval: true });
await new Promise((resolve, reject) => {
  worker.once('error', reject);
  worker.once('exit', resolve);
});

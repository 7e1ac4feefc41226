/**
 * Keeps WebAssembly's calls into JavaScript on V8's generic wrapper, so that no thread ever
 * compiles a specialised one.
 *
 * Why: V8 keeps compiled wasm-to-JS wrappers in one cache for the whole process. A thread
 * compiles one after 1,000 calls through an import (`--wasm-wrapper-tiering-budget`); when a
 * worker thread ends, its wrappers die with it, and the next thread that compiles a wrapper frees
 * them. In CI that free once hit V8's check "jit_page.has_value()" and aborted the whole process
 * (SIGTRAP; stack: Runtime_TierUpWasmToJSWrapper → WasmImportWrapperCache::Free →
 * ThreadIsolation::UnregisterWasmAllocation). Our threads run WebAssembly all the time: Node's
 * type stripping (every `.ts` module a thread loads) and the OCR engine. Worker threads end by
 * design (idle timeout, recycling, a task over its time limit), so this could take a server down.
 *
 * Cost: none measured. OCR of a one-page scan, CPU p50 4.54–5.27 s without, 4.78–5.13 s with
 * (bench/src/ocr-bench.ts --measure, 4 rounds, twice each). The imports called from WebAssembly
 * here are few per unit of work (memory growth, clocks, strings).
 *
 * V8's flags are per process: call this on the main thread before the first worker starts (both
 * worker pools do so when their module loads); a worker's `execArgv` cannot carry V8 flags.
 */
import { setFlagsFromString } from 'node:v8';

/** Calls per import before a wrapper is compiled: V8 keeps the budget in a small integer (31 bits
 * with pointer compression), so a billion rather than the largest int. */
const NEVER = 1_000_000_000;
let done = false;

export function keepWasmWrappersGeneric(): void {
  if (done) return;
  done = true;
  setFlagsFromString(`--wasm-wrapper-tiering-budget=${NEVER}`);
}

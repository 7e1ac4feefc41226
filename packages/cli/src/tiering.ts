/**
 * V8's optimising compilers in a short run of `einvoice validate` (bench/README.md, "Validation
 * start-up", session 11). A fresh process validating the 86 test-suite files spends about 40 % of
 * its CPU time in Maglev and Turbofan compiling functions on background threads, and most of that
 * code is barely used before the process ends: with the interpreter and the baseline compiler
 * (Sparkplug) only, the same run took 35–46 % less CPU, and its main thread took no longer.
 * Over many files optimised code pays off again, so both compilers come back after
 * `OPTIMIZE_AFTER` files (the functions are hot by then and get optimised at once).
 *
 * Only the launcher's own process is tuned (`main(…, { ownProcess: true })`), never a process that
 * uses the command as a library, and not when Node was started with a tiering flag of its own.
 */
import { setFlagsFromString } from 'node:v8';

export const OPTIMIZE_AFTER = 100;

const TIER_FLAG = /--(?:no-)?(?:maglev|turbofan|opt|sparkplug)\b|--max-opt|--jitless/;

/** May this process's compiler tiers be changed (no tiering flag given to Node)? */
export function tiersAreOurs(): boolean {
  return !process.execArgv.some((a) => TIER_FLAG.test(a)) && !TIER_FLAG.test(process.env.NODE_OPTIONS ?? '');
}

/** Interpreter and baseline compiler only, from now on. */
export function baselineOnly(): void {
  setFlagsFromString('--no-maglev');
  setFlagsFromString('--no-turbofan');
}

/** V8's default tiers again: Maglev and Turbofan optimise hot functions. */
export function optimizing(): void {
  setFlagsFromString('--maglev');
  setFlagsFromString('--turbofan');
}

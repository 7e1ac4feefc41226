/** Locating the shared corpus (../shared/corpus beside the repository) for conformance runs and benchmarks. */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CORPUS_DIR = resolve(
  process.env.CORPUS_DIR ?? resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus'),
);
export const TESTSUITE_DIR = join(CORPUS_DIR, 'xrechnung-testsuite');

function walk(dir: string, out: string[]): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.xml')) out.push(p);
  }
}

/** All XML files of the XRechnung test suite, sorted; empty when the corpus is absent. */
export function corpusFiles(dir = TESTSUITE_DIR): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  walk(dir, out);
  return out.sort();
}

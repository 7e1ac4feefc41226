/**
 * Builds the start-up bundle of `einvoice validate`: `src/main.ts` with @ic/einvoice and its
 * libraries in a few ES module files (`dist/`), so that a run loads ~5 files instead of ~140
 * TypeScript sources (no module resolution, no type stripping per file). @ic/pdf and @ic/extract
 * stay outside the bundle (imported from their sources when a PDF is validated).
 *
 * Runs on `npm ci` / `npm install` (the root `prepare` script, through `prepare.mjs`) and by hand:
 *   node packages/cli/scripts/bundle.ts [OUT_DIR]      (or `npm run bundle`)
 * `dist/manifest.json` lists every source file that went in, with size and modification time;
 * `bin/einvoice.js` uses the bundle only while all of them are unchanged (else it runs the
 * sources), so an edited source never runs stale code. Nothing in `dist/` is committed.
 * Without rolldown (an install without dev dependencies) it prints a note and leaves no bundle.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT_DIR = resolve(CLI_DIR, 'dist');

/** What the launcher checks: each input file (relative to the manifest) with size and mtime. */
export interface BundleManifest {
  version: 1;
  entry: string;
  inputs: Array<[path: string, size: number, mtimeMs: number]>;
}

export async function buildBundle(outDir = DEFAULT_OUT_DIR): Promise<BundleManifest> {
  const { build } = await import('rolldown');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const out = await build({
    input: {
      main: resolve(CLI_DIR, 'src/main.ts'),
      // the helper threads of `validate` with many files (src/commands/validate.ts)
      'validate-worker': resolve(CLI_DIR, 'src/commands/validate-worker.ts'),
    },
    platform: 'node',
    // the PDF packages (pdf.js, pdfkit, tesseract …) are loaded from their sources when needed
    external: [/^node:/, /^@ic\/(pdf|extract)(\/|$)/],
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  });
  const files = new Set<string>();
  for (const o of out.output) {
    if (o.type !== 'chunk') continue;
    for (const id of o.moduleIds) files.add(id);
    asciiOnly(resolve(outDir, o.fileName));
  }
  const inputs: BundleManifest['inputs'] = [];
  for (const f of [...files].sort()) {
    if (f.startsWith('\0') || !f.startsWith('/')) continue; // rolldown's virtual modules
    const s = statSync(f);
    inputs.push([relative(outDir, f), s.size, s.mtimeMs]);
  }
  const manifest: BundleManifest = { version: 1, entry: 'main.js', inputs };
  writeFileSync(resolve(outDir, 'manifest.json'), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/**
 * Rewrites a chunk with every non-ASCII character as a `\uXXXX` escape (they stand only in strings,
 * templates, regular expressions and comments, where the escape means the same character; the
 * bundle has no tagged templates, whose raw text would differ). Node then reads the file as
 * one-byte text: no UTF-8 decoding of a two-byte copy of the 1.2 MB source at every start.
 */
function asciiOnly(file: string): void {
  const code = readFileSync(file, 'utf8');
  const ascii = code.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== code) writeFileSync(file, ascii);
}

/** Builds the bundle and says so; without rolldown it says that instead (the sources still run). */
export async function main(outDir = DEFAULT_OUT_DIR): Promise<void> {
  const t0 = performance.now();
  try {
    const m = await buildBundle(outDir);
    console.log(
      `einvoice: start-up bundle built in ${relative(process.cwd(), outDir) || '.'} (${m.inputs.length} sources, ${(performance.now() - t0).toFixed(0)} ms)`,
    );
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    console.log('einvoice: rolldown is not installed; the command runs from its sources (no bundle)');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUT_DIR);

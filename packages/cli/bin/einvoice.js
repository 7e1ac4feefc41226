#!/usr/bin/env node
// Thin launcher: Node 24 runs the TypeScript sources directly (type stripping). Older Node
// versions cannot load them, so the version is checked before the sources are imported.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `einvoice needs Node.js 24 LTS or newer; this is Node.js ${process.versions.node}. Install Node.js 24 from https://nodejs.org/.`,
  );
  process.exit(2);
}
// V8's compile cache (in the system's temporary folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off):
// a second run skips parsing and type-stripping the sources, about half of a short run's time.
const { enableCompileCache } = await import('node:module');
enableCompileCache?.();
const { main } = await import(entry());
process.exitCode = await main(process.argv.slice(2), undefined, { ownProcess: true });

/**
 * `validate` starts from the bundle `dist/main.js` (scripts/bundle.ts, built on `npm ci`) while
 * every source file in it is unchanged (size and mtime as in `dist/manifest.json`); otherwise,
 * for the other commands and with EINVOICE_BUNDLE=0, from the TypeScript sources.
 */
function entry() {
  const sources = '../src/main.ts';
  if (process.argv[2] !== 'validate' || process.env.EINVOICE_BUNDLE === '0') return sources;
  const dist = new URL('../dist/', import.meta.url);
  try {
    const { readFileSync, statSync } = process.getBuiltinModule('node:fs');
    const manifest = JSON.parse(readFileSync(new URL('manifest.json', dist), 'utf8'));
    for (const [path, size, mtimeMs] of manifest.inputs) {
      const s = statSync(new URL(path, dist), { throwIfNoEntry: false });
      if (!s || s.size !== size || s.mtimeMs !== mtimeMs) return sources;
    }
    return new URL(manifest.entry, dist).href;
  } catch {
    return sources;
  }
}

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
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));

import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCii, writeUbl } from '@ic/einvoice';
import { beforeAll, describe, expect, it } from 'vitest';
import { validKitchenSink } from '../../einvoice/src/ubl/fixtures.ts';
import { type BundleManifest, buildBundle } from '../scripts/bundle.ts';

// The start-up bundle (scripts/bundle.ts) in a scratch copy of the package: bin/ (the launcher),
// dist/ (the bundle built by the test), src/ (a link to the real sources, the launcher's fallback).
const CLI_DIR = fileURLToPath(new URL('..', import.meta.url));
let root: string;
let files: string[];
let hook: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'einvoice-bundle-'));
  mkdirSync(join(root, 'bin'));
  copyFileSync(join(CLI_DIR, 'bin/einvoice.js'), join(root, 'bin/einvoice.js'));
  symlinkSync(join(CLI_DIR, 'src'), join(root, 'src'));
  await buildBundle(join(root, 'dist'));
  const bad = validKitchenSink();
  bad.buyerReference = undefined; // BR-DE-15
  files = [
    ['valid.ubl.xml', writeUbl(validKitchenSink())],
    ['valid.cii.xml', writeCii(validKitchenSink())],
    ['invalid.ubl.xml', writeUbl(bad)],
    ['broken.xml', '<Invoice><cbc:ID>1</Invoice>'],
  ].map(([name, xml]) => {
    const f = join(root, name as string);
    writeFileSync(f, xml as string);
    return f;
  });
  // records every module the process loads
  hook = join(root, 'record.mjs');
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';
registerHooks({ resolve(spec, ctx, next) { const r = next(spec, ctx); process.stderr.write('LOADED ' + r.url + '\\n'); return r; } });`,
  );
}, 120_000);

function validate(env: Record<string, string> = {}, bin = join(root, 'bin/einvoice.js')) {
  const r = spawnSync(process.execPath, ['--import', hook, bin, 'validate', '--json', ...files], {
    encoding: 'utf8',
    env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1', ...env },
  });
  const loaded = r.stderr
    .split('\n')
    .filter((l) => l.startsWith('LOADED file:'))
    .map((l) => l.slice(7));
  return { status: r.status, stdout: r.stdout, loaded };
}

describe('start-up bundle of einvoice validate', () => {
  it('lists every source it holds, with size and modification time', () => {
    const m = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')) as BundleManifest;
    const names = m.inputs.map(([p]) => p);
    for (const f of ['src/main.ts', 'src/commands/validate.ts', 'einvoice/src/validate.ts', 'decimal.js'])
      expect(names.some((p) => p.includes(f))).toBe(true);
    // the PDF packages stay outside
    expect(names.filter((p) => /\/(pdf|extract)\/src\//.test(p))).toEqual([]);
    // every chunk is plain ASCII (non-ASCII characters escaped), one of them holds the German texts
    const chunks = readdirSync(join(root, 'dist')).filter((f) => f.endsWith('.js'));
    const texts = chunks.map((f) => readFileSync(join(root, 'dist', f), 'latin1'));
    expect(texts.filter((t) => /[\u0080-\uffff]/.test(t))).toEqual([]);
    expect(texts.some((t) => t.includes('K\\u00e4ufer'))).toBe(true);
  });

  it('runs from the bundle, with output byte-identical to the sources', () => {
    const bundled = validate();
    const sources = validate({ EINVOICE_BUNDLE: '0' });
    expect(bundled.status).toBe(1); // invalid and broken files are rejected
    expect(bundled.stdout.trim().split('\n')).toHaveLength(4);
    expect(bundled.stdout).toBe(sources.stdout);
    expect(bundled.status).toBe(sources.status);
    // the bundle: no TypeScript source and no PDF package loaded
    expect(bundled.loaded.some((u) => u.endsWith('/dist/main.js'))).toBe(true);
    expect(bundled.loaded.filter((u) => u.endsWith('.ts'))).toEqual([]);
    expect(bundled.loaded.filter((u) => /\/(pdf|extract)\/src\/|pdfjs|pdfkit|pdf-lib/.test(u))).toEqual([]);
    expect(sources.loaded.some((u) => u.includes('/einvoice/src/validate.ts'))).toBe(true);
  });

  it('is not used once a source in it has changed (size or modification time)', () => {
    const path = join(root, 'dist/manifest.json');
    const original = readFileSync(path, 'utf8');
    const m = JSON.parse(original) as BundleManifest;
    const first = m.inputs[0] as BundleManifest['inputs'][number];
    try {
      first[2] += 1000; // as if the file had been edited after the build
      writeFileSync(path, JSON.stringify(m));
      const r = validate();
      expect(r.loaded.some((u) => u.endsWith('/dist/main.js'))).toBe(false);
      expect(r.loaded.some((u) => u.includes('/einvoice/src/validate.ts'))).toBe(true);
      expect(r.stdout).toBe(validate({ EINVOICE_BUNDLE: '0' }).stdout);
    } finally {
      writeFileSync(path, original);
    }
  });

  it('other commands run from the sources', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', hook, join(root, 'bin/einvoice.js'), 'view', files[0] as string],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('<html');
    expect(r.stderr).toContain('/cli/src/commands/view.ts');
    expect(r.stderr).not.toContain('/dist/main.js');
  });
});

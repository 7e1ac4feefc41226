// Temporary files (issue 17, item 6): Ghostscript's copy of an upload lives only in a per-request
// folder; a process killed with SIGKILL mid-Ghostscript leaves it behind, and the next start-up of
// the server (main.ts) sweeps it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ghostscriptVersion } from '@ic/pdf';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const base = mkdtempSync(join(tmpdir(), 'ic-temp-sweep-'));
const children: ChildProcess[] = [];
afterAll(() => {
  // (also when the test ran over its time: no process of it outlives the run)
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(base, { recursive: true, force: true });
});

/** Every file under `dir`, as paths relative to it. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1));
}

function spawnNode(args: string[], env: Record<string, string>): { child: ChildProcess; out: () => string } {
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  return { child, out: () => out };
}

async function waitFor(cond: () => boolean, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Makes a long PDF and hands it to Ghostscript (normalizeToPdfA3), as the server does for a
// ZUGFeRD with the original visual.
const GS_SCRIPT = `
import { normalizeToPdfA3 } from '@ic/pdf';
import { makeLongPdf } from './packages/pdf/src/read/test-pdfs.ts';
const pdf = await makeLongPdf(400, 60);
console.log('ghostscript starts');
await normalizeToPdfA3(pdf, { timeoutMs: 120_000 });
console.log('ghostscript done');
`;

describe('temporary files', async () => {
  const gs = await ghostscriptVersion();
  it.skipIf(!gs)(
    'a SIGKILL mid-Ghostscript leaves the upload copy; the next server start-up sweeps it',
    async () => {
      const tmp = join(base, 'tmp');
      rmSync(tmp, { recursive: true, force: true });
      const root = join(tmp, 'invoice-converter');
      const { mkdirSync } = await import('node:fs');
      mkdirSync(tmp, { recursive: true });
      const a = spawnNode(['--input-type=module', '-e', GS_SCRIPT], { TMPDIR: tmp });
      await waitFor(() => files(root).some((f) => f.endsWith('in.pdf')), 120_000, 'in.pdf');
      // the copy is in a request folder inside the folder of its process, nowhere else
      const [inPdf] = files(root).filter((f) => f.endsWith('in.pdf'));
      expect(inPdf).toMatch(new RegExp(`^p${a.child.pid}-[a-z0-9]+/r-[^/]+/in\\.pdf$`));
      expect(readdirSync(tmp)).toEqual(['invoice-converter']);
      a.child.kill('SIGKILL');
      await new Promise((r) => a.child.once('exit', r));
      expect(a.out()).not.toContain('ghostscript done');
      expect(files(root).some((f) => f.endsWith('in.pdf'))).toBe(true); // left behind by the kill

      const dataDir = join(base, 'data');
      const b = spawnNode([MAIN], { TMPDIR: tmp, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
      try {
        await waitFor(() => b.out().includes('listening on'), 120_000, 'the server');
        expect(b.out()).toMatch(/"sweptTempDirs":1/);
        expect(files(root)).toEqual([]);
        expect(readdirSync(root)).toEqual([]);
      } finally {
        b.child.kill('SIGTERM');
        await new Promise((r) => b.child.once('exit', r));
      }
    },
    300_000,
  );
});

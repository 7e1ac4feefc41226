// The real entry point as a child process: config errors, start-up, graceful shutdown.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  // a test that timed out must not leave its server running
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(env: Record<string, string>): {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
  why: () => string;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  let signal: NodeJS.Signals | null = null;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code, sig) => {
      signal = sig;
      resolve(code);
    }),
  );
  // what ended the process, for a failure's message (a signal, stderr's end)
  const why = () => `signal ${String(signal)}; stderr: ${err.slice(-2000)}; stdout: ${out.slice(-2000)}`;
  return { child, out: () => out, err: () => err, exit, why };
}

async function waitFor(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('main.ts', () => {
  it('exits 1 listing every bad variable', async () => {
    const p = run({ PORT: 'eighty', LOG_LEVEL: 'chatty', DATABASE_URL: 'mysql://root:pw@x/db' });
    expect(await p.exit).toBe(1);
    expect(p.err()).toContain('Invalid configuration');
    expect(p.err()).toContain('PORT');
    expect(p.err()).toContain('LOG_LEVEL');
    expect(p.err()).toContain('DATABASE_URL');
    expect(p.err()).not.toContain('pw@');
    expect(p.out()).toBe('');
  });

  it('starts on SQLite in DATA_DIR, logs URL and start-up time, stops on SIGTERM with exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ic-main-'));
    dirs.push(dataDir);
    const p = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'none') });
    await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+/.test(p.out()));
    const line = p
      .out()
      .split('\n')
      .map((l) => (l.startsWith('{') ? (JSON.parse(l) as Record<string, unknown>) : {}))
      .find((l) => typeof l.startupMs === 'number');
    expect(line?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(line?.startupMs as number).toBeGreaterThan(0);
    const health = await fetch(`${String(line?.url)}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok', engine: 'sqlite' });
    expect(p.err()).not.toContain('ExperimentalWarning');
    p.child.kill('SIGTERM');
    expect(await p.exit, p.why()).toBe(0);
    expect(p.out()).toContain('"msg":"stopped"');
  });

  it('exits 1 with a clear message when PostgreSQL cannot be reached', async () => {
    const p = run({
      DATABASE_URL: 'postgres://nobody:hidden-pw@127.0.0.1:1/none',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    expect(await p.exit).toBe(1);
    expect(p.err()).toContain('Could not start');
    expect(p.err()).toContain('PostgreSQL');
    expect(p.err()).not.toContain('hidden-pw');
  });
});

describe('graceful close', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    let release: () => void = () => {};
    let started = false;
    const srv = await startTestServer({
      beforeListen: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise<void>((r) => {
            release = r;
            started = true;
          });
          return { done: true };
        });
      },
    });
    const inFlight = fetch(`${srv.url}/api/test/slow`);
    await waitFor(() => started);
    const closing = srv.app.close();
    setTimeout(() => release(), 100);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${srv.url}/api/health`)).rejects.toThrow();
    await srv.close();
  });
});

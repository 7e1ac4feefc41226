/**
 * Temporary files, only ever in a folder per request, removed when the request is done:
 *
 *   const out = await withTempDir(async (dir) => { … write dir/in.pdf, run Ghostscript … });
 *
 * Layout: `<os.tmpdir()>/invoice-converter/p<pid>-<random>/r-<random>/`. The process folder names
 * its owner (each worker thread has its own); `sweepTempDirs()` (called by the server at start-up)
 * removes the folders of processes that are no longer running, so even a `kill -9`
 * mid-Ghostscript leaves nothing behind for good. Request folders of this process older than 15
 * minutes (a worker thread terminated over its time limit never reaches its `finally`) are removed
 * as new ones are made, in the folders of all its threads. Nothing else writes upload bytes to disk.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STALE_MS = 15 * 60 * 1000;

/** The parent of every process folder (read at each call: TMPDIR may differ per process). */
export function tempRoot(): string {
  return join(tmpdir(), 'invoice-converter');
}

let processDir: string | undefined;

function ownDir(): string {
  if (processDir) return processDir;
  const root = tempRoot();
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const dir = join(root, `p${process.pid}-${Math.random().toString(36).slice(2, 10)}`);
  mkdirSync(dir, { mode: 0o700 });
  processDir = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Request folders older than STALE_MS in the folders of this process (all its threads). */
async function sweepOwnStale(): Promise<void> {
  const now = Date.now();
  const root = tempRoot();
  const mine = (await readdir(root).catch(() => [] as string[])).filter((n) =>
    n.startsWith(`p${process.pid}-`),
  );
  for (const own of mine) {
    for (const name of await readdir(join(root, own)).catch(() => [] as string[])) {
      const p = join(root, own, name);
      const s = await stat(p).catch(() => undefined);
      if (s && now - s.mtimeMs > STALE_MS) await rm(p, { recursive: true, force: true });
    }
  }
}

/** Runs `fn` with a fresh folder of its own, removed afterwards whatever happens. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const parent = ownDir();
  void sweepOwnStale();
  const dir = await mkdtemp(join(parent, 'r-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}

/**
 * Removes the folders of processes that are not running any more (and anything else in the
 * root that is not a process folder). Returns the names removed.
 */
export function sweepTempDirs(): string[] {
  const root = tempRoot();
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = /^p(\d+)-[a-z0-9]+$/.exec(name);
    const pid = m ? Number(m[1]) : undefined;
    if (pid !== undefined && (pid === process.pid || running(pid))) continue;
    const p = join(root, name);
    if (pid === undefined && Date.now() - (statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? 0) < STALE_MS)
      continue;
    rmSync(p, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

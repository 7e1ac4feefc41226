// `npm start`: builds the web app when its build is missing or older than its sources,
// then starts the server (embedded SQLite in DATA_DIR unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = [join(root, 'apps/web/src'), join(root, 'packages/einvoice/src')];
const stale = !existsSync(dist) || sources.some((d) => existsSync(d) && newest(d) > statSync(dist).mtimeMs);
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('building the web app (apps/web)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('../apps/server/src/main.ts');

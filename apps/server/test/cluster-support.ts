// Support for the multi-instance test: real server processes (src/main.ts) on one PostgreSQL
// database, Debian's nginx in front of them with the deployment config of deploy/nginx, and an
// HTTP client that can speak from any loopback address (so nginx sees different client IPs).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export const NGINX_SITE = fileURLToPath(
  new URL('../../../deploy/nginx/invoice-converter.conf', import.meta.url),
);

/** Debian's nginx, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const path = r.stdout.trim();
  return r.status === 0 && path ? path : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(cond: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!(await cond())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** A fresh database on the server of `baseUrl`; `drop` removes it (also with clients left). */
export async function createDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ic_multi_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  out: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node src/main.ts` as a child process and waits until /api/health answers. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      MALLOC_ARENA_MAX: '2',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  await waitFor(async () => exited || (await healthy(url)), 60_000, `instance on ${port}`);
  if (exited) throw new Error(`instance on ${port} exited at start-up:\n${out}`);
  return { port, url, child, out: () => out, exit };
}

export interface NginxProxy {
  url: string;
  config: string;
  stop: () => Promise<void>;
}

/**
 * Runs nginx (foreground, its own prefix, pid and log files in `dir`) with the site config of
 * deploy/nginx, rewritten to listen on a free loopback port and to proxy to `upstreamPorts`.
 * The test adds one header (X-Upstream: which instance answered).
 */
export async function startNginx(nginx: string, dir: string, upstreamPorts: number[]): Promise<NginxProxy> {
  const port = await freePort();
  const site = readFileSync(NGINX_SITE, 'utf8');
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  const rewritten = site
    .replace(/^ {4}server 127\.0\.0\.1:300\d .*\n/gm, '')
    .replace('upstream invoice_converter {\n', `upstream invoice_converter {\n${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(
      /(proxy_pass http:\/\/invoice_converter;)/,
      '$1\n        add_header X-Upstream $upstream_addr always;',
    );
  if (!rewritten.includes(`listen 127.0.0.1:${port};`) || !rewritten.includes(servers))
    throw new Error('deploy/nginx/invoice-converter.conf changed shape: update startNginx');
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), rewritten);
  const user = userInfo().username;
  const main = [
    // `user` only matters when nginx starts as root (its workers then keep this user)
    `user ${user};`,
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((s) => `  ${s}_temp_path ${join(dir, s)};`),
    `  include ${join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const child = spawn(nginx, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  const exit = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => exited || (await healthy(url)), 20_000, 'nginx');
  if (exited) throw new Error(`nginx did not start: ${err}`);
  return {
    url,
    config: rewritten,
    stop: async () => {
      if (!exited) child.kill('SIGTERM'); // fast shutdown of nginx
      await exit;
    },
  };
}

export interface Answer {
  status: number;
  /** the instance that answered last (nginx's $upstream_addr), '' when none */
  upstream: string;
  body: string;
  ms: number;
}

/** A multipart form as raw bytes (FormData serialized by the platform). */
export async function multipart(
  fields: Record<string, string | Uint8Array>,
): Promise<{ body: Buffer; type: string }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, new Blob([new Uint8Array(v)]), `${k}.xml`);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type') ?? '' };
}

/** POSTs from the loopback address `from` (e.g. 127.0.0.7); network errors become status 0. */
export function postFrom(
  url: string,
  form: { body: Buffer; type: string },
  from: string,
  timeoutMs = 60_000,
): Promise<Answer> {
  const u = new URL(url);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: 'POST',
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
        headers: { 'content-type': form.type, 'content-length': form.body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const upstream = String(res.headers['x-upstream'] ?? '')
            .split(',')
            .pop()
            ?.trim();
          resolve({
            status: res.statusCode ?? 0,
            upstream: upstream ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - t0,
          });
        });
        res.on('error', () => resolve({ status: 0, upstream: '', body: '', ms: performance.now() - t0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, upstream: '', body: e.message, ms: performance.now() - t0 }));
    req.end(form.body);
  });
}

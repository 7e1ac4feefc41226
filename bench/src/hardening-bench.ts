/**
 * The hostile inputs of issue 17, re-run against the real server (main.ts, SQLite, a temporary
 * DATA_DIR, 127.0.0.1, a port in 3400–3499 or from --port): for each, the answer code and time,
 * the latency of /api/health polled every 25 ms meanwhile by a separate process (p50, p99, max), the server's peak RSS during it (VmRSS
 * sampled every 25 ms); at the end the server's RSS after a minute of quiet, and whether any
 * temporary file is left.
 *
 *   node bench/src/hardening-bench.ts [--wait 60] [--threads N] [--port FIRST] [--only 2,4a] [--settle S]
 *   (--settle: seconds of quiet after each input, then its RSS; --only: inputs whose name starts so)
 *   npm run bench -- --only hardening
 *
 * Targets (issue 17): health p99 < 200 ms during any single hostile upload; RSS < 1 GB peak and
 * back under 400 MB within a minute after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applyTotals, writeCii, writeUbl } from '@ic/einvoice';
import { baselineInvoice } from '../../packages/einvoice/src/rules/fixtures.ts';
import { validKitchenSink } from '../../packages/einvoice/src/ubl/fixtures.ts';
import { flateBombPdf, makePdf } from '../../packages/pdf/src/read/test-pdfs.ts';

const REPO = resolve(import.meta.dirname, '..', '..');
const enc = (s: string) => new TextEncoder().encode(s);

interface Input {
  name: string;
  send: (url: string) => Promise<Response>;
}

/** Paid results (/render, /convert, /generate) need an account: a subscriber's API key (set in main). */
const auth: Record<string, string> = {};

function upload(path: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  return (url: string) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    fd.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${url}${path}`, { method: 'POST', body: fd, headers: auth });
  };
}

function generate(body: unknown) {
  // serialized now, not while it is measured (the health poller shares this process's event loop)
  const json = JSON.stringify(body);
  return (url: string) =>
    fetch(`${url}/api/v1/generate`, {
      method: 'POST',
      body: json,
      headers: { 'content-type': 'application/json', ...auth },
    });
}

/** A subscriber with an API key, written into the server's SQLite database (as the tests do). */
async function subscriberKey(dataDir: string): Promise<string> {
  const { openDatabase } = await import('../../apps/server/src/db/index.ts');
  const { insertUser } = await import('../../apps/server/test/helpers.ts');
  const { upsertSubscriptionFromStripe } = await import('../../apps/server/src/billing/subscription.ts');
  const { createApiKey } = await import('../../apps/server/src/auth/api-keys.ts');
  const db = await openDatabase({ kind: 'sqlite', file: join(dataDir, 'app.sqlite') });
  try {
    const userId = await insertUser(db, { email: `bench-${Date.now()}@example.com` });
    const end = new Date(Date.now() + 365 * 86_400_000);
    await upsertSubscriptionFromStripe(
      db,
      { userId, status: 'active', plan: 'yearly', currentPeriodEnd: end },
      1,
    );
    return (await createApiKey(db, userId, 'bench')).key;
  } finally {
    await db.destroy();
  }
}

/** A CII whose root carries `n` attributes, `size` bytes at most. */
function attributeFlood(n: number): string {
  const cii = writeCii(validKitchenSink());
  const attrs = Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('');
  return cii.replace(/<rsm:CrossIndustryInvoice/, `<rsm:CrossIndustryInvoice${attrs}`);
}

/** ≈2.3 MB: elements each with 1,000 attributes (within the 10,000 limit). */
function manyAttributesXml(): string {
  const attrs = Array.from({ length: 1000 }, (_, i) => ` a${i}="${i}"`).join('');
  const kids = Array.from({ length: 100 }, () => `<x${attrs}/>`).join('');
  return writeUbl(validKitchenSink()).replace('</Invoice>', `${kids}</Invoice>`);
}

/** ≈2.3 MB: 60 nested elements each declaring 1,900 namespaces. */
function manyNamespacesXml(): string {
  const decl = Array.from({ length: 1900 }, (_, i) => ` xmlns:p${i}="urn:x${i}"`).join('');
  const open = Array.from({ length: 60 }, () => `<x${decl}>`).join('');
  return writeUbl(validKitchenSink()).replace('</Invoice>', `${open}${'</x>'.repeat(60)}</Invoice>`);
}

/** An invoice of `n` lines, each with an item description of `describe` characters. */
function linesInvoice(n: number, describe = 0) {
  const base = baselineInvoice();
  const line = base.lines[0];
  if (!line) throw new Error('fixture without lines');
  const item = describe ? { ...line.item, description: 'd'.repeat(describe) } : line.item;
  return applyTotals({
    ...base,
    lines: Array.from({ length: n }, (_, i) => ({ ...line, id: String(i + 1), item })),
  });
}

const mb = (x: unknown) => `${(JSON.stringify(x).length / 1e6).toFixed(1)} MB`;

async function inputs(): Promise<Input[]> {
  const text = [{ text: 'Rechnung R-1 Muster GmbH Musterstraße 1 Berlin Summe 119,00 EUR', x: 60, top: 80 }];
  const hybrid = (xml: string) =>
    makePdf([{ texts: text }], {
      attachments: [{ name: 'factur-x.xml', bytes: enc(xml), afRelationship: 'Data' }],
    });
  const latin1 = writeUbl(validKitchenSink())
    .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    .replace(/<cbc:RegistrationName>[^<]*</, '<cbc:RegistrationName>Müller GmbH<');
  const utf16 = writeUbl(validKitchenSink()).replace('encoding="UTF-8"', 'encoding="UTF-16"');
  const utf16le = new Uint8Array(utf16.length * 2);
  for (let i = 0; i < utf16.length; i++) {
    utf16le[2 * i] = utf16.charCodeAt(i) & 0xff;
    utf16le[2 * i + 1] = utf16.charCodeAt(i) >> 8;
  }
  const badUtf8 = enc(writeUbl(validKitchenSink()).replace('</Invoice>', '<!--x--></Invoice>'));
  badUtf8[badUtf8.length - 16] = 0xc0;
  const emptySeller = validKitchenSink();
  emptySeller.seller.name = '';
  const wrongRam = writeCii(validKitchenSink()).replaceAll(
    'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
    'urn:example:wrong',
  );
  const xml23a = enc(manyAttributesXml());
  const xml23b = enc(manyNamespacesXml());
  const original = Buffer.from(await makePdf([{ texts: text }])).toString('base64');
  const g8000 = { invoice: linesInvoice(8000), format: 'zugferd', allowInvalid: true };
  const g2000 = { invoice: linesInvoice(2000), format: 'zugferd', allowInvalid: true };
  const gFat = { invoice: linesInvoice(8000, 600), format: 'zugferd', allowInvalid: true };
  return [
    {
      name: '1a hybrid PDF, 95 KB embedded XML with 12,000 attributes → /extract',
      send: upload('/api/v1/extract', await hybrid(attributeFlood(12_000)), 'h.pdf'),
    },
    {
      name: '1b hybrid PDF, 465 KB embedded XML with 9,000 attributes → /extract',
      send: upload(
        '/api/v1/extract',
        await hybrid(
          attributeFlood(9_000).replace(
            '</rsm:CrossIndustryInvoice>',
            `<!--${'x'.repeat(360_000)}--></rsm:CrossIndustryInvoice>`,
          ),
        ),
        'h.pdf',
      ),
    },
    {
      name: '2 PDF with a 300 MB flate-bomb attachment → /extract',
      send: upload('/api/v1/extract', await flateBombPdf(300), 'b.pdf'),
    },
    { name: '2 same → /validate', send: upload('/api/v1/validate', await flateBombPdf(300), 'b.pdf') },
    ...(['validate', 'view', 'render', 'convert'] as const).flatMap((ep) => [
      {
        name: `3a ${(xml23a.length / 1e6).toFixed(1)} MB XML, 100 × 1,000 attributes → /${ep}`,
        send: upload(`/api/v1/${ep}`, xml23a, 'a.xml', ep === 'convert' ? { to: 'cii' } : {}),
      },
      {
        name: `3b ${(xml23b.length / 1e6).toFixed(1)} MB XML, 60 × 1,900 namespaces → /${ep}`,
        send: upload(`/api/v1/${ep}`, xml23b, 'n.xml', ep === 'convert' ? { to: 'cii' } : {}),
      },
    ]),
    { name: `4a /generate ZUGFeRD, 8,000 lines (${mb(g8000)} JSON)`, send: generate(g8000) },
    { name: `4b /generate ZUGFeRD, 2,000 lines (${mb(g2000)} JSON)`, send: generate(g2000) },
    { name: `4c /generate ZUGFeRD, 8,000 described lines (${mb(gFat)} JSON)`, send: generate(gFat) },
    {
      name: '4d /generate 13 MB body',
      send: generate({
        invoice: { ...baselineInvoice(), notes: [{ text: 'x'.repeat(13e6) }] },
        format: 'ubl',
      }),
    },
    {
      name: '5a ISO-8859-1 "Müller" → /validate',
      send: upload(
        '/api/v1/validate',
        Uint8Array.from(latin1, (c) => c.charCodeAt(0) & 0xff),
        'l.xml',
      ),
    },
    { name: '5b invalid UTF-8 → /validate', send: upload('/api/v1/validate', badUtf8, 'u.xml') },
    { name: '5c UTF-16LE without BOM → /validate', send: upload('/api/v1/validate', utf16le, 'w.xml') },
    {
      name: '6 /generate ZUGFeRD with the original visual (Ghostscript)',
      send: generate({
        invoice: baselineInvoice(),
        format: 'zugferd',
        visual: 'original',
        original,
        allowInvalid: true,
      }),
    },
    {
      name: '7a empty seller name → /render',
      send: upload('/api/v1/render', enc(writeUbl(emptySeller)), 'e.xml'),
    },
    {
      name: '7b empty seller name → /convert zugferd',
      send: upload('/api/v1/convert', enc(writeUbl(emptySeller)), 'e.xml', {
        to: 'zugferd',
        allowInvalid: '1',
      }),
    },
    {
      name: '7c CII, wrong ram namespace → /convert ubl',
      send: upload('/api/v1/convert', enc(wrongRam), 'r.xml', { to: 'ubl' }),
    },
  ];
}

function rssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

async function port(first = 3400): Promise<number> {
  for (let p = first; p < first + 100; p++) {
    const free = await new Promise<boolean>((res) => {
      const s = createServer();
      s.once('error', () => res(false));
      s.listen(p, '127.0.0.1', () => s.close(() => res(true)));
    });
    if (free) return p;
  }
  throw new Error(`no free port in ${first}–${first + 99}`);
}

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * q) - 1)] ?? 0;

/** Sends one input while polling health and RSS; the figures of that time. */
/**
 * The health poller, in a process of its own: this process's event loop is busy sending the
 * hostile bodies (and collecting their garbage), which must not count as the server's latency.
 * Prints the latencies (ms, JSON) when it gets SIGTERM.
 */
const POLLER = `
const url = process.argv[1];
const xs = [];
let done = false;
process.on('SIGTERM', () => { done = true; });
(async () => {
  // warm-up (module loading, the first connection): not counted
  for (let i = 0; i < 5; i++) await fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined);
  process.stdout.write('ready\\n');
  while (!done) {
    const t = performance.now();
    await fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined);
    xs.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 25));
  }
  process.stdout.write(JSON.stringify(xs));
})();
`;

function startPoller(url: string): { ready: Promise<void>; stop: () => Promise<number[]> } {
  const child = spawn(process.execPath, ['-e', POLLER, `${url}/api/health`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise((r) => child.once('exit', r));
  const ready = new Promise<void>((resolve, reject) => {
    const t0 = Date.now();
    const check = () => {
      if (out.includes('ready\n')) resolve();
      else if (Date.now() - t0 > 30_000 || child.exitCode !== null)
        reject(new Error('health poller did not start'));
      else setTimeout(check, 20);
    };
    check();
  });
  return {
    ready,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(out.slice(out.indexOf('ready\n') + 6) || '[]') as number[];
    },
  };
}

async function measure(url: string, pid: number, input: Input) {
  let done = false;
  let peak = rssMb(pid);
  const poller = startPoller(url);
  await poller.ready;
  const poll = (async () => {
    while (!done) {
      peak = Math.max(peak, rssMb(pid));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const t0 = performance.now();
  let status = 0;
  let code = '';
  try {
    const res = await input.send(url);
    status = res.status;
    const body = Buffer.from(await res.arrayBuffer());
    if (status >= 400)
      code = (JSON.parse(body.toString()) as { error?: { code?: string } }).error?.code ?? '';
    else if (res.headers.get('content-type')?.includes('json')) {
      const j = JSON.parse(body.toString()) as { accepted?: boolean; source?: string };
      code = j.accepted !== undefined ? `accepted=${j.accepted}` : j.source ? `source=${j.source}` : '';
    }
  } catch (e) {
    code = `fetch failed: ${(e as Error).message}`;
  }
  const ms = performance.now() - t0;
  done = true;
  await poll;
  const health = await poller.stop();
  return {
    status,
    code,
    ms,
    healthP50: pct(health, 0.5),
    healthP99: pct(health, 0.99),
    healthMax: Math.max(0, ...health),
    peak,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      wait: { type: 'string', default: '60' },
      threads: { type: 'string' },
      port: { type: 'string' },
      only: { type: 'string' },
      settle: { type: 'string', default: '0' },
    },
  });
  // --only 4,6: the inputs whose name starts with one of these
  const only = values.only?.split(',').map((x) => x.trim());
  const list = (await inputs()).filter((i) => !only || only.some((o) => i.name.startsWith(o)));
  const dataDir = mkdtempSync(join(tmpdir(), 'ic-hardening-'));
  const tmp = join(dataDir, 'tmp');
  const p = await port(values.port ? Number(values.port) : undefined);
  const url = `http://127.0.0.1:${p}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(p),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TMPDIR: tmp,
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_API: '100000/1m',
    MALLOC_ARENA_MAX: '2',
    WEB_DIST: join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL;
  if (values.threads) env.WORKER_THREADS = values.threads;
  (await import('node:fs')).mkdirSync(tmp);
  const server = spawn(process.execPath, [join(REPO, 'apps/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid as number;
  try {
    for (let t = Date.now(); ; ) {
      if (
        await fetch(`${url}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      if (Date.now() - t > 120_000) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    auth.authorization = `Bearer ${await subscriberKey(dataDir)}`;
    console.log(`server pid ${pid} on ${url}, idle RSS ${rssMb(pid).toFixed(0)} MB`);
    const settle = Number(values.settle);
    console.log(
      `input | status code | time | health p50 / p99 / max | peak RSS | RSS ${settle} s after | load avg (1 min)`,
    );
    let overallPeak = 0;
    for (const input of list) {
      const m = await measure(url, pid, input);
      overallPeak = Math.max(overallPeak, m.peak);
      if (settle > 0) await new Promise((r) => setTimeout(r, settle * 1000));
      console.log(
        `${input.name} | ${m.status} ${m.code} | ${(m.ms / 1000).toFixed(2)} s | ${m.healthP50.toFixed(0)} / ${m.healthP99.toFixed(0)} / ${m.healthMax.toFixed(0)} ms | ${m.peak.toFixed(0)} MB | ${settle > 0 ? `${rssMb(pid).toFixed(0)} MB` : '–'} | ${(loadavg()[0] ?? 0).toFixed(1)}`,
      );
    }
    const wait = Number(values.wait);
    await new Promise((r) => setTimeout(r, wait * 1000));
    let left: string[] = [];
    try {
      left = readdirSync(join(tmp, 'invoice-converter'), { recursive: true })
        .map(String)
        .filter((f) => f.includes('.'));
    } catch {
      // no temporary folder was ever made
    }
    console.log(
      `peak RSS over all inputs ${overallPeak.toFixed(0)} MB; RSS ${wait} s after the last ${rssMb(pid).toFixed(0)} MB; temporary files left: ${left.length}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

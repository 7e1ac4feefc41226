// Seeded, bounded fuzzing (issue 17, item 9): ≥ 2,000 mutated XML invoices and ≥ 300 mutated PDFs
// through the worker pool's real tasks (validate, convert, extract), and a sample through the HTTP
// API. Asserted: no exception other than a catalogued error, no case over its time limit, no 5xx.
// FUZZ_SEED picks other cases (default 17); the counts are printed.
import { ERROR_CODES, type ErrorCode } from '@ic/einvoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskPool } from '../src/workers/pool.ts';
import type { Task, TaskResult } from '../src/workers/protocol.ts';
import { postUpload } from './api-support.ts';
import { type FuzzCase, pdfCases, pdfSeeds, xmlCases } from './fuzz-cases.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 17);
const XML_CASES = 2_000;
const PDF_CASES = 300;
/** the server's default TASK_TIMEOUT */
const TASK_LIMIT_MS = 30_000;
const CATALOGUE = new Set<string>(ERROR_CODES);

interface Outcome {
  name: string;
  kind: string;
  code: string;
  ms: number;
}

/** Runs `tasks` with at most `width` in flight; every outcome: 'ok', a code, or THROW:… */
async function runAll(pool: TaskPool, tasks: Array<[FuzzCase, Task]>, width: number): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const [c, task] = tasks[next++] as [FuzzCase, Task];
      let code: string;
      const t0 = performance.now();
      try {
        const r: TaskResult = await pool.run(task, { timeoutMs: TASK_LIMIT_MS });
        code = r.ok ? 'ok' : r.code;
      } catch (e) {
        const appCode = (e as { code?: ErrorCode }).code;
        code = appCode && CATALOGUE.has(appCode) ? appCode : `THROW:${(e as Error).name}`;
      }
      out.push({ name: c.name, kind: task.kind, code, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return out;
}

function summary(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[`${o.kind} ${o.code}`] = (counts[`${o.kind} ${o.code}`] ?? 0) + 1;
  return counts;
}

/**
 * Not a catalogued answer, or over the time limit (PROCESSING_TIMEOUT is also the answer to a
 * PDF refused as too large to inflate: then it comes early).
 */
const bad = (o: Outcome) => !(o.code === 'ok' || CATALOGUE.has(o.code)) || o.ms >= TASK_LIMIT_MS;

describe(`fuzzing (seed ${SEED})`, () => {
  let pool: TaskPool;
  beforeAll(() => {
    pool = new TaskPool({
      threads: 2,
      maxQueue: 100,
      timeoutMs: TASK_LIMIT_MS,
      queueTimeoutMs: 600_000,
      nice: 0,
    });
  });
  afterAll(async () => pool?.close());

  it(`${XML_CASES} mutated XML invoices: validate (all), convert (a tenth)`, {
    timeout: 600_000,
  }, async () => {
    const cases = xmlCases(SEED, XML_CASES);
    const targets = ['ubl', 'cii', 'ubl', 'cii', 'pdf'] as const;
    const tasks: Array<[FuzzCase, Task]> = [];
    cases.forEach((c, i) => {
      tasks.push([c, { kind: 'validate', bytes: new Uint8Array(c.bytes), lang: 'en', file: 'f.xml' }]);
      if (i % 10 === 0) {
        const to = targets[(i / 10) % targets.length] as (typeof targets)[number];
        tasks.push([
          c,
          { kind: 'convert', bytes: new Uint8Array(c.bytes), lang: 'de', to, allowInvalid: i % 20 === 0 },
        ]);
      }
    });
    const outcomes = await runAll(pool, tasks, 4);
    console.log(`fuzz XML: ${cases.length} cases, ${outcomes.length} tasks`, summary(outcomes));
    expect(outcomes.filter(bad)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(2_000);
  });

  it(`${PDF_CASES} mutated PDFs: extract and validate`, { timeout: 600_000 }, async () => {
    const cases = await pdfCases(SEED, PDF_CASES);
    const tasks: Array<[FuzzCase, Task]> = [];
    for (const c of cases) {
      tasks.push([c, { kind: 'extract', bytes: new Uint8Array(c.bytes) }]);
      tasks.push([c, { kind: 'validate', bytes: new Uint8Array(c.bytes), lang: 'en', file: 'f.pdf' }]);
    }
    const outcomes = await runAll(pool, tasks, 4);
    console.log(`fuzz PDF: ${cases.length} cases, ${outcomes.length} tasks`, summary(outcomes));
    expect(outcomes.filter(bad)).toEqual([]);
    // flate bombs are refused (too large to inflate), everything else is not a time-out
    for (const o of outcomes) expect(o.code === 'PROCESSING_TIMEOUT', o.name).toBe(o.name.endsWith('bomb'));
    // the mutations are not all fatal: some still read
    expect(outcomes.some((o) => o.kind === 'extract' && o.code === 'ok')).toBe(true);
  });
});

describe(`fuzzing through HTTP (seed ${SEED}, a sample)`, () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ env: { RATE_LIMIT_API: '10000/1m', WORKER_THREADS: '2' } });
  });
  afterAll(async () => srv?.close());

  it('no 5xx, every error in the documented shape', { timeout: 600_000 }, async () => {
    const xml = xmlCases(SEED + 1, 48);
    const pdf = (await pdfCases(SEED + 1, 16)).filter((c) => !c.name.endsWith('bomb'));
    const answers: string[] = [];
    const check = async (res: Response, what: string) => {
      answers.push(`${what} ${res.status}`);
      expect(res.status, what).toBeLessThan(500);
      if (res.status >= 400) {
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(CATALOGUE.has(body.error.code), `${what} ${body.error.code}`).toBe(true);
      } else await res.arrayBuffer();
    };
    for (const [i, c] of xml.entries()) {
      const path = i % 2 === 0 ? '/api/v1/validate' : '/api/v1/convert';
      const fields = path.endsWith('convert') ? { to: i % 4 === 1 ? 'cii' : 'ubl' } : undefined;
      await check(
        await postUpload(srv.url, path, { file: c.bytes, ...(fields ? { fields } : {}) }),
        `${path} ${c.name}`,
      );
    }
    for (const c of pdf) {
      const fd = new FormData();
      fd.append('file', new Blob([c.bytes as BlobPart], { type: 'application/pdf' }), 'x.pdf');
      await check(
        await fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: fd }),
        `/extract ${c.name}`,
      );
    }
    console.log(`fuzz HTTP: ${answers.length} requests`);
    expect(answers.length).toBe(xml.length + pdf.length);
  });
});

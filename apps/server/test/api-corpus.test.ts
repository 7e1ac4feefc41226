// The XRechnung test suite (../shared/corpus, skipped when absent) through POST /api/v1/validate:
// the API's verdict is the engine's verdict, for every file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { validateXml } from '@ic/einvoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { postUpload } from './api-support.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const SUITE = join(REPO_ROOT, '..', 'shared', 'corpus', 'xrechnung-testsuite');

function xmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.xml'))
    .map((f) => join(dir, f))
    .sort();
}

const files = xmlFiles(SUITE);

describe.skipIf(files.length === 0)('test-suite files through /api/v1/validate', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ env: { RATE_LIMIT_API: '100000/1m' } });
  });
  afterAll(async () => srv?.close());

  it(`gives the engine's verdict for all ${files.length} files (4 clients at once)`, async () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
    let next = 0;
    const mismatches: string[] = [];
    let cii = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (;;) {
          const file = files[next++];
          if (!file) return;
          const bytes = readFileSync(file);
          const direct = validateXml(bytes);
          const res = await postUpload(srv.url, '/api/v1/validate', {
            file: bytes,
            filename: basename(file),
          });
          const api = (await res.json()) as {
            file: string;
            syntax: string;
            accepted: boolean;
            counts: unknown;
            messages: Array<{ id: string }>;
            summary: { number: string } | null;
          };
          if (api.syntax === 'cii') cii++;
          const same =
            res.status === 200 &&
            api.file === basename(file) &&
            api.accepted === direct.report.accepted &&
            api.syntax === direct.report.syntax &&
            JSON.stringify(api.counts) === JSON.stringify(direct.report.counts) &&
            api.messages.map((m) => m.id).join() === direct.report.messages.map((m) => m.id).join() &&
            api.summary?.number === direct.invoice?.number;
          if (!same) mismatches.push(basename(file));
        }
      }),
    );
    expect(mismatches).toEqual([]);
    expect(cii).toBeGreaterThan(10);
  }, 180_000);
});

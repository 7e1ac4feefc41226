// Hostile and broken input over real HTTP (issue 17): the converter flow goes through the worker
// pool (a busy pool answers 503 with Retry-After), a flate bomb is refused, /generate's invoice is
// capped at 4 MB, and bad invoices give 4xx, never 500. SQLite and, with TEST_DATABASE_URL,
// PostgreSQL.
import { readdirSync } from 'node:fs';
import { writeCii, writeUbl } from '@ic/einvoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineInvoice } from '../../../packages/einvoice/src/rules/fixtures.ts';
import { flateBombPdf, makePdf, sharedContentPdf } from '../../../packages/pdf/src/read/test-pdfs.ts';
import { tempRoot } from '../../../packages/pdf/src/temp.ts';
import { postUpload, validKitchenSink } from './api-support.ts';
import { subscriberHeaders } from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

async function expectError(res: Response, status: number, code: string) {
  expect(res.status, `${code}`).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(3);
  return body;
}

describe.each(engines())('hardening on %s', (engine) => {
  let srv: TestServer;
  /** paid results (/render, /convert, /generate) need an account: a subscriber's API key */
  let auth: Record<string, string>;
  beforeAll(async () => {
    srv = await startTestServer({
      engine,
      env: { WORKER_THREADS: '1', QUEUE_TIMEOUT: '1s', RATE_LIMIT_API: '1000/1m' },
    });
    auth = await subscriberHeaders(srv);
  });
  afterAll(async () => srv?.close());

  const pdfForm = (bytes: Uint8Array) => {
    const fd = new FormData();
    fd.append('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), 'x.pdf');
    return fd;
  };
  const generate = (body: unknown) =>
    fetch(`${srv.url}/api/v1/generate`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'accept-language': 'de', ...auth },
    });

  it('an empty seller name renders and converts to PDF and ZUGFeRD (no 500)', async () => {
    const inv = validKitchenSink();
    inv.seller.name = '';
    const file = writeUbl(inv);
    const render = await postUpload(srv.url, '/api/v1/render', { headers: auth, file });
    expect(render.status).toBe(200);
    expect(render.headers.get('content-type')).toBe('application/pdf');
    for (const to of ['pdf', 'zugferd']) {
      const res = await postUpload(srv.url, '/api/v1/convert', {
        headers: auth,
        file,
        fields: { to, allowInvalid: '1' },
      });
      expect(res.status, to).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    // without allowInvalid: the report of the invalid output, 422
    const strict = await postUpload(srv.url, '/api/v1/convert', {
      headers: auth,
      file,
      fields: { to: 'zugferd' },
    });
    expect(strict.status).toBe(422);
  });

  it('a CII with a wrong ram namespace: 422 VALIDATION_FAILED with the report on convert to UBL', async () => {
    const file = writeCii(validKitchenSink()).replaceAll(RAM, 'urn:example:wrong-ram');
    const res = await postUpload(srv.url, '/api/v1/convert', { headers: auth, file, fields: { to: 'ubl' } });
    const body = (await expectError(res, 422, 'VALIDATION_FAILED')) as unknown as {
      report: { accepted: boolean; counts: { error: number } };
    };
    expect(body.report.accepted).toBe(false);
    expect(body.report.counts.error).toBeGreaterThan(0);
    const forced = await postUpload(srv.url, '/api/v1/convert', {
      headers: auth,
      file,
      fields: { to: 'ubl', allowInvalid: '1' },
    });
    expect(forced.status).toBe(422); // nothing to write: the input's report, still not a 500
  });

  it('/generate caps the invoice at 4 MB (413 in the error shape) but takes a normal one', async () => {
    const inv = baselineInvoice();
    const big = { ...inv, notes: [{ text: 'x'.repeat(5 * 1024 * 1024) }] };
    const res = await generate({ invoice: big, format: 'ubl', allowInvalid: true });
    const body = await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.error.message).toBe('Die Anfrage ist zu groß.');
    const ok = await generate({ invoice: inv, format: 'cii' });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('CrossIndustryInvoice');
  });

  it('/generate refuses a 13 MB body before parsing it (413), and checks the exact size after parsing', async () => {
    const post = (body: string) =>
      fetch(`${srv.url}/api/v1/generate`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'accept-language': 'de', ...auth },
      });
    // not even JSON (cut off): a parse would answer INVALID_JSON; the size check comes first
    const cut = `{"invoice":{"notes":[{"text":"${'x'.repeat(13e6)}`;
    const t0 = performance.now();
    await expectError(await post(cut), 413, 'PAYLOAD_TOO_LARGE');
    expect(performance.now() - t0).toBeLessThan(20_000);
    // a 5 MB text under a nested key named "original" passes the scan; the worker's check after
    // parsing counts only the top-level original PDF
    const nested = { invoice: { ...baselineInvoice(), x: { original: 'A'.repeat(5e6) } }, format: 'ubl' };
    await expectError(await post(JSON.stringify(nested)), 413, 'PAYLOAD_TOO_LARGE');
    // broken JSON and a schema violation, parsed in the worker: catalogued 400s
    await expectError(await post('{"invoice":'), 400, 'INVALID_JSON');
    await expectError(await post('{"__proto__":{"x":1},"invoice":{},"format":"ubl"}'), 400, 'INVALID_JSON');
    await expectError(await post(JSON.stringify({ invoice: [], format: 'ubl' })), 400, 'VALIDATION_FAILED');
    // the Idempotency-Key header is still checked against its schema (at most 200 characters)
    const longKey = await fetch(`${srv.url}/api/v1/generate`, {
      method: 'POST',
      body: JSON.stringify({ invoice: baselineInvoice(), format: 'ubl' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(300), ...auth },
    });
    await expectError(longKey, 400, 'VALIDATION_FAILED');
    // a 6 MB original PDF beside a normal invoice is fine (the cap is on the invoice)
    const pdf = await makePdf([{ texts: [{ text: 'Rechnung', x: 72, top: 72 }] }]);
    const padded = new Uint8Array(6e6);
    padded.set(pdf);
    const orig = await generate({
      invoice: baselineInvoice(),
      format: 'ubl',
      visual: 'original',
      original: Buffer.from(padded).toString('base64'),
    });
    expect(orig.status, await orig.clone().text()).toBe(200);
  });

  it('/extract refuses a PDF with a flate-bomb attachment (503 PROCESSING_TIMEOUT), and keeps serving', async () => {
    const bomb = await flateBombPdf(300, 'attachment');
    const res = await fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: pdfForm(bomb) });
    await expectError(res, 503, 'PROCESSING_TIMEOUT');
    expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
  });

  it('/extract and /generate run in the worker pool: a busy pool answers 503 with Retry-After', async () => {
    const pdf = await makePdf([
      { texts: [{ text: 'Rechnung 2024-1 Muster GmbH, Musterstraße 1, Berlin', x: 72, top: 72 }] },
    ]);
    // the one worker busy for a while
    const busy = srv.app.tasks.run({ kind: 'spin', ms: 4000 }, { timeoutMs: 60_000 });
    await new Promise((r) => setTimeout(r, 200));
    const ex = await fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: pdfForm(pdf) });
    await expectError(ex, 503, 'SERVICE_UNAVAILABLE');
    expect(ex.headers.get('retry-after')).toBe('1');
    const gen = await generate({ invoice: baselineInvoice(), format: 'ubl' });
    await expectError(gen, 503, 'SERVICE_UNAVAILABLE');
    expect(gen.headers.get('retry-after')).toBe('1');
    await busy;
    const again = await fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: pdfForm(pdf) });
    expect(again.status).toBe(200);
  });
});

describe('Ghostscript under the task limit', () => {
  it('a slow original for ZUGFeRD stops at its time limit: 503 PROCESSING_TIMEOUT, no temporary folder left', async () => {
    // TASK_TIMEOUT 5 s: Ghostscript gets what is left of it less a margin (≈ 2 s)
    const srv = await startTestServer({
      env: { WORKER_THREADS: '1', TASK_TIMEOUT: '5s', RATE_LIMIT_API: '1000/1m' },
    });
    try {
      const auth = await subscriberHeaders(srv);
      const ops = Array.from(
        { length: 200_000 },
        (_, i) => `${i % 500} ${(i * 7) % 800} m ${(i * 3) % 500} ${i % 800} l S`,
      );
      const slow = sharedContentPdf(40, ops.join('\n'));
      const res = await fetch(`${srv.url}/api/v1/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de', ...auth },
        body: JSON.stringify({
          invoice: baselineInvoice(),
          format: 'zugferd',
          visual: 'original',
          original: Buffer.from(slow).toString('base64'),
        }),
      });
      await expectError(res, 503, 'PROCESSING_TIMEOUT');
      // this process's folders only (other test processes share the temporary root)
      const left = readdirSync(tempRoot(), { recursive: true })
        .map(String)
        .filter((n) => n.startsWith(`p${process.pid}-`) && /\/r-/.test(n));
      expect(left).toEqual([]);
      expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
    } finally {
      await srv.close();
    }
  }, 60_000);
});

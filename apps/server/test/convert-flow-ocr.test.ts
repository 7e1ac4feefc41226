// A scanned PDF through POST /api/v1/extract over real HTTP, the OCR in the worker pool: the scan
// is made here (scanPdf: a generated text PDF rendered, skewed, noised, JPEG'd, no text layer).
// Plain JSON and the streamed form (Accept: application/x-ndjson) with real progress; the page
// cap as a localized catalogued error; a 3-page scan under its own time limit (TASK_TIMEOUT +
// OCR_TASK_TIMEOUT per page) with progress per page while /api/v1/validate is still answered.
// On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import type { ExtractProgress, ExtractStreamLine } from '@ic/einvoice';
import { closeSharedPdfPool, scanPdf } from '@ic/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, type Placed } from '../../../packages/pdf/src/read/test-pdfs.ts';
import type { ExtractResponse } from '../src/api/v1/convert-flow.ts';
import { postUpload, ubl } from './api-support.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

const TEXTS: Placed[] = [
  { x: 40, top: 60, text: 'Muster GmbH · Hauptstr. 1 · 10115 Berlin', size: 8 },
  { x: 40, top: 90, text: 'Kunde AG' },
  { x: 40, top: 102, text: 'Nebenweg 2' },
  { x: 40, top: 114, text: '80331 München' },
  { x: 40, top: 160, text: 'Rechnungsnummer:' },
  { x: 200, top: 160, text: 'R-2024-17' },
  { x: 40, top: 172, text: 'Rechnungsdatum:' },
  { x: 200, top: 172, text: '15.11.2024' },
  { x: 300, top: 230, text: 'Summe netto' },
  { x: 480, top: 230, text: '100,00' },
  { x: 300, top: 242, text: 'MwSt. 19 %' },
  { x: 480, top: 242, text: '19,00' },
  { x: 300, top: 254, text: 'Gesamtbetrag' },
  { x: 480, top: 254, text: '119,00' },
];

function form(bytes: Uint8Array): FormData {
  const fd = new FormData();
  fd.append('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), 'scan.pdf');
  return fd;
}

/** Pages 2 and 3 of the multi-page scan: an item table carried over, then the totals. */
const ITEMS: Placed[] = [
  { x: 40, top: 80, text: 'Pos.' },
  { x: 80, top: 80, text: 'Beschreibung' },
  { x: 330, top: 80, text: 'Menge' },
  { x: 400, top: 80, text: 'Einzelpreis' },
  { x: 490, top: 80, text: 'Gesamt' },
  { x: 40, top: 100, text: '1' },
  { x: 80, top: 100, text: 'Beratung' },
  { x: 330, top: 100, text: '2' },
  { x: 400, top: 100, text: '50,00' },
  { x: 490, top: 100, text: '100,00' },
];

let scan: Uint8Array;
let text: Uint8Array;
let scan3: Uint8Array;

beforeAll(async () => {
  text = await makePdf([{ texts: TEXTS }]);
  scan = (await scanPdf(text, { seed: 19, skewDeg: -1.4 })).pdf;
  const three = await makePdf([{ texts: TEXTS.slice(0, 8) }, { texts: ITEMS }, { texts: TEXTS.slice(8) }]);
  scan3 = (await scanPdf(three, { seed: 23 })).pdf;
});

/** The lines of an NDJSON answer as they arrive; `onLine` sees each. */
async function readLines(res: Response, onLine: (l: ExtractStreamLine<ExtractResponse>) => void) {
  const lines: Array<ExtractStreamLine<ExtractResponse>> = [];
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    rest += decoder.decode(chunk, { stream: true });
    let nl = rest.indexOf('\n');
    while (nl >= 0) {
      const l = JSON.parse(rest.slice(0, nl)) as ExtractStreamLine<ExtractResponse>;
      rest = rest.slice(nl + 1);
      lines.push(l);
      onLine(l);
      nl = rest.indexOf('\n');
    }
  }
  return lines;
}

afterAll(async () => closeSharedPdfPool());

describe.each(engines())('a scanned PDF through /api/v1/extract on %s', { timeout: 180_000 }, (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    // OCR has its own limit per page (TASK_TIMEOUT + pages × OCR_TASK_TIMEOUT), both raised for a
    // loaded CI machine (a thread's cold start alone took over 30 s there); one OCR at a time, the
    // second worker free for other requests
    srv = await startTestServer({
      engine,
      env: {
        TASK_TIMEOUT: '90s',
        OCR_TASK_TIMEOUT: '60s',
        WORKER_THREADS: '2',
        OCR_CONCURRENCY: '1',
        RATE_LIMIT_API: '100/1m',
      },
    });
  });
  afterAll(async () => srv?.close());

  it('streams real OCR progress, then the invoice with every value marked from OCR', async () => {
    const res = await fetch(`${srv.url}/api/v1/extract`, {
      method: 'POST',
      body: form(scan),
      headers: { accept: 'application/x-ndjson' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ExtractStreamLine<ExtractResponse>);
    const progress = lines.flatMap((l) => ('progress' in l ? [l.progress] : [])) as ExtractProgress[];
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every((p) => p.stage === 'ocr' && p.page === 1 && p.pages === 1)).toBe(true);
    const done = progress.map((p) => p.done);
    expect([...done].sort((a, b) => a - b)).toEqual(done);
    expect(done.at(-1)).toBe(1);
    const last = lines.at(-1);
    expect(last && 'result' in last).toBe(true);
    const r = (last as { result: ExtractResponse }).result;
    expect(r.source).toBe('extracted');
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.totals.taxInclusive).toBe('119.00');
    expect(r.ocr?.pages.map((p) => p.page)).toEqual([1]);
    expect(Math.abs((r.ocr?.pages[0]?.skewDeg ?? 0) + 1.4)).toBeLessThan(0.3);
    expect(r.fields.number).toMatchObject({ ocr: true });
    expect(Object.values(r.fields).every((f) => f.ocr === true && f.confidence <= 0.6)).toBe(true);
  });

  it('a 3-page scan: its own time limit, progress per page, /api/v1/validate answered meanwhile', async () => {
    const res = await fetch(`${srv.url}/api/v1/extract`, {
      method: 'POST',
      body: form(scan3),
      headers: { accept: 'application/x-ndjson' },
    });
    expect(res.status).toBe(200);
    let validated: Promise<number> | undefined;
    const lines = await readLines(res, (l) => {
      // while the scan is read, a validation is answered by the other worker thread
      if ('progress' in l && !validated)
        validated = postUpload(srv.url, '/api/v1/validate', { file: ubl() }).then((r) => r.status);
    });
    expect(await validated).toBe(200);
    const progress = lines.flatMap((l) => ('progress' in l ? [l.progress] : [])) as ExtractProgress[];
    expect(progress.every((p) => p.stage === 'ocr' && p.pages === 3)).toBe(true);
    expect([...new Set(progress.map((p) => p.page))]).toEqual([1, 2, 3]);
    expect([...new Set(progress.map((p) => p.index))]).toEqual([1, 2, 3]);
    const done = progress.map((p) => p.done);
    expect([...done].sort((a, b) => a - b)).toEqual(done);
    expect(done.at(-1)).toBe(1);
    const last = lines.at(-1);
    expect(last && 'result' in last, JSON.stringify(last)).toBe(true);
    const r = (last as { result: ExtractResponse }).result;
    expect(r.ocr?.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.invoice.totals.taxInclusive).toBe('119.00');
  });

  it('answers a text PDF as plain JSON even when the client accepts a stream', async () => {
    const res = await fetch(`${srv.url}/api/v1/extract`, {
      method: 'POST',
      body: form(text),
      headers: { accept: 'application/x-ndjson' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const r = (await res.json()) as ExtractResponse;
    expect(r.invoice.number).toBe('R-2024-17');
    expect(r.ocr).toBeUndefined();
    expect(r.fields.number?.ocr).toBeUndefined();
  });

  it('refuses more than 10 scanned pages with a localized catalogued error', async () => {
    const many = await makePdf(Array.from({ length: 11 }, () => ({ image: true })));
    const res = await fetch(`${srv.url}/api/v1/extract`, {
      method: 'POST',
      body: form(many),
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PDF_SCAN_TOO_MANY_PAGES');
    expect(body.error.message).toMatch(/höchstens 10 gescannte Seiten/);
  });
});

// POST /api/v1/extract with an LLM provider configured (LLM_PRIMARY_URL …): the real client code
// talks to a local OpenAI-compatible server. It must receive only the PDF's text layout, its answer
// goes through the offline reconciliation, and any failure falls back to the offline result.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeSharedPdfPool, renderInvoicePdf } from '@ic/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineInvoice } from '../../../packages/einvoice/src/rules/fixtures.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let mode: 'ok' | 'fail' = 'ok';
const bodies: string[] = [];
let llm: Server;
let srv: TestServer;
let pdf: Uint8Array;
const saved = { ...process.env };

function handler(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    bodies.push(raw);
    if (mode === 'fail' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(500).end('{"error":"boom"}');
      return;
    }
    // a plausible answer that adds a due date the offline rules may miss
    const content = JSON.stringify({ dueDate: '2024-03-31', vatBreakdown: [], lines: [] });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
}

beforeAll(async () => {
  llm = createServer(handler);
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  process.env.LLM_PRIMARY_URL = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
  process.env.LLM_PRIMARY_MODEL = 'test-model';
  process.env.LLM_TIMEOUT_MS = '2000';
  process.env.LLM_RETRIES = '0';
  pdf = await renderInvoicePdf(baselineInvoice(), { lang: 'de', creationDate: new Date('2024-03-01') });
  srv = await startTestServer({ engine: 'sqlite' });
});

afterAll(async () => {
  await srv?.close();
  await closeSharedPdfPool();
  llm.closeAllConnections();
  await new Promise((r) => llm.close(r));
  for (const k of ['LLM_PRIMARY_URL', 'LLM_PRIMARY_MODEL', 'LLM_TIMEOUT_MS', 'LLM_RETRIES']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

interface Extracted {
  invoice: { number: string };
  notices: Array<{ code: string; params?: Record<string, string> }>;
  warnings: string[];
}

async function extract(): Promise<Extracted> {
  const fd = new FormData();
  fd.append('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'invoice.pdf');
  const res = await fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: fd });
  expect(res.status).toBe(200);
  return (await res.json()) as Extracted;
}

describe('extraction with an LLM provider configured', () => {
  it('sends only the text layout and keeps the reconciled result', async () => {
    bodies.length = 0;
    const r = await extract();
    expect(bodies).toHaveLength(1);
    const sent = bodies[0] ?? '';
    expect(sent).toContain(baselineInvoice().number); // the invoice number is in the text layout
    expect(sent).not.toContain('%PDF'); // never the file
    expect(r.invoice.number).toBe(baselineInvoice().number);
  });

  it('falls back to the offline result when the provider fails', async () => {
    mode = 'fail';
    const r = await extract();
    expect(r.warnings.join(' ')).toMatch(/LLM extraction failed/);
    expect(r.notices[0]?.code).toBe('EXTRACT_LLM_FAILED');
    expect(r.notices[0]?.params?.reason).toBeTruthy();
    expect(r.notices[0]?.params?.cause).toBe('unavailable'); // HTTP 500
    expect(r.invoice.number).toBe(baselineInvoice().number);
    mode = 'ok';
  });
});

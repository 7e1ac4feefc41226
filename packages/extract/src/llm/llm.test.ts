import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type TextItem } from '../layout.ts';
import { renderNotice } from '../notices.ts';
import { layout } from '../test-layout.ts';
import {
  askProviders,
  extractWithLlm,
  type LlmConfig,
  LlmError,
  layoutText,
  llmConfigFromEnv,
  llmFailedNotice,
  mergeLlmAnswer,
} from './index.ts';

/** A tiny OpenAI-compatible server: validates the request shape, answers per `mode`. */
let mode: 'ok' | '500' | '401' | 'timeout' | 'bad-json' = 'ok';
let answer: unknown = {};
const requests: Array<{ url: string; auth?: string; body: Record<string, unknown> }> = [];
let server: Server;
let base = '';

function handler(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push({ url: req.url ?? '', auth: req.headers.authorization, body });
    const rf = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
    const msgs = body.messages as Array<{ role: string; content: string }> | undefined;
    if (
      req.method !== 'POST' ||
      !req.url?.endsWith('/chat/completions') ||
      typeof body.model !== 'string' ||
      rf?.type !== 'json_schema' ||
      !rf.json_schema?.schema ||
      !Array.isArray(msgs) ||
      msgs.length !== 2
    ) {
      res.writeHead(400).end('{"error":"bad request shape"}');
      return;
    }
    if (mode === 'timeout') return; // never answers
    if (mode === '500' || mode === '401') {
      res.writeHead(Number(mode)).end('{"error":"boom"}');
      return;
    }
    const content = mode === 'bad-json' ? 'not json' : JSON.stringify(answer);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
}

beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  mode = 'ok';
  requests.length = 0;
});

/** A small invoice layout: header, one table row, totals. */
function doc() {
  const items: TextItem[] = [];
  const add = (y: number, x: number, text: string) =>
    items.push({ page: 1, text, x, y, w: text.length * 5, h: 10, size: 10 });
  add(50, 40, 'Muster GmbH · Hauptstr. 1 · 10115 Berlin');
  add(80, 40, 'Kunde AG');
  add(92, 40, 'Nebenweg 2');
  add(104, 40, '80331 München');
  add(140, 40, 'Rechnungsnummer:');
  add(140, 200, 'R-2024-17');
  add(152, 40, 'Rechnungsdatum:');
  add(152, 200, '15.11.2024');
  add(190, 40, 'Pos.');
  add(190, 80, 'Beschreibung');
  add(190, 300, 'Menge');
  add(190, 360, 'Einzelpreis');
  add(190, 450, 'Betrag');
  add(204, 40, '1');
  add(204, 80, 'Beratung');
  add(204, 300, '2');
  add(204, 360, '50,00');
  add(204, 450, '100,00');
  add(240, 300, 'Summe netto');
  add(240, 450, '100,00');
  add(252, 300, 'MwSt. 19 %');
  add(252, 450, '19,00');
  add(264, 300, 'Gesamtbetrag');
  add(264, 450, '119,00');
  return buildDoc(items, [{ width: 595, height: 842 }]);
}

const cfg = (over: Partial<LlmConfig> = {}): LlmConfig => ({
  primary: { name: 'primary', url: base, model: 'test-model', key: 'k1' },
  timeoutMs: 300,
  retries: 0,
  ...over,
});

describe('LLM providers', () => {
  it('reads the configuration from the environment', () => {
    expect(llmConfigFromEnv({})).toBeUndefined();
    const c = llmConfigFromEnv({
      LLM_PRIMARY_URL: 'http://a/v1',
      LLM_PRIMARY_MODEL: 'm',
      LLM_FALLBACK_URL: 'http://b/v1',
      LLM_FALLBACK_MODEL: 'n',
      LLM_FALLBACK_KEY: 'x',
      LLM_TIMEOUT_MS: '1234',
    });
    expect(c?.primary.url).toBe('http://a/v1');
    expect(c?.fallback?.key).toBe('x');
    expect(c?.timeoutMs).toBe(1234);
  });

  it('sends only the text layout with a JSON schema and parses the answer', async () => {
    answer = { hello: 'world' };
    const out = await askProviders(
      cfg(),
      [
        { role: 'system', content: 's' },
        { role: 'user', content: layoutText(doc()) },
      ],
      { type: 'object' },
    );
    expect(out).toEqual({ hello: 'world' });
    expect(requests[0]?.auth).toBe('Bearer k1');
    const msgs = (requests[0]?.body.messages ?? []) as Array<{ content: string }>;
    const user = msgs[1]?.content ?? '';
    expect(user).toContain('Rechnungsnummer:');
    expect(user).not.toContain('%PDF');
  });

  it('retries, then falls back to the second provider on 500 and timeouts', async () => {
    mode = '500';
    await expect(
      askProviders(
        cfg({ retries: 1 }),
        [
          { role: 'system', content: 's' },
          { role: 'user', content: 'u' },
        ],
        {},
      ),
    ).rejects.toThrow(/HTTP 500.*HTTP 500/);
    expect(requests.length).toBe(2);
    mode = 'timeout';
    const t0 = Date.now();
    await expect(
      askProviders(
        cfg({ timeoutMs: 150 }),
        [
          { role: 'system', content: 's' },
          { role: 'user', content: 'u' },
        ],
        {},
      ),
    ).rejects.toThrow(/timeout/);
    expect(Date.now() - t0).toBeLessThan(2000);
    // fallback answers when the primary is unreachable
    mode = 'ok';
    answer = { ok: 1 };
    const out = await askProviders(
      cfg({
        primary: { name: 'primary', url: 'http://127.0.0.1:9/v1', model: 'm' },
        fallback: { name: 'fallback', url: base, model: 'm2' },
      }),
      [
        { role: 'system', content: 's' },
        { role: 'user', content: 'u' },
      ],
      {},
    );
    expect(out).toEqual({ ok: 1 });
    expect(requests.at(-1)?.body.model).toBe('m2');
  });

  it('tells why it failed with a cause code the notices localize', async () => {
    const msgs = [
      { role: 'system' as const, content: 's' },
      { role: 'user' as const, content: 'u' },
    ];
    const causeOf = async (c: LlmConfig) => {
      try {
        await askProviders(c, msgs, {});
      } catch (e) {
        expect(e).toBeInstanceOf(LlmError);
        return llmFailedNotice(e);
      }
      throw new Error('no failure');
    };
    mode = '401';
    const rejected = await causeOf(cfg({ retries: 2 }));
    expect(requests.length).toBe(1); // a refused request is not retried
    expect(rejected.params?.cause).toBe('rejected');
    expect(rejected.params?.reason).toMatch(/HTTP 401/);
    mode = '500';
    expect((await causeOf(cfg())).params?.cause).toBe('unavailable');
    mode = 'timeout';
    expect((await causeOf(cfg({ timeoutMs: 100 }))).params?.cause).toBe('timeout');
    mode = 'bad-json';
    expect((await causeOf(cfg())).params?.cause).toBe('bad-answer');
    const dead = await causeOf(
      cfg({ primary: { name: 'primary', url: 'http://127.0.0.1:9/v1', model: 'm' } }),
    );
    expect(dead.params?.cause).toBe('unreachable');
    // the texts: localized cause, no technical English in the German one
    const de = renderNotice(rejected, 'de');
    expect(de).toBe(
      'Auslesen mit dem Sprachmodell fehlgeschlagen (der Anbieter hat die Anfrage abgelehnt; bitte Schlüssel und Modell in den Einstellungen prüfen); das Offline-Ergebnis wird verwendet',
    );
    expect(de).not.toMatch(/HTTP|primary/);
    expect(renderNotice(dead, 'en')).toBe(
      'LLM extraction failed (the provider could not be reached); offline result used',
    );
    // a code the catalog does not know is shown as it is
    expect(renderNotice({ code: 'EXTRACT_LLM_FAILED', params: { cause: 'constructor' } }, 'en')).toBe(
      'LLM extraction failed (constructor); offline result used',
    );
    mode = 'ok';
  });

  it('rejects non-JSON content', async () => {
    mode = 'bad-json';
    await expect(
      askProviders(
        cfg(),
        [
          { role: 'system', content: 's' },
          { role: 'user', content: 'u' },
        ],
        {},
      ),
    ).rejects.toThrow(/not JSON/);
  });

  it('merges a checked answer: fills gaps, refuses invented amounts and invalid ids', async () => {
    const d = doc();
    const rules = extractInvoice(d);
    expect(rules.invoice.number).toBe('R-2024-17');
    answer = {
      invoiceNumber: 'WRONG-1',
      dueDate: '2024-12-15',
      sellerVatId: 'DE12345', // invalid format
      buyerVatId: null,
      iban: 'DE91 1000 0000 0123 4567 89',
      paidAmount: '55.55', // not printed in the document
      amountDue: '119.00',
      vatBreakdown: [],
      lines: [],
    };
    const r = await extractWithLlm(d, rules, cfg());
    expect(r.invoice.number).toBe('R-2024-17'); // strong offline value kept
    expect(r.invoice.dueDate).toBe('2024-12-15'); // gap filled
    expect(r.invoice.seller.vatId).toBeUndefined();
    expect(r.invoice.paymentInstructions?.creditTransfers[0]?.accountId).toBe('DE91100000000123456789');
    expect(r.invoice.totals.paidAmount).toBeUndefined();
    expect(r.invoice.totals.amountDue).toBe('119.00');
  });
});

describe('LLM lines over a stand-in line', () => {
  it('takes the answer lines when the offline result found no item rows', () => {
    const d = layout([
      [100, 40, 'Rechnung Nr. 2015738820'],
      [130, 43, 'Finanzrate vom 01.11.2024 bis 30.11.2024'],
      [142, 43, 'Nettobetrag'],
      [142, 500, '376,37'],
      [170, 43, 'MwSt. 19 %'],
      [170, 500, '71,51'],
      [182, 43, 'Gesamtbetrag'],
      [182, 500, '447,88'],
    ]);
    const rules = extractInvoice(d);
    expect(rules.invoice.lines).toHaveLength(1);
    const r = mergeLlmAnswer(d, rules, {
      lines: [
        {
          id: '1',
          name: 'Finanzrate November',
          quantity: '1',
          unit: null,
          unitPrice: '376.37',
          netAmount: '376.37',
          vatRate: '19',
        },
      ],
    });
    expect(r.invoice.lines.map((l) => l.item.name)).toEqual(['Finanzrate November']);
    expect(r.notices.map((n) => n.code)).toContain('EXTRACT_LLM_LINES');
    expect(r.notices.map((n) => n.code)).not.toContain('EXTRACT_NO_LINES');
  });
});

// API v1 upload routes against the real server (SQLite, and PostgreSQL when TEST_DATABASE_URL
// is set): happy paths of validate, view, render, convert and every documented error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readInvoice } from '@ic/einvoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cii, decodeHeader, postUpload, simpleInvoice, ubl } from './api-support.ts';
import { subscriberHeaders } from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

interface ApiReport {
  syntax: string | null;
  accepted: boolean;
  scenario: string | null;
  counts: { error: number; warning: number; information: number };
  messages: Array<{ id: string; level: string; text: string; location: string; bt: string[] }>;
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** The invoice without a buyer reference: BR-DE-15 makes any XRechnung output invalid. */
function withoutBuyerReference(): string {
  const inv = simpleInvoice();
  delete inv.buyerReference;
  return ubl(inv);
}

describe.each(engines())('API v1 uploads on %s', (engine) => {
  let srv: TestServer;
  const inv = simpleInvoice();
  const UBL = ubl(inv);
  const CII = cii(inv);

  beforeAll(async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_API: '10000/1m' } });
    paid = await subscriberHeaders(srv);
  });
  afterAll(async () => srv?.close());

  // Signed in (API key of a subscriber) for all routes: /render and /convert are paid results.
  let paid: Record<string, string> = {};
  const post = (path: string, opts: Parameters<typeof postUpload>[2] = {}) =>
    postUpload(srv.url, path, { ...opts, headers: { ...paid, ...opts.headers } });

  async function expectError(res: Response, status: number, code: string, messageStart?: string) {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    if (messageStart) expect(body.error.message.startsWith(messageStart)).toBe(true);
    return body;
  }

  // ---- happy paths --------------------------------------------------------------------------

  it('validate: a UBL invoice → accepted report, summary and model', async () => {
    const res = await post('/api/v1/validate', { file: UBL, filename: 'rechnung.xml' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      file: 'rechnung.xml',
      source: 'xml',
      syntax: 'ubl',
      accepted: true,
      counts: { error: 0 },
      summary: {
        number: inv.number,
        sellerName: inv.seller.name,
        buyerName: inv.buyer.name,
        currency: 'EUR',
        amountDue: inv.totals.amountDue,
      },
    });
    expect(body.scenario).toMatch(/^xrechnung/);
    expect(body.invoice.seller.name).toBe(inv.seller.name);
    expect(body.invoice.lines).toHaveLength(inv.lines.length);
  });

  it('validate: a CII invoice → accepted, syntax cii', async () => {
    const res = await post('/api/v1/validate', { file: CII });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ syntax: 'cii', accepted: true, summary: { number: inv.number } });
  });

  it('validate: an invalid invoice → rejected with rule ids, texts in English or German', async () => {
    const file = withoutBuyerReference();
    const en = (await (await post('/api/v1/validate', { file })).json()) as ApiReport;
    expect(en.accepted).toBe(false);
    const br = en.messages.find((m) => m.id === 'BR-DE-15');
    expect(br?.level).toBe('error');
    expect(br?.bt).toContain('BT-10');
    const deByField = (await (
      await post('/api/v1/validate', { file, fields: { lang: 'de' } })
    ).json()) as ApiReport;
    const deByHeader = (await (
      await post('/api/v1/validate', { file, headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    ).json()) as ApiReport;
    const textDe = deByField.messages.find((m) => m.id === 'BR-DE-15')?.text;
    expect(textDe).toBeTruthy();
    expect(textDe).not.toBe(br?.text);
    expect(deByHeader.messages.find((m) => m.id === 'BR-DE-15')?.text).toBe(textDe);
  });

  it('validate: the report is the one of the engine (same ids, levels, counts)', async () => {
    const { validateXml } = await import('@ic/einvoice');
    const file = withoutBuyerReference();
    const direct = validateXml(file).report;
    const api = (await (await post('/api/v1/validate', { file })).json()) as ApiReport;
    expect(api.counts).toEqual(direct.counts);
    expect(api.messages.map((m) => `${m.id}/${m.level}`)).toEqual(
      direct.messages.map((m) => `${m.id}/${m.level}`),
    );
  });

  it('view: an HTML fragment by default, a whole page with standalone=1, in German with lang=de', async () => {
    const frag = await post('/api/v1/view', { file: UBL });
    expect(frag.status).toBe(200);
    expect(frag.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await frag.text();
    expect(html).not.toMatch(/<html/i);
    expect(html).toContain('class="einv"');
    expect(html).toContain(inv.seller.name.replace(/&/g, '&amp;'));
    const page = await post('/api/v1/view', { file: CII, fields: { standalone: '1', lang: 'de' } });
    const pageHtml = await page.text();
    expect(page.headers.get('content-language')).toBe('de');
    expect(pageHtml).toMatch(/^<!DOCTYPE html>/i);
    expect(pageHtml).toContain('<html lang="de"');
    expect(pageHtml).toContain('Rechnung');
  });

  it('render: a readable PDF named after the invoice number', async () => {
    const res = await post('/api/v1/render', { file: UBL, query: { lang: 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="${inv.number}.pdf"`);
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
  }, 30_000);

  it('render: business terms by default, technical identifiers with technical=1 (issue 20 item 6)', async () => {
    const spec = inv.processControl.specificationIdentifier;
    expect(spec).toBeTruthy();
    const text = async (query: Record<string, string>) => {
      const res = await post('/api/v1/render', { file: UBL, query: { lang: 'en', ...query } });
      expect(res.status).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'render-'));
      try {
        writeFileSync(join(dir, 'x.pdf'), new Uint8Array(await res.arrayBuffer()));
        return spawnSync('pdftotext', [join(dir, 'x.pdf'), '-'], { encoding: 'utf8' }).stdout.replace(
          /\s+/g,
          '',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(await text({})).not.toContain(spec.replace(/\s+/g, ''));
    expect(await text({ technical: '1' })).toContain(spec.replace(/\s+/g, ''));
  }, 30_000);

  it('convert: UBL → CII with the output report and the declared losses in headers', async () => {
    expect(inv.precedingInvoices.length).toBeGreaterThan(1); // CII keeps only one
    const res = await post('/api/v1/convert', { file: UBL, fields: { to: 'cii' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename="${inv.number}.xml"`);
    const xml = await res.text();
    const read = readInvoice(xml);
    expect(read.ok && read.syntax).toBe('cii');
    expect(read.ok && read.invoice.totals.amountDue).toBe(inv.totals.amountDue);
    const report = decodeHeader<ApiReport>(res.headers.get('x-validation-report'));
    expect(report).toMatchObject({ syntax: 'cii', accepted: true, counts: { error: 0 } });
    const notes = decodeHeader<Array<{ code: string; message: string; invalidates: boolean }>>(
      res.headers.get('x-conversion-notes'),
    );
    expect(notes).toEqual([
      expect.objectContaining({ code: 'PRECEDING_INVOICES_TRUNCATED', invalidates: false }),
    ]);
    expect(notes[0]?.message).toMatch(/^CII carries only one preceding invoice reference/);
  });

  it('convert: CII → UBL (parameters in the query string)', async () => {
    const res = await post('/api/v1/convert', { file: CII, query: { to: 'ubl' } });
    expect(res.status).toBe(200);
    const read = readInvoice(await res.text());
    expect(read.ok && read.syntax).toBe('ubl');
    expect(read.ok && read.invoice.number).toBe(inv.number);
  });

  it('convert: envelope=json gives file, report and notes in one JSON document', async () => {
    const res = await post('/api/v1/convert', { file: CII, fields: { to: 'ubl', envelope: 'json' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ filename: `${inv.number}.xml`, mime: 'application/xml', notes: [] });
    expect(body.report.accepted).toBe(true);
    const xml = Buffer.from(body.base64, 'base64').toString('utf8');
    const read = readInvoice(xml);
    expect(read.ok && read.syntax).toBe('ubl');
  });

  it('convert: declared conversion losses arrive in X-Conversion-Notes (in German with lang=de)', async () => {
    // UBL without BT-110 in the model: the UBL writer states the implied total VAT amount
    const noVatTotal = simpleInvoice();
    delete noVatTotal.totals.vatTotal;
    const res = await post('/api/v1/convert', { file: cii(noVatTotal), fields: { to: 'ubl', lang: 'de' } });
    expect(res.status).toBe(200);
    const notes = decodeHeader<Array<{ code: string; message: string }>>(
      res.headers.get('x-conversion-notes'),
    );
    expect(notes.map((n) => n.code)).toContain('VAT_TOTAL_IMPLIED');
    expect(notes.find((n) => n.code === 'VAT_TOTAL_IMPLIED')?.message).toMatch(/Umsatzsteuer/);
  });

  it('convert: to=pdf gives the readable PDF with the report of the input', async () => {
    const res = await post('/api/v1/convert', { file: UBL, fields: { to: 'pdf' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(decodeHeader<ApiReport>(res.headers.get('x-validation-report')).syntax).toBe('ubl');
  }, 30_000);

  it('convert: to=zugferd gives a hybrid PDF; validate and view read its embedded XML', async () => {
    const res = await post('/api/v1/convert', { file: UBL, fields: { to: 'zugferd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(decodeHeader<ApiReport>(res.headers.get('x-validation-report'))).toMatchObject({
      syntax: 'cii',
      accepted: true,
    });
    {
      // the hybrid PDF goes back in: validate and view read its embedded XML
      const hybrid = new Uint8Array(await res.arrayBuffer());
      const v = await post('/api/v1/validate', { file: hybrid, filename: 'hybrid.pdf' });
      expect(v.status).toBe(200);
      expect(await v.json()).toMatchObject({
        source: 'embedded-xml',
        syntax: 'cii',
        accepted: true,
        summary: { number: inv.number },
      });
      const view = await post('/api/v1/view', { file: hybrid });
      expect(await view.text()).toContain(inv.number);
    }
  }, 30_000);

  it('convert: an invalid output → 422 with the report; allowInvalid=1 → the file', async () => {
    const file = withoutBuyerReference();
    const res = await post('/api/v1/convert', { file, fields: { to: 'cii' } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed. Please check your input.',
    });
    expect(body.report.accepted).toBe(false);
    expect(body.report.messages.map((m: { id: string }) => m.id)).toContain('BR-DE-15');

    const de = await post('/api/v1/convert', {
      file,
      fields: { to: 'cii' },
      headers: { 'accept-language': 'de' },
    });
    expect((await de.json()).error.message).toBe(
      'Die Prüfung ist fehlgeschlagen. Bitte überprüfen Sie Ihre Eingaben.',
    );

    const anyway = await post('/api/v1/convert', { file, fields: { to: 'cii', allowInvalid: '1' } });
    expect(anyway.status).toBe(200);
    expect(readInvoice(await anyway.text()).ok).toBe(true);
    const report = decodeHeader<ApiReport>(anyway.headers.get('x-validation-report'));
    expect(report.accepted).toBe(false);
    expect(report.messages.map((m) => m.id)).toContain('BR-DE-15');
  });

  it('convert: profile en16931 writes the EN 16931 specification identifier', async () => {
    const res = await post('/api/v1/convert', { file: UBL, fields: { to: 'cii', profile: 'en16931' } });
    expect(res.status).toBe(200);
    const read = readInvoice(await res.text());
    expect(read.ok && read.specificationIdentifier).toBe('urn:cen.eu:en16931:2017');
  });

  it('a PDF without embedded invoice → 422 PDF_EXTRACTION_FAILED; a damaged PDF → its PDF error', async () => {
    const pdf = new Uint8Array(await (await post('/api/v1/render', { file: UBL })).arrayBuffer());
    const res = await post('/api/v1/validate', { file: pdf, filename: 'plain.pdf' });
    await expectError(res, 422, 'PDF_EXTRACTION_FAILED');
    const damaged = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\ntrailer <<>>\n%%EOF',
    );
    const bad = await post('/api/v1/view', { file: damaged, filename: 'broken.pdf' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toMatch(
      /^(INVALID_FILE_FORMAT|PDF_)/,
    );
  }, 30_000);

  // ---- errors -------------------------------------------------------------------------------

  it('oversize: 10 MB + 1 byte → 413 FILE_TOO_LARGE (en, de)', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20);
    big.set(new TextEncoder().encode('<Invoice>'), 0);
    await expectError(
      await post('/api/v1/validate', { file: big }),
      413,
      'FILE_TOO_LARGE',
      'File too large.',
    );
    const de = await post('/api/v1/convert', {
      file: big,
      fields: { to: 'cii' },
      headers: { 'accept-language': 'de' },
    });
    await expectError(de, 413, 'FILE_TOO_LARGE', 'Die Datei ist zu groß. Die maximale Größe beträgt 10 MB.');
  });

  it('exactly 10 MB is accepted by the upload (then judged by content)', async () => {
    const file = new Uint8Array(10 * 1024 * 1024).fill(0x41);
    await expectError(
      await post('/api/v1/validate', { file, filename: 'big.bin' }),
      415,
      'INVALID_FILE_TYPE',
    );
  });

  it('wrong type by content: PNG bytes and a text file → 415 INVALID_FILE_TYPE; named .xml → 422 XML_PARSE_FAILED', async () => {
    for (const path of ['/api/v1/validate', '/api/v1/view', '/api/v1/render', '/api/v1/convert']) {
      await expectError(
        await post(path, { file: PNG, filename: 'x.png', fields: { to: 'cii' } }),
        415,
        'INVALID_FILE_TYPE',
      );
      // the user meant to send XML: the parse error, not "please select a PDF or XML file"
      await expectError(
        await post(path, { file: PNG, filename: 'x.xml', fields: { to: 'cii' } }),
        422,
        'XML_PARSE_FAILED',
      );
    }
    const text = 'Rechnung Nr. 1\nBetrag: 100 EUR\n';
    const de = { 'accept-language': 'de' };
    const res = await post('/api/v1/validate', { file: text, filename: 'invoice.txt', headers: de });
    await expectError(res, 415, 'INVALID_FILE_TYPE', 'Bitte wählen Sie eine PDF- oder XML-Datei aus.');
    const named = await post('/api/v1/convert', {
      file: text,
      filename: 'Rechnung.XML',
      fields: { to: 'ubl' },
      headers: de,
    });
    await expectError(named, 422, 'XML_PARSE_FAILED', 'Die XML-Datei konnte nicht gelesen werden.');
  });

  it('zero-byte file → 422 FILE_EMPTY; a blank one → 422 INVALID_FILE_FORMAT', async () => {
    await expectError(await post('/api/v1/validate', { file: '' }), 422, 'FILE_EMPTY', 'The file is empty.');
    await expectError(await post('/api/v1/view', { file: '   \n' }), 422, 'INVALID_FILE_FORMAT');
  });

  it('XML that is not an invoice (unknown root) → 422 INVALID_FILE_FORMAT', async () => {
    const file = '<?xml version="1.0"?><!-- order --><Order xmlns="urn:x"><ID>1</ID></Order>';
    await expectError(await post('/api/v1/validate', { file }), 422, 'INVALID_FILE_FORMAT');
    await expectError(
      await post('/api/v1/convert', { file, fields: { to: 'ubl' } }),
      422,
      'INVALID_FILE_FORMAT',
    );
  });

  it('XML bomb (DOCTYPE with nested entities): refused without expansion', async () => {
    const entities = Array.from(
      { length: 10 },
      (_, i) => `<!ENTITY e${i + 1} "${`&e${i};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY e0 "lol">${entities}]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&e10;</Invoice>`;
    const t0 = performance.now();
    const res = await post('/api/v1/validate', { file: bomb });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ApiReport & { summary: unknown };
    expect(report.accepted).toBe(false);
    expect(report.messages.map((m) => m.id)).toEqual(['XML-DOCTYPE-FORBIDDEN']);
    expect(report.summary).toBeNull();
    expect(performance.now() - t0).toBeLessThan(5000);
    for (const path of ['/api/v1/view', '/api/v1/render']) {
      await expectError(
        await post(path, { file: bomb }),
        422,
        'XML_PARSE_FAILED',
        'Failed to parse the XML file.',
      );
    }
    await expectError(
      await post('/api/v1/convert', { file: bomb, fields: { to: 'cii' } }),
      422,
      'XML_PARSE_FAILED',
    );
  });

  it('XML bomb (deep nesting) → not well-formed report; 422 XML_PARSE_FAILED where an invoice is needed', async () => {
    const deep = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</Invoice>`;
    const res = await post('/api/v1/validate', { file: deep });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ApiReport;
    expect(report.accepted).toBe(false);
    expect(report.messages[0]?.id).toBe('XML-NOT-WELLFORMED');
    await expectError(await post('/api/v1/view', { file: deep }), 422, 'XML_PARSE_FAILED');
  });

  it('broken XML → rejected report on validate; 422 XML_PARSE_FAILED (de) on view/render/convert', async () => {
    const broken = UBL.slice(0, Math.floor(UBL.length / 2));
    const res = await post('/api/v1/validate', { file: broken, fields: { lang: 'de' } });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ApiReport;
    expect(report).toMatchObject({ accepted: false, counts: { error: 1 } });
    expect(report.messages[0]?.id).toBe('XML-NOT-WELLFORMED');
    expect(report.messages[0]?.text).toMatch(/wohlgeformt/);
    const de = { 'accept-language': 'de' };
    await expectError(
      await post('/api/v1/view', { file: broken, headers: de }),
      422,
      'XML_PARSE_FAILED',
      'Die XML-Datei konnte nicht gelesen werden.',
    );
    await expectError(await post('/api/v1/render', { file: broken }), 422, 'XML_PARSE_FAILED');
    await expectError(
      await post('/api/v1/convert', { file: broken, fields: { to: 'ubl' } }),
      422,
      'XML_PARSE_FAILED',
    );
  });

  it('11 files → 400 TOO_MANY_FILES; 2 files on a one-file endpoint → 400 BAD_REQUEST', async () => {
    const extra = Array.from({ length: 10 }, (_, i) => ({
      field: 'file',
      content: UBL,
      filename: `f${i}.xml`,
    }));
    await expectError(
      await post('/api/v1/validate', { file: UBL, extraFiles: extra }),
      400,
      'TOO_MANY_FILES',
      'You can upload up to 10 files only.',
    );
    const de = await post('/api/v1/validate', {
      file: UBL,
      extraFiles: extra,
      headers: { 'accept-language': 'de' },
    });
    await expectError(de, 400, 'TOO_MANY_FILES', 'Sie können höchstens 10 Dateien hochladen.');
    await expectError(
      await post('/api/v1/validate', { file: UBL, extraFiles: extra.slice(0, 1) }),
      400,
      'BAD_REQUEST',
    );
  });

  it('missing file field → 400 NO_FILE_SELECTED; not multipart → 415; no body → 400', async () => {
    await expectError(
      await post('/api/v1/validate', { fields: { lang: 'de' } }),
      400,
      'NO_FILE_SELECTED',
      'Please select a file.',
    );
    await expectError(
      await post('/api/v1/validate', { extraFiles: [{ field: 'upload', content: UBL }] }),
      400,
      'NO_FILE_SELECTED',
    );
    const json = await fetch(`${srv.url}/api/v1/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file: UBL }),
    });
    await expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const xmlBody = await fetch(`${srv.url}/api/v1/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: UBL,
    });
    await expectError(xmlBody, 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectError(await fetch(`${srv.url}/api/v1/validate`, { method: 'POST' }), 400, 'NO_FILE_SELECTED');
  });

  it('bad to / profile / lang → 400 VALIDATION_FAILED (form field or query)', async () => {
    const cases: Array<Parameters<typeof postUpload>[2]> = [
      { file: UBL, fields: {} },
      { file: UBL, fields: { to: 'xlsx' } },
      { file: UBL, query: { to: 'xlsx' } },
      { file: UBL, fields: { to: 'cii', profile: 'nonsense' } },
      { file: UBL, query: { to: 'cii', profile: 'nonsense' } },
      { file: UBL, fields: { to: 'ubl', profile: 'facturx-basic' } },
      { file: UBL, fields: { to: 'zugferd', profile: 'xrechnung' } },
      { file: UBL, fields: { to: 'cii', lang: 'fr' } },
      { file: UBL, fields: { to: 'cii', allowInvalid: 'maybe' } },
      { file: UBL, fields: { to: 'cii', envelope: 'xml' } },
    ];
    for (const c of cases) {
      await expectError(await post('/api/v1/convert', c), 400, 'VALIDATION_FAILED', 'Validation failed.');
    }
    await expectError(
      await post('/api/v1/view', { file: UBL, query: { standalone: 'yes' } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('documents every route in /api/docs with schemas, examples and the upload errors', async () => {
    const doc = (await (await fetch(`${srv.url}/api/docs/json`)).json()) as {
      paths: Record<string, { post?: Record<string, unknown> }>;
      components: { schemas: Record<string, { title?: string; example?: unknown }> };
    };
    for (const path of ['/api/v1/validate', '/api/v1/view', '/api/v1/render', '/api/v1/convert']) {
      const op = doc.paths[path]?.post as {
        requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
        responses: Record<string, unknown>;
      };
      expect(op, path).toBeDefined();
      expect(op.requestBody.content['multipart/form-data']?.schema.properties.file).toMatchObject({
        format: 'binary',
      });
      for (const status of ['200', '400', '413', '415', '422', '429', '503'])
        expect(op.responses[status], `${path} ${status}`).toBeDefined();
    }
    const convert = JSON.stringify(doc.paths['/api/v1/convert']);
    expect(convert).toContain('X-Validation-Report');
    expect(convert).toContain('allowInvalid');
    const components = Object.values(doc.components.schemas);
    for (const name of [
      'ValidationReport',
      'ValidateResponse',
      'InvoiceSummary',
      'ConvertEnvelope',
      'ValidationFailedResponse',
    ])
      expect(components.find((c) => c.title === name)?.example, name).toBeDefined();
  });

  it('keeps nothing: no file in DATA_DIR besides the database, no invoice data in any table', async () => {
    const marker = `Marker-${Date.now()}`;
    const marked = simpleInvoice();
    marked.seller.name = marker;
    for (const path of ['/api/v1/validate', '/api/v1/view', '/api/v1/render']) {
      expect((await post(path, { file: ubl(marked), filename: `${marker}.xml` })).status).toBe(200);
    }
    const dataDir = srv.app.config.dataDir;
    // auth-secret: the local session-signing secret (no AUTH_SECRET set); never invoice data.
    for (const f of readdirSync(dataDir))
      expect(f).toMatch(/^app\.sqlite(-wal|-shm|-journal)?$|^no-web-dist$|^auth-secret$/);
    for (const table of ['credit_ledger', 'account_counters', 'api_keys', 'session', 'user'] as const) {
      const rows = await srv.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(marker);
    }
    const limits = await srv.db.selectFrom('rate_limits').selectAll().execute();
    expect(JSON.stringify(limits)).not.toContain(marker);
    const feedback = await srv.db.selectFrom('feedback').selectAll().execute();
    expect(JSON.stringify(feedback)).not.toContain(marker);
  });
});

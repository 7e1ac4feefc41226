// The PDF converter flow over real HTTP: extract (text PDF, hybrid PDF, bad uploads) and generate
// (UBL/CII valid and invalid, allowInvalid, ZUGFeRD) on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateXml, writeCii } from '@ic/einvoice';
import { closeSharedPdfPool, renderInvoicePdf } from '@ic/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUGFERD1_COMFORT } from '../../../packages/einvoice/src/cii/zugferd1.fixtures.ts';
import { baselineInvoice } from '../../../packages/einvoice/src/rules/fixtures.ts';
import { makePdf } from '../../../packages/pdf/src/read/test-pdfs.ts';
import { safeFilename } from '../src/api/filename.ts';
import { type CompactReport, normalizeInvoice } from '../src/api/v1/convert-flow.ts';
import { subscriberHeaders } from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

function form(
  bytes: Uint8Array,
  name = 'invoice.pdf',
  type = 'application/pdf',
  fields: Record<string, string> = {},
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new Blob([bytes as BlobPart], { type }), name);
  return fd;
}

function decodeReport(res: Response): CompactReport {
  const h = res.headers.get('x-validation-report');
  if (!h) throw new Error('no X-Validation-Report header');
  return JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as CompactReport;
}

let textPdf: Uint8Array;
let hybridPdf: Uint8Array;
let scanPdf: Uint8Array;

beforeAll(async () => {
  textPdf = await renderInvoicePdf(baselineInvoice(), { lang: 'de', creationDate: new Date('2024-03-01') });
  const inv = baselineInvoice();
  inv.number = 'HYBRID-77';
  hybridPdf = await makePdf([{ texts: [{ text: 'Rechnung HYBRID-77', x: 50, top: 80 }] }], {
    attachments: [
      { name: 'factur-x.xml', bytes: new TextEncoder().encode(writeCii(inv)), afRelationship: 'Data' },
    ],
  });
  scanPdf = await makePdf([{ image: true }]);
});

afterAll(async () => closeSharedPdfPool());

describe('helpers', () => {
  it('fills the arrays a client may have left out', () => {
    const inv = normalizeInvoice({ number: 'X', lines: [{ id: '1' }] }) as NonNullable<
      ReturnType<typeof normalizeInvoice>
    >;
    expect(inv.notes).toEqual([]);
    expect(inv.lines[0]?.allowances).toEqual([]);
    expect(inv.lines[0]?.item.attributes).toEqual([]);
    expect(inv.seller.identifiers).toEqual([]);
    expect(normalizeInvoice('nope')).toBeUndefined();
    expect(normalizeInvoice([1])).toBeUndefined();
  });
  it('makes safe file names', () => {
    expect(safeFilename('R-2024/0001 ä', '', 'invoice-')).toBe('invoice-R-2024_0001_a');
    expect(safeFilename('R-2024/0001 ä', 'xml')).toBe('R-2024_0001_a.xml');
    expect(safeFilename('', 'pdf', 'invoice-')).toBe('invoice.pdf');
    expect(safeFilename('', '')).toBe('invoice');
    expect(safeFilename('../../etc/passwd', '', 'invoice-')).toBe('invoice-etc_passwd');
  });
});

describe.each(engines())('converter flow on %s', (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ engine });
    paid = await subscriberHeaders(srv);
  });
  afterAll(async () => srv?.close());
  // /generate is a paid result: an API key of a subscriber.
  let paid: Record<string, string> = {};

  const extract = (fd: FormData, lang = 'en') =>
    fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: fd, headers: { 'accept-language': lang } });
  const generate = (body: unknown, lang = 'en') =>
    fetch(`${srv.url}/api/v1/generate`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'accept-language': lang, ...paid },
    });

  it('extracts a text PDF with confidences and source positions, storing nothing', async () => {
    const tablesBefore = await countRows(srv);
    const res = await extract(form(textPdf));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      source: string;
      invoice: { number: string; seller: { name: string }; lines: unknown[] };
      fields: Record<string, { confidence: number; source?: { page: number; x: number } }>;
      pages: Array<{ width: number; height: number }>;
    };
    expect(body.source).toBe('extracted');
    expect(body.invoice.number).toBe('R-2024-0001');
    expect(body.invoice.lines.length).toBeGreaterThan(0);
    expect(body.fields.number?.confidence).toBeGreaterThan(0);
    expect(body.fields.number?.source?.page).toBe(1);
    expect(body.pages[0]?.width).toBeCloseTo(595.28, 0);
    expect(await countRows(srv)).toEqual(tablesBefore);
    const db = await dump(srv);
    expect(db).not.toContain('R-2024-0001');
    expect(db).not.toContain('Muster');
  });

  it('returns notices (code, params) beside the English warnings, for a PDF without an invoice number', async () => {
    const texts = [
      { text: 'Muster GmbH · Hauptstr. 1 · 10115 Berlin', x: 40, top: 60, size: 8 },
      { text: 'Kunde AG', x: 40, top: 90 },
      { text: 'Nebenweg 2', x: 40, top: 102 },
      { text: '80331 München', x: 40, top: 114 },
      { text: 'Rechnungsdatum:', x: 40, top: 172 },
      { text: '15.11.2024', x: 200, top: 172 },
      { text: 'Summe netto', x: 300, top: 230 },
      { text: '100,00', x: 480, top: 230 },
      { text: 'MwSt. 19 %', x: 300, top: 242 },
      { text: '19,00', x: 480, top: 242 },
      { text: 'Gesamtbetrag', x: 300, top: 254 },
      { text: '120,00', x: 480, top: 254 },
    ];
    const pdf = await makePdf([{ texts }]);
    const res = await extract(form(pdf), 'de');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      notices: Array<{ code: string; params?: Record<string, string> }>;
      warnings: string[];
    };
    expect(body.notices).toContainEqual({ code: 'EXTRACT_NO_NUMBER' });
    expect(body.notices).toContainEqual({
      code: 'EXTRACT_TOTALS_MISMATCH',
      params: { net: '100.00', vat: '19.00', gross: '120.00' },
    });
    // the warnings stay English whatever the request language, one per notice
    expect(body.warnings).toHaveLength(body.notices.length);
    expect(body.warnings).toContain('no invoice number found');
    // a hybrid PDF whose XML cannot be read: extracted from the text, and said so first
    const broken = await makePdf([{ texts }], {
      attachments: [
        {
          name: 'factur-x.xml',
          bytes: new TextEncoder().encode('<rsm:CrossIndustryInvoice'),
          afRelationship: 'Data',
        },
      ],
    });
    const b = (await (await extract(form(broken))).json()) as typeof body & { source: string };
    expect(b.source).toBe('extracted');
    expect(b.notices[0]).toMatchObject({
      code: 'EXTRACT_EMBEDDED_XML_UNREADABLE',
      params: { file: 'factur-x.xml' },
    });
    expect(b.warnings[0]).toMatch(/^embedded XML factur-x\.xml could not be read/);
    // an embedded XML that reads: nothing to check
    const h = (await (await extract(form(hybridPdf))).json()) as typeof body;
    expect(h.notices).toEqual([]);
  });

  it('describes the notices in the OpenAPI document', async () => {
    const spec = (await (await fetch(`${srv.url}/api/docs/json`)).json()) as {
      paths: Record<
        string,
        {
          post?: {
            responses?: Record<
              string,
              {
                content?: Record<
                  string,
                  {
                    schema?: {
                      properties?: Record<
                        string,
                        { items?: { properties?: Record<string, { description?: string }> } }
                      >;
                    };
                  }
                >;
              }
            >;
          };
        }
      >;
    };
    const schema =
      spec.paths['/api/v1/extract']?.post?.responses?.['200']?.content?.['application/json']?.schema;
    const code = schema?.properties?.notices?.items?.properties?.code;
    expect(code?.description).toContain('EXTRACT_NO_NUMBER');
  });

  it('takes the embedded XML of a hybrid PDF', async () => {
    const res = await extract(form(hybridPdf));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { source: string; invoice: { number: string } };
    expect(body.source).toBe('embedded');
    expect(body.invoice.number).toBe('HYBRID-77');
  });

  it('takes the embedded XML of a ZUGFeRD 1.0 PDF, and generates a valid XRechnung from it', async () => {
    const zf1 = await makePdf([{ texts: [{ text: 'Rechnung ZF1-2017-0815', x: 50, top: 80 }] }], {
      attachments: [{ name: 'ZUGFeRD-invoice.xml', bytes: new TextEncoder().encode(ZUGFERD1_COMFORT) }],
    });
    const res = await extract(form(zf1));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      source: string;
      invoice: Record<string, unknown> & { number: string };
    };
    expect(body.source).toBe('embedded');
    expect(body.invoice.number).toBe('ZF1-2017-0815');
    // what the review step adds for XRechnung (ZUGFeRD 1.0 has no business process, seller contact
    // or electronic addresses); the buyer reference is there
    const invoice = body.invoice as unknown as ReturnType<typeof baselineInvoice>;
    invoice.processControl.businessProcessType = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
    invoice.seller.contact = { name: 'Eva Lindner', telephone: '+49 341 123456', email: 'eva@example.de' };
    invoice.seller.electronicAddress = { value: 'rechnung@example.de', schemeId: 'EM' };
    invoice.buyer.electronicAddress = { value: 'eingang@example.de', schemeId: 'EM' };
    const gen = await generate({ invoice, format: 'ubl' });
    const report = decodeReport(gen);
    expect(report.messages.filter((m) => m.level === 'error').map((m) => m.id)).toEqual([]);
    expect(gen.status).toBe(200);
    const v = validateXml(await gen.text());
    expect(v.report.accepted).toBe(true);
    expect(v.invoice?.charges[0]?.reason).toBe('Versandkosten');
  });

  it('refuses what is not a PDF, a scan, an empty request and a file over 10 MB (localized)', async () => {
    let res = await extract(form(new TextEncoder().encode('hello'), 'x.pdf'), 'de');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: { code: 'PDF_ONLY', message: 'Es sind nur PDF-Dateien erlaubt.' },
    });

    res = await extract(form(scanPdf));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PDF_NO_TEXT');

    res = await fetch(`${srv.url}/api/v1/extract`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NO_FILE_SELECTED');

    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    res = await extract(form(big));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FILE_TOO_LARGE');
  });

  it('generates UBL and CII that pass validation, with the report in a header', async () => {
    for (const format of ['ubl', 'cii'] as const) {
      const res = await generate({ invoice: baselineInvoice(), format });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice-R-2024-0001.xml"');
      const xml = await res.text();
      const v = validateXml(xml);
      expect(v.report.messages.filter((m) => m.level === 'error')).toEqual([]);
      expect(v.syntax).toBe(format);
      expect(decodeReport(res).accepted).toBe(true);
    }
  });

  it('refuses an invalid model with 422 and the report, unless allowInvalid', async () => {
    const inv = baselineInvoice();
    delete inv.buyerReference;
    inv.seller.contact = {};
    let res = await generate({ invoice: inv, format: 'ubl' }, 'de');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string }; report: CompactReport };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/Prüfung/);
    const ids = body.report.messages.map((m) => m.id);
    expect(ids).toContain('BR-DE-15');
    expect(body.report.messages.find((m) => m.id === 'BR-DE-15')?.path).toBe('buyerReference');

    res = await generate({ invoice: inv, format: 'ubl', allowInvalid: true });
    expect(res.status).toBe(200);
    const report = decodeReport(res);
    expect(report.accepted).toBe(false);
    expect(report.counts.error).toBeGreaterThan(0);
    expect(await res.text()).toContain('<Invoice');
  });

  it('recomputes totals on the server (a tampered total does not reach the file)', async () => {
    const inv = baselineInvoice();
    inv.totals.amountDue = '1.00';
    const res = await generate({ invoice: inv, format: 'cii' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('>166.55<');
  });

  it('rejects bad requests', async () => {
    let res = await generate({ invoice: baselineInvoice(), format: 'docx' });
    expect(res.status).toBe(400);
    res = await generate({ invoice: baselineInvoice(), format: 'ubl', profile: 'facturx-basic' });
    expect(res.status).toBe(400);
    res = await generate({ format: 'ubl' });
    expect(res.status).toBe(400);
  });

  it('ZUGFeRD rendered visual: business terms, technical identifiers only with technical: true', async () => {
    const text = async (body: Record<string, unknown>) => {
      const res = await generate({ invoice: baselineInvoice(), format: 'zugferd', ...body });
      expect(res.status).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'visual-'));
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
    expect(await text({})).not.toContain('urn:cen.eu:en16931');
    expect(await text({ technical: true })).toContain('urn:cen.eu:en16931');
  }, 60_000);

  it('ZUGFeRD: a hybrid PDF whose embedded XML reads back; the original PDF as visual', async () => {
    const res = await generate({ invoice: baselineInvoice(), format: 'zugferd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('invoice-R-2024-0001.pdf');
    expect(decodeReport(res).accepted).toBe(true);
    const back = await extract(form(new Uint8Array(await res.arrayBuffer())));
    const body = (await back.json()) as { source: string; invoice: { number: string } };
    expect(body.source).toBe('embedded');
    expect(body.invoice.number).toBe('R-2024-0001');

    const orig = await generate({
      invoice: baselineInvoice(),
      format: 'zugferd',
      visual: 'original',
      original: Buffer.from(textPdf).toString('base64'),
    });
    expect(orig.status, await orig.clone().text()).toBe(200);
    const again = await extract(form(new Uint8Array(await orig.arrayBuffer())));
    expect(((await again.json()) as { source: string }).source).toBe('embedded');
  });
});

async function countRows(srv: TestServer): Promise<number> {
  const f = await srv.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(f?.n ?? 0);
}

/** Everything in the database as text (only counters and rate-limit keys may be there). */
async function dump(srv: TestServer): Promise<string> {
  const rows = [
    ...(await srv.db.selectFrom('feedback').selectAll().execute()),
    ...(await srv.db.selectFrom('rate_limits').selectAll().execute()),
  ];
  return JSON.stringify(rows);
}

// Notices: every code has English and German text with the same parameters, renders with its
// parameters, and is produced by the extractor for a synthetic document that lacks or
// contradicts what the code is about; `warnings` stays the English rendering of the notices.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyInvoice, writeCii } from '@ic/einvoice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../pdf/src/read/test-pdfs.ts';
import { extractInvoice } from './extract.ts';
import { mergeLlmAnswer } from './llm/merge.ts';
import {
  mergeNotices,
  NOTICE_CATALOG,
  NOTICE_CODES,
  type Notice,
  type NoticeCode,
  notice,
  noticeWarnings,
  prependNotices,
  renderNotice,
} from './notices.ts';
import { extractFromPdf } from './pdf.ts';
import { reconcileTotals, type TotalsCandidates } from './reconcile.ts';
import { layout, type Row } from './test-layout.ts';

const HEAD: Row[] = [
  [40, 40, 'Muster Handels GmbH · Industriestr. 7 · 70173 Stuttgart'],
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Hauptstraße 12'],
  [84, 40, '10115 Berlin'],
  [60, 380, 'Muster Handels GmbH'],
  [72, 380, 'Industriestr. 7'],
  [84, 380, '70173 Stuttgart'],
  [140, 40, 'Rechnung'],
  [160, 40, 'Rechnungsnummer:'],
  [160, 160, 'RE-2024-0815'],
  [172, 40, 'Rechnungsdatum:'],
  [172, 160, '15.11.2024'],
];

const ITEMS: Row[] = [
  [230, 40, 'Pos.'],
  [230, 80, 'Bezeichnung'],
  [230, 280, 'Menge'],
  [230, 390, 'Einzelpreis'],
  [230, 470, 'Gesamtpreis'],
  [244, 40, '1'],
  [244, 80, 'Montagearbeiten'],
  [244, 280, '3'],
  [244, 390, '80,00'],
  [244, 470, '240,00'],
  [268, 40, '2'],
  [268, 80, 'Kabel NYM 3x1,5'],
  [268, 280, '1.250'],
  [268, 390, '0,80'],
  [268, 470, '1.000,00'],
];

function totals(net: string, vat: string, gross: string, extra: Row[] = []): Row[] {
  return [
    [310, 300, 'Nettobetrag'],
    [310, 470, net],
    [322, 300, 'zzgl. 19 % USt.'],
    [322, 470, vat],
    [334, 300, 'Gesamtbetrag'],
    [334, 470, gross],
    ...extra,
  ];
}

const FOOT: Row[] = [
  [800, 40, 'USt-IdNr.: DE123456789'],
  [800, 250, 'IBAN: DE91 1000 0000 0123 4567 89'],
  [812, 250, 'BIC: MARKDEF1100'],
];

const codes = (ns: Notice[]) => ns.map((n) => n.code);

describe('notice catalog', () => {
  it('has English and German text for every code, with the declared parameters in both', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(NOTICE_CODES.length).toBeGreaterThanOrEqual(13);
    for (const code of NOTICE_CODES) {
      const e = NOTICE_CATALOG[code];
      expect(code, code).toMatch(/^EXTRACT_[A-Z_]+$/);
      expect(e.en.trim(), code).not.toBe('');
      expect(e.de.trim(), code).not.toBe('');
      expect(e.de, code).not.toBe(e.en);
      expect(vars(e.en), code).toEqual([...e.params].sort());
      expect(vars(e.de), code).toEqual([...e.params].sort());
    }
  });

  it('renders a notice with its parameters in either language; unknown codes as the code', () => {
    const n = notice('EXTRACT_LINES_SUM_MISMATCH', { lines: '1140.00', document: '1240.00' });
    expect(n).toEqual({
      code: 'EXTRACT_LINES_SUM_MISMATCH',
      params: { lines: '1140.00', document: '1240.00' },
    });
    expect(renderNotice(n)).toBe('lines: the line nets add up to 1140.00, the document says 1240.00');
    expect(renderNotice(n, 'de')).toBe(
      'Positionen: die Nettobeträge der Positionen ergeben 1140.00, das Dokument nennt 1240.00',
    );
    expect(renderNotice(notice('EXTRACT_NO_NUMBER'), 'de')).toBe('keine Rechnungsnummer gefunden');
    expect(notice('EXTRACT_NO_NUMBER', { x: undefined })).toEqual({ code: 'EXTRACT_NO_NUMBER' });
    expect(renderNotice({ code: 'SOMETHING_NEW' })).toBe('SOMETHING_NEW');
  });

  it('keeps the English warnings of before for codes without parameters', () => {
    expect(
      noticeWarnings(
        (
          ['EXTRACT_NO_NUMBER', 'EXTRACT_NO_ISSUE_DATE', 'EXTRACT_NO_SELLER', 'EXTRACT_NO_BUYER'] as const
        ).map((c) => notice(c)),
      ),
    ).toEqual(['no invoice number found', 'no issue date found', 'no seller found', 'no buyer found']);
    expect(renderNotice(notice('EXTRACT_BIC_WITHOUT_IBAN'))).toBe('BIC found without an IBAN');
    expect(renderNotice(notice('EXTRACT_NO_LINES'))).toBe('no line items found');
  });

  it('merges without duplicates and prepends with the warnings following', () => {
    const a = [notice('EXTRACT_NO_NUMBER'), notice('EXTRACT_DUE_MISMATCH', { due: '1.00', gross: '2.00' })];
    const b = [
      notice('EXTRACT_DUE_MISMATCH', { gross: '2.00', due: '1.00' }),
      notice('EXTRACT_DUE_MISMATCH', { due: '3.00', gross: '2.00' }),
    ];
    expect(mergeNotices(a, b)).toHaveLength(3);
    const r = prependNotices({ notices: a, warnings: noticeWarnings(a) }, [
      notice('EXTRACT_LLM_NOT_CONFIGURED'),
    ]);
    expect(codes(r.notices)[0]).toBe('EXTRACT_LLM_NOT_CONFIGURED');
    expect(r.warnings).toEqual(noticeWarnings(r.notices));
  });
});

describe('notices of the extractor (synthetic layouts)', () => {
  const run = (rows: Row[]) => {
    const r = extractInvoice(layout(rows));
    // warnings are the English rendering of the notices, one each, same order
    expect(r.warnings).toEqual(r.notices.map((n) => renderNotice(n, 'en')));
    return r;
  };

  it('a complete document that adds up gives none', () => {
    const r = run([...HEAD, ...ITEMS, ...totals('1.240,00', '235,60', '1.475,60'), ...FOOT]);
    expect(r.notices).toEqual([]);
  });

  it('EXTRACT_NO_NUMBER and EXTRACT_NO_ISSUE_DATE: no labelled number or date', () => {
    const head = HEAD.filter(([y]) => y !== 160 && y !== 172);
    const r = run([...head, ...ITEMS, ...totals('1.240,00', '235,60', '1.475,60'), ...FOOT]);
    expect(codes(r.notices)).toEqual(['EXTRACT_NO_NUMBER', 'EXTRACT_NO_ISSUE_DATE']);
    expect(r.warnings).toEqual(['no invoice number found', 'no issue date found']);
  });

  it('EXTRACT_NO_SELLER, EXTRACT_NO_BUYER and EXTRACT_NO_LINES: a bare page', () => {
    const r = run([
      [140, 40, 'Rechnung'],
      [160, 40, 'Rechnungsnummer:'],
      [160, 160, 'RE-2024-0815'],
    ]);
    expect(codes(r.notices)).toEqual([
      'EXTRACT_NO_ISSUE_DATE',
      'EXTRACT_NO_SELLER',
      'EXTRACT_NO_BUYER',
      'EXTRACT_NO_LINES',
    ]);
  });

  it('EXTRACT_BIC_WITHOUT_IBAN: a BIC and no IBAN', () => {
    const foot = FOOT.filter(([, , t]) => !t.startsWith('IBAN'));
    const r = run([...HEAD, ...ITEMS, ...totals('1.240,00', '235,60', '1.475,60'), ...foot]);
    expect(codes(r.notices)).toEqual(['EXTRACT_BIC_WITHOUT_IBAN']);
  });

  it('EXTRACT_TOTALS_MISMATCH: net + VAT ≠ gross, with the three amounts as decimal strings', () => {
    const r = run([...HEAD, ...ITEMS, ...totals('1.240,00', '235,60', '1.500,00'), ...FOOT]);
    expect(r.notices).toContainEqual({
      code: 'EXTRACT_TOTALS_MISMATCH',
      params: { net: '1240.00', vat: '235.60', gross: '1500.00' },
    });
    expect(r.warnings).toContain('totals: net 1240.00 + VAT 235.60 does not equal the gross amount 1500.00');
  });

  it('EXTRACT_DUE_MISMATCH: an amount due that the gross and no prepayment explain', () => {
    const r = run([
      ...HEAD,
      ...ITEMS,
      ...totals('1.240,00', '235,60', '1.475,60', [
        [346, 300, 'Zahlbetrag'],
        [346, 470, '1.400,00'],
      ]),
      ...FOOT,
    ]);
    expect(r.notices).toContainEqual({
      code: 'EXTRACT_DUE_MISMATCH',
      params: { due: '1400.00', gross: '1475.60' },
    });
  });

  it('EXTRACT_LINES_SUM_MISMATCH: the line nets do not add up to the net total', () => {
    const items = ITEMS.map(([y, x, t]): Row => (y === 268 && x === 470 ? [y, x, '900,00'] : [y, x, t]));
    const r = run([...HEAD, ...items, ...totals('1.240,00', '235,60', '1.475,60'), ...FOOT]);
    expect(r.notices).toContainEqual({
      code: 'EXTRACT_LINES_SUM_MISMATCH',
      params: { lines: '1140.00', document: '1240.00' },
    });
  });

  it('reconciliation alone reports with codes and keeps its English warnings', () => {
    const t: TotalsCandidates = {
      lineNetTotal: [],
      allowanceTotal: [],
      chargeTotal: [],
      taxExclusive: [{ value: '100.00', confidence: 0.9, line: 1 }],
      vatTotal: [{ value: '20.00', confidence: 0.9, line: 2 }],
      taxInclusive: [{ value: '119.00', confidence: 0.9, line: 3 }],
      paidAmount: [],
      amountDue: [],
    };
    const r = reconcileTotals({ totals: t });
    expect(codes(r.notices)).toContain('EXTRACT_TOTALS_MISMATCH');
    expect(r.warnings).toEqual(noticeWarnings(r.notices));
  });

  it('EXTRACT_LLM_LINES: line items from a checked LLM answer replace offline ones that do not add up', () => {
    const items = ITEMS.map(([y, x, t]): Row => (y === 268 && x === 470 ? [y, x, '900,00'] : [y, x, t]));
    const doc = layout([
      ...HEAD,
      ...items,
      ...totals('1.240,00', '235,60', '1.475,60'),
      [600, 40, 'Angebot Kabel vom 01.11.2024 über 1.000,00 EUR'],
    ]);
    expect(codes(extractInvoice(doc).notices)).toContain('EXTRACT_LINES_SUM_MISMATCH');
    const rules = extractInvoice(doc);
    const line = (id: string, name: string, quantity: string, unitPrice: string, netAmount: string) => ({
      id,
      name,
      quantity,
      unit: null,
      unitPrice,
      netAmount,
      vatRate: '19',
    });
    const r = mergeLlmAnswer(doc, rules, {
      vatBreakdown: [],
      lines: [
        line('1', 'Montagearbeiten', '3', '80.00', '240.00'),
        line('2', 'Kabel NYM 3x1,5', '1250', '0.80', '1000.00'),
      ],
    });
    expect(codes(r.notices)).toContain('EXTRACT_LLM_LINES');
    expect(r.warnings).toEqual(noticeWarnings(r.notices));
  });
});

describe('notices of the PDF entry point', () => {
  const TEXTS = [
    { x: 40, top: 60, text: 'Muster GmbH · Hauptstr. 1 · 10115 Berlin', size: 8 },
    { x: 40, top: 90, text: 'Kunde AG' },
    { x: 40, top: 102, text: 'Nebenweg 2' },
    { x: 40, top: 114, text: '80331 München' },
    { x: 40, top: 172, text: 'Rechnungsdatum:' },
    { x: 200, top: 172, text: '15.11.2024' },
    { x: 300, top: 230, text: 'Summe netto' },
    { x: 480, top: 230, text: '100,00' },
    { x: 300, top: 242, text: 'MwSt. 19 %' },
    { x: 480, top: 242, text: '19,00' },
    { x: 300, top: 254, text: 'Gesamtbetrag' },
    { x: 480, top: 254, text: '119,00' },
  ];
  let closed: Server;
  let deadUrl = '';
  beforeAll(async () => {
    // a port that refuses connections: listen, note the port, close
    closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/v1`;
    await new Promise((r) => closed.close(r));
  });
  afterAll(() => closed.closeAllConnections());

  const has = (ns: Notice[], code: NoticeCode) => expect(codes(ns)).toContain(code);

  it('EXTRACT_NO_NUMBER from a PDF without an invoice number', async () => {
    const r = await extractFromPdf(await makePdf([{ texts: TEXTS }]));
    has(r.notices, 'EXTRACT_NO_NUMBER');
    expect(r.warnings).toEqual(noticeWarnings(r.notices));
  });

  it('EXTRACT_LLM_NOT_CONFIGURED and EXTRACT_LLM_FAILED', async () => {
    const pdf = await makePdf([{ texts: TEXTS }]);
    const saved = process.env.LLM_PRIMARY_URL;
    delete process.env.LLM_PRIMARY_URL;
    try {
      const r = await extractFromPdf(pdf, { llm: true });
      expect(r.notices[0]).toEqual({ code: 'EXTRACT_LLM_NOT_CONFIGURED' });
    } finally {
      if (saved !== undefined) process.env.LLM_PRIMARY_URL = saved;
    }
    const f = await extractFromPdf(pdf, {
      llm: true,
      llmConfig: { primary: { name: 'primary', url: deadUrl, model: 'm' }, timeoutMs: 2000, retries: 0 },
    });
    expect(f.notices[0]?.code).toBe('EXTRACT_LLM_FAILED');
    expect(f.notices[0]?.params?.reason).toBeTruthy();
    expect(f.notices[0]?.params?.cause).toBe('unreachable');
    expect(f.warnings[0]).toBe(
      'LLM extraction failed (the provider could not be reached); offline result used',
    );
  });

  it('EXTRACT_EMBEDDED_XML_UNREADABLE: a factur-x.xml that is not an invoice', async () => {
    const bad = new TextEncoder().encode('<?xml version="1.0"?><rsm:CrossIndustryInvoice');
    const pdf = await makePdf([{ texts: TEXTS }], { attachments: [{ name: 'factur-x.xml', bytes: bad }] });
    const r = await extractFromPdf(pdf);
    expect(r.source).toBe('extracted');
    expect(r.notices[0]?.code).toBe('EXTRACT_EMBEDDED_XML_UNREADABLE');
    expect(r.notices[0]?.params?.file).toBe('factur-x.xml');
    // a valid embedded XML gives no notices
    const inv = emptyInvoice();
    inv.number = 'HYB-1';
    const ok = await makePdf([{ texts: TEXTS }], {
      attachments: [{ name: 'factur-x.xml', bytes: new TextEncoder().encode(writeCii(inv)) }],
    });
    expect((await extractFromPdf(ok)).notices).toEqual([]);
  });

  it('every code is covered by a test above', () => {
    const src = [
      'EXTRACT_NO_NUMBER',
      'EXTRACT_NO_ISSUE_DATE',
      'EXTRACT_NO_SELLER',
      'EXTRACT_NO_BUYER',
      'EXTRACT_BIC_WITHOUT_IBAN',
      'EXTRACT_TOTALS_MISMATCH',
      'EXTRACT_DUE_MISMATCH',
      'EXTRACT_LINES_SUM_MISMATCH',
      'EXTRACT_NO_LINES',
      'EXTRACT_LLM_LINES',
      'EXTRACT_LLM_FAILED',
      'EXTRACT_LLM_NOT_CONFIGURED',
      'EXTRACT_EMBEDDED_XML_UNREADABLE',
      // tested with the reader that raises it: readers/party-cues.test.ts
      'EXTRACT_PARTIES_DOUBTFUL',
    ];
    expect([...NOTICE_CODES].sort()).toEqual(src.sort());
  });
});

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boxTrueTypeFont, makeLongPdf, makePdf, type Placed, rawPdf, rawPdfBinary } from './test-pdfs.ts';
import { extractLayout, type PdfPageLayout } from './text.ts';

const header: Placed[] = [
  { text: 'RECHNUNG', x: 50, top: 60, size: 18, bold: true },
  // left column: seller address; right column: invoice data, same baselines
  { text: 'Muster GmbH', x: 50, top: 100 },
  { text: 'Hauptstr. 1', x: 50, top: 112 },
  { text: '10115 Berlin', x: 50, top: 124 },
  { text: 'Rechnungsnr.: 2025-001', x: 350, top: 100 },
  { text: 'Datum: 01.02.2025', x: 350, top: 112 },
  { text: 'Kunde: 4711', x: 350, top: 124 },
];

const table: Placed[] = [
  ...['Pos', 'Beschreibung', 'Menge', 'Preis', 'Betrag'].map((t, i) => ({
    text: t,
    x: [50, 90, 330, 420, 500][i] as number,
    top: 200,
    bold: true,
  })),
  ...[1, 2, 3].flatMap((n) =>
    [String(n), `Artikel ${n}`, `${n},00 Stk`, '10,00', `${n * 10},00`].map((t, i) => ({
      text: t,
      x: [50, 90, 330, 420, 500][i] as number,
      top: 200 + n * 15,
    })),
  ),
];

function lineTexts(page: PdfPageLayout): string[] {
  return page.lines.map((l) => l.text);
}

describe('extractLayout', () => {
  it('places items with top-left coordinates, font size and bold from the font name', async () => {
    const layout = await extractLayout(await makePdf([{ texts: header }]));
    const page = layout.pages[0] as PdfPageLayout;
    expect(page.width).toBe(595);
    expect(page.height).toBe(842);
    const title = page.items.find((i) => i.text === 'RECHNUNG');
    expect(title?.fontName).toBe('Helvetica-Bold');
    expect(title?.bold).toBe(true);
    expect(title?.fontSize).toBeCloseTo(18, 3);
    expect(title?.baseline).toBeCloseTo(60, 1);
    expect(title?.x).toBeCloseTo(50, 1);
    // the box's top is above the baseline, its bottom below
    expect(title?.y).toBeLessThan(60);
    expect((title?.y ?? 0) + (title?.height ?? 0)).toBeGreaterThan(60);
    const muster = page.items.find((i) => i.text === 'Muster GmbH');
    expect(muster?.bold).toBe(false);
    expect(muster?.fontName).toBe('Helvetica');
    expect(muster?.fontSize).toBeCloseTo(10, 3);
    expect(muster?.width).toBeGreaterThan(40);
    expect(muster?.width).toBeLessThan(80);
  });

  it('groups lines by baseline, keeps columns apart as segments, blocks in reading order', async () => {
    const layout = await extractLayout(await makePdf([{ texts: [...header, ...table] }]));
    const page = layout.pages[0] as PdfPageLayout;
    expect(lineTexts(page).slice(0, 4)).toEqual([
      'RECHNUNG',
      'Muster GmbH   Rechnungsnr.: 2025-001',
      'Hauptstr. 1   Datum: 01.02.2025',
      '10115 Berlin   Kunde: 4711',
    ]);
    const second = page.lines[1];
    expect(second?.segments.map((s) => s.text)).toEqual(['Muster GmbH', 'Rechnungsnr.: 2025-001']);
    expect(second?.segments[1]?.x).toBeCloseTo(350, 1);
    expect(page.lines[0]?.segments[0]?.bold).toBe(true);

    // reading order: title, then the whole left column, then the right column
    const texts = page.blocks.map((b) => b.text);
    const left = texts.indexOf('Muster GmbH\nHauptstr. 1\n10115 Berlin');
    const right = texts.indexOf('Rechnungsnr.: 2025-001\nDatum: 01.02.2025\nKunde: 4711');
    expect(texts[0]).toBe('RECHNUNG');
    expect(left).toBeGreaterThan(0);
    expect(right).toBe(left + 1);
    // segments know their block and line
    const seg = second?.segments[1];
    expect(page.blocks[seg?.block ?? -1]?.text.startsWith('Rechnungsnr.')).toBe(true);
    expect(seg?.line).toBe(1);

    // table rows: one line each, one segment per cell
    const headRow = page.lines.find((l) => l.text.startsWith('Pos'));
    expect(headRow?.segments.map((s) => s.text)).toEqual(['Pos', 'Beschreibung', 'Menge', 'Preis', 'Betrag']);
    expect(headRow?.segments.every((s) => s.bold)).toBe(true);
    const row2 = page.lines.find((l) => l.segments[0]?.text === '2');
    expect(row2?.segments.map((s) => s.text)).toEqual(['2', 'Artikel 2', '2,00 Stk', '10,00', '20,00']);
    expect(row2?.segments.map((s) => Math.round(s.x))).toEqual([50, 90, 330, 420, 500]);

    // the text rendering keeps columns: wide gaps become several spaces, cells align
    expect(page.text).toMatch(/Muster GmbH {2,}Rechnungsnr\.: 2025-001/);
    const rows = page.text.split('\n').filter((l) => /^\s*[123]\s+Artikel/.test(l));
    expect(rows).toHaveLength(3);
    const col = (l: string) => l.indexOf('10,00');
    expect(new Set(rows.map(col)).size).toBe(1);
  });

  it('splits two numbers side by side earlier than words (tight tables)', async () => {
    // Helvetica 10 pt: '60,00' is 25.02 pt wide, 'Seite 1' 31.12 pt
    const layout = await extractLayout(
      await makePdf([
        {
          texts: [
            { text: '60,00', x: 300, top: 100 },
            { text: '10,00%', x: 332, top: 100 },
            { text: 'Seite 1', x: 300, top: 120 },
            { text: 'von 3', x: 340, top: 120 },
          ],
        },
      ]),
    );
    const lines = layout.pages[0]?.lines ?? [];
    expect(lines[0]?.segments.map((s) => s.text)).toEqual(['60,00', '10,00%']);
    expect(lines[1]?.segments.map((s) => s.text)).toEqual(['Seite 1 von 3']);
  });

  it('joins letter-spaced words', async () => {
    // one run per letter at a 12 pt pitch (Helvetica-Bold 10 pt capitals are 6.7–7.8 pt wide)
    const letters = [...'RECHNUNG'].map((c, i) => ({ text: c, x: 50 + i * 12, top: 100, bold: true }));
    const layout = await extractLayout(
      await makePdf([{ texts: [...letters, { text: 'K u n d e n - N r . :', x: 50, top: 120 }] }]),
    );
    const lines = layout.pages[0]?.lines ?? [];
    expect(lines[0]?.text).toBe('RECHNUNG');
    expect(lines[0]?.segments[0]?.bold).toBe(true);
    expect(lines[1]?.text).toBe('Kunden-Nr.:');
  });

  it('keeps a letter-spaced word whole where pdf.js saw a word gap (glyph positions)', async () => {
    // every letter moved apart by a TJ adjustment of 0.055 em, one pair by 0.11 em: pdf.js
    // puts a space there ("Liefer ant"); a real word gap (0.3 em) and a space glyph stay
    const tj = (word: string, gaps: Record<number, number> = {}) =>
      [...word].map((c, i) => `(${c}) ${i < word.length - 1 ? (gaps[i] ?? -55) : 0}`).join(' ');
    const content = [
      'BT /F1 10 Tf 50 700 Td',
      `[${tj('Lieferant', { 5: -110 })} -300 ${tj('GmbH')}] TJ`,
      '0 -20 Td',
      `[${tj('Lieferantenstr', { 5: -110, 12: -110 })} ${tj('asse 20', { 3: -110 })}] TJ`,
      // no letter spacing: a 0.15 em gap is a word gap, as pdf.js reads it
      '0 -20 Td [(Rechnung) -150 (Nr) -150 (12)] TJ',
      // words placed one by one (Td), each letter-spaced
      `0 -20 Td [${tj('Bestell')}] TJ 40 0 Td [${tj('nummer')}] TJ`,
      'ET',
    ].join('\n');
    const bytes = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ]);
    const lines = (await extractLayout(bytes)).pages[0]?.lines.map((l) => l.text);
    expect(lines).toEqual(['Lieferant GmbH', 'Lieferantenstrasse 20', 'Rechnung Nr 12', 'Bestell nummer']);
    // the raw pdf.js reading, for comparison
    const raw = (await extractLayout(bytes, { glyphGaps: false })).pages[0]?.lines.map((l) => l.text);
    expect(raw?.[0]).toBe('Liefer ant GmbH');
    expect(raw?.[1]).toBe('Liefer antenst rasse 20');
  });

  it('reads one space of a letter-spaced monospaced font as a word gap, two as a column gap', async () => {
    // Courier at 8 pt with 0.4 pt character spacing (a line printer's invoice): one space is
    // 0.65 em wide; numbers side by side with one space are one value, with two spaces two cells
    const content = [
      'BT /F1 8 Tf 0.4 Tc 50 700 Td',
      '(DERBY  DE1 3AH) Tj',
      '0 -12 Td (TEL 0151 785 7993   VAT REG NO. GB 677 8866 12) Tj',
      '0 -12 Td (ART 4711  12,50  125,00) Tj',
      'ET',
    ].join('\n');
    const bytes = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    ]);
    const lines = (await extractLayout(bytes)).pages[0]?.lines.map((l) => l.segments.map((s) => s.text));
    expect(lines).toEqual([
      ['DERBY', 'DE1 3AH'],
      ['TEL 0151 785 7993', 'VAT REG NO. GB 677 8866 12'],
      ['ART 4711', '12,50', '125,00'],
    ]);
  });

  it('keeps a short letter-spaced word whole by the letter spacing of the words beside it', async () => {
    // every word its own text operation (Td), 0.6 pt character spacing at 8 pt (0.075 em), the
    // two capitals of 'AA' kerned 0.03 em apart: pdf.js sees a gap ≥ 0.1 em and puts a space
    const content = [
      'BT /F1 8 Tf 0.6 Tc 50 700 Td',
      '[(3557)] TJ 24 0 Td [(A) -30 (A)] TJ 16 0 Td [(Utrecht)] TJ',
      'ET',
    ].join('\n');
    const bytes = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ]);
    expect((await extractLayout(bytes)).pages[0]?.lines.map((l) => l.text)).toEqual(['3557 AA Utrecht']);
    const raw = (await extractLayout(bytes, { glyphGaps: false })).pages[0]?.lines.map((l) => l.text);
    expect(raw).toEqual(['3557 A A Utrecht']);
  });

  it('reads the codes of a TrueType font without /Encoding and /ToUnicode as WinAnsi (Word subsets)', async () => {
    // Word embeds subset fonts as "symbolic" TrueType without /Encoding and /ToUnicode, the
    // content in WinAnsi codes, a (1,0) cmap from those codes to the glyphs; pdf.js alone
    // reads them as MacRoman ("Waflmannsdorfer", "Ä 12,50")
    const winAnsi = (s: string) => Buffer.from(s.replace('€', '\x80'), 'latin1');
    const macRoman: Record<string, number> = { ß: 0xa7, ä: 0x8a, Ä: 0x80 };
    const lines = ['Waßmannsdorfer Straße 5', 'Pflege € 12,50', 'ÄÖÜ äöü é ß'];
    const codes = [...new Set(lines.flatMap((l) => [...winAnsi(l)]))].concat(0xa7, 0x8a);
    const font = boxTrueTypeFont(codes);
    const hex = (b: Iterable<number>) => `<${Buffer.from([...b]).toString('hex')}>`;
    const content = [
      'BT /F1 12 Tf 50 700 Td',
      ...lines.map((l, i) => `${i ? '0 -20 Td ' : ''}${hex(winAnsi(l))} Tj`),
      // the same font program with an explicit /MacRomanEncoding: pdf.js is right there
      `/F2 12 Tf 0 -20 Td ${hex([...'Stra'].map((c) => c.charCodeAt(0)).concat(macRoman.ß as number, 0x65))} Tj`,
      // and with a /ToUnicode map (0x80 → Ä): the map wins
      `/F3 12 Tf 0 -20 Td ${hex([0x80, 0x72, 0x67, 0x65, 0x72])} Tj`,
      'ET',
    ].join('\n');
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CMapName /Test def 1 begincodespacerange <00> <FF> endcodespacerange',
      '1 beginbfchar <80> <00C4> endbfchar',
      '1 beginbfrange <20> <7E> <0020> endbfrange',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const fontDict = (name: string, desc: number, extra: string) =>
      `<< /Type /Font /Subtype /TrueType /BaseFont /${name} /FirstChar 0 /LastChar 255 /Widths [${' 600'.repeat(256)}] /FontDescriptor ${desc} 0 R ${extra}>>`;
    const descriptor = (name: string) =>
      `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [0 -200 600 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 6 0 R >>`;
    const bytes = rawPdfBinary([
      '<< /Type /Catalog /Pages 2 0 R >>',
      // a first page in the same font with no code ≥ 128: the font is told on the second
      '<< /Type /Pages /Kids [13 0 R 3 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 7 0 R /F2 8 0 R /F3 9 0 R >> >> >>',
      { dict: '<< >>', data: Buffer.from(content, 'latin1') },
      descriptor('ABCDEF+TestSans'),
      { dict: `<< /Length1 ${font.length} >>`, data: font },
      fontDict('ABCDEF+TestSans', 5, ''),
      fontDict('ABCDEG+TestSans', 11, '/Encoding /MacRomanEncoding '),
      fontDict('ABCDEH+TestSans', 12, '/ToUnicode 10 0 R '),
      { dict: '<< >>', data: Buffer.from(cmap, 'latin1') },
      descriptor('ABCDEG+TestSans'),
      descriptor('ABCDEH+TestSans'),
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 14 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
      {
        dict: '<< >>',
        data: Buffer.from(`BT /F1 12 Tf 50 700 Td ${hex(winAnsi('Rechnung 1'))} Tj ET`, 'latin1'),
      },
    ]);
    const layout = await extractLayout(bytes);
    expect(layout.pages[0]?.lines.map((l) => l.text)).toEqual(['Rechnung 1']);
    const page = layout.pages[1];
    expect(page?.lines.map((l) => l.text.replace(/\s+/g, ' '))).toEqual([...lines, 'Straße', 'Ärger']);
    expect(page?.unreadableChars).toBe(0);
    // pdf.js alone (no font details without font names)
    const raw = (await extractLayout(bytes, { fonts: false })).pages[1]?.lines[0]?.text;
    expect(raw).toBe('Waflmannsdorfer Straﬂe 5'.normalize('NFKC'));
  });

  it('reads a two-column text column by column', async () => {
    const texts: Placed[] = [];
    for (let i = 0; i < 5; i++) texts.push({ text: `left column line ${i + 1}`, x: 50, top: 100 + i * 12 });
    for (let i = 0; i < 3; i++) texts.push({ text: `right column line ${i + 1}`, x: 320, top: 112 + i * 12 });
    texts.push({ text: 'footer spanning both columns of the page', x: 150, top: 300 });
    const layout = await extractLayout(await makePdf([{ texts }]));
    const page = layout.pages[0] as PdfPageLayout;
    const order = page.blocks.flatMap((b) => b.lines.map((l) => l.text));
    expect(order).toEqual([
      'left column line 1',
      'left column line 2',
      'left column line 3',
      'left column line 4',
      'left column line 5',
      'right column line 1',
      'right column line 2',
      'right column line 3',
      'footer spanning both columns of the page',
    ]);
  });

  it('handles several pages and separates their text with form feeds', async () => {
    const layout = await extractLayout(
      await makePdf([
        { texts: header },
        {
          texts: [
            { text: 'Summe netto', x: 50, top: 100 },
            { text: '60,00', x: 500, top: 100 },
          ],
        },
      ]),
    );
    expect(layout.numPages).toBe(2);
    expect(layout.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(layout.text.split('\f')).toHaveLength(2);
    expect(layout.pages[1]?.lines[0]?.segments.map((s) => s.text)).toEqual(['Summe netto', '60,00']);
    // font names of later pages come from the per-document cache
    expect(layout.pages[1]?.items[0]?.fontName).toBe('Helvetica');
    expect(layout.textChars).toBe((layout.pages[0]?.textChars ?? 0) + (layout.pages[1]?.textChars ?? 0));
    const limited = await extractLayout(await makePdf([{ texts: header }, { texts: header }]), {
      maxPages: 1,
    });
    expect(limited.numPages).toBe(2);
    expect(limited.pages).toHaveLength(1);
  });

  it('turns a rotated page so that its text reads left to right', async () => {
    const layout = await extractLayout(await makePdf([{ texts: header, rotate: 90 }]));
    const page = layout.pages[0] as PdfPageLayout;
    expect(page.rotate).toBe(90);
    expect(page.textRotation).toBe(90);
    // laid out in the text's own frame: same lines, same positions as unrotated
    expect(page.width).toBe(595);
    expect(page.height).toBe(842);
    expect(lineTexts(page).slice(0, 2)).toEqual(['RECHNUNG', 'Muster GmbH   Rechnungsnr.: 2025-001']);
    const muster = page.items.find((i) => i.text === 'Muster GmbH');
    expect(muster?.x).toBeCloseTo(50, 1);
    expect(muster?.baseline).toBeCloseTo(100, 1);
  });

  it('reads a landscape page whose content is drawn turned to compensate /Rotate', async () => {
    const { PDFDocument, StandardFonts, degrees } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    page.setRotation(degrees(90));
    // with /Rotate 90, user (x, y) is displayed at (y, x) from the top-left; text turned 90°
    // counter-clockwise in user space reads left to right on screen
    const at = (text: string, left: number, baseline: number) =>
      page.drawText(text, { x: baseline, y: left, size: 10, font, rotate: degrees(90) });
    at('Landscape invoice', 50, 60);
    at('Pos 1', 50, 100);
    at('99,00', 700, 100);
    const layout = await extractLayout(await doc.save());
    const p = layout.pages[0] as PdfPageLayout;
    expect(p.rotate).toBe(90);
    expect(p.textRotation).toBe(0);
    expect([p.width, p.height]).toEqual([842, 595]);
    expect(p.lines.map((l) => l.segments.map((s) => s.text))).toEqual([
      ['Landscape invoice'],
      ['Pos 1', '99,00'],
    ]);
    expect(p.lines[1]?.segments[1]?.x).toBeCloseTo(700, 1);
    expect(p.lines[1]?.baseline).toBeCloseTo(100, 1);
  });

  it('keeps runs in another direction out of the lines', async () => {
    const { PDFDocument, StandardFonts, degrees } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    page.drawText('Normal text line', { x: 50, y: 742, size: 10, font });
    page.drawText('Another normal line', { x: 50, y: 730, size: 10, font });
    page.drawText('Vertical margin note', { x: 20, y: 300, size: 8, font, rotate: degrees(90) });
    const layout = await extractLayout(await doc.save());
    const p = layout.pages[0] as PdfPageLayout;
    expect(p.textRotation).toBe(0);
    expect(lineTexts(p)).toEqual(['Normal text line', 'Another normal line']);
    const note = p.items.find((i) => i.text === 'Vertical margin note');
    expect(note?.orientation).toBe(270);
    expect(note?.inLayout).toBe(false);
  });

  it('keeps a justified line of number groups together, but tight number cells apart', async () => {
    const helv = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    // every word its own run, the spaces stretched alike (justified small print)
    const words = (line: string, x: number, top: number, size: number, stretch: number): Placed[] => {
      const out: Placed[] = [];
      let at = x;
      for (const w of line.split(' ')) {
        out.push({ text: w, x: at, top, size });
        at += helv.widthOfTextAtSize(`${w} `, size) + stretch;
      }
      return out;
    };
    const texts: Placed[] = [
      ...words('IBAN: DE12 3456 7890 1234 5678 90', 50, 100, 7, 2.5),
      ...words('Bankverbindung Musterbank Berlin BIC MUSTDEBBXXX', 50, 120, 7, 2),
      // a tight table row: the label apart from the first number, the numbers 0.7 em apart
      { text: 'Transport', x: 50, top: 160, size: 10 },
      { text: '2,50', x: 110, top: 160, size: 10 },
      { text: '385,49', x: 110 + helv.widthOfTextAtSize('2,50', 10) + 7, top: 160, size: 10 },
    ];
    const page = (await extractLayout(await makePdf([{ texts }]))).pages[0] as PdfPageLayout;
    expect(page.lines[0]?.segments.map((s) => s.text)).toEqual(['IBAN: DE12 3456 7890 1234 5678 90']);
    expect(page.lines[1]?.segments).toHaveLength(1);
    expect(page.lines[2]?.segments.map((s) => s.text)).toEqual(['Transport', '2,50', '385,49']);
  });

  it('reads a 500-page PDF in bounded time', async () => {
    const bytes = await makeLongPdf(500, 20);
    const t0 = performance.now();
    const layout = await extractLayout(bytes, { fonts: false });
    const ms = performance.now() - t0;
    expect(layout.pages).toHaveLength(500);
    expect(layout.pages[499]?.lines).toHaveLength(20);
    expect(layout.pages[499]?.lines[0]?.text).toContain('Page 500 line 1');
    expect(ms).toBeLessThan(60_000);
  }, 90_000);
});

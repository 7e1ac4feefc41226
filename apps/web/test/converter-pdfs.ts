// Self-made invoice PDFs for the converter browser tests (pdfkit): a typical German one-page
// invoice that lacks what XRechnung needs beyond the paper (electronic addresses, Leitweg-ID,
// seller contact), so the test fills those in the review form.
import PDFDocument from 'pdfkit';

export interface SamplePdf {
  number: string;
  bytes: Uint8Array;
}

/**
 * `number: null` leaves the invoice number out; `gross` prints another gross total (one that
 * does not add up), for the extractor's notices; `contact` prints the seller's contact person,
 * phone and e-mail in the info block; `holder` an account holder line under the IBAN.
 */
export function makeInvoicePdf(
  number: string | null = 'RE-2025-0042',
  opts: { gross?: string; noBank?: boolean; contact?: boolean; holder?: string } = {},
): Promise<SamplePdf> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: number ? `Rechnung ${number}` : 'Rechnung' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('error', reject);
    doc.on('end', () => resolve({ number: number ?? '', bytes: new Uint8Array(Buffer.concat(chunks)) }));
    doc.font('Helvetica-Bold').fontSize(14).text('Muster Bürobedarf GmbH', 50, 50);
    doc.font('Helvetica').fontSize(9).text('Hauptstraße 1 · 10115 Berlin', 50, 68);
    doc.fontSize(10).text('Stadtverwaltung Beispielstadt', 50, 120);
    doc.text('Rathausplatz 2', 50, 134);
    doc.text('12345 Beispielstadt', 50, 148);
    doc.text('Deutschland', 50, 162);
    doc.font('Helvetica-Bold').fontSize(16).text('Rechnung', 50, 210);
    doc.font('Helvetica').fontSize(10);
    if (number) doc.text(`Rechnungsnummer: ${number}`, 350, 120);
    doc.text('Rechnungsdatum: 15.01.2025', 350, 134);
    doc.text('Lieferdatum: 10.01.2025', 350, 148);
    if (opts.contact) {
      doc.text('Ansprechpartner: Erika Muster', 350, 162);
      doc.text('Telefon: +49 30 1234567', 350, 176);
      doc.text('E-Mail: buchhaltung@muster-buero.de', 350, 190);
    }
    const y0 = 250;
    doc.font('Helvetica-Bold');
    doc.text('Pos.', 50, y0);
    doc.text('Bezeichnung', 90, y0);
    doc.text('Menge', 300, y0);
    doc.text('Einzelpreis', 370, y0);
    doc.text('Gesamt', 470, y0);
    doc.font('Helvetica');
    const rows = [
      ['1', 'Druckerpapier A4', '10', '10,00 €', '100,00 €'],
      ['2', 'Toner schwarz', '2', '25,00 €', '50,00 €'],
    ];
    rows.forEach((r, i) => {
      const y = y0 + 20 + i * 16;
      doc.text(r[0] ?? '', 50, y);
      doc.text(r[1] ?? '', 90, y);
      doc.text(r[2] ?? '', 300, y);
      doc.text(r[3] ?? '', 370, y);
      doc.text(r[4] ?? '', 470, y);
    });
    const yt = y0 + 80;
    doc.text('Nettobetrag', 350, yt);
    doc.text('150,00 €', 470, yt);
    doc.text('USt. 19 %', 350, yt + 16);
    doc.text('28,50 €', 470, yt + 16);
    doc.font('Helvetica-Bold').text('Gesamtbetrag', 350, yt + 32);
    doc.text(opts.gross ?? '178,50 €', 470, yt + 32);
    doc.font('Helvetica').fontSize(9);
    doc.text('Zahlbar innerhalb von 30 Tagen ohne Abzug.', 50, yt + 80);
    if (!opts.noBank) doc.text('IBAN: DE02 1203 0000 0000 2020 51 · BIC: BYLADEM1001', 50, yt + 94);
    doc.text('USt-IdNr.: DE123456789 · Amtsgericht Berlin HRB 12345', 50, yt + 108);
    if (opts.holder) doc.text(`Kontoinhaber: ${opts.holder}`, 50, yt + 122);
    doc.end();
  });
}

import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { layout, type Row } from './test-layout.ts';
import { zeroRateCategory } from './vat.ts';

/** an invoice without a VAT row: net, gross and due, then a sentence or footer under it */
function zeroVat(
  extra: Row[],
  words: [string, string, string] = ['Summe netto', 'Summe brutto', 'Zu zahlen'],
) {
  return layout([
    [40, 40, 'Rechnung'],
    [60, 40, 'Rechnungsnummer: R-2025-77'],
    [72, 40, 'Rechnungsdatum: 12.03.2025'],
    [120, 40, 'Pos.'],
    [120, 70, 'Bezeichnung'],
    [120, 280, 'Menge'],
    [120, 400, 'Einzelpreis'],
    [120, 490, 'Gesamtpreis'],
    [136, 40, '1'],
    [136, 70, 'Montagearbeiten'],
    [136, 280, '3'],
    [136, 405, '400,00'],
    [136, 495, '1.200,00'],
    [170, 320, words[0]],
    [170, 495, '1.200,00'],
    [182, 320, words[1]],
    [182, 495, '1.200,00'],
    [198, 320, words[2]],
    [198, 495, '1.200,00'],
    ...extra,
  ]);
}

describe('invoices without VAT (exempt, intra-community, reverse charge, export)', () => {
  it('takes no VAT amount from the numbers of a legal reference', () => {
    for (const sentence of [
      'TVA non applicable, article 293 B du CGI.',
      'Steuerfrei gemäß § 4 Nr. 14 UStG.',
      'Btw verlegd (art. 12 lid 3 Wet OB).',
    ]) {
      const { invoice } = extractInvoice(zeroVat([[240, 40, sentence]]));
      expect(invoice.totals.vatTotal ?? '0.00', sentence).toBe('0.00');
      expect(
        invoice.vatBreakdown.map((v) => [v.categoryCode, v.rate, v.taxableAmount]),
        sentence,
      ).toEqual([[zeroRateCategory(sentence), '0', '1200.00']]);
    }
  });

  it('takes no VAT amount from a footer with the VAT identifier after its label', () => {
    for (const footer of [
      'Nordwerk GmbH | Hauptstraße 5, 10115 Berlin | USt-IdNr. DE123456789 | IBAN DE89 3704 0044 0532 0130 00',
      'Nordwerk BV | Meir 5, 2000 Antwerpen | TVA BE0123456461 | IBAN BE71 0961 2345 6769',
      'Nordwerk BV | Meir 5, 2000 Antwerpen | BTW-nummer BE0123456461 | IBAN BE71 0961 2345 6769',
    ]) {
      const { invoice } = extractInvoice(zeroVat([[790, 40, footer]]));
      expect(invoice.totals.vatTotal ?? '0.00', footer).toBe('0.00');
    }
  });

  it('knows the Dutch export wording', () => {
    expect(zeroRateCategory('Uitvoer buiten de EU, 0% btw.')).toBe('G');
    expect(zeroRateCategory('Levering buiten de EU')).toBe('G');
  });
});

/**
 * Rules found with the second blind synthetic round (bench --templates blind2): utility bills,
 * hotel folios, marketplace order invoices and Belgian/Luxembourg invoices in French.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { labelRe } from './labels.ts';
import { layout, type Row } from './test-layout.ts';

describe('labels of the blind2 layouts', () => {
  it.each([
    ['Nachzahlung 165,09 €', 'amountDue'],
    ['Saldo 0,00 EUR', 'amountDue'],
    ['abzüglich geleisteter Abschläge -660,00 €', 'paidAmount'],
    ['abzgl. Abschlagszahlungen -660,00 €', 'paidAmount'],
    ['Zahlung Kreditkarte -200,00', 'paidAmount'],
    ['Payment received €10.00', 'paidAmount'],
    ['Total hors TVA 6 284,54 €', 'taxExclusive'],
    ['Total TVA comprise 6 904,09 €', 'taxInclusive'],
    ['Folio-Nr. 33912', 'number'],
    ['Invoice date / Delivery date 2026-07-19', 'issueDate'],
    ['Rechnungs-/Lieferdatum 19.07.2026', 'issueDate'],
  ] as const)('%s → %s', (text, field) => {
    expect(labelRe(field).exec(text)?.index).toBe(0);
  });
});

const HEAD: Row[] = [
  [40, 40, 'Muster Energie GmbH'],
  [110, 40, 'Muster Energie GmbH · Hauptstraße 1 · 04109 Leipzig'],
  [124, 40, 'Beispiel AG'],
  [137, 40, 'Lindenallee 6'],
  [150, 40, '50922 Köln'],
  [193, 40, 'Ihre Rechnung vom 02.03.2026'],
  [211, 40, 'Rechnungsnummer: RG-1166'],
];

describe('utility bill: instalments already paid', () => {
  it('reads the gross, the instalments and the remainder to pay', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [303, 300, 'Summe netto'],
        [303, 480, '693,35 €'],
        [317, 300, 'USt. 19 %'],
        [317, 480, '131,74 €'],
        [331, 300, 'Summe brutto'],
        [331, 480, '825,09 €'],
        [345, 300, 'abzüglich geleisteter Abschläge'],
        [345, 480, '-660,00 €'],
        [359, 300, 'Nachzahlung'],
        [359, 480, '165,09 €'],
      ]),
    );
    expect(invoice.totals).toMatchObject({
      taxInclusive: '825.09',
      paidAmount: '660.00',
      amountDue: '165.09',
    });
  });
});

describe('VAT rows with and without a printed base', () => {
  it('completes the rate without a base from the net total when the sums add up', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Exemple SRL'],
        [58, 40, 'Rue de la Loi 26'],
        [69, 40, '1000 Bruxelles'],
        [80, 40, 'TVA BE0739875880'],
        [110, 320, 'Client SA'],
        [123, 320, 'Kouter 39'],
        [136, 320, '9000 Gent'],
        [140, 40, 'Facture n° : 2026/3143'],
        [274, 320, 'Total HTVA'],
        [274, 480, '6 284,54 €'],
        [288, 320, 'TVA 21 % sur 1 616,54'],
        [288, 480, '339,47 €'],
        [302, 320, 'TVA 6 %'],
        [302, 480, '280,08 €'],
        [316, 320, 'Montant TVAC'],
        [316, 480, '6 904,09 €'],
      ]),
    );
    expect(invoice.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['21', '1616.54', '339.47'],
      ['6', '4668.00', '280.08'],
    ]);
    expect(invoice.totals.vatTotal).toBe('619.55');
  });
});

describe('buyer VAT id under a block interleaved with another column', () => {
  it('takes the id printed under the buyer block although the left column sets rows between', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Exemple SRL'],
        [58, 40, 'Rue de la Loi 26'],
        [69, 40, '1000 Bruxelles'],
        [80, 40, 'TVA BE0739875880'],
        [110, 320, 'Client SA'],
        [120, 40, 'Facture n° :'],
        [120, 140, '2026/3143'],
        [123, 320, '100 avenue Victor Hugo'],
        [132, 40, 'Date de facture :'],
        [132, 140, '26.10.2026'],
        [136, 320, '44073 Nantes'],
        [144, 40, 'Échéance :'],
        [144, 140, '25.11.2026'],
        [149, 320, 'France'],
        [156, 40, 'Réf. client :'],
        [156, 140, 'C5005'],
        [162, 320, 'N° TVA : FR36282901516'],
        [274, 320, 'Total HTVA'],
        [274, 480, '100,00 €'],
        [288, 320, 'TVA 21 %'],
        [288, 480, '21,00 €'],
        [302, 320, 'Total TVAC'],
        [302, 480, '121,00 €'],
      ]),
    );
    expect(invoice.seller.vatId).toBe('BE0739875880');
    expect(invoice.buyer.vatId).toBe('FR36282901516');
    expect(invoice.buyer.address.countryCode).toBe('FR');
  });
});

describe('a unit price in cents', () => {
  it('reads "25,07 ct/kWh" as 0.2507 when quantity × that gives the net', () => {
    const { invoice } = extractInvoice(
      layout([
        ...HEAD,
        [249, 40, 'Position'],
        [249, 160, 'Zeitraum'],
        [249, 335, 'Menge'],
        [249, 435, 'Preis'],
        [249, 485, 'Betrag netto'],
        [265, 40, 'Arbeitspreis Strom'],
        [265, 160, '01.07.2025 - 30.06.2026'],
        [265, 300, '1.530 kWh'],
        [265, 400, '25,07 ct/kWh'],
        [265, 500, '383,57 €'],
        [279, 40, 'Grundpreis'],
        [279, 160, '01.07.2025 - 30.06.2026'],
        [279, 300, '12 Monate'],
        [279, 400, '12,95 €/Monat'],
        [279, 500, '155,40 €'],
        [303, 300, 'Summe netto'],
        [303, 480, '538,97 €'],
        [317, 300, 'USt. 19 %'],
        [317, 480, '102,40 €'],
        [331, 300, 'Rechnungsbetrag'],
        [331, 480, '641,37 €'],
      ]),
    );
    expect(invoice.lines.map((l) => [l.quantity, l.price.netPrice, l.netAmount])).toEqual([
      ['1530', '0.2507', '383.57'],
      ['12', '12.95', '155.40'],
    ]);
  });
});

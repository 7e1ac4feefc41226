import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { LABEL_ABOVE_CASES, PARTY_FORM_CASES } from './form-labels.cases.ts';
import { layout } from './test-layout.ts';

describe('party labels of labelled-field forms ("Firma", "PLZ / Ort")', () => {
  it.each(PARTY_FORM_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    const party = (p: {
      name?: string;
      address: { postalCode?: string; city?: string; line1?: string };
    }) => ({
      name: p.name,
      postalCode: p.address.postalCode,
      city: p.address.city,
      line1: p.address.line1,
    });
    expect(party(invoice.seller)).toEqual(c.seller);
    expect(party(invoice.buyer)).toEqual(c.buyer);
  });
});

describe('party fields printed as labels over their values', () => {
  it.each(LABEL_ABOVE_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    const party = (p: {
      name?: string;
      address: { postalCode?: string; city?: string; line1?: string };
    }) => ({
      name: p.name,
      postalCode: p.address.postalCode,
      city: p.address.city,
      line1: p.address.line1,
    });
    expect(party(invoice.seller)).toEqual(c.seller);
    expect(party(invoice.buyer)).toEqual(c.buyer);
  });
});

describe('no label is read as the value of the label above it', () => {
  it('"Name:" over "Ansprechpartner:" under a buyer heading gives no name "Ansprechpartner:"', () => {
    const { invoice } = extractInvoice(
      layout([
        [60, 40, 'Käufer/Leistungsempfänger'],
        [75, 40, 'Name:'],
        [88, 40, 'Ansprechpartner:'],
        [101, 40, 'Anschrift:'],
        [101, 300, 'Musterstraße 12'],
        [114, 300, '37073 Göttingen'],
      ]),
    );
    expect(invoice.buyer.name ?? '').not.toBe('Ansprechpartner:');
  });
});

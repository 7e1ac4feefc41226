import { describe, expect, it } from 'vitest';
import { ocrLanguage } from './language.ts';

const words = (s: string) => s.split(/\s+/);

// Words as the German model read them on scans of the visible corpus (accents partly lost).
describe('ocrLanguage', () => {
  it('keeps German for German invoices of two layouts', () => {
    // ZUGFeRD visualisation (labelled lists) and a DIN letter with an item table
    expect(
      ocrLanguage(
        words('Baurechnung Nr. 181301674 vom 25.04.2018 Geschäftsprozess Währung: EUR Referenz des Käufers'),
      ),
    ).toBe('deu');
    expect(
      ocrLanguage(
        words(
          'Rechnung Pos. Bezeichnung Menge Einzelpreis Gesamt Summe netto MwSt. 19 % Bruttobetrag zahlbar',
        ),
      ),
    ).toBe('deu');
  });

  it('finds French on two French layouts, also with accents lost', () => {
    expect(
      ocrLanguage(
        words(
          'Facture FA-2017-0010 Adresse de livraison Date de facture Conditions de paiement Quantite Prix HT TVA Total TTC Reglement',
        ),
      ),
    ).toBe('fra');
    expect(
      ocrLanguage(
        words('FACTURE N° : F20260025 CLIENT : Vos références: N° TVA intra : Qté P.U. HT (EUR) Détail TVA'),
      ),
    ).toBe('fra');
  });

  it('finds English on two English layouts', () => {
    expect(
      ocrLanguage(
        words(
          'INVOICE Bill to: Invoice number Description Quantity Unit price Amount Subtotal VAT 20% Total due',
        ),
      ),
    ).toBe('eng');
    expect(
      ocrLanguage(
        words('Invoice No. 2041 Date of supply Payment terms: 30 days Price Tax Balance due to the customer'),
      ),
    ).toBe('eng');
  });

  it('stays with the first language on few or mixed cues', () => {
    expect(ocrLanguage(words('Total 119,00 EUR'))).toBe('deu');
    // two English words on a German page ("VAT (S)" printed by a German visualisation) do not switch
    expect(ocrLanguage(words('Rechnung Menge Steuer VAT (S) Price Betrag'))).toBe('deu');
    expect(ocrLanguage(words('Facture TVA Prix'), 'fra')).toBe('fra');
  });

  it('ignores punctuation read around a word', () => {
    expect(ocrLanguage(words('“Facture, montant: quantité; (TVA)'))).toBe('fra');
  });
});

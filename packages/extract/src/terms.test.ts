import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { layout } from './test-layout.ts';

describe('payment terms', () => {
  it('reads the rows under a description column of a terms table', () => {
    const doc = layout([
      [100, 40, 'Zahlungsbedingungen'],
      [114, 44, 'Beschreibung'],
      [114, 300, 'Fälligkeit'],
      [128, 44, 'Innerhalb 8 Tagen 3 % Skonto'],
      [139, 300, '09.04.2025'],
      [150, 44, '12,00 €'],
      [161, 44, 'Innerhalb 20 Tagen netto'],
      [161, 300, '21.04.2025'],
      [190, 44, 'Vielen Dank'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Innerhalb 8 Tagen 3 % Skonto 12,00 € Innerhalb 20 Tagen netto',
    );
  });

  it('joins terms-table rows set a little more than a line apart, not the text after a wider gap', () => {
    const doc = layout([
      [100, 40, 'Zahlungsbedingungen:'],
      [123, 179, 'Beschreibung'],
      [123, 391, 'Fälligkeit'],
      [136, 100, 'Zahlbar ohne Abzug bis'],
      [136, 391, '20.11.2018'],
      [162, 100, 'Zahlbar mit 2% Skonto bis'],
      [162, 391, '14.11.2018'],
      [200, 100, 'Zahlungsart: Überweisung'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('Zahlbar ohne Abzug bis Zahlbar mit 2% Skonto bis');
  });

  it('keeps a terms-table paragraph with "Label:" words inside it whole', () => {
    const doc = layout([
      [100, 40, 'Zahlungsbedingungen'],
      [114, 66, 'Beschreibung'],
      [114, 226, 'Fälligkeit'],
      [125, 66, 'Bitte überweisen Sie auf folgende'],
      [132, 66, 'Bankverbindung: Sparkasse Nord.'],
      [139, 66, 'Lastschrift ist auch möglich.'],
      [180, 66, 'Mit freundlichen Grüßen'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Bitte überweisen Sie auf folgende Bankverbindung: Sparkasse Nord. Lastschrift ist auch möglich.',
    );
  });

  it('reads the whole paragraph under a "Zahlungsinformationen:" heading and a sentence after a stray dot', () => {
    const doc = layout([
      [100, 40, 'Zahlungsinformationen:'],
      [111, 40, 'Der Betrag wird am 20.03.2014 von Ihrem Konto'],
      [124, 40, 'per SEPA-Lastschrift eingezogen.'],
      [137, 40, 'Mandatsreferenz: REF A-1'],
      [170, 40, 'Bankinformationen'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Der Betrag wird am 20.03.2014 von Ihrem Konto per SEPA-Lastschrift eingezogen. Mandatsreferenz: REF A-1',
    );
    const doc2 = layout([
      [100, 40, 'Es bestehen Rabattvereinbarungen.'],
      [110, 35, '.Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.'],
    ]);
    expect(extractInvoice(doc2).invoice.paymentTerms).toBe(
      'Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.',
    );
  });

  it('joins a wrapped terms sentence and stops after it ends', () => {
    const doc = layout([
      [100, 40, 'Payable within 14 days net, 2% discount'],
      [111, 40, 'within 7 days.'],
      [122, 40, 'Best regards'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Payable within 14 days net, 2% discount within 7 days.',
    );
  });

  it('takes the value right of a terms label', () => {
    const doc = layout([
      [100, 40, 'Conditions de paiement'],
      [100, 200, '30 jours fin de mois'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('30 jours fin de mois');
  });
});

describe('due date from payment sentences', () => {
  it('takes the latest "until" date of a payment sentence when no due-date label exists', () => {
    const doc = layout([
      [40, 40, 'Rechnungsdatum: 05.06.2013'],
      [
        60,
        40,
        'Zahlbar innerhalb 30 Tagen netto bis 04.07.2013, 3% Skonto innerhalb 10 Tagen bis 15.06.2013',
      ],
    ]);
    expect(extractInvoice(doc).invoice.dueDate).toBe('2013-07-04');
    const de = layout([
      [40, 40, 'Rechnungsdatum: 05.11.2015'],
      [60, 40, 'Bitte überweisen Sie bis zum 19.11.2015.'],
    ]);
    expect(extractInvoice(de).invoice.dueDate).toBe('2015-11-19');
    const zahlen = layout([
      [40, 40, 'Rechnungsdatum: 01.03.2024'],
      [60, 40, 'Bitte zahlen Sie bis spätestens 15.03.2024.'],
    ]);
    expect(extractInvoice(zahlen).invoice.dueDate).toBe('2024-03-15');
    // a delivery sentence is no payment term
    const none = layout([
      [40, 40, 'Rechnungsdatum: 05.11.2015'],
      [60, 40, 'Lieferung bis 19.11.2015'],
    ]);
    expect(extractInvoice(none).invoice.dueDate).toBeUndefined();
  });
});

describe('terms value continuation', () => {
  it('does not run into the label rows below a labelled value', () => {
    const doc = layout([
      [100, 34, "Conditions de paiement 30% d'acompte, solde à 30 j"],
      [112, 34, "Date d'échéance"],
      [112, 155, '13/12/2017'],
      [124, 34, 'Votre référence'],
      [124, 155, 'PO445'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe("30% d'acompte, solde à 30 j");
  });
  it('takes the date of an announced direct debit as the due date', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnung Nr. 5 vom 01.03.2024'],
        [
          100,
          40,
          'Der Betrag von EUR 119,00 wird am 20.03.2024 von Ihrem Konto mit IBAN DE02120300000000202051',
        ],
        [112, 40, 'per SEPA-Lastschrift eingezogen.'],
      ]),
    ).invoice;
    expect(inv.dueDate).toBe('2024-03-20');
    const en = extractInvoice(
      layout([
        [40, 40, 'Invoice No. 5 Date: 01.03.2024'],
        [100, 40, 'The amount will be debited on 15.03.2024 from your account.'],
      ]),
    ).invoice;
    expect(en.dueDate).toBe('2024-03-15');
    // a date in a sentence without a debit is no due date
    const none = extractInvoice(
      layout([
        [40, 40, 'Rechnung Nr. 5 vom 01.03.2024'],
        [100, 40, 'Die Ware wird am 20.03.2024 geliefert.'],
      ]),
    ).invoice;
    expect(none.dueDate).toBeUndefined();
  });
});

describe('terms value ends', () => {
  it('stops at a line the terms did not wrap into (the next word would have fit)', () => {
    const doc = layout([
      [80, 44, 'Tout retard de paiement engendre une pénalité exigible à compter de la date'],
      [90, 44, 'de trois fois le taux d’intérêt légal, calculée sur la base du montant dû.'],
      [100, 44, 'CONDITIONS DE PAIEMENT : 30 JOURS NETS'],
      [106, 44, 'MENTION SUBROGATION - CONTRAT N° 12'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('30 JOURS NETS');
  });

  it('stops at the next row of a label column', () => {
    const doc = layout([
      [100, 17, 'Terms of Payment'],
      [100, 116, '14 Tage 3%, 30'],
      [112, 17, 'Incoterms'],
      [112, 116, 'CIP Gera'],
      [124, 17, 'Description'],
      [124, 116, 'Frachtfrei versichert'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('14 Tage 3%, 30');
  });

  it('ends a terms table at the next table and at a heading', () => {
    const doc = layout([
      [148, 50, 'Zahlungsbedingungen:'],
      [172, 179, 'Beschreibung'],
      [172, 391, 'Fälligkeit'],
      [184, 51, 'Skontovereinbarung: 2% bei Zahlung innerhalb 10 Tagen'],
      [196, 51, 'nach Rechnungsdatum'],
      [209, 154, 'Bezug'],
      [209, 227, 'Innerhalb'],
      [209, 305, 'Basisbetrag'],
      [222, 85, 'Skonto'],
      [222, 242, '10 Tag(e)'],
      [234, 50, 'Zu- und Abschläge:'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Skontovereinbarung: 2% bei Zahlung innerhalb 10 Tagen nach Rechnungsdatum',
    );
  });
});

describe('terms sentences without a label', () => {
  it('reads a sentence with the amount as subject, a discount agreement and "within N days"', () => {
    const terms = (t: string) => extractInvoice(layout([[300, 43, t]])).invoice.paymentTerms;
    expect(terms('Rechnungsbetrag zahlbar ohne Abzug sofort nach Erhalt der Rechnung.')).toBe(
      'Rechnungsbetrag zahlbar ohne Abzug sofort nach Erhalt der Rechnung.',
    );
    expect(terms('Die Rechnung ist zahlbar zum 25.02.2025 rein netto ohne Abzug.')).toBe(
      'Die Rechnung ist zahlbar zum 25.02.2025 rein netto ohne Abzug.',
    );
    expect(terms('Skontovereinbarung: 2% bei Zahlung innerhalb 10 Tagen nach Rechnungsdatum')).toBe(
      'Skontovereinbarung: 2% bei Zahlung innerhalb 10 Tagen nach Rechnungsdatum',
    );
    expect(terms('Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug')).toBe(
      'Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug',
    );
    expect(terms('Within 30 days net.')).toBe('Within 30 days net.');
    // a discount amount is no terms text
    expect(terms('Skonto: 2,00 €')).toBeUndefined();
  });

  it('takes a date followed by "fällig" as the due date', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Beitragsrechnung'],
        [40, 400, '24. Januar 2014'],
        [
          100,
          40,
          'zu Ihrer Versicherung wird der Beitrag für den Zeitraum vom 06.12.2013 bis zum 06.12.2014',
        ],
        [111, 40, 'am 06.12.2013'],
        [122, 40, 'fällig.'],
      ]),
    ).invoice;
    expect(inv.dueDate).toBe('2013-12-06');
  });
});

describe('terms on short lines', () => {
  it('joins a short terms line with one that goes on with a digit or after a comma', () => {
    const doc = layout([
      [80, 40, 'Bitte beachten Sie unsere allgemeinen Geschäftsbedingungen auf unserer Webseite'],
      [100, 40, 'Zahlungsbedingungen: 14 Tage 2% Skonto,'],
      [111, 40, '30 Tage netto'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('14 Tage 2% Skonto, 30 Tage netto');
  });
});

describe('terms continued after an abbreviation and inside a structured field', () => {
  it('goes on after "monatl." when the next line starts small, and joins "#SKONTO#…=" with its value', () => {
    const doc = layout([
      [100, 48, 'Zahlungsbedingungen'],
      [100, 200, 'Die Zahlung wird monatl.'],
      [110, 200, 'zum letzten Werktag fällig.'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Die Zahlung wird monatl. zum letzten Werktag fällig.',
    );
    const sk = layout([
      [100, 48, 'Zahlungsbedingungen'],
      [100, 200, '#SKONTO#TAGE=7#PROZENT='],
      [110, 200, '2.00#'],
      [120, 200, '#SKONTO#TAGE=14#PROZENT'],
      [130, 200, '=1.00#'],
    ]);
    expect(extractInvoice(sk).invoice.paymentTerms).toBe(
      '#SKONTO#TAGE=7#PROZENT=2.00# #SKONTO#TAGE=14#PROZENT=1.00#',
    );
  });
});

describe('terms headings of two topics and inline labels', () => {
  it('skips "Zahlungskonditionen & Bankverbindung" and reads "…; weitere Zahlungsbedingungen: …"', () => {
    const doc = layout([
      [593, 40, 'Zahlungskonditionen & Bankverbindung'],
      [612, 40, 'IBAN: DE33 6005 0101 0001 2345 67'],
      [624, 40, 'Verwendungszweck: Rechnung 4711'],
      [672, 40, 'Skonto; weitere Zahlungsbedingungen: Bis zum 06.09.2026 erhalten Sie 2 % Skonto'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('Bis zum 06.09.2026 erhalten Sie 2 % Skonto');
  });

  it('goes on in a terms table over a line that ends with a colon but is no heading', () => {
    const doc = layout([
      [286, 50, 'Zahlungsbedingungen:'],
      [309, 179, 'Beschreibung'],
      [309, 391, 'Fälligkeit'],
      [322, 51, 'Einen zu zahlenden Beitrag überweisen Sie bitte auf'],
      [333, 51, 'folgende Bankverbindung:'],
      [344, 51, 'Sparkasse Musterstadt Ost.'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Einen zu zahlenden Beitrag überweisen Sie bitte auf folgende Bankverbindung: Sparkasse Musterstadt Ost.',
    );
  });
});

describe('terms sentences asking for payment', () => {
  it('reads "Bitte überweisen Sie …" and "Den Rechnungsbetrag überweisen Sie …", not the amount row below', () => {
    const doc = layout([
      [300, 57, 'Bitte überweisen Sie bis zum 24.07.2014:'],
      [312, 57, 'Summe inkl. USt: 571,04 €'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('Bitte überweisen Sie bis zum 24.07.2014:');
    const de = layout([
      [300, 51, 'Den Rechnungsbetrag überweisen Sie bitte bis zum'],
      [311, 51, '21.11.2018 auf das unten angegebene Konto.'],
    ]);
    expect(extractInvoice(de).invoice.paymentTerms).toBe(
      'Den Rechnungsbetrag überweisen Sie bitte bis zum 21.11.2018 auf das unten angegebene Konto.',
    );
  });

  it('takes a date alone after "Zahlungsziel" as no terms text', () => {
    const doc = layout([
      [285, 340, 'Zahlungsziel:'],
      [285, 468, '1. Februar 2024'],
      [535, 71, 'Payment due within 30 days from date of invoice.'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.paymentTerms).toBe('Payment due within 30 days from date of invoice.');
    expect(inv.dueDate).toBe('2024-02-01');
  });
});

describe('terms in English and Dutch wording', () => {
  it('reads "Terms: Net 30" and "Gelieve … over te maken"', () => {
    expect(extractInvoice(layout([[600, 40, 'Terms: Net 30']])).invoice.paymentTerms).toBe('Net 30');
    expect(
      extractInvoice(layout([[600, 40, 'Payment is due within 14 days of the invoice date.']])).invoice
        .paymentTerms,
    ).toBe('Payment is due within 14 days of the invoice date.');
    expect(
      extractInvoice(layout([[600, 40, 'Gelieve het bedrag binnen 30 dagen over te maken.']])).invoice
        .paymentTerms,
    ).toBe('Gelieve het bedrag binnen 30 dagen over te maken.');
    // no terms in "Terms and conditions"
    expect(
      extractInvoice(layout([[600, 40, 'Terms and conditions apply, see our website.']])).invoice
        .paymentTerms,
    ).toBeUndefined();
  });
});

describe('terms sentence broken before its date', () => {
  it('joins the date on the next line after "bis"', () => {
    const doc = layout([
      [500, 50, 'Zahlbar innerhalb 30 Tagen netto bis 04.04.2020, 3% Skonto innerhalb 10 Tagen bis'],
      [511, 50, '15.03.2020.'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe(
      'Zahlbar innerhalb 30 Tagen netto bis 04.04.2020, 3% Skonto innerhalb 10 Tagen bis 15.03.2020.',
    );
  });
});

describe('terms end before a new sentence of the letter', () => {
  it('stops at "Es gelten …", "Thank you …" and registry lines', () => {
    const terms = (a: string, b: string) =>
      extractInvoice(
        layout([
          [600, 40, a],
          [612, 40, b],
        ]),
      ).invoice.paymentTerms;
    expect(terms('Zahlungsziel: 30 Tage netto', 'Es gelten unsere AGB.')).toBe('30 Tage netto');
    expect(terms('Payment terms: 30 days net', 'Thank you for your business.')).toBe('30 days net');
    expect(terms('Betalingsvoorwaarden: binnen 30 dagen na factuurdatum', 'KvK 12345678')).toBe(
      'binnen 30 dagen na factuurdatum',
    );
    // a word that only starts like a contact label goes on
    expect(
      terms('Zahlungsbedingungen: 14 Tage; bitte per PayPal über die angegebene', 'Email-Adresse zahlen'),
    ).toBe('14 Tage; bitte per PayPal über die angegebene Email-Adresse zahlen');
  });
});

describe('terms sentence split into segments', () => {
  it('keeps a short terms sentence with a text segment right of it (not a label/date row)', () => {
    const doc = layout([
      [600, 40, 'Zahlbar innerhalb 14 Tagen'],
      [600, 300, 'siehe AGB'],
    ]);
    expect(extractInvoice(doc).invoice.paymentTerms).toBe('Zahlbar innerhalb 14 Tagen');
  });
});

describe('terms sentence after a due-date sentence', () => {
  it('reads "Fällig am: 12.03.2025. Zahlbar innerhalb von 14 Tagen ohne Abzug."', () => {
    const inv = extractInvoice(
      layout([[500, 40, 'Fällig am: 12.03.2025. Zahlbar innerhalb von 14 Tagen ohne Abzug.']]),
    ).invoice;
    expect(inv.paymentTerms).toBe('Zahlbar innerhalb von 14 Tagen ohne Abzug.');
    expect(inv.dueDate).toBe('2025-03-12');
  });
});

describe('terms sentences of Austrian invoices', () => {
  it('reads "Der Rechnungsbetrag ist binnen 14 Tagen … fällig" and "Zahlbar binnen 14 Tagen"', () => {
    const doc = (t: string) =>
      layout([
        [300, 340, 'Rechnungsbetrag'],
        [300, 500, '1.200,00'],
        [330, 40, t],
        [342, 40, 'Wir danken für Ihren Auftrag!'],
      ]);
    const a = 'Der Rechnungsbetrag ist binnen 14 Tagen ohne Abzug zur Zahlung fällig.';
    expect(extractInvoice(doc(a)).invoice.paymentTerms).toBe(a);
    expect(extractInvoice(doc('Binnen 14 Tagen ohne Abzug.')).invoice.paymentTerms).toBe(
      'Binnen 14 Tagen ohne Abzug.',
    );
  });
});

describe('a due-date label row is no terms sentence', () => {
  it('skips "À régler avant le : | 06/02/2026" and reads the labelled terms below', () => {
    const doc = layout([
      [104, 340, 'À régler avant le :'],
      [104, 500, '06/02/2026'],
      [300, 340, 'Total TTC'],
      [300, 485, '1 215,82 EUR'],
      [371, 40, 'Conditions de paiement : 14 jours net.'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.paymentTerms).toBe('14 jours net.');
    expect(inv.dueDate).toBe('2026-02-06');
  });
});

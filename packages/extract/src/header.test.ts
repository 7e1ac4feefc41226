import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { buildDoc, fromPdfLayout } from './layout.ts';
import { findDates } from './parse/date.ts';
import { LETTER_WITH_TOTAL, layout } from './test-layout.ts';
import { zeroRateCategory } from './vat.ts';

describe('header fields', () => {
  it('reads day-first dates in a dollar invoice when month first gives no usual payment term', () => {
    const rows = (due: string): Array<[number, number, string]> => [
      [40, 40, 'INVOICE'],
      [60, 40, 'Invoice No.: INV-2291'],
      [72, 40, 'Invoice Date: 2025-03-19'],
      [84, 40, `Due Date: ${due}`],
      [120, 40, 'Description'],
      [120, 400, 'Amount'],
      [136, 40, 'Consulting services'],
      [136, 400, '$ 1,200.00'],
      [170, 300, 'Total'],
      [170, 400, 'USD 1,200.00'],
    ];
    // 02/04/2025 is 2 April (14 days after the issue date), not 4 February (before it)
    expect(extractInvoice(layout(rows('02/04/2025'))).invoice.dueDate).toBe('2025-04-02');
    // month first when that gives the usual term
    expect(extractInvoice(layout(rows('04/02/2025'))).invoice.dueDate).toBe('2025-04-02');
  });

  it('reads the number from title lines in several shapes', () => {
    expect(
      extractInvoice(layout([[40, 40, 'HANDELSRECHNUNG(380) Nr. 2024-77 vom 03.02.2024']])).invoice,
    ).toMatchObject({
      number: '2024-77',
      issueDate: '2024-02-03',
    });
    expect(extractInvoice(layout([[40, 40, 'Rechnung # AB-1/9 von 04.03.2024']])).invoice).toMatchObject({
      number: 'AB-1/9',
      issueDate: '2024-03-04',
    });
    expect(
      extractInvoice(layout([[40, 40, 'Rechnungskor rektur Nr. K-55 vom 01.01.2024']])).invoice.number,
    ).toBe('K-55');
    expect(
      extractInvoice(
        layout([
          [40, 40, 'FACTURE'],
          [56, 40, 'N° F-2025-12'],
        ]),
      ).invoice.number,
    ).toBe('F-2025-12');
    // the number below the title and its date
    expect(
      extractInvoice(
        layout([
          [40, 400, 'FACTURE'],
          [52, 420, '20/09/2023'],
          [64, 410, 'nº 2023-6013'],
        ]),
      ).invoice.number,
    ).toBe('2023-6013');
    // a type name in parentheses between the title and "Nr."
    expect(
      extractInvoice(layout([[40, 40, 'Gutschrift (Selbst ausgestellte Rechnung) Nr. 5512 vom']])).invoice
        .number,
    ).toBe('5512');
  });

  it('reads compact YYYYMMDD dates after a date label only', () => {
    expect(findDates('20260815')).toEqual([]);
    expect(findDates('20260815', { compact: true })[0]?.iso).toBe('2026-08-15');
    const inv = extractInvoice(layout([[40, 40, 'Date : 20260815 · Échéance : 20260914']])).invoice;
    expect(inv.issueDate).toBe('2026-08-15');
    expect(inv.dueDate).toBe('2026-09-14');
  });

  it('joins a label and its value that the text layer put on two lines of the same height', () => {
    const seg = (text: string, x: number, y: number, height: number) => ({
      text,
      x,
      y,
      width: text.length * 5,
      height,
    });
    const doc = fromPdfLayout({
      pages: [
        {
          width: 595,
          height: 842,
          lines: [
            { y: 81, height: 7.4, segments: [seg('Rechnungsnummer', 353, 81, 7.4)] },
            {
              y: 81,
              height: 11.8,
              segments: [seg('80333 München', 51, 81, 11.8), seg('471102', 541, 81, 11.8)],
            },
          ],
        },
      ],
    });
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]?.segs.map((s) => s.text)).toEqual(['80333 München', 'Rechnungsnummer', '471102']);
    expect(extractInvoice(doc).invoice.number).toBe('471102');
  });
});

describe('bank account', () => {
  it('keeps an unchecked IBAN only when no valid one is printed', () => {
    const only = extractInvoice(layout([[40, 40, 'IBAN : DE12 1234 5678 9012 3456 78']])).invoice;
    expect(only.paymentInstructions?.creditTransfers?.map((c) => c.accountId)).toEqual([
      'DE12123456789012345678',
    ]);
    const both = extractInvoice(
      layout([
        [40, 40, 'IBAN: DE89 3704 0044 0532 0130 00'],
        [60, 40, 'IBAN: DE12 1234 5678 9012 3456 78'],
      ]),
    ).invoice;
    expect(both.paymentInstructions?.creditTransfers?.map((c) => c.accountId)).toEqual([
      'DE89370400440532013000',
    ]);
  });
});

describe('invoice type', () => {
  it('reads a code in parentheses after a title of several words, split correction words, self-billing', () => {
    const type = (t: string) => extractInvoice(layout([[40, 40, t]])).invoice.typeCode;
    expect(type('Teilrechnung Bau (875) Nr. 12 vom 01.02.2025')).toBe('875');
    expect(type('Rechnungskor rektur Nr. K-1 vom 01.02.2025')).toBe('384');
    expect(type('Gutschrift (Selbst ausgestellte Rechnung) Nr. 5')).toBe('389');
    expect(type('Rechnung Nr. 5 (123) Artikel')).toBe('380');
  });
});

describe('references', () => {
  it('reads "Your reference" as the order reference and "Ihr Zeichen" as the buyer reference', () => {
    const en = extractInvoice(
      layout([
        [40, 40, 'Your Reference'],
        [40, 160, 'PO-77A'],
      ]),
    ).invoice;
    expect(en.purchaseOrderReference).toBe('PO-77A');
    expect(en.buyerReference).toBeUndefined();
    const de = extractInvoice(layout([[40, 40, 'Ihr Zeichen: XY-12']])).invoice;
    expect(de.buyerReference).toBe('XY-12');
  });
});

describe('issue date', () => {
  it('reads a title date on the next line, hyphenated labels, and not an order date', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnung gemäß Bestellung Nr. 2014-77 vom'],
        [52, 40, '01.03.2014'],
        [80, 40, 'VERSICHERUNGSRECHNUNG (575) Nr. 12-3 vom'],
        [92, 40, '18.04.2018'],
      ]),
    ).invoice;
    expect(inv.issueDate).toBe('2018-04-18');
    expect(extractInvoice(layout([[40, 40, 'Beleg-Datum : 16.09.2013']])).invoice.issueDate).toBe(
      '2013-09-16',
    );
  });

  it('reads ambiguous slashed dates month-first when only that gives a usual payment term', () => {
    const doc = layout([
      [40, 40, 'Invoice Date'],
      [40, 200, '11/03/2017'],
      [52, 40, 'Due Date'],
      [52, 200, '12/03/2017'],
      [80, 40, 'Total amount due 100.00'],
    ]);
    const inv = extractInvoice(doc).invoice;
    expect(inv.issueDate).toBe('2017-11-03');
    expect(inv.dueDate).toBe('2017-12-03');
    const uk = extractInvoice(
      layout([
        [40, 40, 'Invoice Date'],
        [40, 200, '01/03/2017'],
        [52, 40, 'Due Date'],
        [52, 200, '31/03/2017'],
      ]),
    ).invoice;
    expect(uk.issueDate).toBe('2017-03-01');
  });
});

describe('amount due and exemption wording', () => {
  it('reads "Residual" as the amount due and "262 ter I" / "Article 138" as intra-community (K)', () => {
    const doc = buildDoc(
      [
        [40, 40, 'Invoice INV-9'],
        [60, 40, 'Date 11/17/2017'],
        [300, 400, 'Net total'],
        [300, 500, '1,000.00 €'],
        [315, 400, 'Taxes'],
        [315, 500, '0.00 €'],
        [330, 400, 'Total'],
        [330, 500, '1,000.00 €'],
        [345, 40, 'Wire transfer'],
        [345, 200, '400.00 €'],
        [345, 400, 'Residual'],
        [345, 500, '600.00 €'],
        [400, 40, 'VAT exemption according to article 262 ter I of the CGI'],
      ].map(([y, x, text]) => ({
        page: 1,
        text: String(text),
        x: Number(x),
        y: Number(y),
        w: String(text).length * 5,
        h: 10,
      })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(doc).invoice;
    expect(inv.totals.amountDue).toBe('600.00');
    expect(zeroRateCategory('Exempt supply, Article 138 Directive 2006/112/EC')).toBe('K');
    expect(zeroRateCategory('Exonération de TVA, article 262 ter I du CGI')).toBe('K');
    expect(zeroRateCategory('Exonération de TVA, article 261 du CGI')).toBe('E');
  });
});

describe('buyer reference', () => {
  const doc = (rows: Array<[number, number, string]>) =>
    buildDoc(
      rows.map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10 })),
      [{ width: 595, height: 842 }],
    );
  it('joins a value the text layer split into two segments and reads a value that contains the label words', () => {
    const a = doc([
      [40, 40, 'Rechnung Nr. 5'],
      [100, 50, 'Referenz des Käufers'],
      [100, 230, ': 05'],
      [100, 260, '158 004 - 11023 - 45'],
    ]);
    expect(extractInvoice(a).invoice.buyerReference).toBe('05 158 004 - 11023 - 45');
    const b = doc([
      [40, 40, 'Rechnung Nr. 5'],
      [100, 66, 'Referenz des Käufers:'],
      [100, 305, 'BUYERREFERENCE BT-10'],
    ]);
    expect(extractInvoice(b).invoice.buyerReference).toBe('BUYERREFERENCE BT-10');
  });
});

describe('issue date and due date wording', () => {
  it('ignores "n° … du <date>" in the small print and reads "Date limite de règlement"', () => {
    const d = buildDoc(
      (
        [
          [75, 470, 'FACTURE'],
          [113, 500, '20/09/2023'],
          [127, 493, 'nº 2023-6013'],
          [651, 43, 'La loi n°92/1442 du 31 décembre 1992 nous fait obligation'],
          [730, 43, 'Date limite de règlement : 19/10/2023'],
        ] as Array<[number, number, string]>
      ).map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10 })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(d).invoice;
    expect(inv.issueDate).toBe('2023-09-20');
    expect(inv.dueDate).toBe('2023-10-19');
  });
});

describe('qualified date labels', () => {
  it('does not read "Due Date" as a bare "Date" label for the issue date', () => {
    const d = buildDoc(
      (
        [
          [32, 57, 'Invoice 103767'],
          [59, 57, 'February 17, 2026'],
          [232, 312, 'Due Date'],
          [243, 312, 'March 3, 2026'],
        ] as Array<[number, number, string]>
      ).map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10 })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(d).invoice;
    expect(inv.issueDate).toBe('2026-02-17');
    expect(inv.dueDate).toBe('2026-03-03');
  });
});

describe('wrapped IBAN', () => {
  it('joins an IBAN that wraps onto the next line at the same x', () => {
    const d = buildDoc(
      (
        [
          [32, 57, 'Invoice 1'],
          [770, 184, 'IBAN'],
          [782, 184, 'DE67 1004 8392 7221'],
          [795, 184, '8882 72'],
        ] as Array<[number, number, string]>
      ).map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10 })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(d).invoice;
    expect(inv.paymentInstructions?.creditTransfers?.map((c) => c.accountId)).toEqual([
      'DE67100483927221888272',
    ]);
  });
});

describe('IBAN in separate segments after its label', () => {
  it('takes the account printed in groups after "Verkäufer-IBAN"', () => {
    const d = buildDoc(
      (
        [
          [32, 57, 'Rechnung Nr. 1'],
          [528, 50, 'Verkäufer-IBAN'],
          [528, 173, ': DE12'],
          [528, 214, '1234'],
          [528, 243, '4321'],
          [528, 272, '9876'],
          [528, 301, '00'],
        ] as Array<[number, number, string]>
      ).map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10 })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(d).invoice;
    expect(inv.paymentInstructions?.creditTransfers?.map((c) => c.accountId)).toEqual([
      'DE12123443219876' + '00',
    ]);
  });
});

describe('BIC as printed after its label', () => {
  it('takes a bank code with underscores right after "BIC :"', () => {
    const d = buildDoc(
      (
        [
          [32, 57, 'FACTURE N° F1'],
          [763, 283, 'IBAN : FR20 1254 2547 2569 8542 5874 698 - BIC : BANQUE_NORD'],
        ] as Array<[number, number, string]>
      ).map(([y, x, text]) => ({ page: 1, text, x, y, w: text.length * 5, h: 10 })),
      [{ width: 595, height: 842 }],
    );
    const inv = extractInvoice(d).invoice;
    expect(inv.paymentInstructions?.creditTransfers?.[0]?.providerId).toBe('BANQUE_NORD');
  });
  it('takes a buyer VAT id printed under a tax-number label or after "Customer VAT ID" as printed', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Holzbau Nord GmbH'],
        [52, 40, 'Tax no.: DE123456789'],
        [64, 40, 'Sägeweg 4, 24103 Kiel, DE'],
        [120, 40, 'Customer name / company'],
        [132, 40, 'Stadtwerke Beispiel AG'],
        [144, 40, 'VAT ID: N/A'],
        [156, 40, 'Tax no.: DE20121293981'],
        [168, 40, 'Ringstraße 9, 01067 Dresden, DE'],
      ]),
    ).invoice;
    expect(inv.seller.vatId).toBe('DE123456789');
    expect(inv.buyer.vatId).toBe('DE20121293981');
    // a national tax number is no VAT id
    const de = extractInvoice(
      layout([
        [40, 40, 'Kunde:'],
        [52, 40, 'Stadtwerke Beispiel AG'],
        [64, 40, 'Ringstraße 9'],
        [76, 40, '01067 Dresden'],
        [88, 40, 'Steuernummer: 22/815/08154'],
      ]),
    ).invoice;
    expect(de.buyer.vatId).toBeUndefined();
    const us = extractInvoice(
      layout([
        [40, 40, 'Harbour Foods Inc.'],
        [52, 40, '12 Quay Street'],
        [64, 40, '10001 New York'],
        [52, 300, 'Customer VAT ID:'],
        [52, 420, 'US-TAX-7890123'],
      ]),
    ).invoice;
    expect(us.buyer.vatId).toBe('US-TAX-7890123');
  });
  it('prefers a label/value row to the same label inside a sentence', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnung Nr. 77 vom 02.03.2024'],
        [60, 40, 'Bestellung'],
        [60, 160, ': 2023-4711'],
        [100, 40, 'Rechnung gemäß Bestellung Nr. 2024-4711 vom 01.03.2024.'],
      ]),
    ).invoice;
    expect(inv.purchaseOrderReference).toBe('2023-4711');
    // alone, the sentence still gives the reference
    const only = extractInvoice(
      layout([[100, 40, 'Rechnung gemäß Bestellung Nr. 2024-4711 vom 01.03.2024.']]),
    );
    expect(only.invoice.purchaseOrderReference).toBe('2024-4711');
  });
});

describe('invoice currency', () => {
  it('reads "Rechnungswährung" and not the VAT accounting currency', () => {
    const cur = (rows: Array<[number, number, string]>) => extractInvoice(layout(rows)).invoice.currency;
    expect(
      cur([
        [40, 40, 'Rechnungswährung     : GBP'],
        [52, 40, 'Währung der Umsatzsteuerbuchung : EUR'],
        [64, 40, 'Summe 100,00 EUR'],
      ]),
    ).toBe('GBP');
    expect(
      cur([
        [40, 40, 'VAT accounting currency: EUR'],
        [52, 40, 'Invoice currency: USD'],
        [64, 40, 'Total 100.00 EUR'],
      ]),
    ).toBe('USD');
    expect(cur([[40, 40, 'Tax currency: EUR']])).toBe('EUR');
  });
});

describe('due date labels', () => {
  it('reads "Due:", "Due by" and "Date due" before a date, and dd-Mon-yyyy dates', () => {
    const due = (label: string) =>
      extractInvoice(
        layout([
          [100, 300, 'Invoice date: 05/03/2024'],
          [112, 300, label],
        ]),
      ).invoice.dueDate;
    expect(due('Due: 04/04/2024')).toBe('2024-04-04');
    expect(due('Due by 04/04/2024')).toBe('2024-04-04');
    expect(due('Date due: 04-Apr-2024')).toBe('2024-04-04');
    // an amount due is no date
    expect(due('Amount due: 1,250.00')).toBeUndefined();
  });
});

describe('label word forms', () => {
  it('reads singular "Zahlungsbedingung", "Invoice-ID", "Fälligkeitstag" and "zu zahlender Beitrag"', () => {
    const terms = extractInvoice(
      layout([[40, 40, 'Zahlungsbedingung: Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug']]),
    ).invoice.paymentTerms;
    expect(terms).toBe('Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug');
    expect(extractInvoice(layout([[40, 40, 'Invoice-ID: RE777, Total: 10 EUR']])).invoice.number).toBe(
      'RE777',
    );
    const due = extractInvoice(
      layout([
        [40, 40, 'Rechnungsdatum: 11.03.2014'],
        [60, 40, 'Fälligkeitstag: 01.04.2014'],
      ]),
    ).invoice.dueDate;
    expect(due).toBe('2014-04-01');
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnung Nr. 5'],
        [60, 40, 'Beitrag'],
        [60, 400, '220,00 €'],
        [80, 40, 'Rückstand'],
        [80, 400, '220,00 €'],
        [100, 40, 'zu zahlender Beitrag'],
        [100, 400, '440,00 €'],
      ]),
    ).invoice;
    expect(inv.totals.amountDue).toBe('440.00');
  });
});

describe('bank account wording', () => {
  const accounts = (rows: Array<[number, number, string]>) =>
    extractInvoice(layout(rows)).invoice.paymentInstructions?.creditTransfers ?? [];

  it('reads IBANs printed with a space after the country code, with the BIC of the first', () => {
    const ct = accounts([
      [40, 40, 'BIC: KREDBEBB - IBAN: BE 41 7360 0661 9710'],
      [60, 40, 'BIC: GEBABEBB - IBAN: BE 56 0015 4298 7888'],
    ]);
    expect(ct.map((c) => c.accountId)).toEqual(['BE41736006619710', 'BE56001542987888']);
    expect(ct[0]?.providerId).toBe('KREDBEBB');
  });

  it('takes the account at the start of the next line after a label that ends a line', () => {
    const afterIban = accounts([
      [40, 40, 'Bitte überweisen Sie den Beitrag auf folgende Bankverbindung: IBAN'],
      [52, 40, 'DE12123456789012345678, BIC WELADED1MST, Sparkasse Ost. Einfacher ist'],
    ]);
    expect(afterIban.map((c) => [c.accountId, c.providerId])).toEqual([
      ['DE12123456789012345678', 'WELADED1MST'],
    ]);
    const afterBank = accounts([
      [40, 40, 'Bitte überweisen Sie den Beitrag auf folgende Bankverbindung:'],
      [52, 40, 'DE12123456789012345678, BIC WELADED1MST, Sparkasse Ost.'],
    ]);
    expect(afterBank.map((c) => c.accountId)).toEqual(['DE12123456789012345678']);
    // a number after the label that is no account shape is not taken
    expect(
      accounts([
        [40, 40, 'Bitte überweisen Sie auf folgende Bankverbindung:'],
        [52, 40, 'Konto 12345678 bei der Sparkasse'],
      ]),
    ).toEqual([]);
  });
});

describe('invoice type from wording and sign', () => {
  it('reads a credit-note title with negative totals as an invoice (380), the code names 575 and 393', () => {
    const neg = extractInvoice(
      layout([
        [40, 40, 'Avoir AV-2017-5'],
        [60, 40, 'Date de facture 16/11/2017'],
        [100, 300, 'Total HT'],
        [100, 450, '-200,00 €'],
        [115, 300, 'TVA 20 %'],
        [115, 450, '-40,00 €'],
        [130, 300, 'Total TTC'],
        [130, 450, '-240,00 €'],
      ]),
    ).invoice;
    expect(neg.typeCode).toBe('380');
    const pos = extractInvoice(
      layout([
        [40, 40, 'Avoir AV-2017-5'],
        [100, 300, 'Total HT'],
        [100, 450, '200,00 €'],
        [115, 300, 'TVA 20 %'],
        [115, 450, '40,00 €'],
        [130, 300, 'Total TTC'],
        [130, 450, '240,00 €'],
      ]),
    ).invoice;
    expect(pos.typeCode).toBe('381');
    const type = (t: string) => extractInvoice(layout([[40, 40, t]])).invoice.typeCode;
    expect(type('Rechnung des Versicherers Nr. 01.234-2018-1 vom')).toBe('575');
    expect(type('FACTURE AFFACTUREE N° F-1')).toBe('393');
    expect(
      extractInvoice(
        layout([
          [31, 295, 'FACTURE'],
          [43, 45, 'LOGO'],
          [43, 295, 'AFFACTUREE N°'],
          [43, 420, 'UC1_2023020_AFF'],
        ]),
      ).invoice.typeCode,
    ).toBe('393');
  });
});

describe('due date equal to the issue date', () => {
  it('keeps a labelled due date that is the issue date, not one read from a sentence', () => {
    const labelled = extractInvoice(
      layout([
        [40, 40, 'Date de facture'],
        [40, 160, '16/11/2017'],
        [60, 40, "Date d'échéance"],
        [60, 160, '16/11/2017'],
      ]),
    ).invoice;
    expect(labelled.dueDate).toBe('2017-11-16');
    const sentence = extractInvoice(
      layout([
        [40, 40, 'Rechnungsdatum: 16.11.2017'],
        [60, 40, 'Bitte überweisen Sie den Betrag bis zum 16.11.2017.'],
      ]),
    ).invoice;
    expect(sentence.dueDate).toBeUndefined();
  });
});

describe('French due date phrases', () => {
  it.each([
    ['Facture à régler le : 30 novembre 2017', '2017-11-30'],
    ['À payer avant le 15/01/2024', '2024-01-15'],
  ])('%s', (text, iso) => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Date de facture : 31/10/2017'],
        [300, 40, text],
      ]),
    ).invoice;
    expect(inv.dueDate).toBe(iso);
  });
});

describe('BIC printed by the IBAN without a label', () => {
  it('takes a bank code of the IBAN’s country in the IBAN’s column, not a word of another country', () => {
    const inv = extractInvoice(
      layout([
        [700, 400, 'Bankverbindung'],
        [712, 400, 'Sparkasse'],
        [724, 400, 'DE02120300000000202051'],
        [736, 400, 'BYLADEM1001'],
      ]),
    ).invoice;
    expect(inv.paymentInstructions?.creditTransfers?.[0]?.providerId).toBe('BYLADEM1001');
    // "DEUTSCHE" has the shape of a BIC (country CH), but the account is German
    const word = extractInvoice(
      layout([
        [700, 400, 'DEUTSCHE'],
        [712, 400, 'DE02120300000000202051'],
      ]),
    ).invoice;
    expect(word.paymentInstructions?.creditTransfers?.[0]?.providerId).toBeUndefined();
  });
});

describe('issue date in letter form and after a number of several words', () => {
  it('reads "München, den 01.11.2024" over a bare "Datum" in the footer', () => {
    const inv = extractInvoice(
      layout([
        [180, 330, 'Rechnungsnummer:'],
        [180, 438, '2015738820'],
        [192, 330, 'München, den'],
        [192, 438, '01.11.2024'],
        [786, 428, 'Datum:'],
        [786, 460, '30.10.2024'],
      ]),
    ).invoice;
    expect(inv.issueDate).toBe('2024-11-01');
    expect(extractInvoice(layout([[100, 40, 'Paris, le 12 mars 2024']])).invoice.issueDate).toBe(
      '2024-03-12',
    );
  });

  it('reads the date of a title whose number runs over several words', () => {
    const inv = extractInvoice(
      layout([
        [120, 66, 'Stylesheet-Version:'],
        [120, 261, '2.6 vom 10.11.2025'],
        [200, 63, 'Teilrechnung Bau (875) Nr. 210111 mit LV vom 30.05.2026'],
      ]),
    ).invoice;
    expect(inv.issueDate).toBe('2026-05-30');
  });
});

describe('order reference on the first page', () => {
  it('prefers the header reference to one quoted under an item on a later page', () => {
    const d = buildDoc(
      [
        { page: 1, text: 'Bestellung Nr. Kunde:', x: 66, y: 283, w: 100, h: 10 },
        { page: 1, text: 'PO-4711', x: 305, y: 283, w: 40, h: 10 },
        { page: 2, text: '• Bestell-Nr.: Zeile000001', x: 186, y: 319, w: 120, h: 10 },
      ],
      [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
    );
    expect(extractInvoice(d).invoice.purchaseOrderReference).toBe('PO-4711');
  });
});

describe('more label words', () => {
  it('reads "Rg.-Nr.", "Bill No", a number with a short prefix set apart, "Vervaldag" and "Zahlungstermin"', () => {
    const num = (t: string) => extractInvoice(layout([[40, 40, t]])).invoice.number;
    expect(num('Rg.-Nr.: 2024-17')).toBe('2024-17');
    expect(num('Bill No: B-17')).toBe('B-17');
    expect(num('Rechnungsnummer: RE 2024-117')).toBe('RE 2024-117');
    expect(num('Rechnungsnummer: 2024-117.')).toBe('2024-117');
    const due = (t: string) =>
      extractInvoice(
        layout([
          [40, 40, 'Factuurdatum: 01/12/2024'],
          [60, 40, t],
        ]),
      ).invoice.dueDate;
    expect(due('Vervaldag: 15/12/2024')).toBe('2024-12-15');
    expect(due('Zahlungstermin: 15.12.2024')).toBe('2024-12-15');
  });
});

describe('French date labels without "de"', () => {
  it('reads "Date facturation" and "Date facture" as the issue date', () => {
    const issue = (t: string) =>
      extractInvoice(
        layout([
          [40, 40, 'Date de livraison : 02/01/2024'],
          [60, 40, t],
        ]),
      ).invoice.issueDate;
    expect(issue('Date facturation : 05/01/2024')).toBe('2024-01-05');
    expect(issue('Date facture : 05/01/2024')).toBe('2024-01-05');
  });
});

describe('credit-note words outside the title', () => {
  it('keeps a titled invoice 380 when a credit word appears elsewhere, and a credit title 381', () => {
    const type = (rows: Array<[number, number, string]>) => extractInvoice(layout(rows)).invoice.typeCode;
    expect(
      type([
        [40, 300, 'FACTURE'],
        [60, 300, 'N° F-2024-17'],
        [200, 40, 'Vous pouvez avoir un escompte en cas de paiement anticipé.'],
      ]),
    ).toBe('380');
    expect(
      type([
        [40, 40, 'Rechnung Nr. 17'],
        [200, 40, 'Eine Gutschrift für Leergut erfolgt mit der nächsten Lieferung.'],
      ]),
    ).toBe('380');
    expect(
      type([
        [40, 40, 'Gutschrift Nr. 7'],
        [60, 40, 'Rechnung 4711 vom 01.02.2024'],
      ]),
    ).toBe('381');
    expect(type([[40, 40, "FACTURE D'AVOIR N° AV-3"]])).toBe('381');
  });
});

describe('reference and terms label words', () => {
  it('reads customer references, purchase-order words, terms conditions and "BIC (SWIFT)"', () => {
    const inv = (rows: Array<[number, number, string]>) => extractInvoice(layout(rows)).invoice;
    expect(inv([[40, 40, 'Customer Reference: CR-2024-9']]).buyerReference).toBe('CR-2024-9');
    expect(inv([[40, 40, 'Kundenreferenz: 4711-A']]).buyerReference).toBe('4711-A');
    expect(inv([[40, 40, 'Purchase Order: 4500012345']]).purchaseOrderReference).toBe('4500012345');
    expect(inv([[40, 40, 'Référence commande : BC-778']]).purchaseOrderReference).toBe('BC-778');
    expect(inv([[40, 40, 'Ordernummer: 2024-55']]).purchaseOrderReference).toBe('2024-55');
    expect(inv([[40, 40, 'Payment conditions: 30 days net']]).paymentTerms).toBe('30 days net');
    expect(inv([[40, 40, 'Betalingsconditie: binnen 14 dagen']]).paymentTerms).toBe('binnen 14 dagen');
    expect(
      inv([[40, 40, 'IBAN: DE02120300000000202051 BIC (SWIFT): BYLADEM1001']]).paymentInstructions
        ?.creditTransfers?.[0]?.providerId,
    ).toBe('BYLADEM1001');
  });
});

describe('title number before its date, letter date without "den"', () => {
  it('reads "Rechnung 2024-117 vom 03.02.2024" and "Berlin, 15.11.2024"', () => {
    const inv = extractInvoice(layout([[40, 40, 'Rechnung 2024-117 vom 03.02.2024']])).invoice;
    expect(inv.number).toBe('2024-117');
    expect(inv.issueDate).toBe('2024-02-03');
    expect(extractInvoice(layout([[40, 40, 'Facture FA-9 du 12/03/2024']])).invoice.number).toBe('FA-9');
    // not a title followed by other words
    expect(
      extractInvoice(layout([[40, 40, 'Rechnung 2024-117 für Projekt Nord']])).invoice.number,
    ).toBeFalsy();
    const letter = extractInvoice(
      layout([
        [100, 400, 'Berlin, 15.11.2024'],
        [300, 40, 'Lieferung am 10.11.2024'],
      ]),
    ).invoice;
    expect(letter.issueDate).toBe('2024-11-15');
  });
});

describe('prepaid amount wording', () => {
  it('reads "Vorausbezahlter Betrag" as the prepaid amount and the amount due from it', () => {
    const t = extractInvoice(
      layout([
        [40, 40, 'Rechnung Nr. 5'],
        [100, 100, 'Gesamtbetrag Netto'],
        [100, 450, '100,00 €'],
        [115, 100, 'Umsatzsteuer 19 %'],
        [115, 450, '19,00 €'],
        [130, 100, 'Gesamtbetrag Brutto'],
        [130, 450, '119,00 €'],
        [145, 100, 'Vorausbezahlter Betrag'],
        [145, 450, '19,00 €'],
      ]),
    ).invoice.totals;
    expect([t.paidAmount, t.amountDue]).toEqual(['19.00', '100.00']);
  });
});

describe('invoice number on the first page', () => {
  it('prefers the header number to an invoice number quoted on a later page', () => {
    const d = buildDoc(
      [
        { page: 1, text: 'Rechnungsnummer', x: 48, y: 304, w: 80, h: 10 },
        { page: 1, text: '12345', x: 149, y: 304, w: 25, h: 10 },
        { page: 2, text: 'Rg. Nr. 1/10416097; 19,00 %', x: 410, y: 113, w: 130, h: 10 },
      ],
      [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
    );
    expect(extractInvoice(d).invoice.number).toBe('12345');
    expect(extractInvoice(layout([[40, 40, 'Rg.-Nr.: 2024-17']])).invoice.number).toBe('2024-17');
  });
});

describe('form-style layouts (label column, value column)', () => {
  it('reads a wrapped "(Leitweg-" label, the type row, the BIC under the IBAN and no terms from a date label', () => {
    const inv = extractInvoice(
      layout([
        [100, 48, 'Rechnungsnummer'],
        [100, 200, 'R-2016-7'],
        [112, 48, 'Rechnungsart'],
        [112, 200, '877 – Schlussrechnung'],
        [124, 48, 'Fälligkeitsdatum'],
        [124, 200, '08.03.2016'],
        [136, 48, 'Käuferreferenz (Leitweg-'],
        [136, 200, '04011000-12352-79'],
        [146, 48, 'ID)'],
        [300, 48, 'Konto (IBAN)'],
        [300, 200, 'DE75512108001245126199'],
        [312, 48, 'Kontoinhaber'],
        [312, 200, 'Muster GmbH'],
        [324, 48, 'Zahlungsdienstleister'],
        [324, 200, 'DRESDEFFXXX'],
        [334, 48, '(BIC)'],
      ]),
    ).invoice;
    expect(inv.typeCode).toBe('877');
    expect(inv.buyerReference).toBe('04011000-12352-79');
    expect(inv.paymentInstructions?.creditTransfers?.[0]).toMatchObject({
      accountId: 'DE75512108001245126199',
      providerId: 'DRESDEFFXXX',
    });
    const en = extractInvoice(
      layout([
        [100, 48, 'Payment due date'],
        [100, 200, 'Mar 8, 2016'],
        [112, 48, 'Buyer reference'],
        [112, 200, '04011000-12352-79'],
      ]),
    ).invoice;
    expect(en.paymentTerms).toBeUndefined();
  });

  it('takes a Leitweg-ID label only before a Leitweg-ID', () => {
    const inv = extractInvoice(
      layout([
        [156, 410, '90000000-03083-72'],
        [166, 410, 'Schema: 0204 – Leitweg-ID'],
        [179, 410, 'DE12345ABC'],
        [300, 48, 'Käuferreferenz'],
        [300, 149, '90000000-03083-72'],
      ]),
    ).invoice;
    expect(inv.buyerReference).toBe('90000000-03083-72');
  });
});

describe('dotted P.O. label', () => {
  it('reads "P.O. #: 7781" as the order reference', () => {
    expect(extractInvoice(layout([[96, 400, 'P.O. #: 7781']])).invoice.purchaseOrderReference).toBe('7781');
  });
});

describe('direct debit from the buyer’s account', () => {
  it('takes neither the IBAN nor the BIC of the account that is debited', () => {
    const inv = extractInvoice(
      layout([
        [100, 40, 'Rechnung Nr. 5 vom 01.03.2024'],
        [509, 40, 'Der Betrag wird am 20.03.2024 von Ihrem Konto mit IBAN DE89 3704 0044 0532 0130 00'],
        [522, 40, 'und BIC MARKDEF1860 per SEPA-Lastschrift eingezogen.'],
        [600, 40, 'Wir buchen den Betrag von Ihrem Konto IBAN DE89 3704 0044 0532 0130 00 ab.'],
        [780, 40, 'Bank: Sparkasse  IBAN: DE02 1203 0000 0000 2020 51'],
        [792, 40, 'BIC: BYLADEM1001 · Debitorennummer 4711'],
      ]),
    ).invoice;
    expect(inv.paymentInstructions?.creditTransfers?.map((c) => [c.accountId, c.providerId])).toEqual([
      ['DE02120300000000202051', 'BYLADEM1001'],
    ]);
  });
});

describe('order reference under an item', () => {
  it('prefers the header order number to an item detail line "Order ref.: …"', () => {
    const inv = extractInvoice(
      layout([
        [176, 380, 'Order No.'],
        [176, 470, 'PO-20472'],
        [230, 40, 'Pos'],
        [230, 80, 'Description'],
        [230, 300, 'Qty'],
        [230, 360, 'Unit price'],
        [230, 460, 'Amount'],
        [244, 40, '1'],
        [244, 80, 'Widget'],
        [244, 300, '2'],
        [244, 360, '10.00'],
        [244, 460, '20.00'],
        [256, 80, 'Order ref.: 5512'],
      ]),
    ).invoice;
    expect(inv.purchaseOrderReference).toBe('PO-20472');
  });
});

describe('a value run into its label', () => {
  it('reads a value in capitals set without a gap after the label', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'FACTURE'],
        [60, 40, 'Facture N°INV7287'],
        [72, 40, 'Date de facture 01/03/2025'],
        [84, 40, 'N° de commandePO-10090'],
        [120, 40, 'Désignation'],
        [120, 400, 'Montant HT'],
        [136, 40, 'Conseil'],
        [136, 400, '1 200,00'],
        [170, 300, 'Total HT'],
        [170, 400, '1 200,00'],
        [182, 300, 'Total TTC'],
        [182, 400, '1 200,00 EUR'],
      ]),
    ).invoice;
    expect(inv.purchaseOrderReference).toBe('PO-10090');
    expect(inv.number).toBe('INV7287');
  });

  it('keeps a label inside a word whose next letters are small ("Datumsangabe")', () => {
    const inv = extractInvoice(
      layout([
        [40, 40, 'Rechnung'],
        [60, 40, 'Rechnungsnummer: 4711'],
        [72, 40, 'Rechnungsdatum: 03.02.2025'],
        [84, 40, 'Bestellungsübersicht ohne Nummer'],
        [120, 40, 'Bezeichnung'],
        [120, 400, 'Betrag'],
        [136, 40, 'Beratung'],
        [136, 400, '100,00'],
        [170, 300, 'Gesamtbetrag'],
        [170, 400, '100,00 EUR'],
      ]),
    ).invoice;
    expect(inv.purchaseOrderReference).toBeUndefined();
    expect(inv.number).toBe('4711');
  });
});

describe('a slashed due date read with the stated payment term', () => {
  it('takes the reading that is the issue date plus the days the terms sentence states', () => {
    const rows = (terms: string): Array<[number, number, string]> => [
      [40, 40, 'INVOICE'],
      [60, 40, 'Invoice No.: INV-4410'],
      [72, 40, 'Date: September 11, 2025'],
      [120, 40, 'Description'],
      [120, 400, 'Amount'],
      [136, 40, 'Consulting services'],
      [136, 400, '$ 1,200.00'],
      [170, 300, 'Total'],
      [170, 400, 'USD 1,200.00'],
      [200, 40, 'Due Date: 11/10/2025'],
      [212, 40, terms],
    ];
    // 11 October is 30 days after the issue date, 10 November 60: both usual, the sentence says 30
    expect(extractInvoice(layout(rows('Payment due within 30 days.'))).invoice.dueDate).toBe('2025-10-11');
    expect(extractInvoice(layout(rows('Payment due within 60 days.'))).invoice.dueDate).toBe('2025-11-10');
  });
});

describe('key/value blocks of other invoice software', () => {
  const R = (x: number, t: string): [number, string] => [x - t.length * 5, t];
  it('reads a bare "Numéro :" heading the label column above the issue date as the number', () => {
    const rows: Array<[number, number, string]> = [
      [40, 40, 'Atelier Lumi SAS'],
      [40, ...R(545, 'FACTURE')],
      [78, 340, 'Numéro :'],
      [78, ...R(545, 'F-2026-0042')],
      [91, 340, "Date d'émission :"],
      [91, ...R(545, '11/06/2026')],
      [104, 340, 'À régler avant le :'],
      [104, ...R(545, '11/07/2026')],
    ];
    const inv = extractInvoice(layout(rows)).invoice;
    expect([inv.number, inv.issueDate, inv.dueDate]).toEqual(['F-2026-0042', '2026-06-11', '2026-07-11']);
    // not when the row below is no date label
    const other = extractInvoice(
      layout([
        [78, 340, 'Numéro :'],
        [78, ...R(545, 'F-2026-0042')],
        [91, 340, 'Client :'],
        [91, 450, 'C-17'],
      ]),
    ).invoice;
    expect(other.number).not.toBe('F-2026-0042');
  });

  it('reads "Betalen vóór" as the due date and "Ihr Auftrag" as the order reference', () => {
    const nl = extractInvoice(
      layout([
        [252, 40, 'Factuurnr.:'],
        [252, 150, 'F898016'],
        [264, 40, 'Datum:'],
        [264, 150, '12-12-2026'],
        [276, 40, 'Betalen vóór:'],
        [276, 150, '19-12-2026'],
      ]),
    ).invoice;
    expect(nl.dueDate).toBe('2026-12-19');
    const de = extractInvoice(
      layout([
        [132, 360, 'Rechnung Nr.:'],
        [132, 455, '2026/0142'],
        [144, 360, 'Ihr Auftrag:'],
        [144, 455, 'PO-91263'],
      ]),
    ).invoice;
    expect(de.purchaseOrderReference).toBe('PO-91263');
  });
});

describe('"Date of issue" / "Date due"', () => {
  it('reads the issue date from "Date of issue", not from "Date due"', () => {
    const inv = extractInvoice(
      layout([
        [80, 390, 'Invoice no.'],
        [80, 500, 'INV-161279'],
        [93, 390, 'Date of issue'],
        [93, 500, '08/01/2026'],
        [106, 390, 'Date due'],
        [106, 500, '07/02/2026'],
      ]),
    ).invoice;
    expect([inv.issueDate, inv.dueDate]).toEqual(['2026-01-08', '2026-02-07']);
  });
});

describe('"Uw referentie"', () => {
  it('is the order reference, as "Your reference" and "Votre référence" are', () => {
    const inv = extractInvoice(
      layout([
        [252, 40, 'Factuurnummer:'],
        [252, 150, '2026-0042'],
        [264, 40, 'Uw referentie:'],
        [264, 150, 'PO-78635'],
      ]),
    ).invoice;
    expect(inv.purchaseOrderReference).toBe('PO-78635');
  });
});

describe('an IBAN label alone in a footer column', () => {
  it('takes the account printed under it, also when its check digits fail', () => {
    const { invoice } = extractInvoice(
      layout([
        ...LETTER_WITH_TOTAL,
        [760, 40, 'Muster GmbH'],
        [760, 200, 'Nordbank'],
        [760, 380, 'Geschäftsführer: A. Muster'],
        [772, 40, 'Industriestr. 7'],
        [772, 200, 'IBAN:'],
        [772, 380, 'HRB 12345'],
        [784, 40, '70173 Stuttgart'],
        [784, 200, 'GB99NWBK60161312345678'],
        [784, 380, 'USt-IdNr. DE123456789'],
      ]),
    );
    expect(invoice.paymentInstructions?.creditTransfers?.[0]?.accountId).toBe('GB99NWBK60161312345678');
  });
});

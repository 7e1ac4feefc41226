/**
 * Cases of the key-field rules of session 19 (issue 19), each from two layouts written by two
 * writers (rows shaped like the generators' documents, cut to what the rule reads; failing before):
 * - Danish header labels and words: "Fakturanr." / "Kreditnotanr.", "Fakturadato",
 *   "Forfaldsdato", a "KREDITNOTA" title, the VAT row "Moms 25 %" and the totals "Total at betale"
 *   / "I alt DKK" (blind22 `dk`, blind23 `dk`) (lexicon/da.ts);
 * - legal forms no lexicon knew, so no line was taken for the seller's name (and with it its
 *   address): the Danish "A/S" (blind22 `dk`) and the Austrian sole trader's "e.U." (blind22 `at`)
 *   (lexicon/da.ts, lexicon/de.ts); blind23's `dk` and `at` print them too, but there the name is
 *   found by its place (flush right, bold over the address), so those layouts pass without.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface DanishHeaderCase {
  name: string;
  rows: StyledRow[];
  header: {
    number: string;
    typeCode: string;
    issueDate: string;
    dueDate: string;
    currency: string;
    vatTotal: string;
    taxInclusive: string;
  };
}

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */

/** The item table of both layouts (Danish heads), its head at y `y`. */
const table = (y: number): StyledRow[] => [
  [y, 50, 'Beskrivelse', 9, true],
  r(y, 335, 'Antal', 9, true),
  [y, 343, 'Enhed', 9, true],
  r(y, 455, 'Á pris', 9, true),
  r(y, 545, 'Beløb', 9, true),
  [y + 18, 50, 'Leje af mødelokale, heldag', 9, false],
  r(y + 18, 335, '2'),
  [y + 18, 343, 'dage', 9, false],
  r(y + 18, 455, '7.500,00'),
  r(y + 18, 545, '15.000,00'),
  [y + 32, 50, 'Frokostbuffet', 9, false],
  r(y + 32, 335, '40'),
  [y + 32, 343, 'stk', 9, false],
  r(y + 32, 455, '250,00'),
  r(y + 32, 545, '10.000,00'),
];

/** blind22 dk: name top left, address flush at x 400, labels at x 360 with the values flush right. */
const blind22 = (credit: boolean, longDates: boolean): StyledRow[] => [
  [50, 50, 'Kastrup Mødecenter A/S', 16, true],
  [44, 400, 'Amager Strandvej 76', 8, false],
  [54, 400, '2770 Kastrup', 8, false],
  [64, 400, 'Danmark', 8, false],
  [74, 400, 'CVR-nr. 31245678', 8, false],
  [120, 50, 'Faktureres til:', 8, true],
  [134, 50, 'Eichenhaus AG', 10, false],
  [146.5, 50, 'Hauptstraße 37', 10, false],
  [159, 50, '81114 München', 10, false],
  [171.5, 50, 'Tyskland', 10, false],
  [220, 50, credit ? 'KREDITNOTA' : 'FAKTURA', 15, true],
  [214, 360, credit ? 'Kreditnotanr.' : 'Fakturanr.', 9, false],
  r(214, 545, '26451'),
  [227, 360, 'Fakturadato', 9, false],
  r(227, 545, longDates ? '2. august 2026' : '02.08.2026'),
  [240, 360, 'Kundenr.', 9, false],
  r(240, 545, 'K-3307'),
  [253, 360, 'Forfaldsdato', 9, false],
  r(253, 545, longDates ? '16. august 2026' : '16.08.2026'),
  ...table(298),
  [380, 330, 'Subtotal', 9, false],
  r(380, 545, '25.000,00 DKK'),
  [394, 330, 'Moms 25 %', 9, false],
  r(394, 545, '6.250,00 DKK'),
  [408, 330, credit ? 'Kreditnota i alt' : 'Total at betale', 10, true],
  r(408, 545, '31.250,00 DKK', 10, true),
  [782, 50, 'Kastrup Mødecenter A/S · faktura@kastrup-moede.example · +45 32 51 40 00', 7, false],
];

/** blind23 dk: name and address flush right, labels at x 340, totals without a currency but "I alt DKK". */
const blind23 = (credit: boolean): StyledRow[] => [
  r(50, 545, 'Havnegade Konferencecenter ApS', 15, true),
  r(70, 545, 'Nyhavn 55', 8),
  r(80, 545, '1051 København K', 8),
  r(90, 545, 'CVR-nr. 36210552', 8),
  r(100, 545, 'VAT-nr. DK36210552', 8),
  [130, 50, 'Sternwerk GmbH', 10, false],
  [142.5, 50, 'Am Markt 20', 10, false],
  [155, 50, '60485 Frankfurt am Main', 10, false],
  [167.5, 50, 'Tyskland', 10, false],
  [180, 50, 'Moms-nr. DE840892613', 10, false],
  [225, 50, credit ? 'KREDITNOTA' : 'FAKTURA', 16, true],
  [225, 340, credit ? 'Kreditnotanr.' : 'Fakturanr.', 9, false],
  r(225, 545, '20968'),
  [238, 340, 'Fakturadato', 9, false],
  r(238, 545, '02.08.2026'),
  [251, 340, 'Forfaldsdato', 9, false],
  r(251, 545, '16.08.2026'),
  [264, 340, 'Kundenr.', 9, false],
  r(264, 545, '40318'),
  [300, 50, 'Arrangement: Strategiseminar 30.07.2026', 9, false],
  ...table(325),
  [407, 340, 'Subtotal', 9, false],
  r(407, 545, '25.000,00'),
  [421, 340, 'Moms 25 %', 9, false],
  r(421, 545, '6.250,00'),
  [435, 340, 'I alt DKK', 9, false],
  r(435, 545, '31.250,00'),
  [
    805,
    50,
    'Havnegade Konferencecenter ApS · Nyhavn 55 · 1051 København K · booking@havnegade.example',
    6.5,
    false,
  ],
];

const header = (number: string, typeCode: string) => ({
  number,
  typeCode,
  issueDate: '2026-08-02',
  dueDate: '2026-08-16',
  currency: 'DKK',
  vatTotal: '6250.00',
  taxInclusive: '31250.00',
});

/** The invoices of both Danish layouts (also the legal-form cases). */
const DANISH_HEADER_CASES_ROWS: StyledRow[][] = [blind22(false, false)];

export const DANISH_HEADER_CASES: DanishHeaderCase[] = [
  {
    name: 'a Danish invoice: "Fakturanr.", "Fakturadato", "Forfaldsdato", "Moms 25 %", "Total at betale" (blind22 dk)',
    rows: blind22(false, false),
    header: header('26451', '380'),
  },
  {
    name: 'a Danish invoice with dates in words ("2. august 2026") (blind22 dk)',
    rows: blind22(false, true),
    header: header('26451', '380'),
  },
  {
    name: 'a Danish credit note: "KREDITNOTA", "Kreditnotanr.", "Kreditnota i alt" (blind22 dk)',
    rows: blind22(true, false),
    header: header('26451', '381'),
  },
  {
    name: 'a Danish invoice flush right, totals without currency under "I alt DKK" (blind23 dk)',
    rows: blind23(false),
    header: header('20968', '380'),
  },
  {
    name: 'a Danish credit note: "KREDITNOTA", "Kreditnotanr." (blind23 dk)',
    rows: blind23(true),
    header: header('20968', '381'),
  },
];

export interface SellerNameCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; street: string; postcode: string; city: string };
}

/** An Austrian item table and totals in EUR (both `at` layouts). */
const atTail = (y: number): StyledRow[] => [
  [y, 50, 'Bezeichnung', 9, true],
  r(y, 330, 'Menge', 9, true),
  r(y, 425, 'Einzelpreis', 9, true),
  r(y, 545, 'Gesamt', 9, true),
  [y + 18, 50, 'Kaffeebohnen Hausmischung Crema 1 kg', 9, false],
  r(y + 18, 330, '12'),
  r(y + 18, 425, '19,00'),
  r(y + 18, 545, '228,00'),
  [y + 50, 330, 'Gesamt netto', 9, false],
  r(y + 50, 545, 'EUR 228,00'),
  [y + 64, 330, 'zzgl. 20% USt.', 9, false],
  r(y + 64, 545, 'EUR 45,60'),
  [y + 78, 330, 'Rechnungsbetrag', 10, true],
  r(y + 78, 545, 'EUR 273,60', 10, true),
];

/** blind22 at: the name in capitals, "street | postcode town | country | phone" under it, the legal name in the footer. */
const at22: StyledRow[] = [
  [48, 50, 'RÖSTHAUS DONAU E.U.', 14, true],
  [64, 50, 'Herrengasse 91a/6 | 1070 Wien | Österreich | +43 1 663479', 8, false],
  [110, 320, 'Hotel Am Ring GmbH', 10, false],
  [123, 320, 'Kärntner Straße 53a', 10, false],
  [136, 320, '8010 Graz', 10, false],
  [162, 320, 'UID: ATU05748754', 8.5, false],
  [210, 50, 'Rechnung AR26456', 13, true],
  [228, 50, 'Wien, am 3. März 2026', 9, false],
  ...atTail(268),
  [778, 50, 'Rösthaus Donau e.U.', 7, false],
  [787, 50, 'FN 482731a, HG Wien', 7, false],
  [796, 50, 'UID: ATU82137631', 7, false],
];

export const LEGAL_FORM_CASES: SellerNameCase[] = [
  {
    name: 'a Danish "A/S" at the top left, its address flush at x 400 beside it (blind22 dk)',
    rows: DANISH_HEADER_CASES_ROWS[0] as StyledRow[],
    seller: {
      name: 'Kastrup Mødecenter A/S',
      street: 'Amager Strandvej 76',
      postcode: '2770',
      city: 'Kastrup',
    },
  },
  {
    name: 'an Austrian "e.U." in capitals over a one-line address, the legal name in the footer (blind22 at)',
    rows: at22,
    seller: { name: 'Rösthaus Donau e.U.', street: 'Herrengasse 91a/6', postcode: '1070', city: 'Wien' },
  },
];

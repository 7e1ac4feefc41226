/**
 * Cases of the session-21 labels of Swedish, Norwegian, Finnish, Polish, Hungarian, Romanian and
 * Greek invoices (lexicon/north-east.ts), two layouts per language: the held-out sets' layout
 * (blind27 `no`, `fi`, `hu`, `ro`, `gr`; blind28 `se`, `pl`) and one hand-made in another writer's
 * arrangement. Each header prints number, issue date and due date, each total block the net, the
 * VAT and what is to be paid; before, the labels were unknown words and those fields came out
 * empty (the VAT 0,00, the gross 0,00). Layout A: labels in a column, values right of them, totals
 * right-aligned under a table. Layout B: labels over their values in a row of boxes, or "Label:
 * value" in one piece.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface LangCase {
  name: string;
  rows: StyledRow[];
  /** number, issue date, due date, net, VAT, amount due */
  fields: [string, string, string, string, string, string];
}

/** Layout A: seller at the top, header labels at x 360 with values at x 460, one item row, totals. */
export function labelColumn(
  seller: string,
  head: Array<[string, string]>,
  item: string,
  totals: Array<[string, string]>,
) {
  const rows: StyledRow[] = [
    [48, 50, seller, 11, true],
    ...head.flatMap(([l, v], i): StyledRow[] => [
      [141 + 13 * i, 360, l],
      [141 + 13 * i, 460, v],
    ]),
    [229, 50, item],
    r(229, 545, totals[0]?.[1] ?? ''),
    ...totals.flatMap(([l, v], i): StyledRow[] => [[260 + 14 * i, 340, l], r(260 + 14 * i, 545, v)]),
  ];
  return rows;
}

/** Layout B: labels over their values in a row of boxes at y 200, one item row, totals at x 300. */
export function labelBoxes(
  seller: string,
  head: Array<[string, string]>,
  item: string,
  totals: Array<[string, string]>,
) {
  const rows: StyledRow[] = [
    [40, 300, seller, 12, true],
    ...head.flatMap(([l, v], i): StyledRow[] => [
      [200, 50 + 130 * i, l, 8],
      [212, 50 + 130 * i, v],
    ]),
    [260, 50, item],
    r(260, 545, totals[0]?.[1] ?? ''),
    ...totals.flatMap(([l, v], i): StyledRow[] => [[300 + 14 * i, 300, l], r(300 + 14 * i, 545, v)]),
  ];
  return rows;
}

export const LANG_CASES: LangCase[] = [
  {
    name: 'Swedish, blind28 se: "Fakturanummer", "Förfallodatum", "Summa exkl. moms", "Att betala"',
    rows: labelColumn(
      'Mälardalens Maskin AB',
      [
        ['Fakturanummer:', '163516'],
        ['Fakturadatum:', '2026-05-03'],
        ['Förfallodatum:', '2026-05-17'],
      ],
      'Borrmaskin med batteri',
      [
        ['Summa exkl. moms', '1 456,12 SEK'],
        ['Moms 25%', '364,03 SEK'],
        ['Att betala', '1 820,15 SEK'],
      ],
    ),
    fields: ['163516', '2026-05-03', '2026-05-17', '1456.12', '364.03', '1820.15'],
  },
  {
    name: 'Swedish, hand-made: "Fakturanr" / "Fakturadatum" / "Förfallodag" in boxes, "Belopp exkl. moms"',
    rows: labelBoxes(
      'Norrlands Trävaror AB',
      [
        ['Fakturanr', '2026-0412'],
        ['Fakturadatum', '2026-03-02'],
        ['Förfallodag', '2026-04-01'],
      ],
      'Furuplank 45x145, hyvlad',
      [
        ['Belopp exkl. moms', '8 400,00'],
        ['Moms 25 %', '2 100,00'],
        ['Att betala', '10 500,00'],
      ],
    ),
    fields: ['2026-0412', '2026-03-02', '2026-04-01', '8400.00', '2100.00', '10500.00'],
  },
  {
    name: 'Norwegian, blind27 no: "Fakturanr." / "Fakturadato" / "Forfallsdato" in boxes, "Sum eks. mva", "Å betale"',
    rows: labelBoxes(
      'Nordhav Sjømat AS',
      [
        ['Fakturanr.', '37457'],
        ['Fakturadato', '20.08.2026'],
        ['Forfallsdato', '19.09.2026'],
      ],
      'Fersk laks, sløyd 4–5 kg',
      [
        ['Sum eks. mva', 'NOK 494 675,00'],
        ['MVA 0 %', 'NOK 0,00'],
        ['Å betale', 'NOK 494 675,00'],
      ],
    ),
    fields: ['37457', '2026-08-20', '2026-09-19', '494675.00', '0.00', '494675.00'],
  },
  {
    name: 'Norwegian, hand-made: labels in a column, "Beløp ekskl. mva", "MVA 25 %", "Beløp å betale"',
    rows: labelColumn(
      'Fjordtekst AS',
      [
        ['Fakturanummer:', 'FT-2026-118'],
        ['Fakturadato:', '04.02.2026'],
        ['Forfallsdato:', '18.02.2026'],
      ],
      'Oversettelse, brukerhåndbok',
      [
        ['Beløp ekskl. mva', '12 000,00'],
        ['MVA 25 %', '3 000,00'],
        ['Beløp å betale', '15 000,00'],
      ],
    ),
    fields: ['FT-2026-118', '2026-02-04', '2026-02-18', '12000.00', '3000.00', '15000.00'],
  },
  {
    name: 'Finnish, blind27 fi: "Laskun nro", "Päivämäärä", "Eräpäivä", "Veroton yhteensä", "Maksettava"',
    rows: labelColumn(
      'Pohjola Design Oy',
      [
        ['Laskun nro', '2026-7321'],
        ['Päivämäärä', '12.9.2026'],
        ['Eräpäivä', '27.10.2026'],
      ],
      'Koulutustyöpaja, Helsinki',
      [
        ['Veroton yhteensä', '6 765,40 €'],
        ['ALV 25,5 %', '1 725,18 €'],
        ['Maksettava', '8 490,58 €'],
      ],
    ),
    fields: ['2026-7321', '2026-09-12', '2026-10-27', '6765.40', '1725.18', '8490.58'],
  },
  {
    name: 'Finnish, hand-made: "Laskun numero" / "Päiväys" / "Eräpäivä" in boxes, "Veroton summa"',
    rows: labelBoxes(
      'Kaamos Labs Oy',
      [
        ['Laskun numero', '10456'],
        ['Päiväys', '03.03.2026'],
        ['Eräpäivä', '17.03.2026'],
      ],
      'Ohjelmistokehitys, maaliskuu',
      [
        ['Veroton summa', '4 000,00'],
        ['ALV 25,5 %', '1 020,00'],
        ['Maksettava yhteensä', '5 020,00'],
      ],
    ),
    fields: ['10456', '2026-03-03', '2026-03-17', '4000.00', '1020.00', '5020.00'],
  },
  {
    name: 'Polish, blind28 pl: "Numer faktury", "Data wystawienia", "Termin płatności", "Razem netto"',
    rows: labelColumn(
      'Stal-Bud S.A.',
      [
        ['Numer faktury:', 'FV/149/02/2026'],
        ['Data wystawienia:', '24.02.2026'],
        ['Termin płatności:', '10.03.2026'],
      ],
      'Farba podkładowa szara',
      [
        ['Razem netto', '310,90 PLN'],
        ['Kwota VAT', '71,51 PLN'],
        ['Do zapłaty', '382,41 PLN'],
      ],
    ),
    fields: ['FV/149/02/2026', '2026-02-24', '2026-03-10', '310.90', '71.51', '382.41'],
  },
  {
    name: 'Polish, hand-made: "Nr faktury" / "Data wystawienia" / "Termin płatności" in boxes',
    rows: labelBoxes(
      'Drukarnia Wisła Sp. z o.o.',
      [
        ['Nr faktury', 'FV 12/03/2026'],
        ['Data wystawienia', '12.03.2026'],
        ['Termin płatności', '26.03.2026'],
      ],
      'Ulotki A5, 5000 szt.',
      [
        ['Razem netto', '900,00'],
        ['Kwota VAT', '207,00'],
        ['Do zapłaty', '1 107,00'],
      ],
    ),
    fields: ['FV 12/03/2026', '2026-03-12', '2026-03-26', '900.00', '207.00', '1107.00'],
  },
  {
    name: 'Hungarian, blind27 hu: "Számla sorszáma" / "Számla kelte" / "Fizetési határidő" in boxes, "Nettó összesen"',
    rows: labelBoxes(
      'Tisza Pack Kft.',
      [
        ['Számla sorszáma', 'E-MFR-2026-44657'],
        ['Számla kelte', '2026.10.05.'],
        ['Fizetési határidő', '2026.10.19.'],
      ],
      'Fröccsöntött tárolódoboz 12 l',
      [
        ['Nettó összesen', '5 610,00 EUR'],
        ['ÁFA 27 %', '1 514,70 EUR'],
        ['Fizetendő', '7 124,70 EUR'],
      ],
    ),
    fields: ['E-MFR-2026-44657', '2026-10-05', '2026-10-19', '5610.00', '1514.70', '7124.70'],
  },
  {
    name: 'Hungarian, hand-made: "Számlaszám", "Kelt", "Fizetési határidő" in a column, "Bruttó végösszeg"',
    rows: labelColumn(
      'Duna Szerviz Bt.',
      [
        ['Számlaszám:', 'DSZ-2026/077'],
        ['Kelt:', '2026.04.14.'],
        ['Fizetési határidő:', '2026.04.22.'],
      ],
      'Kazán karbantartás',
      [
        ['Nettó érték', '60 000 Ft'],
        ['ÁFA 27%', '16 200 Ft'],
        ['Fizetendő összeg', '76 200 Ft'],
      ],
    ),
    fields: ['DSZ-2026/077', '2026-04-14', '2026-04-22', '60000.00', '16200.00', '76200.00'],
  },
  {
    name: 'Romanian, blind27 ro: "Nr. factură", "Data emiterii", "Data scadentă", "Total de plată"',
    rows: labelColumn(
      'Bega Apparel SRL',
      [
        ['Nr. factură:', 'BV-2026-51085'],
        ['Data emiterii:', '26.05.2026'],
        ['Data scadentă:', '16.06.2026'],
      ],
      'Confecționat sacou bărbătesc',
      [
        ['Total valoare fără TVA', '5.954,00 EUR'],
        ['TVA 21%', '1.250,34 EUR'],
        ['Total de plată', '7.204,34 EUR'],
      ],
    ),
    fields: ['BV-2026-51085', '2026-05-26', '2026-06-16', '5954.00', '1250.34', '7204.34'],
  },
  {
    name: 'Romanian, hand-made: "Număr factură" / "Data facturării" / "Termen de plată" in boxes',
    rows: labelBoxes(
      'Carpați Confecții SRL',
      [
        ['Număr factură', 'CC 0412'],
        ['Data facturării', '03.02.2026'],
        ['Termen de plată', '05.03.2026'],
      ],
      'Servicii de croitorie',
      [
        ['Valoare fără TVA', '2.000,00'],
        ['TVA 21%', '420,00'],
        ['Total de plată', '2.420,00'],
      ],
    ),
    fields: ['CC 0412', '2026-02-03', '2026-03-05', '2000.00', '420.00', '2420.00'],
  },
  {
    name: 'Greek, blind27 gr: "Αριθμός τιμολογίου" / "Ημερομηνία" / "Ημερομηνία λήξης", "Καθαρή αξία", "Πληρωτέο"',
    rows: labelColumn(
      'Messinia Olive Mills S.A.',
      [
        ['Αριθμός τιμολογίου:', 'A-1418'],
        ['Ημερομηνία:', '11/12/2026'],
        ['Ημερομηνία λήξης:', '01/01/2027'],
      ],
      'Εξαιρετικό παρθένο ελαιόλαδο',
      [
        ['Καθαρή αξία', '1.579,20 €'],
        ['ΦΠΑ 24 %', '379,01 €'],
        ['Πληρωτέο', '1.958,21 €'],
      ],
    ),
    fields: ['A-1418', '2026-12-11', '2027-01-01', '1579.20', '379.01', '1958.21'],
  },
  {
    name: 'Greek, hand-made: "Αρ. τιμολογίου" / "Ημερομηνία έκδοσης" / "Λήξη πληρωμής" in boxes',
    rows: labelBoxes(
      'Taygetos Foods Ι.Κ.Ε.',
      [
        ['Αρ. τιμολογίου', '0088/2026'],
        ['Ημερομηνία έκδοσης', '15/03/2026'],
        ['Λήξη πληρωμής', '14/04/2026'],
      ],
      'Μέλι θυμαρίσιο 1 kg',
      [
        ['Σύνολο προ ΦΠΑ', '600,00'],
        ['ΦΠΑ 13 %', '78,00'],
        ['Σύνολο πληρωτέο', '678,00'],
      ],
    ),
    fields: ['0088/2026', '2026-03-15', '2026-04-14', '600.00', '78.00', '678.00'],
  },
];

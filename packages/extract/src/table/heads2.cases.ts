/**
 * Cases of a header of column words checked against the numbers under it (table/heads.ts
 * `checkedByNumbers`, table/roles.ts `numbersOverWords`): the heads are partly column words of
 * the lexicon, and the words give columns the row arithmetic (quantity × price, less a discount %,
 * = amount) contradicts. From two producers — an Austrian building-supplies dealer whose quantity
 * head "Stückzahl" is no column word (the quantity read as 1 where a discount breaks quantity ×
 * price = amount), and a British builders' merchant with "Pcs" over the quantities and "Rate" (a
 * price word) over the VAT rates. A third table whose words and numbers agree ("Menge | Einzelpreis
 * | Rabatt % | USt | Betrag") keeps the words' columns and reads the same.
 */
import type { Row } from '../test-layout.ts';

/** A right-aligned cell ending at x `right` (5 pt a character, as test-layout.ts measures). */
const r = (y: number, right: number, text: string): Row => [y, right - text.length * 5, text];

export interface HeadsCase {
  name: string;
  rows: Row[];
  mark: ',' | '.';
  /** [name, quantity, unit price (after the discount), net, VAT rate] per item */
  items: Array<[string, string | undefined, string | undefined, string, string | undefined]>;
}

/** A table row: name at x 50, then right-aligned cells ending at `xs`. */
const row = (y: number, name: string, xs: number[], cells: string[]): Row[] => [
  [y, 50, name],
  ...cells.flatMap((c, i): Row[] => (c ? [r(y, xs[i] ?? 0, c)] : [])),
];

const AT_X = [300, 380, 430, 480, 560];
const UK_X = [290, 370, 420, 470, 560];
const CS_X = [280, 330, 375, 440, 500, 560];

export const HEADS2_CASES: HeadsCase[] = [
  {
    name: 'Austrian building supplies: Bezeichnung | Stückzahl | Einzelpreis | Rabatt | USt | Betrag',
    mark: ',',
    rows: [
      [200, 50, 'Bezeichnung'],
      ...row(200, '', AT_X, ['Stückzahl', 'Einzelpreis', 'Rabatt', 'USt', 'Betrag']).slice(1),
      ...row(218, 'Gipskartonplatte 12,5 mm', AT_X, ['40', '8,80', '5 %', '20 %', '334,40']),
      ...row(232, 'Spachtelmasse 25 kg', AT_X, ['6', '18,40', '', '20 %', '110,40']),
      ...row(246, 'Schnellbauschrauben 3,9x35', AT_X, ['3', '24,60', '10 %', '20 %', '66,42']),
      ...row(260, 'Eckschutzprofil Alu 2,5 m', AT_X, ['12', '3,15', '', '20 %', '37,80']),
      [290, 380, 'Summe netto'],
      r(290, 560, '549,02'),
    ],
    items: [
      ['Gipskartonplatte 12,5 mm', '40', '8.36', '334.40', '20'],
      ['Spachtelmasse 25 kg', '6', '18.40', '110.40', '20'],
      ['Schnellbauschrauben 3,9x35', '3', '22.14', '66.42', '20'],
      ['Eckschutzprofil Alu 2,5 m', '12', '3.15', '37.80', '20'],
    ],
  },
  {
    name: "British builders' merchant: Description | Pcs | Unit price | Disc. | Rate | Net",
    mark: '.',
    rows: [
      [150, 50, 'Description'],
      ...row(150, '', UK_X, ['Pcs', 'Unit price', 'Disc.', 'Rate', 'Net']).slice(1),
      ...row(168, 'Timber batten 47x50 2.4m', UK_X, ['24', '3.85', '', '20%', '92.40']),
      ...row(182, 'Insulation roll 100mm', UK_X, ['10', '21.50', '10%', '20%', '193.50']),
      ...row(196, 'Plasterboard screws, box', UK_X, ['4', '8.95', '', '20%', '35.80']),
      ...row(210, 'Solar panel fixings kit', UK_X, ['2', '46.00', '5%', '0%', '87.40']),
      [240, 370, 'Subtotal'],
      r(240, 560, '409.10'),
    ],
    items: [
      ['Timber batten 47x50 2.4m', '24', '3.85', '92.40', '20'],
      ['Insulation roll 100mm', '10', '19.35', '193.50', '20'],
      ['Plasterboard screws, box', '4', '8.95', '35.80', '20'],
      ['Solar panel fixings kit', '2', '43.70', '87.40', '0'],
    ],
  },
  {
    name: 'words and numbers agree: Bezeichnung | Menge | Einzelpreis | Rabatt % | USt | Betrag',
    mark: ',',
    rows: [
      [200, 50, 'Bezeichnung'],
      ...row(200, '', AT_X, ['Menge', 'Einzelpreis', 'Rabatt %', 'USt', 'Betrag']).slice(1),
      ...row(218, 'Gipskartonplatte 12,5 mm', AT_X, ['40', '8,80', '5 %', '20 %', '334,40']),
      ...row(232, 'Spachtelmasse 25 kg', AT_X, ['6', '18,40', '', '20 %', '110,40']),
      ...row(246, 'Eckschutzprofil Alu 2,5 m', AT_X, ['12', '3,15', '', '20 %', '37,80']),
      [290, 380, 'Summe netto'],
      r(290, 560, '482,60'),
    ],
    items: [
      ['Gipskartonplatte 12,5 mm', '40', '8.36', '334.40', '20'],
      ['Spachtelmasse 25 kg', '6', '18.40', '110.40', '20'],
      ['Eckschutzprofil Alu 2,5 m', '12', '3.15', '37.80', '20'],
    ],
  },
  // session 22: the page after a page break — the heads repeated over the sum carried from the page
  // before ("Přenos", "Áthozat"), and a name wrapped onto a line with a number ("hala 3",
  // "2. nap"): the numbers under the heads are read past both (table/roles.ts `numberRows`)
  {
    name: 'Czech installer, page 2 (blind29 cs2): Počet | Cena/MJ | Sazba | Základ | Daň | Celkem under "Přenos"',
    mark: ',',
    rows: [
      [200, 50, 'Označení dodávky'],
      ...row(200, '', CS_X, ['Počet', 'Cena/MJ', 'Sazba', 'Základ', 'Daň', 'Celkem']).slice(1),
      [214, 300, 'Přenos'],
      r(214, 560, '16 397,12'),
      ...row(228, 'Kotevní šrouby M12 s hmoždinkou –', CS_X, ['11', '0,88', '21%', '9,68', '2,03', '11,71']),
      [238, 50, 'hala 3'],
      ...row(252, 'Nosný profil C 41x41 – hala 3', CS_X, ['59', '9,80', '21%', '578,20', '121,42', '699,62']),
      ...row(266, 'Ubytování montérů', CS_X, ['8', '29,25', '12%', '234,00', '28,08', '262,08']),
      [296, 380, 'Součet'],
      r(296, 560, '17 370,53'),
    ],
    items: [
      ['Kotevní šrouby M12 s hmoždinkou – hala 3', '11', '0.88', '9.68', '21'],
      ['Nosný profil C 41x41 – hala 3', '59', '9.80', '578.20', '21'],
      ['Ubytování montérů', '8', '29.25', '234.00', '12'],
    ],
  },
  {
    name: 'Hungarian coach hire, page 2: Megnevezés | Menny. | Egységár | Nettó | ÁFA | Bruttó under "Áthozat"',
    mark: ',',
    rows: [
      [200, 50, 'Megnevezés'],
      ...row(200, '', CS_X, ['Menny.', 'Egységár', 'Kulcs', 'Nettó', 'ÁFA', 'Bruttó']).slice(1),
      [214, 300, 'Áthozat'],
      r(214, 560, '412 750'),
      ...row(228, 'Autóbusz bérlés sofőrrel,', CS_X, ['2', '185 000', '27%', '370 000', '99 900', '469 900']),
      [238, 50, '2. nap'],
      ...row(252, 'Autópályadíj', CS_X, ['1', '24 500', '27%', '24 500', '6 615', '31 115']),
      ...row(266, 'Parkolás Budapest', CS_X, ['3', '4 200', '27%', '12 600', '3 402', '16 002']),
      [296, 380, 'Összesen'],
      r(296, 560, '929 767'),
    ],
    items: [
      ['Autóbusz bérlés sofőrrel, 2. nap', '2', '185000', '370000', '27'],
      ['Autópályadíj', '1', '24500', '24500', '27'],
      ['Parkolás Budapest', '3', '4200', '12600', '27'],
    ],
  },
];

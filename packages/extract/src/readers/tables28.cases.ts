/**
 * Cases of session 28 (issue 19, seen set blind35: item tables of many trades), from two layouts
 * each, failing before:
 * - a quantity head paired with the unit word its quantities carry ("Menge/AW", "Anz./Std.") is
 *   the quantity column (table/heads.ts `classifyIn`; "AW", a car workshop's work unit, counted
 *   as C62 in parse/units.ts);
 * - the quantity and its unit that start the name's run under a quantity column left of the
 *   description ("Menge/AW | Beschreibung" over "5 Stk Motoröl …") are no part of the name
 *   (table/names.ts `qtyLeadsName`);
 * - heads glued where their columns overlap, each a head of its own kind ("PrezzoSconto % Cod.
 *   IVAImponibile", "Menge EinheitEinzelpreisRabatt %"): cut into the fewest such heads
 *   (`gluedRun`; a cut after two capitals in lexicon/common.ts `HEAD_WORD_BREAK`);
 * - a French carrier's "Prestation", a Dutch printer's "Specificatie", "Hoeveelheid", "Eenh."
 *   (lexicon/columns.ts), a row's quantity starting the name's run no position number
 *   (`lineParts`);
 * - a code of the column right of the description run onto the name ("… VE 24 4082636927493",
 *   "… 12 pcs4006589765911") is no part of it, nor of the width the names wrap at
 *   (`codeCutRight`; table/scan.ts `nameWidthOf`);
 * - a measure's unit alone under the number that ends a name line ("… 170" / "g/m²", "… Länge
 *   500" / "mm") continues the name (`wrapName`, lexicon/common.ts `MEASURE_UNIT_ALONE`).
 */
import { rightAt, type StyledRow } from '../test-layout.ts';

export interface Tables28Case {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, unit code, net price, net amount] per line */
  lines: Array<[string, string, string, string, string]>;
}

const r = rightAt;

/** A seller's letterhead, the buyer, number and date; German or other labels. */
function head(lang: 'de' | 'en' | 'fr' | 'it' | 'nl'): StyledRow[] {
  const [no, date] = {
    de: ['Rechnungsnummer', 'Rechnungsdatum'],
    en: ['Invoice no.', 'Invoice date'],
    fr: ['Facture n°', 'Date de facture'],
    it: ['Fattura n.', 'Data documento'],
    nl: ['Factuurnummer', 'Factuurdatum'],
  }[lang];
  return [
    [40, 50, 'Muster Handel GmbH', 12, true],
    [56, 50, 'Am Hafen 12 · 50667 Köln', 8],
    [120, 50, 'Gasthaus zur Linde GmbH', 10],
    [132, 50, 'Hauptstraße 5', 10],
    [144, 50, '67433 Neustadt', 10],
    [132, 380, no as string, 9],
    [132, 480, 'R-4711', 9],
    [144, 380, date as string, 9],
    [144, 480, '10.05.2026', 9],
  ];
}

/** Net, VAT and gross under the items at y (German or other labels), 19 %. */
function sums(
  y: number,
  net: string,
  vat: string,
  gross: string,
  words = ['Nettobetrag', 'MwSt. 19 %', 'Gesamtbetrag'],
): StyledRow[] {
  return [
    [y, 380, words[0] as string, 9],
    r(y, 551, net, 9),
    [y + 12, 380, words[1] as string, 9],
    r(y + 12, 551, vat, 9),
    [y + 24, 380, words[2] as string, 9],
    r(y + 24, 551, gross, 9),
  ];
}

export const TABLES28_CASES: Tables28Case[] = [
  {
    name: '"Menge/AW" right of the description, a discount column (blind35 kfz4)',
    rows: [
      ...head('de'),
      [220, 40, 'Pos', 8, true],
      [220, 83, 'Artikel', 8, true],
      [220, 149, 'Leistung', 8, true],
      [220, 342, 'Menge/AW', 8, true],
      r(220, 448, 'Einzelpreis', 8, true),
      r(220, 485, 'Nachl. %', 8, true),
      r(220, 551, 'Gesamt', 8, true),
      [236, 40, '1', 8],
      [236, 83, '5Q0 502 633 B', 8],
      [236, 149, 'Bremsscheibe vorne belüftet', 8],
      r(236, 389, '5 Stk', 8),
      r(236, 448, '74,89', 8),
      r(236, 485, '5,0', 8),
      r(236, 551, '355,73', 8),
      [250, 40, '2', 8],
      [250, 83, '66 69 34 00', 8],
      [250, 149, 'Räder umgesteckt und ausgewuchtet', 8],
      r(250, 389, '8 AW', 8),
      r(250, 448, '12,57', 8),
      r(250, 551, '100,56', 8),
      ...sums(280, '456,29', '86,70', '542,99'),
    ],
    lines: [
      ['Bremsscheibe vorne belüftet', '5', 'H87', '71.15', '355.73'],
      ['Räder umgesteckt und ausgewuchtet', '8', 'C62', '12.57', '100.56'],
    ],
  },
  {
    name: '"Menge/AW" left of the description, "5 Stk Motoröl …" one run (blind35 kfz4, PDF)',
    rows: [
      ...head('de'),
      [220, 40, 'Pos.', 8, true],
      [220, 83, 'Teile-Nr.', 8, true],
      [220, 166, 'Menge/AW', 8, true],
      [220, 212, 'Beschreibung', 8, true],
      r(220, 449, 'E-Preis', 8, true),
      r(220, 551, 'G-Preis', 8, true),
      [236, 40, '1', 8],
      [236, 83, '04E 065 590 B', 8],
      [236, 191, '5 Stk Motoröl 5W-30 Longlife, 1 l', 8],
      r(236, 449, '17,96', 8),
      r(236, 551, '89,80', 8),
      [250, 40, '2', 8],
      [250, 83, '98 01 32 00', 8],
      [250, 187, '2 AW Fehlerspeicher ausgelesen', 8],
      r(250, 449, '12,34', 8),
      r(250, 551, '24,68', 8),
      ...sums(280, '114,48', '21,75', '136,23'),
    ],
    lines: [
      ['Motoröl 5W-30 Longlife, 1 l', '5', 'H87', '17.96', '89.80'],
      ['Fehlerspeicher ausgelesen', '2', 'C62', '12.34', '24.68'],
    ],
  },
  {
    name: '"Anz./Std." left of the description, "3 Std Montage …" one run (craftsman)',
    rows: [
      ...head('de'),
      [220, 50, 'Anz./Std.', 8, true],
      [220, 110, 'Leistung', 8, true],
      r(220, 470, 'Preis', 8, true),
      r(220, 551, 'Betrag', 8, true),
      [236, 86, '3 Std Montage Küchenzeile', 8],
      r(236, 470, '55,00', 8),
      r(236, 551, '165,00', 8),
      [250, 86, '2 Stk Arbeitsplatte Eiche', 8],
      r(250, 470, '120,00', 8),
      r(250, 551, '240,00', 8),
      ...sums(280, '405,00', '76,95', '481,95'),
    ],
    lines: [
      ['Montage Küchenzeile', '3', 'HUR', '55.00', '165.00'],
      ['Arbeitsplatte Eiche', '2', 'H87', '120.00', '240.00'],
    ],
  },
  {
    name: '"PrezzoSconto % Cod. IVAImponibile" glued (blind35 gastro4)',
    rows: [
      ...head('it'),
      [220, 40, 'N.', 8, true],
      [220, 81, 'Articolo', 8, true],
      [220, 143, 'Prodotto', 8, true],
      [220, 353, 'Q.tà', 8, true],
      [220, 397, 'PrezzoSconto % Cod. IVAImponibile', 8, true],
      [236, 40, '1', 8],
      [236, 81, 'SV5178', 8],
      [236, 143, 'Vino rosso Chianti Classico', 8],
      r(236, 370, '38 bt', 8),
      r(236, 426, '16,83', 8),
      [236, 444, '15,0 B', 8],
      r(236, 551, '543,61', 8),
      [250, 40, '2', 8],
      [250, 81, 'BV5828', 8],
      [250, 143, 'Acqua minerale frizzante', 8],
      r(250, 370, '11 cs', 8),
      r(250, 426, '7,81', 8),
      [250, 462, 'B', 8],
      r(250, 551, '85,91', 8),
      ...sums(280, '629,52', '138,49', '768,01', ['Totale imponibile', 'IVA 22 %', 'Totale documento']),
    ],
    lines: [
      ['Vino rosso Chianti Classico', '38', 'C62', '14.31', '543.61'],
      ['Acqua minerale frizzante', '11', 'C62', '7.81', '85.91'],
    ],
  },
  {
    name: '"Menge EinheitEinzelpreisRabatt %" glued (blind35 gross4)',
    rows: [
      ...head('de'),
      [220, 40, 'Nr.', 8, true],
      [220, 77, 'Artikel', 8, true],
      [220, 133, 'Leistung', 8, true],
      [220, 350, 'Menge EinheitEinzelpreisRabatt %', 8, true],
      r(220, 551, 'G-Preis', 8, true),
      [236, 40, '1', 8],
      [236, 77, '514242', 8],
      [236, 133, 'Zucker Sticks 4 g, VE 6 Stk', 8],
      r(236, 372, '18', 8),
      [236, 380, 'Stk', 8],
      r(236, 462, '10,87', 8),
      r(236, 495, '3,0', 8),
      r(236, 551, '189,79', 8),
      [250, 40, '2', 8],
      [250, 77, '534138', 8],
      [250, 133, 'Tee Pfefferminz 20 Beutel', 8],
      r(250, 372, '72', 8),
      [250, 380, 'Stk', 8],
      r(250, 462, '1,96', 8),
      r(250, 551, '141,12', 8),
      ...sums(280, '330,91', '62,87', '393,78'),
    ],
    lines: [
      ['Zucker Sticks 4 g, VE 6 Stk', '18', 'H87', '10.54', '189.79'],
      ['Tee Pfefferminz 20 Beutel', '72', 'H87', '1.96', '141.12'],
    ],
  },
  {
    name: '"Poids Unité Prestation" joined over "7 996 kg" (blind35 sped4, French, PDF; guard, read before)',
    rows: [
      ...head('fr'),
      [220, 40, 'N°', 8, true],
      [220, 118, 'Poids Unité Prestation', 8, true],
      r(220, 472, 'Tarif €/kg', 8, true),
      r(220, 551, 'Total HT', 8, true),
      [236, 40, '1', 8],
      r(236, 158, '7 996 kg', 8),
      [236, 166, 'Groupage Bordeaux → Wien', 8],
      r(236, 472, '0,3759', 8),
      r(236, 551, '3 005,70', 8),
      [250, 40, '2', 8],
      r(250, 158, '1 forfait', 8),
      [250, 166, 'Rendez-vous de livraison', 8],
      r(250, 472, '29,85', 8),
      r(250, 551, '29,85', 8),
      ...sums(280, '3 035,55', '607,11', '3 642,66', ['Total HT', 'TVA 20 %', 'Total TTC']),
    ],
    lines: [
      ['Groupage Bordeaux → Wien', '7996', 'KGM', '0.3759', '3005.70'],
      ['Rendez-vous de livraison', '1', 'LS', '29.85', '29.85'],
    ],
  },
  {
    name: '"Hoeveelheid Eenheid Omschrijving" joined, a discount column (blind35 druk4, Dutch)',
    rows: [
      ...head('nl'),
      [220, 35, 'Hoeveelheid Eenheid Omschrijving', 8, true],
      r(220, 428, 'Prijs p/st', 8, true),
      r(220, 471, 'Korting %', 8, true),
      r(220, 551, 'Totaal', 8, true),
      r(236, 78, '10.000', 8),
      [236, 84, 'ex.', 8],
      [236, 115, 'Brochure A4, 16 pagina’s', 8],
      r(236, 428, '0,1137', 8),
      r(236, 471, '15,0', 8),
      r(236, 551, '966,45', 8),
      r(250, 78, '10.000', 8),
      [250, 84, 'ex.', 8],
      [250, 115, 'Briefpapier A4, 4/0 kleuren', 8],
      r(250, 428, '0,0117', 8),
      r(250, 551, '117,00', 8),
      ...sums(280, '1.083,45', '227,52', '1.310,97', ['Subtotaal', 'Btw 21 %', 'Totaal']),
    ],
    lines: [
      ['Brochure A4, 16 pagina’s', '10000', 'C62', '0.0966', '966.45'],
      ['Briefpapier A4, 4/0 kleuren', '10000', 'C62', '0.0117', '117.00'],
    ],
  },
  {
    name: '"Oplage Eenh." joined, "Specificatie", a discount column (blind35 druk4, Dutch)',
    rows: [
      ...head('nl'),
      [220, 59, 'Oplage Eenh.', 8, true],
      [220, 139, 'Specificatie', 8, true],
      r(220, 425, 'Stukprijs', 8, true),
      r(220, 471, 'Korting', 8, true),
      r(220, 551, 'Bedrag', 8, true),
      r(236, 90, '2.500', 8),
      [236, 100, 'ex.', 8],
      [236, 139, 'Enveloppen C5 met venster', 8],
      r(236, 425, '0,2343', 8),
      r(236, 471, '15,0', 8),
      r(236, 551, '497,89', 8),
      r(250, 90, '250', 8),
      [250, 100, 'ex.', 8],
      [250, 139, 'Visitekaartjes 85 x 55 mm', 8],
      r(250, 425, '0,1600', 8),
      r(250, 551, '40,00', 8),
      ...sums(280, '537,89', '112,96', '650,85', ['Subtotaal', 'Btw 21 %', 'Totaal']),
    ],
    lines: [
      ['Enveloppen C5 met venster', '2500', 'C62', '0.1992', '497.89'],
      ['Visitekaartjes 85 x 55 mm', '250', 'C62', '0.1600', '40.00'],
    ],
  },
  {
    name: 'a GTIN run onto the name under "EAN", the name wrapped below it (blind35 gross4, PDF)',
    rows: [
      ...head('de'),
      [220, 40, 'Nr.', 8, true],
      [220, 77, 'Artikel', 8, true],
      [220, 133, 'Leistung', 8, true],
      [220, 286, 'EAN', 8, true],
      [220, 350, 'Menge', 8, true],
      r(220, 462, 'Preis', 8, true),
      r(220, 551, 'G-Preis', 8, true),
      [236, 40, '1', 8],
      [236, 77, '514242', 8],
      [236, 133, 'Tee Pfefferminz 20 Beutel, lose, VE 24 4082636927493', 8],
      r(236, 401, '72 Stk', 8),
      r(236, 462, '1,96', 8),
      r(236, 551, '141,12', 8),
      [246, 133, 'Stk', 8],
      [260, 40, '2', 8],
      [260, 77, '983634', 8],
      [260, 133, 'Haushaltsrolle 3-lagig, 150 Bl., VE 6 4037406648111', 8],
      r(260, 401, '6 Stk', 8),
      r(260, 462, '4,21', 8),
      r(260, 551, '25,26', 8),
      [270, 133, 'Stk', 8],
      ...sums(300, '166,38', '31,61', '197,99'),
    ],
    lines: [
      ['Tee Pfefferminz 20 Beutel, lose, VE 24 Stk', '72', 'H87', '1.96', '141.12'],
      ['Haushaltsrolle 3-lagig, 150 Bl., VE 6 Stk', '6', 'H87', '4.21', '25.26'],
    ],
  },
  {
    name: 'a code glued to the name under "GTIN" (English wholesaler)',
    rows: [
      ...head('en'),
      [220, 50, 'Description', 8, true],
      [220, 156, 'GTIN', 8, true],
      [220, 330, 'Qty', 8, true],
      r(220, 462, 'Unit price', 8, true),
      r(220, 551, 'Amount', 8, true),
      [236, 50, 'Paper towels 2-ply, 12 pcs4006589765911', 8],
      r(236, 345, '60', 8),
      r(236, 462, '3,43', 8),
      r(236, 551, '205,80', 8),
      [250, 50, 'Coffee cups 0.2 l, 50 pcs4055158395258', 8],
      r(250, 345, '10', 8),
      r(250, 462, '5,00', 8),
      r(250, 551, '50,00', 8),
      ...sums(280, '255,80', '51,16', '306,96', ['Subtotal', 'VAT 20 %', 'Total']),
    ],
    lines: [
      ['Paper towels 2-ply, 12 pcs', '60', 'C62', '3.43', '205.80'],
      ['Coffee cups 0.2 l, 50 pcs', '10', 'C62', '5.00', '50.00'],
    ],
  },
  {
    name: '"… 170" over "g/m²": the unit of the name’s number (blind35 druk4, Dutch)',
    rows: [
      ...head('nl'),
      [220, 40, 'Pos.', 8, true],
      [220, 88, 'Omschrijving', 8, true],
      r(220, 360, 'Aantal', 8, true),
      r(220, 440, 'Prijs', 8, true),
      r(220, 551, 'Bedrag', 8, true),
      [236, 40, '1', 8],
      [236, 88, 'Brochure A4, 16 pagina’s, geniet, 4/0', 8],
      r(236, 360, '2.500', 8),
      r(236, 440, '0,2000', 8),
      r(236, 551, '500,00', 8),
      [246, 88, 'omslag 250 g/m²', 8],
      [260, 40, '2', 8],
      [260, 88, 'Posters A2, 4/0 kleuren, 170', 8],
      r(260, 360, '100', 8),
      r(260, 440, '1,5000', 8),
      r(260, 551, '150,00', 8),
      [270, 88, 'g/m²', 8],
      ...sums(300, '650,00', '136,50', '786,50', ['Subtotaal', 'Btw 21 %', 'Totaal']),
    ],
    lines: [
      ['Brochure A4, 16 pagina’s, geniet, 4/0 omslag 250 g/m²', '2500', 'C62', '0.2000', '500.00'],
      ['Posters A2, 4/0 kleuren, 170 g/m²', '100', 'C62', '1.5000', '150.00'],
    ],
  },
  {
    name: '"… Länge 500" over "mm": the unit of the name’s number (plumbing wholesaler)',
    rows: [
      ...head('de'),
      [220, 40, 'Pos.', 8, true],
      [220, 80, 'Bezeichnung', 8, true],
      r(220, 360, 'Menge', 8, true),
      r(220, 440, 'EP', 8, true),
      r(220, 551, 'GP', 8, true),
      [236, 40, '1', 8],
      [236, 80, 'Kugelhahn mit Flügelgriff DN 20, PN 40,', 8],
      r(236, 360, '4', 8),
      r(236, 440, '12,50', 8),
      r(236, 551, '50,00', 8),
      [246, 80, 'vernickelt', 8],
      [260, 40, '2', 8],
      [260, 80, 'HT-Rohr DN 50 Länge 500', 8],
      r(260, 360, '10', 8),
      r(260, 440, '3,20', 8),
      r(260, 551, '32,00', 8),
      [270, 80, 'mm', 8],
      ...sums(300, '82,00', '15,58', '97,58'),
    ],
    lines: [
      ['Kugelhahn mit Flügelgriff DN 20, PN 40, vernickelt', '4', 'C62', '12.50', '50.00'],
      ['HT-Rohr DN 50 Länge 500 mm', '10', 'C62', '3.20', '32.00'],
    ],
  },
];

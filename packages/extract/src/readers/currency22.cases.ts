/**
 * Cases of the currency read from the signs of the EU's other currencies (lexicon/document.ts
 * `LOCAL_CURRENCY_SIGNS_G`, `CROWN_MENTION_G`) and of the customer's country printed in the
 * seller's language (lexicon/north-east.ts NORTH_EAST_COUNTRY_NAMES), session 22. Two layouts per sign: the seen set
 * blind29's (no2 "Sum å betale kr" with a Norwegian IBAN, cs2 "Kč", ro2 "lei") and one hand-made in
 * another arrangement (a Swedish shop's "Att betala 1 820,15 kr" with its SE VAT id, a Czech
 * joinery, a Polish carrier's "zł", a Hungarian workshop's "Ft"). Before, each came out as EUR,
 * the currency assumed when none is printed, and the countries as none.
 */
import type { StyledRow } from '../test-layout.ts';
import { labelColumn } from './langs21.cases.ts';

export interface CurrencyCase {
  name: string;
  rows: StyledRow[];
  currency: string;
  /** the buyer's country, when the case prints one */
  buyerCountry?: string;
}

/** A buyer block under a heading at y 120 (x 50), one line a row. */
const buyer = (heading: string, lines: string[]): StyledRow[] => [
  [120, 50, heading, 9, true],
  ...lines.map((l, i): StyledRow => [133 + 13 * i, 50, l]),
];

const head: Array<[string, string]> = [
  ['Faktura nr.', '23543'],
  ['Dato', '23.05.2026'],
];

export const CURRENCY_CASES: CurrencyCase[] = [
  {
    name: 'Norwegian hotel (blind29 no2): "Sum å betale kr", IBAN NO…, buyer in "Tyskland"',
    rows: [
      ...labelColumn('Nordlys Konferansehotell AS', head, 'Overnatting enkeltrom', [
        ['Sum eks. mva', '44 441,30'],
        ['Total mva', '8 228,62'],
        ['Sum å betale kr', '52 669,92'],
      ]),
      ...buyer('Faktureres til', ['Alttech KG', 'Industrieweg 135', '81469 München', 'Tyskland']),
      [420, 50, 'SpareBank 1 · IBAN NO71 1503 5096 150 · BIC SPRONO22'],
    ],
    currency: 'NOK',
    buyerCountry: 'DE',
  },
  {
    name: 'Swedish shop, hand-made: "Att betala 1 820,15 kr", VAT id SE…01, buyer in "Österrike"',
    rows: [
      ...labelColumn(
        'Mälardalens Maskin AB',
        [
          ['Fakturanummer', '163516'],
          ['Fakturadatum', '2026-05-03'],
        ],
        'Borrmaskin med batteri',
        [
          ['Summa exkl. moms', '1 456,12 kr'],
          ['Moms 25 %', '364,03 kr'],
          ['Att betala', '1 820,15 kr'],
        ],
      ),
      ...buyer('Köpare', ['Bergwerk GmbH', 'Hauptstraße 3', '4020 Linz', 'Österrike']),
      [420, 50, 'Momsreg.nr SE556677889901 · Bankgiro 5050-1055'],
    ],
    currency: 'SEK',
    buyerCountry: 'AT',
  },
  {
    name: 'Czech installer (blind29 cs2): "Celkem k úhradě 120 529,49 Kč", buyer in "Nizozemsko"',
    rows: [
      ...labelColumn('Montáže Vysočina a.s.', head, 'Montáž dopravníkové linky', [
        ['Základ daně', '99 611,15 Kč'],
        ['DPH 21 %', '20 918,34 Kč'],
        ['Celkem k úhradě', '120 529,49 Kč'],
      ]),
      ...buyer('Odběratel:', ['Mardata V.O.F.', 'Molenweg 8', '1099 DE Amsterdam', 'Nizozemsko']),
    ],
    currency: 'CZK',
    buyerCountry: 'NL',
  },
  {
    name: 'Czech joinery, hand-made: "Kč" before the amounts',
    rows: labelColumn('Truhlářství Novák s.r.o.', head, 'Kuchyňská linka na míru', [
      ['Základ daně', 'Kč 84 000,00'],
      ['DPH 21 %', 'Kč 17 640,00'],
      ['K úhradě', 'Kč 101 640,00'],
    ]),
    currency: 'CZK',
  },
  {
    name: 'Romanian caterer (blind29 ro2): "-lei-" over the columns, "Total de plată 17.905,93 lei"',
    rows: [
      [200, 460, '-lei-'],
      ...labelColumn('Someș Conferințe S.R.L.', head, 'Pauză de cafea', [
        ['Total fără TVA', '15.047,00'],
        ['TVA 19%', '2.858,93'],
        ['Total de plată', '17.905,93 lei'],
      ]),
      ...buyer('Cumpărător:', ['Lumiwerk OG', 'Mariahilfer Straße 126a', '1060 Wien', 'Austria']),
    ],
    currency: 'RON',
    buyerCountry: 'AT',
  },
  {
    name: 'Polish carrier, hand-made: "Do zapłaty 3 690,00 zł", buyer in "Niemcy"',
    rows: [
      ...labelColumn('Trans-Pol Sp. z o.o.', head, 'Przewóz towaru Poznań–Berlin', [
        ['Razem netto', '3 000,00 zł'],
        ['Kwota VAT', '690,00 zł'],
        ['Do zapłaty', '3 690,00 zł'],
      ]),
      ...buyer('Nabywca', ['Spreelogistik GmbH', 'Am Hafen 4', '10117 Berlin', 'Niemcy']),
    ],
    currency: 'PLN',
    buyerCountry: 'DE',
  },
  {
    name: 'Hungarian workshop, hand-made: "Bruttó végösszeg 609 600 Ft", buyer in "Ausztria"',
    rows: [
      ...labelColumn('Alföldi Gépszerviz Kft.', head, 'Traktor javítása', [
        ['Összesen nettó', '480 000 Ft'],
        ['ÁFA 27%', '129 600 Ft'],
        ['Bruttó végösszeg', '609 600 Ft'],
      ]),
      ...buyer('Vevő', ['Agrar Hof KG', 'Dorfstraße 12', '7000 Eisenstadt', 'Ausztria']),
    ],
    currency: 'HUF',
    buyerCountry: 'AT',
  },
];

/**
 * Cases of a sender line over the address window as the OCR reads a scan: the middle dots
 * between name, street and town come back as " - ", "- ", " + ", "--" or not at all
 * ("Byteport Distribution GmbH - Gewerbepark Süd 53 51465 Bergisch Gladbach"), so the line did
 * not split into its three parts and was taken as the buyer's name. Layouts (scans of the
 * held-out sets, first run recorded in bench/README "Session 20 held-out scans"): blind24 `hw`
 * (IT distributor), `media` (media agency), `leas` (vehicle leasing), `wart` (maintenance) and
 * blind25 `bi` (German-English, another writer). Names and addresses are made up.
 */
import type { StyledRow } from '../test-layout.ts';

export interface OcrSenderCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; street: string; postcode: string; city: string };
  buyer: string;
}

/** A letter: letterhead name, the sender line (7 pt) over the buyer's block, the title. */
const letter = (
  sender: string,
  buyer: [string, string, string],
  title: string,
  head: string,
): StyledRow[] => [
  [38, 50, head, 14, true],
  [111, 50, sender, 7],
  [125, 50, buyer[0]],
  [138, 50, buyer[1]],
  [151, 50, buyer[2]],
  [125, 370, 'Rechnung'],
  [125, 470, title],
  [138, 370, 'Datum'],
  [138, 470, '11.02.2026'],
  [220, 50, 'RECHNUNG', 12, true],
];

export const OCR_SENDER_CASES: OcrSenderCase[] = [
  {
    name: 'blind24 hw: the second dot lost ("… Süd 53 51465 …")',
    rows: letter(
      'Byteport Distribution GmbH - Gewerbepark Süd 53 51465 Bergisch Gladbach',
      ['Orbihaus AG', 'Industrieweg 67', '50679 Köln'],
      'R812440',
      'Byteport Distribution GmbH',
    ),
    seller: {
      name: 'Byteport Distribution GmbH',
      street: 'Gewerbepark Süd 53',
      postcode: '51465',
      city: 'Bergisch Gladbach',
    },
    buyer: 'Orbihaus AG',
  },
  {
    name: 'blind24 media: a dot read as "+", the other as "-"',
    rows: letter(
      'Mediaplus Media GmbH + Im Mühlenfeld 114 - 06108 Halle (Saale)',
      ['Eichentech UG (haftungsbeschränkt)', 'Lindenweg 3', '04109 Leipzig'],
      'MP-2026-118',
      'Mediaplus Media GmbH',
    ),
    seller: {
      name: 'Mediaplus Media GmbH',
      street: 'Im Mühlenfeld 114',
      postcode: '06108',
      city: 'Halle (Saale)',
    },
    buyer: 'Eichentech UG (haftungsbeschränkt)',
  },
  {
    name: 'blind24 media: the first dot lost, the name ends at its legal form',
    rows: letter(
      'Kontaktwerk Media GmbH Gewerbepark Süd 105a - 90402 Nürnberg',
      ['Nordwerk GmbH', 'Am Hafen 12', '90403 Nürnberg'],
      'MP-2026-204',
      'Kontaktwerk Media GmbH',
    ),
    seller: {
      name: 'Kontaktwerk Media GmbH',
      street: 'Gewerbepark Süd 105a',
      postcode: '90402',
      city: 'Nürnberg',
    },
    buyer: 'Nordwerk GmbH',
  },
  {
    name: 'blind24 wart: "GmbH-" with the hyphen on the name, the second dot lost',
    rows: letter(
      'Lifttechnik Bergmann GmbH- Kaiser-Wilhelm-Ring 18 67433 Neustadt an der Weinstraße',
      ['Martech GmbH & Co. KG', 'Industriestraße 9', '67434 Neustadt an der Weinstraße'],
      'W-2026-0415',
      'Lifttechnik Bergmann GmbH',
    ),
    seller: {
      name: 'Lifttechnik Bergmann GmbH',
      street: 'Kaiser-Wilhelm-Ring 18',
      postcode: '67433',
      city: 'Neustadt an der Weinstraße',
    },
    buyer: 'Martech GmbH & Co. KG',
  },
  {
    name: 'blind25 bi (another writer): "UG (haftungsbeschrankt)" without its umlaut, the second dot lost',
    rows: letter(
      'Nordbau UG (haftungsbeschrankt) - Bahnhofstr. 46 60350 Frankfurt am Main',
      ['Kessler Logistics Ltd', 'Mainzer Landstraße 50', '60329 Frankfurt am Main'],
      'RE-2026-0311',
      'Nordbau UG (haftungsbeschrankt)',
    ),
    seller: {
      name: 'Nordbau UG (haftungsbeschrankt)',
      street: 'Bahnhofstr. 46',
      postcode: '60350',
      city: 'Frankfurt am Main',
    },
    buyer: 'Kessler Logistics Ltd',
  },
  {
    name: 'blind25 bi (another writer): "GmbH & Co. KG", the second dot read as "--"',
    rows: letter(
      'Sonnenlogistik GmbH & Co. KG - Lindenallee 79 --04100 Leipzig',
      ['Baltic Freight Oy', 'Hafenstraße 2', '04107 Leipzig'],
      'RE-2026-0488',
      'Sonnenlogistik GmbH & Co. KG',
    ),
    seller: {
      name: 'Sonnenlogistik GmbH & Co. KG',
      street: 'Lindenallee 79',
      postcode: '04100',
      city: 'Leipzig',
    },
    buyer: 'Baltic Freight Oy',
  },
  {
    name: "kept: the text layer's sender line with its dots",
    rows: letter(
      'Fleetline Leasing GmbH · Am Alten Schlachthof 80 · 79098 Freiburg im Breisgau',
      ['Eichenbau KG', 'Talstraße 4', '79100 Freiburg im Breisgau'],
      'FL-2026-77',
      'Fleetline Leasing GmbH',
    ),
    seller: {
      name: 'Fleetline Leasing GmbH',
      street: 'Am Alten Schlachthof 80',
      postcode: '79098',
      city: 'Freiburg im Breisgau',
    },
    buyer: 'Eichenbau KG',
  },
];

/**
 * Cases of session 21's address shapes (parties.ts splitStreetPostcode, parsePostcodeLine), two
 * layouts each, the held-out set's (blind27) and a hand-made one in another writer's arrangement;
 * before, no seller address was read (and for `hu` and `cn` no seller at all):
 * - the postcode line first and the street after a comma ("9021 Győr, Baross Gábor út 23.", the
 *   Hungarian order), with the Hungarian street words and legal forms (lexicon/north-east.ts);
 * - the Greek postcode's mark "Τ.Κ." before a spaced postcode ("Navarinou 35, Τ.Κ. 241 00
 *   Kalamata");
 * - a town, a six-digit postcode and a country named after a comma ("NO. 12 ZHONGSHAN EAST ROAD,
 *   NINGBO 315020, CHINA"; "Pune 411001, India"), with countries outside Europe (parse/units.ts).
 * - a British letterhead's address right-aligned beside the name, the town over the postcode on
 *   lines of their own ("Unit 17, 101 Southgate Street" / "Gloucester" / "GL1 2EH";
 *   readers/seller-buyer.ts townOverPostcode).
 * The guard: a US street whose suite follows a comma is no postcode line (the dump of the blind25
 * scans showed it).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface AddressCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; street: string; postcode: string; city: string; country: string };
}

/** A buyer in Germany under "Bill to:" and a title, under the seller's letterhead rows. */
const withBuyer = (seller: StyledRow[]): StyledRow[] => [
  ...seller,
  [150, 50, 'Bill to:', 8],
  [162, 50, 'Orbidata GmbH & Co. KG'],
  [174, 50, 'Lindenallee 50'],
  [186, 50, '60448 Frankfurt am Main'],
  [230, 50, 'INVOICE', 14, true],
];

export const ADDRESS21_CASES: AddressCase[] = [
  {
    name: 'blind27 hu: "Eladó / Seller" over "Tisza Pack Kft." and "9021 Győr, Baross Gábor út 23."',
    rows: [
      [30, 250, 'SZÁMLA / INVOICE', 14, true],
      [46, 50, 'Eladó / Seller', 8, true],
      [46, 330, 'Vevő / Buyer', 8, true],
      [60, 50, 'Tisza Pack Kft.'],
      [60, 330, 'Orbidata GmbH & Co. KG'],
      [72, 50, '9021 Győr, Baross Gábor út 23.'],
      [72, 330, 'Lindenallee 50'],
      [84, 50, 'Közösségi adószám / EU VAT no.: HU37887786'],
      [84, 330, '60448 Frankfurt am Main'],
      [96, 330, 'Közösségi adószám / EU VAT no.: DE664727543'],
    ],
    seller: {
      name: 'Tisza Pack Kft.',
      street: 'Baross Gábor út 23.',
      postcode: '9021',
      city: 'Győr',
      country: 'HU',
    },
  },
  {
    name: 'a Budapest agency\'s letterhead: "1051 Budapest, Váci utca 12." (hand-made)',
    rows: withBuyer([
      [40, 50, 'Pannon Kreatív Zrt.', 12, true],
      [56, 50, '1051 Budapest, Váci utca 12.'],
      [68, 50, 'Magyarország'],
    ]),
    seller: {
      name: 'Pannon Kreatív Zrt.',
      street: 'Váci utca 12.',
      postcode: '1051',
      city: 'Budapest',
      country: 'HU',
    },
  },
  {
    name: 'blind27 gr: "Navarinou 35, Τ.Κ. 241 00 Kalamata" under the name',
    rows: withBuyer([
      [40, 50, 'Messinia Olive Mills S.A.', 12, true],
      [56, 50, 'Navarinou 35, Τ.Κ. 241 00 Kalamata'],
      [68, 50, 'Greece'],
    ]),
    seller: {
      name: 'Messinia Olive Mills S.A.',
      street: 'Navarinou 35',
      postcode: '241 00',
      city: 'Kalamata',
      country: 'GR',
    },
  },
  {
    name: 'an Athens supplier: "T.K. 105 57 Athina" on its own line (hand-made)',
    rows: withBuyer([
      [40, 50, 'Aegean Marble Works S.A.', 12, true],
      [56, 50, 'Ermou 112'],
      [68, 50, 'T.K. 105 57 Athina'],
      [80, 50, 'Greece'],
    ]),
    seller: {
      name: 'Aegean Marble Works S.A.',
      street: 'Ermou 112',
      postcode: '105 57',
      city: 'Athina',
      country: 'GR',
    },
  },
  {
    name: 'blind27 cn: "NO. 12 ZHONGSHAN EAST ROAD, NINGBO 315020, CHINA"',
    rows: withBuyer([
      [40, 50, 'NINGBO GOLDEN DOOR FITTINGS CO., LTD.', 12, true],
      [56, 50, 'NO. 12 ZHONGSHAN EAST ROAD, NINGBO 315020, CHINA'],
    ]),
    seller: {
      name: 'NINGBO GOLDEN DOOR FITTINGS CO., LTD.',
      street: 'NO. 12 ZHONGSHAN EAST ROAD',
      postcode: '315020',
      city: 'NINGBO',
      country: 'CN',
    },
  },
  {
    name: 'an Indian exporter: "14 Bhosari Industrial Road" over "Pune 411026, India" (hand-made)',
    rows: withBuyer([
      [40, 50, 'Sahyadri Castings Pvt. Ltd.', 12, true],
      [56, 50, '14 Bhosari Industrial Road'],
      [68, 50, 'Pune 411026, India'],
    ]),
    seller: {
      name: 'Sahyadri Castings Pvt. Ltd.',
      street: '14 Bhosari Industrial Road',
      postcode: '411026',
      city: 'Pune',
      country: 'IN',
    },
  },
  {
    name: 'guard: a US street with its suite after the comma ("4756 Nicollet Mall, Suite 310") stays the street (blind25 us scan)',
    rows: withBuyer([
      [40, 50, 'Ironwood Design Co.', 12, true],
      [56, 50, '4756 Nicollet Mall, Suite 310'],
      [68, 50, 'Raleigh, NC 27601'],
    ]),
    seller: {
      name: 'Ironwood Design Co.',
      street: '4756 Nicollet Mall, Suite 310',
      postcode: '27601',
      city: 'Raleigh',
      country: 'US',
    },
  },
  {
    name: 'blind27 uk: "Unit 17, 101 Southgate Street" / "Gloucester" / "GL1 2EH" right-aligned beside the name',
    rows: [
      r(32, 545, 'Unit 17, 101 Southgate Street', 8),
      [44, 50, 'Pennine Scientific Ltd', 16, true],
      r(48, 545, 'Gloucester', 8),
      r(63, 545, 'GL1 2EH', 8),
      r(73, 545, 'United Kingdom', 8),
      [119, 50, 'Invoice to', 7.5, true],
      [131, 50, 'Rheinmedia UG (haftungsbeschränkt)'],
      [142, 50, 'Am Markt 97'],
      [153, 50, '04211 Leipzig'],
      [167, 50, 'Germany'],
      [210, 50, 'TAX INVOICE', 12, true],
    ],
    seller: {
      name: 'Pennine Scientific Ltd',
      street: 'Unit 17, 101 Southgate Street',
      postcode: 'GL1 2EH',
      city: 'Gloucester',
      country: 'GB',
    },
  },
  {
    name: 'a Leeds letterhead: "Mill House, 4 Wharf Street" / "Leeds" / "LS2 7EQ" left-aligned at the right (hand-made)',
    rows: [
      [40, 50, 'Airedale Print Ltd', 14, true],
      [40, 400, 'Mill House, 4 Wharf Street', 8.5],
      [52, 400, 'Leeds', 8.5],
      [64, 400, 'LS2 7EQ', 8.5],
      [76, 400, 'Tel 0113 496 0457', 8.5],
      ...withBuyer([]),
    ],
    seller: {
      name: 'Airedale Print Ltd',
      street: 'Mill House, 4 Wharf Street',
      postcode: 'LS2 7EQ',
      city: 'Leeds',
      country: 'GB',
    },
  },
];

/**
 * Cases of the town-then-postcode line of European postcodes that name their country (session
 * 17; parties.ts `cityThenEuPostcode`, lexicon/parties.ts `CITY_THEN_EU_PC`), from two layouts
 * each, failing before:
 * - Dutch "Amsterdam 1011 ZX" in a cloud provider's footer (blind15 `cloudrc`) and Maltese
 *   "St. Julian's STJ 3141" / "Valletta VLT 1117" in a Zoho-like header (blind15 `zoho`);
 * - Luxembourg's postcode keeps its "L-" ("L-1855 Luxembourg", "Luxembourg L-1855"): blind13
 *   `awsdetail` and blind15 `cloudrc` (the legal form "S.à r.l." is now one, lexicon/fr.ts).
 * Guards: a register line "Amtsgericht Köln HRB 1234" and a German "Postfach 1234" are no towns.
 */
import type { StyledRow } from '../test-layout.ts';

export interface PartyAddressCase {
  name: string;
  rows: StyledRow[];
  party: 'seller' | 'buyer';
  /** [name, street, postcode, town, country] */
  expected: [string, string, string, string, string];
}

const CLOUD_BODY: StyledRow[] = [
  [40, 50, 'Invoice', 16, true],
  [60, 360, 'Invoice number', 9],
  [60, 480, '7690107737', 9],
  [72, 360, 'Invoice date', 9],
  [72, 480, 'Nov 21, 2026', 9],
  [100, 50, 'Bill to', 9, true],
  [112, 50, 'Feinform AG', 9],
  [124, 50, 'Lindenallee 110', 9],
  [136, 50, '61351 Bad Homburg', 9],
  [148, 50, 'Germany', 9],
  [200, 50, 'Description', 9, true],
  [200, 300, 'Quantity', 9, true],
  [200, 480, 'Amount(€)', 9, true],
  [214, 50, 'Jira Software Cloud Premium', 9],
  [214, 300, '25', 9],
  [214, 480, '275.00', 9],
  [240, 300, 'Total in EUR', 9],
  [240, 480, '€275.00', 9],
];

/** A Zoho-like header: the seller's name, street and Maltese town-then-postcode line. */
const ZOHO_SELLER: StyledRow[] = [
  [42, 50, 'Mediterranean Gaming Ltd', 14, true],
  [42, 433, 'INVOICE', 18, true],
  [61, 50, 'Tower Road 87', 9],
  [71, 50, "St. Julian's STJ 3141", 9],
];

const footer = (name: string, vat: string, street: string, town: string, country: string): StyledRow[] => [
  [769, 50, name, 8],
  [769, 298, `VAT number: ${vat}`, 8],
  [778, 50, street, 8],
  [778, 298, 'Questions? billing@cloud.example', 8],
  [787, 50, town, 8],
  [796, 50, country, 8],
];

export const CITY_POSTCODE_CASES: PartyAddressCase[] = [
  {
    name: 'Dutch "Amsterdam 1011 ZX" in a footer (blind15 cloudrc)',
    rows: [
      ...CLOUD_BODY,
      ...footer('Marwerk B.V.', 'NL645309850B02', 'Stationsweg 119a', 'Amsterdam 1011 ZX', 'Netherlands'),
    ],
    party: 'seller',
    expected: ['Marwerk B.V.', 'Stationsweg 119a', '1011 ZX', 'Amsterdam', 'NL'],
  },
  {
    name: 'Luxembourg "Luxembourg L-1855" in a footer, seller "… S.à r.l." (blind15 cloudrc)',
    rows: [
      ...CLOUD_BODY,
      ...footer(
        'Nimbus Web Services EMEA S.à r.l.',
        'LU93710396',
        '63, Avenue John F. Kennedy',
        'Luxembourg L-1855',
        'Luxembourg',
      ),
    ],
    party: 'seller',
    expected: [
      'Nimbus Web Services EMEA S.à r.l.',
      '63, Avenue John F. Kennedy',
      'L-1855',
      'Luxembourg',
      'LU',
    ],
  },
  {
    name: 'Maltese "St. Julian\'s STJ 3141" under the seller\'s name (blind15 zoho)',
    rows: [
      ...ZOHO_SELLER,
      [71, 470, '# INV-955372', 9],
      [81, 50, 'VAT Reg No: MT33859756', 9],
      [159, 50, 'Bill To', 9, true],
      [172, 50, 'Grand Harbour Software Ltd', 9],
      [172, 390, 'Invoice Date :', 9],
      [172, 493, '25 Jun 2026', 9],
      [185, 50, 'Triq San Pawl 135', 9],
      [196, 50, 'Valletta VLT 1117', 9],
    ],
    party: 'seller',
    expected: ['Mediterranean Gaming Ltd', 'Tower Road 87', 'STJ 3141', "St. Julian's", 'MT'],
  },
  {
    name: 'Maltese "Valletta VLT 1117" under "Bill To" (blind15 zoho)',
    rows: [
      ...ZOHO_SELLER,
      [159, 50, 'Bill To', 9, true],
      [172, 50, 'Grand Harbour Software Ltd', 9],
      [185, 50, 'Triq San Pawl 135', 9],
      [196, 50, 'Valletta VLT 1117', 9],
    ],
    party: 'buyer',
    expected: ['Grand Harbour Software Ltd', 'Triq San Pawl 135', 'VLT 1117', 'Valletta', 'MT'],
  },
  {
    name: 'Luxembourg "L-1855 Luxembourg" keeps its "L-" (blind13 awsdetail)',
    rows: [
      [40, 50, 'Stratus Cloud Europe SARL', 12, true],
      [54, 50, '9, Avenue John F. Kennedy', 9],
      [66, 50, 'L-1855 Luxembourg', 9],
      [78, 50, 'VAT: LU26375245', 9],
      [40, 400, 'Invoice', 16, true],
      [62, 400, 'Invoice number: 4711-0815', 9],
      [120, 50, 'Bill to', 9, true],
      [132, 50, 'Kronform GmbH', 9],
      [144, 50, 'Hafenstraße 3', 9],
      [156, 50, '20457 Hamburg', 9],
    ],
    party: 'seller',
    expected: ['Stratus Cloud Europe SARL', '9, Avenue John F. Kennedy', 'L-1855', 'Luxembourg', 'LU'],
  },
];

/** Lines that end in a postcode-like code but are no town and postcode. */
export const NOT_CITY_POSTCODE = ['Amtsgericht Köln HRB 1234', 'Postfach 1234', 'Kundennummer 4711'];

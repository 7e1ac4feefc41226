/**
 * Cases of a party field printed as ONE text piece "Label: value" whose label holds a slash or a
 * comma ("PLZ / Ort: 22765 Hamburg", "Postleitzahl, Ort: …", "Postcode / City: …", "CP / Ville : …"):
 * the short-label pattern (`SHORT_LABEL_WITH_VALUE`, `lexicon/common.ts`) knew letters, spaces,
 * dots and hyphens only, so the post code and town of such a party grid were lost. Layouts: blind12
 * `labelled` ("Rechnungssteller" / "Rechnungsempfänger" columns of "Firma: …", "Straße: …", "PLZ /
 * Ort: …") and the session-14 `selfbilling` set's `gsform` (its cases in `self-billing.cases.ts`),
 * and the same grid in English and French. Names and addresses are made up.
 */
import type { StyledRow } from '../test-layout.ts';

export interface AddressLabelCase {
  name: string;
  rows: StyledRow[];
  seller: { name: string; postcode: string; city: string };
  buyer: { name: string; postcode: string; city: string };
}

const grid = (
  heads: [string, string],
  labels: [string, string, string],
  s: [string, string, string],
  b: [string, string, string],
): StyledRow[] => [
  [90, 50, heads[0], 10, true],
  [106, 50, `${labels[0]} ${s[0]}`, 9],
  [119, 50, `${labels[1]} ${s[1]}`, 9],
  [132, 50, `${labels[2]} ${s[2]}`, 9],
  [90, 310, heads[1], 10, true],
  [106, 310, `${labels[0]} ${b[0]}`, 9],
  [119, 310, `${labels[1]} ${b[1]}`, 9],
  [132, 310, `${labels[2]} ${b[2]}`, 9],
];

export const ADDRESS_LABEL_CASES: AddressLabelCase[] = [
  {
    name: 'German party grid, "PLZ / Ort: 22765 Hamburg" in one piece (blind12 labelled)',
    rows: [
      [40, 50, 'RECHNUNG', 18, true],
      ...grid(
        ['Rechnungssteller', 'Rechnungsempfänger'],
        ['Firma:', 'Straße:', 'PLZ / Ort:'],
        ['Klartext UG (haftungsbeschränkt)', 'Von-der-Tann-Straße 35', '22765 Hamburg'],
        ['Stadtwerke Wesseling GmbH', 'Friedrich-Ebert-Straße 36a', '50667 Köln'],
      ),
      [180, 50, 'Rechnungsnummer: RE-71039', 9],
    ],
    seller: { name: 'Klartext UG (haftungsbeschränkt)', postcode: '22765', city: 'Hamburg' },
    buyer: { name: 'Stadtwerke Wesseling GmbH', postcode: '50667', city: 'Köln' },
  },
  {
    name: 'German party grid, "Postleitzahl, Ort: …" with a comma',
    rows: [
      [40, 50, 'RECHNUNG', 18, true],
      ...grid(
        ['Rechnungssteller', 'Rechnungsempfänger'],
        ['Firma:', 'Straße:', 'PLZ, Ort:'],
        ['Nordlicht GmbH', 'Hauptstr. 5', '04109 Leipzig'],
        ['Beispiel AG', 'Am Markt 3', '54321 Trier'],
      ),
    ],
    seller: { name: 'Nordlicht GmbH', postcode: '04109', city: 'Leipzig' },
    buyer: { name: 'Beispiel AG', postcode: '54321', city: 'Trier' },
  },
  {
    name: 'French party grid, "CP / Ville : 69007 Lyon" (space before the colon)',
    rows: [
      [40, 50, 'FACTURE', 18, true],
      ...grid(
        ['Vendeur', 'Client'],
        ['Nom :', 'Adresse :', 'CP / Ville :'],
        ['Atelier Martin SARL', '11 rue des Lilas', '69007 Lyon'],
        ['Boulangerie Dupont SAS', '4 place du Marché', '33000 Bordeaux'],
      ),
    ],
    seller: { name: 'Atelier Martin SARL', postcode: '69007', city: 'Lyon' },
    buyer: { name: 'Boulangerie Dupont SAS', postcode: '33000', city: 'Bordeaux' },
  },
];

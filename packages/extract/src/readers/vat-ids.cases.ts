/**
 * Cases of the `vat-ids`, `countries` and `tax-number` readers (readers/vat-ids.ts) from several
 * layouts and languages: a German footer with VAT id and tax number, a buyer's id after "Ihre
 * USt-IdNr." in the info block, English "Our" / "Customer" labels, French ids of seller and client
 * in two columns, a Dutch BTW number, an Austrian UID that gives the seller's country, a VAT id
 * printed in the buyer's address block, a tax number alone.
 */
import type { Row } from '../test-layout.ts';

export interface VatIdsCase {
  name: string;
  rows: Row[];
  /** the seller's and buyer's VAT ids and the seller's tax number (undefined: none) */
  sellerVatId: string | undefined;
  buyerVatId: string | undefined;
  taxNumber: string | undefined;
  /** the seller's country (from its address, else from its VAT id) */
  sellerCountry: string | undefined;
}

const WINDOW_DE: Row[] = [
  [40, 40, 'Muster GmbH · Am Markt 1 · 80331 München'],
  [60, 40, 'Beispiel AG'],
  [72, 40, 'Hauptstraße 12'],
  [84, 40, '10115 Berlin'],
  [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
];

export const VAT_IDS_CASES: VatIdsCase[] = [
  {
    name: 'German footer: USt-IdNr. and Steuernummer of the seller',
    rows: [
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
      [760, 40, 'Muster GmbH · Am Markt 1 · 80331 München'],
      [772, 40, 'USt-IdNr.: DE123456789 · Steuernummer: 143/123/12345'],
    ],
    sellerVatId: 'DE123456789',
    buyerVatId: undefined,
    taxNumber: '143/123/12345',
    sellerCountry: 'DE',
  },
  {
    name: "German info block: \"Ihre USt-IdNr.\" is the buyer's, the footer's the seller's",
    rows: [
      ...WINDOW_DE,
      [100, 340, 'Rechnungsnr.'],
      [100, 460, '2024-55'],
      [112, 340, 'Ihre USt-IdNr.'],
      [112, 460, 'DE987654321'],
      [760, 40, 'USt-IdNr. DE123456789'],
    ],
    sellerVatId: 'DE123456789',
    buyerVatId: 'DE987654321',
    taxNumber: undefined,
    sellerCountry: 'DE',
  },
  {
    name: 'English: "Our VAT ID" and "Customer VAT ID"',
    rows: [
      [40, 40, 'ACME Ltd'],
      [52, 40, '1 Park Row'],
      [64, 40, 'London SW1A 1AA'],
      [120, 40, 'Bill to:'],
      [132, 40, 'Beta GmbH'],
      [144, 40, 'Hauptstraße 5'],
      [156, 40, '10115 Berlin'],
      [168, 40, 'Germany'],
      [200, 40, 'Our VAT ID: GB123456789'],
      [212, 40, 'Customer VAT ID: DE987654321'],
    ],
    sellerVatId: 'GB123456789',
    buyerVatId: 'DE987654321',
    taxNumber: undefined,
    sellerCountry: 'GB',
  },
  {
    name: 'French: the seller\'s id on the left, "N° TVA client" in the client\'s column',
    rows: [
      [40, 40, 'Au bon moulin SARL'],
      [52, 40, '12 rue de la Paix'],
      [64, 40, '75002 Paris'],
      [120, 340, 'Client :'],
      [132, 340, 'Boulangerie Dupont'],
      [144, 340, '3 avenue Foch'],
      [156, 340, '69006 Lyon'],
      [200, 40, 'N° TVA intracommunautaire : FR40303265045'],
      [212, 340, 'N° TVA client : FR 23 334175221'],
    ],
    sellerVatId: 'FR40303265045',
    buyerVatId: 'FR23334175221',
    taxNumber: undefined,
    sellerCountry: 'FR',
  },
  {
    name: 'Dutch: "BTW-nummer" of the seller',
    rows: [
      [40, 40, 'Voorbeeld B.V.'],
      [52, 40, 'Keizersgracht 1'],
      [64, 40, '1015 AA Amsterdam'],
      [120, 40, 'Factuur aan:'],
      [132, 40, 'Klant N.V.'],
      [144, 40, 'Stationsplein 4'],
      [156, 40, '3511 ED Utrecht'],
      [200, 40, 'BTW-nummer: NL123456789B01'],
    ],
    sellerVatId: 'NL123456789B01',
    buyerVatId: undefined,
    taxNumber: undefined,
    sellerCountry: 'NL',
  },
  {
    name: "Austrian UID: the seller's country from its VAT id (no country printed)",
    rows: [
      [40, 40, 'Alpen GmbH · Ringstraße 1 · 1010 Wien'],
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
      [700, 40, 'UID: ATU12345678'],
    ],
    sellerVatId: 'ATU12345678',
    buyerVatId: undefined,
    taxNumber: undefined,
    sellerCountry: 'AT',
  },
  {
    name: "a VAT id printed in the buyer's address block is the buyer's",
    rows: [
      [40, 40, 'Muster GmbH · Am Markt 1 · 80331 München'],
      [60, 40, 'Beispiel SARL'],
      [72, 40, '12 rue de la Paix'],
      [84, 40, '75002 Paris'],
      [96, 40, 'FRANCE'],
      [108, 40, 'TVA : FR40303265045'],
      [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
      [760, 40, 'USt-IdNr.: DE123456789'],
    ],
    sellerVatId: 'DE123456789',
    buyerVatId: 'FR40303265045',
    taxNumber: undefined,
    sellerCountry: 'DE',
  },
  {
    name: 'a tax number alone, printed with spaces around its slashes',
    rows: [...WINDOW_DE, [760, 40, 'Steuer-Nr. 143 / 123 / 12345']],
    sellerVatId: undefined,
    buyerVatId: undefined,
    taxNumber: '143/123/12345',
    sellerCountry: 'DE',
  },
  // session 24 (blind35 gastro4, after its first run): the buyer's VAT id after "P.IVA cliente" /
  // "NIF cliente" in the info block, the seller's in the footer
  {
    name: 'Italian info block: "P.IVA cliente" is the buyer\'s, the footer\'s "P.IVA" the seller\'s',
    rows: [
      [40, 40, 'Delizie di Parma S.r.l.'],
      [58, 40, 'Via Roveggia 43 · 37135 Verona'],
      [110, 40, 'Orion Consulting GmbH'],
      [122, 40, 'Hauptstr. 56'],
      [134, 40, '67433 Neustadt an der Weinstraße'],
      [132, 330, 'Fattura n.'],
      [132, 440, '863/2026'],
      [180, 330, 'P.IVA cliente'],
      [180, 440, 'DE395993974'],
      [790, 40, 'P.IVA IT05400416777 · Banca: Unicredit'],
    ],
    sellerVatId: 'IT05400416777',
    buyerVatId: 'DE395993974',
    taxNumber: undefined,
    sellerCountry: 'IT',
  },
  {
    name: 'Spanish head grid: "NIF cliente" over the buyer\'s id, the seller\'s "NIF" in its letterhead',
    rows: [
      [40, 40, 'Aceites del Sur S.L.'],
      [52, 40, 'Calle Mayor 12, 41001 Sevilla'],
      [64, 40, 'NIF ESB41234567'],
      [110, 40, 'Orion Consulting GmbH'],
      [122, 40, 'Hauptstr. 56'],
      [134, 40, '67433 Neustadt an der Weinstraße'],
      [170, 40, 'Factura n.º'],
      [170, 200, 'NIF cliente'],
      [182, 40, 'A-2026-118'],
      [182, 200, 'DE395993974'],
    ],
    sellerVatId: 'ESB41234567',
    buyerVatId: 'DE395993974',
    taxNumber: undefined,
    sellerCountry: 'ES',
  },
];

/**
 * Cases of a street wrapped around its label in a narrow value column (the first line above the
 * label's line, the rest below it), from two layouts: the official XRechnung visualisation's HTML
 * print in English ("Anystreet, Building" / "Address line 1:" / "1", both parties side by side)
 * and a German party form of another producer ("Gewerbepark Nord," / "Straße" / "Halle 7").
 * Before, the line below was cut off: the cell's lines had to follow each other.
 */
import type { Row } from '../test-layout.ts';

export interface WrappedStreetCase {
  name: string;
  rows: Row[];
  seller: string;
  buyer: string;
}

export const WRAPPED_STREET_CASES: WrappedStreetCase[] = [
  {
    name: 'official HTML print (English): both streets wrapped around "Address line 1:"',
    rows: [
      [40, 40, 'Invoice'],
      [150, 20, 'Information about the buyer'],
      [150, 315, 'Information about the seller'],
      [222, 28, 'Name:'],
      [222, 163, 'Buyercompany ltd'],
      [222, 322, 'Company name:'],
      [222, 457, 'SubscriptionSeller'],
      [250, 163, 'Anystreet, Building'],
      [250, 457, 'Main street 2,'],
      [256, 28, 'Address line 1:'],
      [256, 322, 'Address line 1:'],
      [262, 163, '1'],
      [262, 457, 'Building 4'],
      [290, 28, 'ZIP:'],
      [290, 163, '101'],
      [290, 322, 'ZIP:'],
      [290, 457, '54321'],
      [322, 28, 'Location:'],
      [322, 163, 'Anytown'],
      [322, 322, 'Location:'],
      [322, 457, 'Big city'],
      [354, 28, 'Country code:'],
      [354, 163, 'DK'],
      [354, 322, 'Country code:'],
      [354, 457, 'DK'],
    ],
    seller: 'Main street 2, Building 4',
    buyer: 'Anystreet, Building 1',
  },
  {
    name: 'another producer: a German party form, the seller street wrapped around "Straße"',
    rows: [
      [40, 40, 'Rechnung 2026-330'],
      [70, 40, 'Verkäufer'],
      [90, 40, 'Name'],
      [90, 160, 'Lager & Logistik Nord GmbH'],
      [110, 160, 'Gewerbepark Nord,'],
      [116, 40, 'Straße'],
      [122, 160, 'Halle 7'],
      [142, 40, 'PLZ'],
      [142, 160, '24941'],
      [160, 40, 'Ort'],
      [160, 160, 'Flensburg'],
      [200, 40, 'Käufer'],
      [220, 40, 'Name'],
      [220, 160, 'Beispiel AG'],
      [240, 40, 'Straße'],
      [240, 160, 'Hauptstraße 12'],
      [258, 40, 'PLZ'],
      [258, 160, '10115'],
      [276, 40, 'Ort'],
      [276, 160, 'Berlin'],
    ],
    seller: 'Gewerbepark Nord, Halle 7',
    buyer: 'Hauptstraße 12',
  },
];

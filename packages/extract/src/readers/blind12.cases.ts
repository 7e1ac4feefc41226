/**
 * Cases of the rules written after the first run of the held-out set blind12 (session 13), each
 * from two layouts or more: a buyer whose name holds a tax profession ("Steuerkanzlei …",
 * "Steuerberatung … GmbH") is a name, not a line of tax details — in a DIN 5008 window at the left
 * under the sender line and in an Austrian/Swiss letter's window at the right.
 */
import type { StyledRow } from '../test-layout.ts';

export interface Blind12Case {
  name: string;
  rows: StyledRow[];
  seller?: string;
  buyer?: string;
  buyerCity?: string;
}

/** A short item table and totals under a letter's head (the same for each case). */
const TABLE: StyledRow[] = [
  [300, 57, 'Nr.', 8, true],
  [300, 80, 'Leistung', 8, true],
  [300, 340, 'Menge', 8, true],
  [300, 420, 'Einzelpreis', 8, true],
  [300, 520, 'Betrag', 8, true],
  [315, 57, '1', 9],
  [315, 80, 'Beratung Jahresabschluss 2025', 9],
  [315, 310, '4,5 Std.', 9],
  [315, 420, '120,00 €', 9],
  [315, 505, '540,00 €', 9],
  [340, 300, 'Summe netto', 9],
  [340, 510, '540,00', 9],
  [354, 300, 'zzgl. 19 % USt. auf 540,00 €', 9],
  [354, 510, '102,60', 9],
  [370, 300, 'Rechnungsbetrag', 10, true],
  [370, 505, '642,60 €', 10, true],
];

export const BLIND12_CASES: Blind12Case[] = [
  {
    name: 'DIN 5008 window: "Steuerkanzlei Berger & Kollegen" under the sender line (blind12 din)',
    rows: [
      [40, 400, 'Büro Lange & Partner GmbH', 15, true],
      [127, 57, 'Büro Lange & Partner GmbH · Kaiser-Wilhelm-Ring 110 · 22765 Hamburg', 6],
      [141, 57, 'Steuerkanzlei Berger & Kollegen', 10],
      [154, 57, 'Kaiser-Wilhelm-Ring 73', 10],
      [167, 57, '90402 Nürnberg', 10],
      [193, 360, 'Datum:', 8],
      [193, 440, '08.07.2026', 8],
      [270, 57, 'Rechnung Nr. 2026-0412', 11, true],
      ...TABLE,
    ],
    seller: 'Büro Lange & Partner GmbH',
    buyer: 'Steuerkanzlei Berger & Kollegen',
    buyerCity: 'Nürnberg',
  },
  {
    name: 'window at the right with the buyer\'s UID: "Steuerberatung Brandt GmbH" (blind12 alpen)',
    rows: [
      [42, 50, 'Berger Kommunikationsdesign GmbH', 15, true],
      [60, 50, 'Herrengasse 12, 1070 Wien · +43 1 611 97 · buchhaltung@berger.example', 8],
      [130, 330, 'Steuerberatung Brandt GmbH', 10],
      [143, 330, 'Kirchengasse 103', 10],
      [156, 330, '8010 Graz', 10],
      [171, 330, 'UID-Nr.: ATU50163571', 8],
      [130, 50, 'Rechnungsnummer:', 9],
      [130, 150, 'R2026/069', 9],
      [143, 50, 'Rechnungsdatum:', 9],
      [143, 150, '16.06.2026', 9],
      [230, 50, 'RECHNUNG', 14, true],
      ...TABLE,
    ],
    seller: 'Berger Kommunikationsdesign GmbH',
    buyer: 'Steuerberatung Brandt GmbH',
    buyerCity: 'Graz',
  },
];

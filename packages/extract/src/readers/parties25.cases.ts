/**
 * Cases of session 25 (issue 19, held-out set blind37 nl6): a seller named by the account holder
 * ("t.n.v.", "Kontoinhaber") whose letterhead prints the name at the top and the address right
 * under it in the same column: that address is the seller's (readers/seller-buyer.ts
 * `withHeadAddress`, `stackedHeadAddress`). Two layouts (nl, de).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Parties25Case {
  name: string;
  rows: StyledRow[];
  /** name, street, postcode, city */
  seller: [string, string, string, string];
}

export const PARTIES25_CASES: Parties25Case[] = [
  {
    name: 'Dutch freelancer: the name right-aligned at the top, street and postcode line right under it, the name again after "t.n.v."',
    rows: [
      [40, 393, 'Studio Sanne Bakker', 16],
      [60, 50, 'FACTUUR', 20, true],
      [60, 420, 'Molenweg 91', 8],
      [71, 420, '2011 VB Haarlem', 8],
      [82, 420, 'kontakt@studio.example', 8],
      [140, 50, 'Hafenbau B.V.', 10],
      [153, 50, 'Stationsweg 92', 10],
      [166, 50, '1097 AB Amsterdam', 10],
      [220, 50, 'Factuurnummer', 8],
      [220, 200, 'Factuurdatum', 8],
      [232, 50, '2026088', 8],
      [232, 200, '05-05-2026', 8],
      [270, 50, 'Omschrijving', 8, true],
      [270, 330, 'Aantal', 8, true],
      [270, 420, 'Tarief', 8, true],
      [270, 510, 'Bedrag', 8, true],
      [284, 50, 'Fotografie evenement', 8],
      [284, 330, '8,5 uur', 8],
      [284, 416, '€ 86,13', 8],
      [284, 513, '€ 732,11', 8],
      [310, 400, 'Totaal', 9],
      [310, 509, '€ 732,11', 9],
      [
        340,
        50,
        'Gelieve het bedrag over te maken op IBAN NL97 RABO 0948 8402 81 t.n.v. Studio Sanne Bakker.',
        8,
      ],
    ],
    seller: ['Studio Sanne Bakker', 'Molenweg 91', '2011 VB', 'Haarlem'],
  },
  {
    name: 'German freelancer: the name right-aligned at the top, the address right under it, the name again as the account holder',
    rows: [
      [40, 393, 'Anna Schmidt Design', 16],
      [60, 50, 'RECHNUNG', 20, true],
      [60, 430, 'Lindenstraße 12', 8],
      [71, 430, '79098 Freiburg', 8],
      [82, 430, 'Tel. 0761 123456', 8],
      [140, 50, 'Hofmann Verlag GmbH', 10],
      [153, 50, 'Hauptstraße 5', 10],
      [166, 50, '80331 München', 10],
      [220, 50, 'Rechnungsnummer', 8],
      [220, 200, 'Datum', 8],
      [232, 50, '2026-014', 8],
      [232, 200, '03.03.2026', 8],
      [270, 50, 'Leistung', 8, true],
      [270, 330, 'Menge', 8, true],
      [270, 420, 'Preis', 8, true],
      [270, 510, 'Betrag', 8, true],
      [284, 50, 'Gestaltung Buchumschlag', 8],
      [284, 338, '1', 8],
      [284, 420, '850,00', 8],
      [284, 521, '850,00', 8],
      [310, 400, 'Gesamtbetrag', 9],
      [310, 518, '850,00', 9],
      [330, 50, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', 8],
      [344, 50, 'Kontoinhaber: Anna Schmidt Design · IBAN DE02 1203 0000 0000 2020 51', 8],
    ],
    seller: ['Anna Schmidt Design', 'Lindenstraße 12', '79098', 'Freiburg'],
  },
];

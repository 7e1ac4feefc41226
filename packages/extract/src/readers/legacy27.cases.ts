/**
 * Cases of session 27 (issue 19, seen set blind41: line-printer invoices in capitals), from two
 * layouts each, failing before:
 * - the town and its UK postcode or Eircode set apart on one line of a letterhead ("DERBY  DE1
 *   3AH", "Galway   H91 E2K3"): one postcode line (parties.ts `townWithPostcode`);
 * - the block under a cue with a second column beside it ends where that column's labels start,
 *   also where they are set flush right and start left of the one beside the cue ("INVOICE TO: …
 *   INVOICE NO." over "… TAX POINT"; parties.ts `cueBlocks`), and a ruling printed in characters
 *   ("-----", "=====") ends the block (`collectBlock`, lexicon `RULING_ONLY`);
 * - a title between stars or rules ("*** CREDIT NOTE ***", "=== GUTSCHRIFT ===") is the title
 *   (readers/document.ts, lexicon `TITLE_DECORATION`); "CREDIT NO." labels the number;
 * - on a receipt ("TAXIQUITTUNG", "CASH RECEIPT") the only block, with nothing but titles above
 *   it, is the issuer's (readers/seller-buyer.ts `receiptHead`, lexicon `receiptTitle`);
 * - only the rate the total contains, no VAT amount ("Im Gesamtbetrag sind 19 % MwSt. enthalten.",
 *   "All prices include VAT at 20 %"): the net and the VAT the gross total contains, the rows
 *   gross at that rate (readers/contained-vat.ts `containedRateOnly`; settle.ts `singleRateRow`
 *   takes the lines' one rate within a cent).
 */
import type { StyledRow } from '../test-layout.ts';

/** name, street, postcode, city, country */
type PartyFields = [string, string, string, string, string];

export interface Legacy27Case {
  name: string;
  rows: StyledRow[];
  seller: PartyFields;
  buyer: PartyFields;
  /** document type (BT-3) and number (BT-1), where the case checks them */
  doc?: [string, string];
}

/** A table under a ruling at y 200, two items. */
function table(rule: string): StyledRow[] {
  return [
    [188, 24, rule, 8],
    [200, 24, 'LINE DESCRIPTION', 8],
    [200, 250, 'QTY', 8],
    [200, 300, 'UNIT PRICE', 8],
    [200, 420, 'NET', 8],
    [212, 24, rule, 8],
    [224, 24, '1    HEX BOLT M10X50 ZP', 8],
    [224, 254, '10', 8],
    [224, 310, '0.45', 8],
    [224, 420, '4.50', 8],
    [236, 24, '2    FITTING LABOUR', 8],
    [236, 254, '2', 8],
    [236, 310, '40.00', 8],
    [236, 420, '80.00', 8],
    [260, 300, 'GOODS TOTAL', 8],
    [260, 420, '84.50', 8],
    [272, 300, 'VAT 20%', 8],
    [272, 420, '16.90', 8],
    [284, 300, 'INVOICE TOTAL GBP', 8],
    [284, 420, '101.40', 8],
  ];
}

export const LEGACY27_CASES: Legacy27Case[] = [
  {
    name: 'a British line-printer credit note: town and postcode apart, labels flush right beside the block, a dashed ruling',
    rows: [
      [40, 24, 'MIDLAND FIXINGS LTD', 8],
      [40, 400, '*** CREDIT NOTE ***', 8],
      [50, 24, '12 STATION ROAD', 8],
      [60, 24, 'DERBY', 8],
      [60, 54, 'DE1 3AH', 8],
      [70, 24, 'TEL 0151 785 7993', 8],
      [70, 120, 'VAT REG NO. GB 677 8866 12', 8],
      [100, 24, 'INVOICE TO:', 8],
      [100, 380, 'CREDIT NO.', 8],
      [100, 448, '384257', 8],
      [110, 24, 'WHITTAKER HEATING LTD', 8],
      [110, 371, 'TAX POINT', 8],
      [110, 438, '18/09/26', 8],
      [120, 24, 'UNIT 10 CANAL WHARF', 8],
      [120, 380, 'ACCOUNT NO.', 8],
      [120, 448, 'WHI203', 8],
      [130, 24, 'BRISTOL', 8],
      [130, 371, 'YOUR ORDER', 8],
      [130, 438, 'ORD13039', 8],
      [140, 24, 'BS1 6QH', 8],
      ...table('------------------------------------------------------------------------------'),
    ],
    seller: ['MIDLAND FIXINGS LTD', '12 STATION ROAD', 'DE1 3AH', 'DERBY', 'GB'],
    buyer: ['WHITTAKER HEATING LTD', 'UNIT 10 CANAL WHARF', 'BS1 6QH', 'BRISTOL', 'GB'],
    doc: ['381', '384257'],
  },
  {
    name: 'an Irish typed credit note: Eircode apart from the town, a customer block with right-aligned labels, a ruling of equals signs',
    rows: [
      [30, 24, '=== CREDIT NOTE ===', 10],
      [50, 24, 'Kells Office Supplies Ltd', 9],
      [61, 24, '4 Main Street', 9],
      [72, 24, 'Galway', 9],
      [72, 66, 'H91 E2K3', 9],
      [83, 24, 'VAT No. IE6388047V', 9],
      [110, 24, 'Bill To:', 9],
      [110, 366, 'Credit No.', 9],
      [110, 440, 'KOS-2231', 9],
      [121, 24, 'Brennan Joinery Ltd', 9],
      [121, 352, 'Tax Point', 9],
      [121, 440, '03/11/2026', 9],
      [132, 24, 'Unit 7 Ballymount Park', 9],
      [132, 346, 'Customer No.', 9],
      [132, 440, 'BRE-118', 9],
      [143, 24, 'Cork', 9],
      [154, 24, 'T12 XY64', 9],
      [154, 352, 'Your Ref', 9],
      [154, 440, 'PO-5521', 9],
      ...table('=============================================================================='),
    ],
    seller: ['Kells Office Supplies Ltd', '4 Main Street', 'H91 E2K3', 'Galway', 'IE'],
    buyer: ['Brennan Joinery Ltd', 'Unit 7 Ballymount Park', 'T12 XY64', 'Cork', 'IE'],
    doc: ['381', 'KOS-2231'],
  },
];

export interface ReceiptHeadCase {
  name: string;
  rows: StyledRow[];
  seller: PartyFields;
}

export const RECEIPT_HEAD_CASES: ReceiptHeadCase[] = [
  {
    name: 'a taxi receipt: the block under its letter-spaced title, an order number and the VAT id under it',
    rows: [
      [40, 70, 'TAXIQUITTUNG', 11, true],
      [66, 70, 'Taxi Özdemir e.K.', 10],
      [79, 70, 'Bahnhofstr. 4, 97070 Würzburg', 10],
      [92, 70, 'Ordnungs-Nr. 567', 10],
      [92, 190, 'USt-IdNr. DE274714718', 10],
      [118, 70, 'Quittung Nr. 7739', 10],
      [118, 230, 'Datum: 21.11.26', 10],
      [157, 70, 'Fahrpreis', 10],
      [157, 290, '23,20 EUR', 10],
      [170, 70, 'Gepäckzuschlag', 10],
      [170, 296, '1,50 EUR', 10],
      [196, 70, 'Gesamtbetrag', 10],
      [196, 290, '24,70 EUR', 10],
    ],
    seller: ['Taxi Özdemir e.K.', 'Bahnhofstr. 4', '97070', 'Würzburg', 'DE'],
  },
  {
    name: "an English cash receipt: the café's block under the title, its phone under it",
    rows: [
      [40, 60, 'CASH RECEIPT', 12, true],
      [64, 60, 'Harbour Café Ltd', 10],
      [77, 60, '12 Quay Street', 10],
      [90, 60, 'Bristol BS1 4DJ', 10],
      [103, 60, 'Tel. 0117 496 0123', 10],
      [130, 60, 'Receipt No. 5521', 10],
      [130, 260, 'Date: 14/11/2026', 10],
      [160, 60, 'Flat white', 10],
      [160, 300, '3.40', 10],
      [173, 60, 'Croissant', 10],
      [173, 300, '2.60', 10],
      [199, 60, 'Total', 10],
      [199, 300, '6.00', 10],
    ],
    seller: ['Harbour Café Ltd', '12 Quay Street', 'BS1 4DJ', 'Bristol', 'GB'],
  },
];

export interface ContainedRateCase {
  name: string;
  rows: StyledRow[];
  /** the rate, the net and the VAT of the one breakdown row; the lines' nets */
  vat: [string, string, string];
  nets: string[];
}

export const CONTAINED_RATE_CASES: ContainedRateCase[] = [
  {
    name: 'a craftsman\'s small-amount invoice: "Betrag enthält 19 % MwSt." under the gross total',
    rows: [
      [40, 50, 'Schuhmacherei Kühn', 10],
      [53, 50, 'Lindenweg 5', 10],
      [66, 50, '35390 Gießen', 10],
      [79, 50, 'Steuer-Nr. 020/123/45678', 10],
      [110, 300, 'Gießen, den 17.06.26', 10],
      [140, 50, 'Rechnung Nr. 24/26', 10, true],
      [170, 50, 'Zylinder ausgetauscht', 10],
      [170, 320, '40,61 EUR', 10],
      [183, 50, 'Anfahrt', 10],
      [183, 320, '24,33 EUR', 10],
      [196, 50, 'Arbeitszeit 3 Std. à 45,90 EUR', 10],
      [196, 315, '137,70 EUR', 10],
      [209, 50, 'Reparatur Absätze', 10],
      [209, 320, '24,89 EUR', 10],
      [235, 50, 'Gesamtbetrag', 10],
      [235, 315, '227,53 EUR', 10],
      [261, 50, 'Betrag enthält 19 % MwSt.', 10],
    ],
    vat: ['19', '191.20', '36.33'],
    // (the cent of rounding on the largest line)
    nets: ['34.13', '20.45', '115.70', '20.92'],
  },
  {
    name: 'an English receipt: "All prices include VAT at 20 %" under the total',
    rows: [
      [40, 60, 'Harbour Café Ltd', 12, true],
      [56, 60, '12 Quay Street', 10],
      [69, 60, 'Bristol BS1 4DJ', 10],
      [82, 60, 'VAT Reg. No. GB 123 4567 89', 10],
      [110, 60, 'Receipt No. 5521', 10],
      [110, 260, 'Date: 14/11/2026', 10],
      [140, 60, 'Catering platter', 10],
      [140, 300, '30.00', 10],
      [153, 60, 'Room hire', 10],
      [153, 300, '18.00', 10],
      [179, 60, 'Total', 10],
      [179, 300, '48.00', 10],
      [205, 60, 'All prices include VAT at 20 %', 10],
    ],
    vat: ['20', '40.00', '8.00'],
    nets: ['25.00', '15.00'],
  },
];

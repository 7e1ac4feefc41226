/**
 * Cases of the seller named only under a label outside any party block (readers/named-seller.ts),
 * from real and synthetic layouts: the account holder in the bank details of a French invoice
 * whose letterhead is a picture (shape of invoice2data's Netpresse invoice, set (d)) and of a
 * German letter with a logo only; "sold by X" in the small print of a cloud statement whose
 * provider block in the foot was taken for the buyer (shape of the AWS statement, set (d)) and of
 * the title of a SaaS receipt naming its issuer ("Receipt from X", "Beleg von X": blind10
 * `receipt` in English and German — one generator in two languages).
 */
import type { StyledRow } from '../test-layout.ts';

export interface NamedSellerCase {
  name: string;
  rows: StyledRow[];
  seller: string;
  /** the buyer's name expected ('' for none) */
  buyer?: string;
}

const FR_TABLE: StyledRow[] = [
  [300, 50, 'Désignation', 8, true],
  [300, 400, 'Qté', 8, true],
  [300, 500, 'Montant HT', 8, true],
  [315, 50, 'Abonnement presse numérique', 9],
  [315, 400, '1', 9],
  [315, 500, '41,67', 9],
  [350, 380, 'Total HT', 9],
  [350, 500, '41,67 €', 9],
  [363, 380, 'TVA 20 %', 9],
  [363, 500, '8,33 €', 9],
  [376, 380, 'Total TTC', 9, true],
  [376, 500, '50,00 €', 9, true],
];

const DE_TABLE: StyledRow[] = [
  [300, 50, 'Bezeichnung', 8, true],
  [300, 400, 'Menge', 8, true],
  [300, 500, 'Betrag', 8, true],
  [315, 50, 'Dachlatten 30x50', 9],
  [315, 400, '12', 9],
  [315, 500, '100,00', 9],
  [350, 380, 'Nettobetrag', 9],
  [350, 500, '100,00 €', 9],
  [363, 380, 'MwSt. 19 %', 9],
  [363, 500, '19,00 €', 9],
  [376, 380, 'Gesamtbetrag', 9, true],
  [376, 500, '119,00 €', 9, true],
];

const EN_RECEIPT_TABLE: StyledRow[] = [
  [300, 50, 'Description', 8, true],
  [300, 400, 'Qty', 8, true],
  [300, 500, 'Amount', 8, true],
  [315, 50, 'Team plan (annual)', 9],
  [315, 400, '1', 9],
  [315, 500, '£1,767.90', 9],
  [350, 380, 'Subtotal', 9],
  [350, 500, '£1,767.90', 9],
  [363, 380, 'VAT 20 %', 9],
  [363, 500, '£353.58', 9],
  [376, 380, 'Total', 9, true],
  [376, 500, '£2,121.48', 9, true],
];

export const NAMED_SELLER_CASES: NamedSellerCase[] = [
  {
    name: 'French: "Titulaire du compte : X" in the payment terms, the name only in a picture (Netpresse)',
    rows: [
      [60, 50, 'FACTURE N° F-2014-0815', 14, true],
      [80, 50, 'Date : 12/03/2014', 9],
      [130, 350, 'M. Jean Martin'],
      [143, 350, '12 rue des Lilas'],
      [156, 350, '75011 Paris'],
      ...FR_TABLE,
      [420, 50, 'Virement', 8],
      [420, 120, 'BRED BANQUE POPULAIRE – Titulaire du compte : NETPRESSE', 8],
      [432, 120, 'IBAN : FR76 1010 7002 4500 6170 5231 739 - BIC : BREDFRPP', 8],
    ],
    seller: 'NETPRESSE',
  },
  {
    name: 'German: "Kontoinhaber: X" under the bank details, the letterhead a logo',
    rows: [
      [130, 50, 'Bauhof Schneider GmbH'],
      [143, 50, 'Lindenweg 4'],
      [156, 50, '34117 Kassel'],
      [220, 50, 'Rechnung Nr. 2026-117', 14, true],
      [240, 50, 'Rechnungsdatum: 04.02.2026', 9],
      ...DE_TABLE,
      [420, 50, 'Bankverbindung: Kasseler Sparkasse', 8],
      [432, 50, 'Kontoinhaber: Holzbau Weber', 8],
      [444, 50, 'IBAN DE02 5205 0353 0000 1234 56', 8],
    ],
    seller: 'Holzbau Weber',
  },
  {
    name: 'English: "sold by X" in the small print, the provider block in the foot (AWS statement)',
    rows: [
      [40, 257, 'Nimbus Cloud Invoice', 12, true],
      [60, 257, 'Invoice Number:', 9],
      [60, 500, '42183017', 9],
      [72, 257, 'Invoice Date:', 9],
      [72, 480, 'August 3, 2014', 9],
      [84, 36, 'Bill to Address:', 9, true],
      [96, 36, 'ATTN: Harbour Labs Limited', 9],
      [108, 36, '93B Sai Yu Chung', 9],
      [120, 36, 'Yuen Long, N.T., 0000, HK', 9],
      [200, 36, 'Detail', 10, true],
      [215, 46, 'Nimbus Object Storage', 9],
      [215, 540, '$2.22', 9],
      [240, 36, 'Total for this invoice', 9, true],
      [240, 540, '$2.22', 9, true],
      [600, 400, 'Service Provider:', 8],
      [612, 400, '(Not to be used for payment remittance)', 8],
      [624, 400, 'Nimbus Cloud Services, Inc.', 8],
      [636, 400, '410 Terry Ave North', 8],
      [648, 400, 'Seattle, WA 98109-5210, US', 8],
      [700, 36, 'All Nimbus services are sold by Nimbus Cloud Services, Inc.', 8],
    ],
    seller: 'Nimbus Cloud Services, Inc.',
    buyer: '',
  },
  {
    name: 'English receipt: "Receipt from X" as the title, the address only at the foot (blind10 receipt)',
    rows: [
      [40, 50, 'Receipt from Kronform Ltd.', 18, true],
      [64, 50, 'Receipt #0593-5272', 10],
      [100, 50, 'AMOUNT PAID', 8, true],
      [100, 250, 'DATE PAID', 8, true],
      [112, 50, '£2,121.48', 10],
      [112, 250, '20/04/2026', 10],
      [150, 50, 'Invoice number', 9],
      [150, 180, 'C158B395-2589', 9],
      [150, 330, 'Bill to', 9, true],
      [162, 330, 'Kesselhaus SA', 9],
      [174, 330, '43 boulevard Voltaire', 9],
      [186, 330, '69009 Lyon', 9],
      ...EN_RECEIPT_TABLE,
      [780, 50, 'Kronform Ltd. · 105 High Street · Bristol BS13 3TR · United Kingdom', 7],
    ],
    seller: 'Kronform Ltd.',
  },
  {
    name: 'German receipt: "Beleg von X" as the title (blind10 receipt)',
    rows: [
      [40, 50, 'Beleg von Nordhaus e.K.', 18, true],
      [64, 50, 'Beleg #1817-3672', 10],
      [150, 50, 'Rechnungsnummer', 9],
      [150, 180, 'A7731-0042', 9],
      [150, 330, 'Rechnung an', 9, true],
      [162, 330, 'Eichenwerk GmbH', 9],
      [174, 330, 'Lindenweg 4', 9],
      [186, 330, '34117 Kassel', 9],
      ...DE_TABLE,
      [780, 50, 'Nordhaus e.K. · Domstraße 12 · 50668 Köln', 7],
    ],
    seller: 'Nordhaus e.K.',
  },
];

/**
 * Cases of "a document title is never a party's name" (parties.ts, looseBlocks): the title word
 * set at the same x right over the recipient's block, as a PDF gives it (line heights of the
 * font's ascent and descent) — blind10 `sidebar` in Dutch and English (the seller's data in a
 * left sidebar, "FACTUUR" / "INVOICE" over the buyer in the right column). One layout in two
 * languages: the weakest evidence (the title word is in the lexicon's DOC_TITLE already).
 */
import type { StyledRow } from '../test-layout.ts';

export interface TitleWordCase {
  name: string;
  rows: StyledRow[];
  seller: string;
  buyer: string;
}

/** The seller's sidebar at the left in 7 pt, its lines between the right column's (a PDF's positions). */
const sidebar = (title: string, seller: string[], buyer: string[], table: StyledRow[]): StyledRow[] => [
  [47, 30, seller[0] as string, 11, true],
  [47, 200, title, 22, true],
  [69, 30, seller[1] as string, 7],
  [78, 30, seller[2] as string, 7],
  [96, 30, seller[3] as string, 7],
  [99, 200, buyer[0] as string, 10],
  [105, 30, seller[4] as string, 7],
  [112, 200, buyer[1] as string, 10],
  [123, 200, buyer[2] as string, 10],
  [150, 30, seller[5] as string, 7],
  ...table,
];

const NL_TABLE: StyledRow[] = [
  [200, 200, 'Factuurnummer', 9],
  [200, 330, '2026-0522', 9],
  [212, 200, 'Factuurdatum', 9],
  [212, 330, '01-08-2026', 9],
  [250, 200, 'Omschrijving', 8, true],
  [250, 400, 'Aantal', 8, true],
  [250, 500, 'Bedrag', 8, true],
  [265, 200, 'Onderhoud website', 9],
  [265, 410, '2', 9],
  [265, 500, '1.767,90', 9],
  [300, 400, 'Subtotaal', 9],
  [300, 500, '1.767,90 €', 9],
  [313, 400, 'BTW 21 %', 9],
  [313, 505, '371,26 €', 9],
  [326, 400, 'Totaal te betalen', 9, true],
  [326, 500, '2.139,16 €', 9, true],
];

const EN_TABLE: StyledRow[] = [
  [200, 200, 'Invoice number', 9],
  [200, 330, 'INV-7781', 9],
  [212, 200, 'Invoice date', 9],
  [212, 330, '3 Nov 2026', 9],
  [250, 200, 'Description', 8, true],
  [250, 400, 'Qty', 8, true],
  [250, 500, 'Amount', 8, true],
  [265, 200, 'Website maintenance', 9],
  [265, 410, '2', 9],
  [265, 500, '1,767.90', 9],
  [300, 400, 'Subtotal', 9],
  [300, 500, '£1,767.90', 9],
  [313, 400, 'VAT 20 %', 9],
  [313, 505, '£353.58', 9],
  [326, 400, 'Total due', 9, true],
  [326, 500, '£2,121.48', 9, true],
];

export const TITLE_WORD_CASES: TitleWordCase[] = [
  {
    name: 'Dutch sidebar: "FACTUUR" over the buyer in the right column (blind10 sidebar, PDF)',
    rows: sidebar(
      'FACTUUR',
      [
        'Hafenhaus B.V.',
        'Dorpsstraat 80a',
        '3521 BC Utrecht',
        'KvK 38597561',
        'BTW NL955968710B09',
        'Tel. +31 20 1498 2564',
      ],
      ['Rheintrade B.V.', 'Prinsengracht 138a', '1015 AA Amsterdam'],
      NL_TABLE,
    ),
    seller: 'Hafenhaus B.V.',
    buyer: 'Rheintrade B.V.',
  },
  {
    name: 'English sidebar: "INVOICE" over the buyer in the right column (blind10 sidebar, PDF)',
    rows: sidebar(
      'INVOICE',
      [
        'Velabau LLP',
        '105 High Street',
        'BS13 3TR Bristol',
        'Company no. 05443146',
        'VAT GB162911861',
        'Tel. +44 117 496 0123',
      ],
      ['Orbilogistik Ltd.', '55 Station Road', 'LS1 4DY Leeds'],
      EN_TABLE,
    ),
    seller: 'Velabau LLP',
    buyer: 'Orbilogistik Ltd.',
  },
];

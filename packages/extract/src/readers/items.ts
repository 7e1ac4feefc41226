/** The item readers: form rows, item tables, form item blocks, labelled item blocks, settling. */

import { readChargeListItems } from './charge-list.ts';
import {
  readFormItemBlocks,
  readFormRowsOnce,
  readItemTable,
  readLabelledItemBlocks,
  settleItems,
} from './item-rows.ts';
import { dropOptionalPositions } from './optional-positions.ts';
import { pricesPerUnit } from './price-units.ts';
import { readReceiptItemsOnce } from './receipt-items.ts';
import { need, type Reader } from './registry.ts';
import { ratesFromVatCodes } from './vat-codes.ts';

export const ITEM_READERS: Reader[] = [
  {
    id: 'form-rows',
    family: 'forms',
    reads:
      'label/value rows of form renderings (visualisations of e-invoices) and field labels printed over their values',
    read: (c, b) => {
      b.itemReadings = readFormRowsOnce(c);
    },
  },
  {
    id: 'item-table',
    family: 'items',
    reads:
      "items from a ruled or unruled table under a header of column words (a form rendering's line table first)",
    read: (c, b) => readItemTable(c, need(b.itemReadings, 'form-rows')),
  },
  {
    id: 'charge-list',
    family: 'items',
    reads:
      'without table rows: a statement\'s list of services under "Detail" (name and amount, then "Charges" and "VAT" rows, no column heads)',
    read: (c, b) => readChargeListItems(c, need(b.itemReadings, 'form-rows')),
  },
  {
    id: 'receipt-items',
    family: 'items',
    reads:
      'without table rows: items printed receipt-style (the name with its amount at the right, under it "4 Std. × 88,50 €"), each multiplying out',
    read: (c, b) => readReceiptItemsOnce(c, need(b.itemReadings, 'form-rows')),
  },
  {
    id: 'form-items',
    family: 'items',
    reads:
      'without table rows: items printed as blocks of form rows (an item starts where a line-item term repeats)',
    read: (c, b) => readFormItemBlocks(c, need(b.itemReadings, 'form-rows')),
  },
  {
    id: 'item-blocks',
    family: 'items',
    reads: 'items printed as labelled blocks (one block of "Label  value" pairs per item)',
    read: (c, b) => readLabelledItemBlocks(c, need(b.itemReadings, 'form-rows')),
  },
  {
    id: 'items',
    family: 'items',
    reads:
      "the item rows settled: labelled blocks win where more of them multiply out, else the table's or forms' rows; document-level rows apart",
    read: (c, b) => {
      b.items = settleItems(c, need(b.itemReadings, 'form-rows'));
    },
  },
  {
    id: 'optional-positions',
    family: 'items',
    reads:
      'items under the heading of an optional position ("Alternativposition:", "Provisional sum – not charged:"): printed for information, no lines of the invoice',
    read: (c, b) => dropOptionalPositions(c.doc, need(b.items, 'items').tableLines),
  },
  {
    id: 'vat-codes',
    family: 'items',
    reads:
      'VAT codes per item ("A" / "B", or digits in the VAT column) turned into rates by their legend under the table ("A = 19 % MwSt.")',
    read: (c, b) => void ratesFromVatCodes(c.doc, need(b.items, 'items').tableLines),
  },
  {
    id: 'price-units',
    family: 'items',
    reads:
      'prices per 100 or 1,000 units ("Preis | PE 100", "per 1000"): the price kept as printed, its base quantity 100 (1,000) where quantity × price ÷ 100 (÷ 1,000) gives the net',
    read: (_c, b) => pricesPerUnit(need(b.items, 'items').tableLines),
  },
];

/** Readers of the document's header: number, dates, type, currency, references, terms. */
import { readDates, readDueDate } from './dates.ts';
import { readDeliveryDate } from './delivery-date.ts';
import { readCurrency, readType } from './document.ts';
import { readNumber } from './number.ts';
import { readReferences } from './references.ts';
import type { Reader } from './registry.ts';
import { readTerms } from './terms.ts';

export const HEADER_READERS: Reader[] = [
  {
    id: 'number',
    family: 'number',
    reads:
      'the invoice number after its label, in a title line ("Rechnung Nr. 123 vom …") or a form row; in a language the lexicon lacks, after a label holding the title\'s stem ("Broj računa" under "RAČUN") or a short mark ending the title',
    read: (c) => readNumber(c),
  },
  {
    id: 'dates',
    family: 'dates',
    reads:
      'the issue date (a letter date in the header beats a bare "Datum"), the labelled due date; ambiguous slashed dates read so that the due date follows by a usual term',
    read: (c, b) => {
      b.due = readDates(c);
    },
  },
  {
    id: 'type',
    family: 'document',
    reads: 'the UNTDID type code printed or named by the title (credit note 381, correction 384, else 380)',
    read: (c, b) => {
      b.type = readType(c);
    },
  },
  {
    id: 'currency',
    family: 'document',
    reads: 'the currency label, else the most frequent currency sign or code',
    read: (c) => readCurrency(c),
  },
  {
    id: 'due-date',
    family: 'dates',
    reads:
      'the due date: labelled, else from the terms ("zahlbar bis …", a direct debit\'s date), else the one head date a usual term after the issue date',
    read: (c, b) => readDueDate(c, b.due),
  },
  {
    id: 'delivery-date',
    family: 'dates',
    reads:
      'the delivery date after "Leistungsdatum", "Lieferdatum", "Liefertermin", "Date of supply", "Delivery date", "Date de livraison": right of the label or under it',
    read: (c) => readDeliveryDate(c),
  },
  {
    id: 'references',
    family: 'references',
    reads: 'buyer reference (Leitweg-ID first), order and contract reference after their labels',
    read: (c) => readReferences(c),
  },
  {
    id: 'terms',
    family: 'terms',
    reads: "payment terms: a terms label's value, the paragraph under a terms heading, or a terms sentence",
    read: (c) => readTerms(c),
  },
];

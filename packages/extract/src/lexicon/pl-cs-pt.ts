/**
 * Polish, Czech and Portuguese words (blind25): whole column heads of item tables; and (session
 * 20) the title words and number marks of their invoices' title lines, with the Slovak ones.
 */

import type { LabelField } from '../labels.ts';
import type { ColumnWords } from './columns.ts';
import type { Words } from './words.ts';

/**
 * The title words "Faktura" (pl, cs), "Faktúra" (sk) and "Fatura" (pt) and the Czech / Slovak
 * number mark "č." / "číslo" ("Faktura VAT nr FV/57/01/2026", "Faktúra č. 2026/0042", "Fatura FT
 * A2026/15"); the Polish "nr" is the German one (composed in words.ts).
 */
export const PL_CS_PT_WORDS: Words = {
  titleNoun: /fakt[uú]ra|fatura/,
  titleStem: /fakt[uú]ra|fatura/,
  numberWord: /č\.|číslo/,
  // session 22: the sum carried to the next page ("Přenos 16 397,12", "Převod 5 210,00", "Z
  // przeniesienia 1 234,00"); "převod" only before its amount ("Bankovní převod" is a payment)
  carriedForward: /p[řr]enos|p[řr]evod(?=\s+\d)|(?:z|do)\s+przeniesienia/,
};

/**
 * Column heads of Polish ("Lp. | Nazwa towaru lub usługi | J.m. | Ilość | Cena netto | Wartość
 * netto | Stawka VAT"), Czech ("Označení dodávky | Množství | MJ | Cena za MJ | Celkem") and
 * Portuguese ("Descrição | Qtd. | Un. | Preço Unit. | IVA | Valor") item tables, matched whole.
 */
export const PL_CS_PT_COLUMNS: ColumnWords = {
  pos: 'lp\\.?',
  desc: 'nazwa(?:\\s+towaru(?:\\s+lub\\s+us[łl]ugi)?)?|ozna[čc]en[íi](?:\\s+dod[áa]vky)?|popis|descri[çc][ãa]o|designa[çc][ãa]o',
  qty: 'ilo[śs][ćc]|mno[žz]stv[íi]|po[čc]et|qtd\\.?|quantidade',
  unit: 'j\\.\\s?m\\.?|jm\\.?|mj|m\\.\\s?j\\.?|un\\.?|unid\\.?',
  price:
    'cena(?:\\s+(?:netto|jedn\\.?(?:\\s+netto)?|za\\s+mj|za\\s+jednotku))?|pre[çc]o(?:\\s+unit(?:[áa]rio|\\.)?)?',
  amount: 'warto[śs][ćc](?:\\s+netto)?|celkem(?:\\s+bez\\s+dph)?|valor(?:\\s+l[íi]quido)?',
  vat: 'stawka(?:\\s+vat)?|dph(?:\\s*%)?|sazba(?:\\s+dph)?',
};

/**
 * Czech and Slovak totals labels (composed in lexicon/labels.ts), session 20: "Základ daně" /
 * "Základ dane" (the net), "DPH 21 %" / "DPH 0 %" (the VAT), "Celkem k úhradě" / "Celkom k
 * úhrade" (the amount due), also before an English translation ("DPH 0 % / VAT"); the order
 * reference "Objednávka", also with its translation ("Objednávka / Order: 450046956"). Session 22:
 * the Czech "Vystaveno", "Splatno dne" / "Datum splatnosti", "Datum uskutečnění zdanitelného
 * plnění" (DUZP) and the headings "Dodavatel" / "Odběratel", "Prodávající" / "Kupující".
 */
export const CS_SK_LABELS: Partial<Record<LabelField, string[]>> = {
  taxExclusive: ['z[áa]klad\\s+dan[ěe]'],
  vatTotal: ['dph(?:\\s+\\d{1,2}(?:[,.]\\d{1,2})?\\s*%)?'],
  amountDue: ['celk(?:em|om)\\s+k\\s+[úu]hrad[ěe]|k\\s+úhradě'],
  orderReference: ['objedn[áa]vka(?:\\s+(?:č\\.|číslo))?(?:\\s*/\\s*order)?'],
  // session 22, Czech only: the dates of a "daňový doklad" and the party headings
  number: ['číslo\\s+faktury|faktura\\s+č\\.'],
  issueDate: ['vystaveno|datum\\s+vystaven[íi]'],
  dueDate: ['splatno(?:\\s+dne)?|datum\\s+splatnosti'],
  deliveryDate: ['datum\\s+(?:uskute[čc]n[ěe]n[íi]\\s+)?zdan(?:iteln[ée]ho|\\.)\\s+pln[ěe]n[íi]|duzp'],
  seller: ['dodavatel(?!ľ)|prodávající'],
  buyer: ['odběratel|kupující'],
};

/**
 * Portuguese header labels (composed in lexicon/labels.ts), session 20: the due date "Data de
 * vencimento" / "Vencimento".
 */
export const PT_LABELS: Partial<Record<LabelField, string[]>> = {
  dueDate: ['(?:data\\s+de\\s+)?vencimento'],
};

/**
 * Polish, Czech and Slovak unit words → UN/ECE Rec 20 codes (lower case, no trailing dot; composed
 * in parse/units.ts like the Danish ones), session 20: hours "godz." (pl), "hod" (cs, sk).
 */
export const PL_CS_UNITS: Array<[string, string[]]> = [
  ['HUR', ['godz', 'godzina', 'godziny', 'godzin', 'hod', 'hodina', 'hodiny', 'hodin']],
];

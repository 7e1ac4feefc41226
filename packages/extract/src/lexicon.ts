/**
 * The extractor's lexicon: the words documents print, per language, kept apart from the readers
 * that use them. Each entry is a whole label (case-insensitive, a trailing colon ignored).
 *
 * So far: the labels of items printed as labelled blocks (one block of "Label  value" pairs per
 * item, as the XRechnung visualisation and invoices of labelled fields print them). The other
 * readers' words (labels.ts, forms.ts, parties.ts …) are still next to their readers.
 */

/** The fields of an item printed as a labelled block. */
export type ItemBlockKey = 'id' | 'name' | 'sku' | 'qty' | 'unit' | 'price' | 'net' | 'rate';

type Lang = 'de' | 'en' | 'fr' | 'nl';

/** Item-block labels per language (whole labels, alternatives of a regular expression). */
const ITEM_BLOCK_WORDS: Record<ItemBlockKey, Record<Lang, string>> = {
  id: {
    de: 'position|pos\\.?|positionsnummer|positions-?nr\\.?',
    en:
      'item|line|line no\\.?|line number|item no\\.?' +
      // the official XRechnung visualisation: "Identifier: 1" heads an item's block
      '|identifier',
    fr: 'ligne|n° de ligne',
    nl: 'regel|regelnummer',
  },
  name: {
    de: 'artikelname|artikelbezeichnung|bezeichnung|leistung|beschreibung',
    en:
      'item name|description|product|product name|service' +
      // the official visualisation's "Item information" block: "Name:"
      '|name',
    fr: 'désignation|libellé|description',
    nl: 'omschrijving|artikel|product',
  },
  sku: {
    de: 'artikelnummer|artikel-?nr\\.?|art\\.?-?nr\\.?',
    en: 'article number|item number|sku|product code|part number',
    fr: 'référence|réf\\.?|code article',
    nl: 'artikelnummer|artikelcode',
  },
  qty: {
    de: 'menge|anzahl|rechnungsmenge',
    en: 'quantity|qty\\.?|invoiced quantity',
    fr: 'quantité|qté',
    nl: 'aantal|hoeveelheid',
  },
  unit: {
    de: 'einheit|mengeneinheit|ma(?:ß|ss)einheit',
    en: 'unit|unit of measure',
    fr: 'unité',
    nl: 'eenheid',
  },
  price: {
    de: 'preis|einzelpreis|nettopreis|preis pro einheit(?: \\(netto\\))?|einzelpreis \\(netto\\)',
    en: 'price|unit price|net price|price per unit(?: \\(net\\))?|unit price \\(net\\)',
    fr: 'prix|prix unitaire(?: ht)?|pu ht',
    nl: 'prijs|stukprijs|eenheidsprijs',
  },
  net: {
    de: 'nettobetrag|betrag|gesamtpreis(?: \\(netto\\))?|positionsbetrag|zeilensumme|gesamt',
    en:
      'net amount|amount|line total|line net amount|total price|total' +
      // the official visualisation: "Total price (net)"
      '|total price \\(net\\)',
    fr: 'montant(?: ht)?|total ht',
    nl: 'bedrag|totaal|regeltotaal',
  },
  rate: {
    de: 'ust\\.?|mwst\\.?|ust\\.?-?satz|mwst\\.?-?satz|steuersatz|umsatzsteuer|umsatzsteuersatz',
    en: 'vat|vat rate|tax rate|tax',
    fr: 'tva|taux de tva|taux tva',
    nl: 'btw|btw-tarief',
  },
};

/** One regular expression per item-block field, all languages (whole label). */
export const ITEM_BLOCK_LABELS: Array<[ItemBlockKey, RegExp]> = (
  Object.entries(ITEM_BLOCK_WORDS) as Array<[ItemBlockKey, Record<Lang, string>]>
).map(([k, byLang]) => [k, new RegExp(`^(?:${Object.values(byLang).join('|')})$`, 'iu')]);

/** An item's number printed with its label in one piece ("Pos. 1", "Position 3", "Item 2"). */
export const ITEM_BLOCK_ID_INLINE = /^(?:pos\.?|position|item|line|ligne|regel)\s*(\d{1,4}(?:\.\d{1,3})?)$/iu;

/** A label as printed: trailing colon and spaces off, lower case. */
export function normalLabel(text: string): string {
  return text
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The item-block field a label names, if any. */
export function itemBlockKey(label: string): ItemBlockKey | undefined {
  const t = normalLabel(label);
  return ITEM_BLOCK_LABELS.find(([, re]) => re.test(t))?.[0];
}

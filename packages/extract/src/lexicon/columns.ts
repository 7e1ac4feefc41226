/** Column words of item tables (all languages; whole heads where anchored). */

import { DA_COLUMNS } from './da.ts';
import { ES_COLUMNS } from './es.ts';
import { IT_COLUMNS } from './it.ts';
import { PL_CS_PT_COLUMNS } from './pl-cs-pt.ts';

export type ColumnKind = 'pos' | 'desc' | 'qty' | 'unit' | 'price' | 'amount' | 'vat' | 'disc';

/** A language's column words per kind (alternatives of a regular expression, matched as whole heads). */
export type ColumnWords = Partial<Record<ColumnKind, string>>;

/** A kind's pattern with the whole heads of the languages kept in their own files (es, it, da, pl/cs/pt). */
function withWholeHeads(kind: ColumnKind, re: RegExp): RegExp {
  const more = [ES_COLUMNS[kind], IT_COLUMNS[kind], DA_COLUMNS[kind], PL_CS_PT_COLUMNS[kind]].filter(Boolean);
  return more.length ? new RegExp(`(?:${re.source})|^(?:${more.join('|')})$`, re.flags) : re;
}

/** Column header words of a line-item table (de, en, fr, nl). */
const BASE_WORDS: Record<ColumnKind, RegExp> = {
  disc: /^(rabatt|rab\.?|nachlass|nachl\.|disc\.?|discount|remise|rem\.?|rabais|korting)(\s*%|\s*\(%\))?$/i,
  // ("Regel": the Dutch line's number)
  pos: /^(pos\.?|position|nr\.?|no\.?|n[°º]|#|ligne|line|regel|item|art\.?-?nr\.?)$/i,
  desc: /(beschreibung|bezeichnung|artikel(?!\s*-?\s*(?:nr\b|nummer|no\b))|leistung|description|product|produkt|désignation|designation|libellé|omschrijving|article(?!\s*(?:no\b|number|#|code))|item|nom\b)/i,
  qty: /^(menge|liefermenge|anzahl|anz\.?|qty\.?|quantity|quantité|qté\.?|aantal|hoeveelheid|stück|stk|hours|hrs\.?|stunden|std\.?|dauer|uren|heures|days|tage|jours|dagen|dur[ée]e|duration)$/i,
  unit: /^(einheit|einh\.?|eh\.|me|unit|unité|eenheid|eenh\.?|uom|u\/m|mengeneinheit|meng\.?-?einheit)$/i,
  price:
    /(einzelpreis|e-?preis|preis|nettopreis|stückpreis|unit\s*price|price|prix|p\.?\s*u\.?|prijs|tarief|tarif|^(?:hourly\s*|daily\s*|day\s*|hour\s*)?rate$|stundensatz|tagessatz|uurtarief|dagtarief|taux\s*(?:horaire|journalier)|^e\.?\s?p\.?$|^einzel\b|^(?:st(?:k|ück)?|e(?:inzel)?|einh)?\.?\s*-?\s*pr\.?$)/i,
  amount:
    /(gesamtpreis|gesamt|nettobetrag|entgelt|nettowert|betrag|summe|total|amount|montant|prix\s*ht|bedrag|totaal|line\s*total|net|^g\.?\s?p\.?$|^g-preis$|^ges\.?\s*-?\s*pr\.?$)/i,
  vat: /(mwst|ust|steuersatz|steuer|vat|tax|tva|btw)/i,
};

/**
 * More description heads, matched as whole heads: the activity of a service table ("Tätigkeit"
 * of a tax adviser's fee note), the service of a shipment list ("Service" of a courier's), the
 * fee of a lawyer's invoice ("Gebührentatbestand") and the route of a forwarder's shipment rows
 * ("Relation", "Sendung / Relation"), the analysis of a laboratory's sample rows ("Untersuchung"),
 * the subject of a notary's fee rows ("Gegenstand") and the route of a transport's trip rows
 * ("Fahrt von → nach", "Strecke"), the "Text" of a craftsman's software ("Pos. | Menge | ME | Text | E-Preis"),
 * the "Details" / "Particulars" of English service invoices ("# | Qty | UoM | Details | Unit Price");
 * the fee as the amount head ("Gebühr" of a notary's cost invoice), the value of an ERP's item rows ("Wert",
 * "Warenwert", "Positionswert"), French "Mt HT" (montant hors taxe); the quantity delivered ("Qté livrée",
 * "Qty shipped"); the French unit "U."; a French carrier's "Prestation", a Dutch printer's "Specificatie";
 * a pharmacy wholesaler's "AEP"; a bill of quantities' "OZ" (Ordnungszahl) as the position.
 * An article number's head ("Artikel-Nr.", "Article No.") is no description.
 */
const MORE_WHOLE_HEADS: Partial<Record<ColumnKind, string>> = {
  // (a training provider's rows per participant: the course is the item, "Delegate | Course",
  // "Teilnehmer/in | Seminar", "Stagiaire | Formation")
  // (… and a service-charge settlement's cost types, "Kostenart")
  desc: 'kostenart|course|seminar|kurs|lehrgang|schulung|formation|intitul[ée]|(?:leistungs|positions|lang|kurz)?text|details|particulars|prestations?|specificatie|t(?:ä|ae)tigkeit(?:en)?|services?|geb(?:ü|ue)hrentatbestand|(?:sendung\\s*/\\s*)?relation|untersuchung(?:en)?|gegenstand|fahrt(?:strecke)?(?:\\s+von\\s+\\S+\\s+nach)?|strecke',
  // (… and a hotel folio's charges under "Debit" beside the payments under "Credit")
  // (… and a settlement's share of the tenant, "Ihr Anteil €", beside the building's cost)
  amount:
    'ihr\\s+anteil|d[ée]bit|belastung|g\\.?\\s?p\\.?\\s*kum\\.?|value\\s+to\\s+date|montant\\s+(?:ht\\s+)?cumul[ée]|geb(?:ü|ue)hr(?:en)?|(?:waren|gesamt|positions)?wert|mt\\.?\\s*ht',
  // a pharmacy wholesaler's purchase price (Apothekeneinkaufspreis; its "AVP" the retail price beside it)
  price: 'aep',
  // (a builder's interim invoice: the quantity and value to date, "Menge kum.", "Qty to date",
  // "Qté cumulée", "GP kum.", "Value to date", beside the contract's quantity)
  qty: 'menge\\s*kum(?:\\.|uliert)?|qty\\.?\\s+to\\s+date|quantity\\s+to\\s+date|qt[ée]\\.?\\s+cumul[ée]e|qt[ée]\\.?\\s+livr[ée]e|qty\\.?\\s+shipped|quantity\\s+shipped|oplage|auflage|tirage|print\\s+run',
  unit: 'u\\.',
  // the ordinal number of a bill of quantities' position ("OZ 01.02.0030", GAEB's Ordnungszahl)
  pos: 'oz\\.?|ordnungszahl',
  vat: 'code\\s+tva|vat\\s+code|tax\\s+code|btw-?code|c[oó]d\\.?\\s*iva',
};

/** Column header words of a line-item table, every language. */
export const COLUMN_WORDS = Object.fromEntries(
  (Object.entries(BASE_WORDS) as Array<[ColumnKind, RegExp]>).map(([k, re]) => {
    const more = MORE_WHOLE_HEADS[k];
    const all = withWholeHeads(k, re);
    return [k, more ? new RegExp(`(?:${all.source})|^(?:${more})$`, all.flags) : all];
  }),
) as Record<ColumnKind, RegExp>;

/** Combining marks, for letters folded to their base letter ("ç" → "c", "ã" → "a"). */
export const COMBINING_MARKS_G = /\p{M}/gu;

/** A text with its letters' diacritics dropped: "Descrição" → "Descricao", "Ilość" → "Ilosc". */
export const foldMarks = (t: string): string => t.normalize('NFD').replace(COMBINING_MARKS_G, '');

/**
 * The column words with their diacritics dropped, for heads an OCR model read without them or
 * with others ("Descricäo", "Preco Unit.", "Ilosc", "Wartosc netto"): matched against the folded
 * head when the head itself matches no column word.
 */
export const COLUMN_WORDS_FOLDED = Object.fromEntries(
  (Object.entries(COLUMN_WORDS) as Array<[ColumnKind, RegExp]>).map(([k, re]) => [
    k,
    new RegExp(foldMarks(re.source), re.flags),
  ]),
) as Record<ColumnKind, RegExp>;

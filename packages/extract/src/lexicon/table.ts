/** Named patterns of table.ts (the lexicon: words and shapes the documents print). */

import { anyWord, composed, standaloneWord, startWord, wholeText, wholeWord } from './words.ts';

export const GROSS_RE =
  /^(gross|gross\s*amount|brutto|bruttobetrag|brutto-?betrag|gesamt\s*brutto|ttc|total\s*ttc|montant\s*ttc|bruto)$/i;

export const NAME_AND_DESC =
  /\b(?:nom|name|bezeichnung|naam|artikel|article|item)\s*(?:&|\+|\/|et|and|und|en)\s*(?:d[ée]signation|description|beschreibung|omschrijving)\b/i;

export const ALLOWANCE_WORD = startWord('allowanceWord', 'iu');

export const CHARGE_WORD = startWord('chargeWord', 'iu');

/** shipping rows with only an amount ("Versandkosten 4,95", "Shipping $5.00"): a document-level charge */
export const SHIPPING_WORD = startWord('shippingWord', 'iu');

export const TAX_QUAL =
  /\s*\(?\s*(?:excl\.?|exkl\.?|excluding|exclusive(?:\s+of)?|zzgl\.?|ohne|hors|sans|incl\.?|inkl\.?|including|inclusive(?:\s+of)?|y\s+compris)\s+(?:vat|tax|mwst\.?|ust\.?|tva|btw|taxes)\s*\)?|\s+(?:htva|tvac)\b/i;

/** a price or amount head that includes the tax ("Unit price (incl. VAT)", "Total TTC", Belgian "TVAC") */
export const INCL_RE =
  /\b(?:incl\.?|inkl\.?|including|inclusive|y\s+compris)\s+(?:vat|tax|mwst|ust|tva|btw|taxes)\b|\bttc\b|\btvac\b|\bbrutto\b/i;

/** Header rows of item tables (a line with at least three recognised column words incl. an amount). */
/** an item head that names no description ("Artikel", "Article", "Item", "Produkt") */
export const ARTICLE_ALONE =
  /^(?:(?:pos\.?|position|nr\.?|no\.?|#)\s+)?(?:artikel|article|articolo|art[ií]culo|artigo|item|produkt|product|artikelnr|art)\.?:?$/i;

export const CARRY_RE =
  /^(?:übertrag|uebertrag|(?:balance\s*)?(?:carried|brought)\s*forward|carry\s*forward|[àa]\s*reporter|report\s*(?::|de\s*(?:la\s*)?page)|overdracht|transport\s*van\s*pagina)(?:\s*(?:von|aus|from|de)?\s*(?:seite|page|blatt|pagina)\s*\d+)?\s*:?\s*(?:[-−]?\s*[€$£]?\s*[\d.,' ]+\s*(?:€|EUR)?)?$/i;

/** bank, contact and registry details of a page footer */
export const IBAN_RUN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}/;

export const FOOTER_CUE =
  /(?<![\p{L}])(?:bic|swift|ust-?id(?:nr)?|ust\.?-?id\.?-?nr|steuer-?nr|steuernummer|vat\s*(?:no|id|reg)|tel(?:efon)?|fax|phone|e-?mail|hrb|hra|amtsgericht|registergericht|gesch[äa]ftsf[üu]hrer|managing\s*director|kvk|siret|siren|rcs|btw-?nummer|bankverbindung|bankgegevens|coordonn[ée]es\s*bancaires)(?![\p{L}])/giu;

export const PAGE_NO_RE =
  /^(?:(?:seite|page|pagina|blatt)\s*:?\s*)?\d{1,3}\s*(?:von|of|sur|de|van|\/)\s*\d{1,3}$/i;

/** A page word right before a number ("Zwischensumme Seite 1", "Report page 2"): its page number follows. */
export const PAGE_WORD_END = /(?<!\p{L})(?:seite|page|blatt|pagina|bladzijde)\s*$/iu;

/** The page a running sum names ("Seite 1", "page 2 of 5", "Blatt 3"). */
export const PAGE_REF_G =
  /(?<!\p{L})(?:seite|page|blatt|pagina|bladzijde)\s*\d{1,3}(?![\d.,])(?:\s*(?:von|of|sur|de|van|\/)\s*\d{1,3})?/giu;

export const SUBTOTAL_RE =
  /^(?:zwischensumme|sub-?total|summe\s+(?:titel|los|gruppe|abschnitt|bauabschnitt|kapitel)|titelsumme|gruppensumme|sous-?total|subtotaal)/i;

/** "Summe" and a group's name after it ("Summe Monatliche Beträge", "Total Contract 4711") */
export const GROUP_SUM_LABEL = /^(?:summe|total|subtotal|sous-total|totaal)\s+\p{L}/iu;

/**
 * What follows a total's bare word in a group's sum ("Totaal pakbon", "Total BL"): a word of two
 * letters or more that is no currency code ("Total EUR" is the invoice's total).
 */
export const GROUP_SUM_REST = /^\s*(?![A-Z]{3}\b)\p{L}{2,}/u;

export const END_RE =
  /^(summe|zwischensumme|warenwert|rechnungsbetrag|endbetrag|gesamt(?!e[nmrs]?\b)|total|sub-?totaa?l|sous-?\s*total|net\s*total|rechnungssumme|nettobetrag|positionssumme|umsatzsteuer|mwst|vat|tva|btw|montant|totaal|übertrag|uebertrag|carried|report|d[ée]tail\s*tva|belegsummen|zahlungsbedingungen|taxe|tax\b|r[èe]glement|notes|taux\s*(?:de\s*)?tva|steuersatz|vat\s*rate|tax\s*rate|btw[- ]?tarief|zu-?\s*und\s*abschl[äa]ge|allowances?\s*(?:and|&)\s*charges|remises?\s*et\s*(?:frais|charges))/i;

/**
 * Words that make a percentage in an item's text a VAT rate ("inkl. 19 % MwSt.", "zzgl. 7 % USt",
 * "VAT 20%"); without them a percentage after a word ("Nachtzuschlag 25 %") is part of the name.
 * Composed of the VAT and tax words, the words of a contained VAT and the rate cues.
 */
export const RATE_WORDS_IN_TEXT = composed(
  '(?<![\\p{L}]){vatWord}(?![\\p{L}])|{taxWord}|{containedTax}|{rateCue}',
  'iu',
);

export const GROSS_OF_RATE_RE =
  /(?:inkl\.?|inklusive|einschl\.?|einschlie(?:ß|ss)lich|incl\.?|including|inclusive(?:\s+of)?|y\s+compris)\s+(\d{1,2}(?:[.,]\d{1,2})?)\s*%/i;

export const ADJ_ALLOWANCE = standaloneWord('adjustmentAllowance', 'iu');

/**
 * A position offered but not ordered, printed with its price and not summed ("Option non retenue :
 * …", "Alternativposition …", "Bedarfsposition …", "Optional: …"): no invoice line.
 */
export const OPTIONAL_POSITION =
  /^(?:option\s+non\s+retenue|en\s+option|alternativ(?:position|e\s+position)?|bedarfsposition|eventualposition|wahlposition|optional)\b/iu;

export const ADJ_CHARGE = standaloneWord('adjustmentCharge', 'iu');

export const RATE_ONLY = /^\s*\d{1,2}(?:[.,]\d{1,2})?\s*%\s*$/;

/**
 * A line that is only a date or a date range ("Sep 28, 2026 – Oct 5, 2026", "01.03.2026 -
 * 31.03.2026") under an item's name: the service period, not part of the name.
 */
/** an article-number column head ("Art.-Nr.", "Artikelnummer", "Item no.", "SKU", "Réf.") */
export const ART_HEAD =
  /(?<![\p{L}])(?:art(?:ikel)?\.?\s*-?\s*nr|artikelnummer|artikel-?nr|item\s*(?:no|code)|sku|r[ée]f(?:[ée]rence)?|artikelcode|artikelnummer)(?![\p{L}])/iu;

/** a label with its value ("Zählpunkt: DE0001…", "Artikelrabatt 1: 3,00%") or a heading ("Weitere Eigenschaften:") */
export const LABEL_TEXT =
  /^\p{L}[\p{L}_\-. ]{0,23}(?:\(\p{L}{1,2}\))?(?: \d{1,2})?:\s*\S|^\p{L}[\p{L}\-. ]{2,40}:$/u;

/** an item code: capitals and digits ("ZS997", "GWDSTG-DIN976-01") */
export const CODE_RE = /^(?=[^\s]*\d)[\p{Lu}0-9][\p{Lu}0-9\-_./]*$/u;

export const NAME_NOISE =
  /^(#|gtin|ean|[^\s\d:]+-nr\.?(?=\s)|charge\s+\S*\d\S*$|art\.?-?nr|artikel-?nr|sku|date|datum|p[ée]riode|period|(?:abrechnungs|leistungs|liefer)?zeitraum|billing\s+period|bestell|order|lief(?:\.|-|er-?nr|erant(?:\s*:|-)|erschein|erdatum|erung\s*vom)|unsere|ihre|your|our|:|\(|référence|reference|ref\b|n°|nr\.)/i;

export const HOURS_HEAD = wholeText('hoursHead', 'i');

/** A quantity head of days ("Days", "Tage"): the unit DAY. */
export const DAYS_HEAD = wholeText('daysHead', 'i');

/** A head of the share or progress of a fee ("Anteil", "erbracht", "% complete"): its percentages are no VAT rates. */
export const PROGRESS_HEAD = wholeText('progressHead', 'i');

export const ITEM_NUMBER_HEAD =
  /^(?:item|art\.?|artikel|article|product|produkt|sku)\s*(?:#|no\.?|nr\.?|number|nummer|id)$/i;

export const PRICE_WORD_ALONE = wholeText('priceWord', 'i');

/**
 * "Satz €", "Satz (EUR)": a rate in money heads the price (a consultant's day rate); "Satz" alone
 * is a fee's fraction ("7/10" of a tax adviser's table) or a VAT rate.
 */
export const RATE_IN_MONEY_HEAD = /^satz\s*(?:€|eur|\(\s*(?:€|eur)\s*\))$/i;

export const AMOUNT_WORD = anyWord('amountWord', 'i');

export const NET_PRICE_HEAD = /^(prix|price|preis)\s*(ht|htva|net|excl\.?.*|netto)$/i;

export const TOTAL_PRICE_WORD = /gesamt|total\b|summe|^g-preis$/i;

export const AMOUNT_WORD_ALONE = wholeText('amountWord', 'i');

export const POSITION_HEAD = /^(?:pos\.?|position|nr\.?|no\.?|#)$/i;

export const AMOUNT_HEAD_EN = /^amount:?$/i;

export const LEGAL_NUMBER_BEFORE = /(?:§|§§|ziff\.?|abs\.?|art\.|nr\.|no\.)\s*$/i;

const EXEMPT_WORDS =
  'e|exempt|vat\\s*exempt|frei|steuerfrei|ust\\.?-?frei|befreit|exon[ée]r[ée]e?|vrijgesteld';
const OUT_OF_SCOPE_WORDS_CELL =
  'disb\\.?|disbursements?|durchl(?:\\.|aufend)|d\\.\\s?p\\.|n\\.\\s?stb\\.|nicht\\s+steuerbar|not\\s+subject|outside\\s+(?:the\\s+)?scope|o\\/s|hors\\s+champ|d[ée]bours';
const ZERO_RATED_WORDS_CELL = 'z|zero|zero[- ]rated';

/** A VAT cell of an exempt row ("exempt", "steuerfrei", "exonéré", the category's letter "E"): category E. */
export const EXEMPT_CELL = new RegExp(`^(?:${EXEMPT_WORDS})$`, 'i');

/** A VAT cell of a row outside the tax's scope (a disbursement, "durchlaufend", "hors champ"): category O. */
export const OUT_OF_SCOPE_CELL = new RegExp(`^(?:${OUT_OF_SCOPE_WORDS_CELL})$`, 'i');

/** A dash where a row's rate stands. */
export const DASH_CELL = /^[–—-]$/;

/** A VAT cell of a zero-rated row ("Z", "zero-rated"): category Z. */
export const ZERO_RATED_CELL = new RegExp(`^(?:${ZERO_RATED_WORDS_CELL})$`, 'i');

/** A VAT cell of a 0 % row of any kind (the three above, a dash, a margin scheme "§ 25a"). */
export const ZERO_RATED_WORD = new RegExp(
  `^(?:${ZERO_RATED_WORDS_CELL}|${EXEMPT_WORDS}|${OUT_OF_SCOPE_WORDS_CELL}|§\\s*25a?|margin|[–—-])$`,
  'i',
);

/** A row's words for a sum passed on in the buyer's name (a disbursement, "durchlaufender Posten"). */
export const PASSED_ON_TEXT =
  /durchlaufende?r?\s+posten|verauslagt|disbursement|paid\s+on\s+your\s+behalf|d[ée]bours|not\s+subject\s+to\s+vat|nicht\s+steuerbar/i;

export const ARTICLE_ID_HEAD =
  /^(?:art(?:ikel)?\.?|article|product|produkt|sku|item)\s*(?:#|no\.?|nr\.?|number|nummer|id|code)?$/i;

export const VAT_WORD_WHOLE = wholeWord('vatWord', 'i');

export const NET_WORD_ALONE = /^(?:net|netto|ht|h\.t\.|hors\s*taxes?)$/i;

export const GROSS_WORD_ALONE = /^(?:gross|brutto|bruto|ttc|t\.t\.c\.)$/i;

export const RANGE_JOINER = /^[\s\-–—:()]*(?:(?:to|bis|au|tot|until)[\s\-–—:()]*)?$/i;

export const GROSS_LABEL_END = /(?:brutto|gross|ttc)[\p{L}-]*\s*:\s*$/iu;

export const NET_LABEL_END = /(?:^|[\s(])(?:net|netto|nettopreis)\)?\s*:\s*$/i;

export const CENT_UNIT_START = /^\s*(?:ct|cent)(?![\p{L}])/iu;

export const UNIT_IN_NAME = /\((\p{L}{1,12})\)|\b(?:pro|per|je|par|price\s+per)\s+(\p{L}{1,12})\b/iu;

/** a currency sign or code after a column head ("EP €", "GP €", "Preis (EUR)", "Total CHF"): no part of the head's word */
export const HEAD_CURRENCY =
  /\s*(?:\(\s*(?:€|eur|chf|usd|gbp|\$|£)\s*\)|\[\s*(?:€|eur|chf|usd|gbp|\$|£)\s*\]|(?:€|eur|chf|usd|gbp|\$|£))$/i;

/**
 * The title of a block printed beside the items on the head's line ("VAT summary", "MwSt-Übersicht",
 * "Récapitulatif TVA"): no column head.
 */
export const SUMMARY_HEAD = /\b(?:summary|zusammenfassung|übersicht|r[ée]capitulatif|overzicht)\b/iu;

/**
 * The head of a weight column ("kg net", "Net weight", "Gewicht (kg)", "Poids brut"): no amount or
 * quantity, whatever word of those it holds ("net"); its numbers are read by no column.
 */
export const WEIGHT_HEAD =
  /(?:^|[\s(/])(?:kg|gewicht|weight|poids|lbs?)(?:$|[\s)/.])|(?:netto|brutto)gewicht|kg\s*(?:net|netto|brutto|gross)\b/i;

/**
 * The head of the price unit's column ("Per", "je", "Par", "Price per", "PE", "Preiseinh.", "Cond. prix"): the
 * quantity the price is for (1, 100, 1,000), no price; its numbers are read by no column (the
 * price per 100 is settled by the row's arithmetic: readers/price-units.ts).
 */
/** A price said to be for another quantity than one unit: "€/t", "/1000", "per 100", "‰". */
export const PRICE_PER_HINT =
  /\/\s*(?:\d|[\p{L}]{1,3}\b)|(?<![\p{L}])(?:per|pro|je)\s+(?:\d|[\p{L}]{1,3}\b)|‰/iu;

export const PRICE_UNIT_HEAD =
  /^(?:per|je|par|price\s+per|prijs\s+per|pe|preiseinh(?:eit|\.)?|preis-?einh\.?|cond\.?\s*prix|price\s+unit|pr\.\s*unit)$/i;

/**
 * The heading of an optional position printed with its price but not charged ("Alternativposition:",
 * "Bedarfsposition:", "Eventualposition:", "Optional – not included:", "Provisional sum – not
 * charged:", "Recommended, not ordered:", "Option :", "Pour mémoire :", "Optie:"): the item under it
 * is no line of the invoice.
 */
export const OPTIONAL_POSITION_HEADING =
  /^(?:(?:alternativ|bedarfs|eventual|wahl)-?position(?:en)?|optional\b.{0,30}|provisional\s+sum\b.{0,30}|recommended,?\s+not\s+ordered|option(?:nel(?:le)?)?|pour\s+m[ée]moire|optie|optioneel|nicht\s+beauftragt|nur\s+einheitspreis)\s*:$/iu;

/**
 * A head of a column the items' arithmetic sets aside, printed in a run of heads ("Gesamt SK",
 * "Par Rem. %"): the price unit's, or a VAT code's ("SK", "St.", "Kz.", "C.I.").
 */
export const ASIDE_HEAD = new RegExp(
  `${PRICE_UNIT_HEAD.source}|^(?:sk|st\\.|kz\\.|c\\.\\s?i\\.|mwst\\.?-?kz\\.?|steuer-?kz\\.?)$`,
  'i',
);

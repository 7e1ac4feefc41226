/** Named patterns of vat.ts (the lexicon: words and shapes the documents print). */

import { anyWord } from './words.ts';

export const VAT_WORD =
  /(mwst|ust|umsatzsteuer|steuer|vat|tax|tva|btw|taxe|\biva\b|exempt|befreit|steuerfrei|reverse|\([A-Z]{1,2}\)|\bS\b|\bK\b|\bAE\b|\bE\b|\bZ\b|\bG\b)/i;

/**
 * a surcharge named before its percentage ("Dieselzuschlag 14,5 % auf 46.931,50", "Eilzuschlag
 * 25 %", "Fuel surcharge 12%", "Toeslag", "Majoration"): a document charge, its percentage no rate
 */
export const SURCHARGE_WORD = anyWord('adjustmentCharge', 'i');

export const VAT_WORD_STRICT = /(mwst|ust\b|umsatzsteuer|steuer|\bvat\b|\btax|\btva\b|\bbtw\b|\biva\b|taxe)/i;

/** an IBAN printed in groups ("DE02 1203 0000 0000 2020 51"): its digit groups are no amounts */
export const IBAN_GROUPS = /\b[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,3})?\b/g;

export const VAT_CATEGORY_IN_PARENS = /\(\s*([A-Z]{1,2})\s*\)|\(\s*\)\s*([A-Z]{1,2})\b/;

export const VAT_CATEGORY_LABELLED = /(?:kategorie|category|code)\s*:?\s*(S|Z|E|AE|K|G|O|L|M)\b/i;

export const VATEX_CODE = /VATEX-EU-([A-Z0-9-]+)/i;

export const VAT_CATEGORY_CELL = /(?:^|\s{3})(S|Z|E|AE|K|G|O|L|M)(?=\s{3}|$)/;

export const INTRA_COMMUNITY_NOTE = anyWord('intraCommunityNote');

export const REVERSE_CHARGE_NOTE = anyWord('reverseChargeNote');

export const SMALL_BUSINESS_NOTE = anyWord('smallBusinessNote');

export const EXPORT_NOTE = anyWord('exportNote');

export const NOT_TAXABLE_NOTE = anyWord('notTaxableNote');

export const EXEMPT_NOTE = anyWord('exemptNote');

export const VAT_CATEGORY_MARKED =
  /\(\s*(S|Z|E|AE|K|G|O|L|M)\s*\)|(?:kategorie|category)\s*:?\s*(S|Z|E|AE|K|G|O|L|M)\b/i;

/**
 * A VAT code's legend under an item table ("A = 19 % MwSt.", "B: 7 %", "1 = 19 % USt."): the
 * code (a capital letter or a digit) and its rate; the line must name the tax (VAT_WORD_STRICT).
 */
// (a tax word may stand between the mark and the rate: "A = IVA 10 %", "B = MwSt. 7 %")
// (… or the rate's name: "S = standard rate 20%", "B = ermäßigter Satz 7 %")
export const VAT_CODE_LEGEND =
  /(?<![\p{L}\p{N}])([A-Z]|\d)\s*[=:]\s*(?:(?:MwSt|MWST|USt|UST|VAT|TVA|BTW|IVA|Iva|iva|MOMS|Moms|moms|ALV|alv)\.?\s*|(?:standard|reduced|normal|ermäßigte[rs]?|regel|voller)\s+(?:rate|satz|steuersatz)\s*)?(\d{1,2}(?:[.,]\d{1,2})?)\s*%/gu;

/**
 * A VAT code's legend naming no rate but an exemption or a sum outside the tax ("B = steuerfrei nach
 * § 4 Nr. 3 UStG", "C = durchlaufender Posten, nicht steuerbar", "E: exempt"): the code and the
 * words; the rate is 0.
 */
export const VAT_CODE_ZERO_LEGEND =
  /(?<![\p{L}\p{N}])([A-Z]|\d)\s*[=:]\s*(steuerfrei|umsatzsteuerfrei|steuerbefreit|von\s+der\s+steuer\s+befreit|exempt|vat[- ]exempt|exon[ée]r[ée]e?|vrijgesteld|befreit|durchlaufende?r?\s+posten|nicht\s+steuerbar|not\s+subject(?:\s+to\s+vat)?|outside\s+the\s+scope|hors\s+champ|zero[- ]rated)/giu;

/** the zero legend's words of a sum outside the tax (category O) */
export const OUT_OF_SCOPE_WORDS = /durchlaufend|nicht\s+steuerbar|not\s+subject|outside|hors\s+champ/i;

/** the zero legend's words of a zero-rated supply (category Z) */
export const ZERO_RATED_WORDS = /zero[- ]rated/i;

/**
 * A row of a receipt's VAT table that starts with its code and rate ("A=19%   48,90   9,29
 * 58,19", under "MWST%  NETTO  MWST  BRUTTO"), or of a VAT analysis ("S   20%   6,311.37
 * 1,262.27" under "Code  Rate  Net  VAT"): group 1 the code, group 2 the rate.
 */
export const VAT_TABLE_CODE_ROW = /^([A-Z]|\d)(?:\s*=\s*|\s+)(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

/** a cell that is only a VAT code letter ("A", "B") */
export const VAT_CODE_CELL = /^[A-Z]$/;

/** a VAT code that is a digit */
export const DIGIT_CODE = /^\d$/;

/** a cell that is only a VAT code digit ("1", "2"), or the star that marks another rate */
export const VAT_CODE_DIGIT_OR_STAR = /^(?:\d|\*)$/;

/** an amount followed by the star that marks another rate ("511,52 *") */
export const AMOUNT_WITH_STAR = /^-?\d[\d.,' ]*\d\s?(\*)$/;

/**
 * The legend of a star marking items of another rate, at the start of a line under the table
 * ("* = ermäßigter Steuersatz 7 %", "* = 9 % btw", "* = reduced rate 5 %"): the rate.
 */
export const STAR_LEGEND = /^\*\s*[=:]?\s*[^\d%]{0,40}?(\d{1,2}(?:[.,]\d{1,2})?)\s*%/u;

/** … and the rate of the other lines, when the legend names it ("alle übrigen Positionen 19 %") */
export const OTHER_LINES_RATE =
  /(?:übrigen|übrige|overige|other|autres)\s[^\d%]{0,30}?(\d{1,2}(?:[.,]\d{1,2})?)\s*%/iu;

/**
 * an amount with its VAT code glued to it, as tills and some ERPs print it: a letter ("266,67 A"),
 * or a digit after the amount's decimals ("172,92 1")
 */
export const AMOUNT_WITH_VAT_CODE = /^-?\d[\d.,' ]*\d\s([A-Z])$|^-?\d[\d.,' ]*[.,]\d{2}\s(\d)$/;

/** Every percentage in a text, also in parentheses ("Sales Tax (7.25%)"): the number captured. */
export const PERCENT_IN_TEXT_G = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/g;

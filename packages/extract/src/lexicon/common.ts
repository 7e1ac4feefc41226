/** Language-neutral shapes: digits, letters, spaces, punctuation, amounts, codes and ids as printed. */

export const TRAILING_COLON = /[:]$/;

export const DECIMAL_NUMBER = /\d[.,]\d/;

export const SLASH_PAIR = /^(.+?)\s*\/\s*(.+)$/;

export const HEAD_WORD_BREAK = / +|(?<=\p{Ll}{2}|\p{Lu}{2})(?=\p{Lu}\p{Ll}{2})/gu;

export const LEADING_SPACES = /^ +/;

export const LEADING_SLASH = /^\//;

/** A slash and the spaces after it at the start (the second half of a label in two languages). */
export const SLASH_SPACED_START = /^\/\s*/;

export const TRAILING_PERCENT = /%$/;

export const WIDE_GAP = /\s{2,}/;

export const DIGIT = /\d/;

export const TRAILING_HYPHEN_OR_SLASH = /[-/]$/;

export const CENTS_AMOUNT = /\d[.,]\d{2}(?!\d)/;

export const BULLET_START = /^\s*[•·▪◦►*]\s/;

/** a rate's "per hour" or "per day" after its amount ("€90.00/hr", "120,00 €/h", "650 €/Tag") */
export const PER_UNIT_SUFFIX = /\/\s*(?:hrs?|h|hour|std\.?|stunde|day|tag|jour|heure|uur|dag)\.?\s*$/i;
export const NUMBER_GLUED_UNIT = /^(\s*)(\d+(?:[.,]\d+)?)(\p{L}+\.?)\s*$/u;

export const COLON_START = /^\s*:/;

export const DIGIT_COLON_END = /\d:$/;
/** a whole cell that is a duration in hours and minutes ("18:30", "3:45", "126:15") */
// a duration h:mm, also with an hour word after it ("1:30 hrs", "2:15 Std."), or as French hours
// print it ("4h45", "0h30"): hours group 1, minutes group 2 or 3
export const DURATION_CELL =
  /^\s*(\d{1,4})(?::([0-5]\d)(?:\s*(?:h|hrs?\.?|hours?|std\.?|stunden|heures?|uur))?|h([0-5]\d))\s*$/i;

export const LONG_DIGIT_RUN = /^\d{8,}$/;

export const WORD_AFTER = /^\s+(\p{L}[\p{L}.]*)/u;

export const WORD_BEFORE_END = /\p{L}{2,}\.?\s+$/u;

export const TWO_LETTERS = /\p{L}{2}/u;

export const TIMES_BEFORE_NUMBER = /^\s*[x×*]\s*\d/;

export const NUMBER_BEFORE_TIMES = /\d\s*[x×*]\s*$/;

export const WORD_LABEL_END = /\p{L}[\p{L}.)-]*\s*:\s*$/u;

export const TWO_LETTERS_PLUS = /\p{L}{2,}/u;

export const CURRENCY_SIGN_OR_COLON_G = /[€$£:]|\bEUR\b/g;

export const THREE_LETTERS_PLUS = /\p{L}{3,}/u;

export const TIMES_NUMBER_END = /[x×*]\s+[\d.,]+$/;

export const TRAILING_NUMBER = /\s+-?[\d.,]+$/;

export const NUMBERED_TEXT = /^(\d{1,3})[.)]\s+(?=\p{L}\p{Ll}|\p{L}{3})/u;

export const DIGITS_ONLY = /^\d+$/;

/** An ordinal number at a segment's start ("01", "1.2" of "01 Erdarbeiten"), captured. */
export const POSITION_PREFIX = /^(\d{1,3}(?:\.\d{1,4})*)(?:\s|$)/;

/** One separator and three digits after it ("43.691", "1,250"): thousands or three decimals. */
export const ONE_GROUP_OF_THREE = /^\d{1,3}[.,]\d{3}$/;

/** A number with one or two decimals after a point ("5.75", "2.5"). */
export const POINT_DECIMALS = /^\d+\.\d{1,2}$/;

/** A number with one or two decimals after a comma ("5,75", "2,5"). */
export const COMMA_DECIMALS = /^\d+,\d{1,2}$/;

export const CENTS = /[.,]\d{2}(?!\d)/;

export const CURRENCY_SIGN_PAREN_SPACE_G = /[€$£()\s]|EUR|USD|GBP|CHF/g;

export const OPEN_PAREN = /\(/;

export const PERCENT = /%/;

export const CENTS_END_EUR = /[.,]\d{2}\s*(?:€|EUR)?$/;

export const NUMBER_PERCENT_EUR_G = /[-−–]?\s*\d[\d.,]*\s*(?:%|€|EUR)?/g;

export const SPACES_G = /\s+/g;

export const CENTS_END = /[.,]\d{2}$/;

export const SPACES = /\s+/;

export const LETTER_START = /^\p{L}/u;

export const DECIMAL_END = /\d[.,]\d+$/;

export const EQUALS_CELL = /^=\s*\S*$/;

export const DIGIT_START = /^\d/;

export const POSITION_NUMBER = /^\d{1,6}(\.\d{1,4})*\.?$/;

export const TRAILING_DOT = /\.$/;

export const POSITION_NUMBER_TEXT = /^(\d{1,6}(?:\.\d{1,4})*)\.?\s+(.*)$/;

export const LETTER = /\p{L}/u;

export const ONE_TO_THREE_DIGITS = /^\d{1,3}$/;

export const UPPER_LETTER = /\p{Lu}/u;

export const WORD_BROKEN_AT_HYPHEN = /^[\p{L}\p{N}]{1,12}-$/u;

export const POSITION_NUMBER_SPACE = /^\d{1,6}(?:\.\d{1,4})*\.?\s/;

export const SPACE_THEN_CHAR_G = /\s(\S)/g;

export const POSITION_NUMBER_NAME = /^(\d{1,6}(?:\.\d{1,4})*)\.?\s+(?=\p{L})(.*)$/u;

export const PARENTHESIS_ONLY = /^\([^)]{1,40}\)$/;

export const HYPHEN_AFTER_WORD_OR_PAREN = /[\p{L}\p{N})]-$/u;

export const WHITESPACE = /\s/;

export const PARENTHESIS_WORD_START = /^\(\p{L}[^)\d]{0,30}\)/u;

export const OPEN_PARENTHESIS_UNCLOSED = /^\([^)]*$/;

export const HYPHEN_WORD_START = /^-\p{L}/u;

export const LETTER_HYPHEN_END = /\p{L}-$/u;

export const DASH_WORD_START = /^[-–]\s+\p{L}/u;

export const BULLET_OR_DASH_START = /^[•·\-–*]/;

export const COLON_END = /:$/;

export const TWO_LOWER = /\p{Ll}{2}/u;

export const SHORT_CODE = /^[\p{Lu}\d]{1,3}$/u;

/** A measure's unit alone on a line ("g/m²", "mm", "kg", "m³"): the unit of the number above. */
export const MEASURE_UNIT_ALONE = /^\p{Ll}{1,3}(?:\/\p{Ll}{1,3})?[²³]?$/u;

export const TEXT_TWICE = /^(.{3,}) \1$/u;

export const CODE_GLUED_TO_NAME = /^([A-Z]{2,}[-_]?\d{2,})(?=\p{Lu}\p{Ll})/u;

/**
 * An article number or GTIN run into the end of a name ("… 700X1100 05899800555 150"); not the
 * last group of a number printed in groups, whose word before is digits too (a phone number
 * "Rufnummer 0151 4134115", "+49 170 2345678").
 */
/** A code of eight or more digits ending a text run ("… VE 24 4082636927493", "… Stk4006589765911"). */
export const LONG_CODE_END = /\s*\d{8,}$/;

export const TRAILING_LONG_NUMBER = /(?<=(?:^|\s)(?=\S*[^\s\d+])\S+)\s+\d{7,}(?:\s+\d{1,6})*$/u;

export const TRAILING_OPEN_NUMBER_PAREN = /\s\([\d.,]+$/;

export const CODE_BEFORE_NAME = /^([A-Z0-9][A-Z0-9._/-]{3,})\s+(?=\p{L})/u;

export const THREE_DIGITS = /\d{3}/;

export const CODE_DASH_NAME = /^([A-Z0-9][A-Z0-9._/-]{3,})\s+[-–]\s+(\p{L}.*)$/u;

export const QUANTITY_UNIT_PAREN_END = /\s*\(\d+(?:[.,]\d+)?\s*(\p{L}{1,8}\.?)\)$/u;

export const NAME_DASH_MORE = /^(.*?\p{L}.*?)\s+[-–]\s+\S/u;

export const WORD_COLON_START = /^[\p{L}]+\s*:/u;

export const TOKEN_COLON_START = /^\S+\s*:/;

export const LONG_DIGITS_START = /^\d{8,}\b/;

export const NUMBER_PAREN_WORD = /^\d+ \(\w+\)$/;

export const GTIN_GLUED_START = /^\d{8,14}(?=\p{L})/u;

export const BRACKETED_CODE_START = /^\[[^\]\s]{1,35}\]\s*(?=\p{L})/u;

export const TRAILING_PUNCTUATION = /[:;,]\s*$/;

export const SPACE_COLON_END = /\s*:$/;

export const LABEL_COLON_END = /\s*[:：]\s*$/;

export const LETTER_OR_PAREN_START = /^[\p{L}(]/u;

export const AMOUNT_OR_NUMBER = /\d[.,]\d{2}\b|\d{2,}/;

export const LOWER_OR_PAREN_START = /^[\p{Ll})]/u;

export const SLASHED_DATE_PARTS = /^(\d{1,2})[/-](\d{1,2})[/-]\d{2,4}/;

export const NON_SPACE = /\S/;

export const TYPE_CODE_START = /^(\d{3})\b/;

export const CURRENCY_CODE_START = /^([A-Z]{3})\b/;

export const BIC_START = /^([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/;

export const SHORT_TOKEN_ONLY = /^(\S{4,15})$/;

export const ACCOUNT_LIKE = /^[A-Z0-9][A-Z0-9 ]{7,41}$/;

export const NOT_AMOUNT_CHAR_G = /[^\d.,\-−]/g;

export const COUNTRY_CODE_ONLY = /^[A-Z]{2}$/;

export const CITY_POSTCODE = /^(\p{L}[\p{L} .'’-]*?)\s+(\d{4,5})$/u;

export const QUANTITY_THEN_TEXT = /^([-−]?[\d.,]+(?:\s+\p{L}[\p{L}.]*)?)\s+(\S.*)$/u;

export const INTEGER_THEN_WORDS = /^(\d+)\s+(\p{L}.*)$/u;

export const NUMBER_ONLY = /^[-−]?[\d.,]+$/;

export const BRACKETED_UNIT_CODE = /^[([][A-Z0-9]{2,3}[)\]]$/;

export const WORD_LABEL_VALUE = /^[\p{L}][\p{L} '’.-]{1,40}:\s/u;

export const COMMA_CENTS_G = /,\d{2}(?!\d)/g;

export const POINT_CENTS_G = /\.\d{2}(?!\d)/g;

export const TRAILING_SPACE = /\s$/;

export const THOUSANDS_POINTS = /^[-−]?\d{1,3}(\.\d{3})+$/;

export const POINTS_G = /\./g;

export const TRAILING_PARENTHESIS = /\s*\(.*\)$/;

export const TOKENS_G = /\S+/g;

export const PERCENT_ONLY = /^(-?\d+(?:[.,]\d+)?)\s?%$/;

export const NUMBER_CHAR_END = /[\d.,]$/;

export const PERCENT_IN_TEXT = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?%/;

export const NUMBER_THEN_TEXT = /^[-−]?[\d.,]+\s+(\S.*)$/;

export const NUMBER_START = /^(-?\d+(?:[.,]\d+)?)/;

export const SENTENCE_END = /[.!]$/;

export const LOWER_START = /^\p{Ll}/u;

export const UPPER_START = /^\p{Lu}/u;

export const COLON_SPACE_END = /:\s*$/;

export const LOWER_OR_DIGIT_START = /^[\p{Ll}\d]/u;

export const EQUALS_END = /[=]$/;

export const EQUALS_START = /^=/;

export const SHORT_LABEL_START = /^[\p{L}\-. ]{1,30}:\s*/u;

export const LABEL_THEN_AMOUNT = /^\p{L}[\p{L}.\- ]{1,40}:\s*[-+]?[\d€$£]/u;

export const THREE_LETTERS = /\p{L}{3}/u;

export const LEADING_PUNCTUATION = /^[.,;]+\s*/;

export const NUMBERS_AND_SIGNS_ONLY = /^[\d.,\s€$%-]+$/;

export const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\p{Lu})/u;

export const COLON = /[:]/;

export const TYPE_CODE_IN_PARENS = /\((\d{3})\)/;

export const TYPE_CODE_CELL = /^(\d{2,3})(?!\d)/;

export const ID_LEAD_PUNCTUATION = /^[:#.\s]+/;

export const CAPITALS_PREFIX = /^[A-Z]{1,4}$/;

/** The id after a capital prefix ("RE 2024-117"), also a series letter before its digits ("FT A2026/15"). */
export const DIGIT_LED_ID = /^[A-Z]?\d[\w\-/.]*$/;

/**
 * An id printed in three to five groups of digits ("545 6766 5946", a telecom's or utility's
 * invoice number): the groups are one id.
 */
export const DIGIT_GROUPS_ID = /^\d{2,6}(?: \d{2,6}){2,4}$/;

export const TRAILING_PUNCTUATION_RUN = /[,;:.]+$/;

export const TRAILING_PUNCTUATION_MARK = /[.,;:]$/;

export const VAT_ID_PREFIX = /^\s*(?:[A-Z]{2}|ATU)\s?\d{3}/;

export const RATE_CELL = /^\s*\d{1,2}(?:[.,]\d{1,2})?\s*%\s*$/;

export const LIST_SEPARATOR_END = /[,;|]\s+$/;

/** The middle dot between the totals of a run-on list (extract.ts `dottedTotals`). */
export const MIDDLE_DOT_LIST = /\s+·\s+/;

/**
 * The first language's words of a total's label printed in two languages, before the slash
 * ("Maksettava / Amount due", "Veroton yhteensä / Net total", "Összesen / Total"): words only,
 * no digits, up to the slash.
 */
export const OTHER_LANGUAGE_LABEL_BEFORE = /^\s*\p{L}[\p{L} .'’-]{0,38}\s\/\s*$/u;

export const DOTTED_DATE = /\d{1,2}\.\d{1,2}\.\d{4}/;

export const TWO_DECIMALS_END = /[.,]\d\d$/;

export const PERCENT_SIGN_END = /\s*%$/;

export const LABEL_END_PUNCTUATION = /[:\s.]+$/;

export const MONTH_FIRST_DATE = /\b\d{1,2}\/(1[3-9]|2\d|3[01])\/\d{2,4}\b/;

export const DAY_FIRST_DATE = /\b(1[3-9]|2\d|3[01])\/\d{1,2}\/\d{2,4}\b/;

export const ALPHANUMERIC = /[A-Z0-9]/i;

export const COLON_LEAD = /^\s*:\s*/;

export const IBAN_SHAPE = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{2,4}){2,}$/;

export const ACCOUNT_PART = /^[A-Z0-9 ]{2,20}$/;

export const VAT_ID_SHAPE = /^[A-Z]{2}[A-Z0-9.\-/ ]{4,24}[A-Z0-9]$/i;

export const DIGITS_G = /\d/g;

export const LOWER_END = /\p{Ll}$/u;

export const CAPITALS_START = /^\p{Lu}[\p{Lu}\d-]/u;

export const WORD_END = /\p{L}[\p{L}.-]*\s*$/u;

export const TWO_WORDS_END = /\p{L}{2,}\S*\s+\S*\p{L}{2,}\S*\s+$/u;

export const TRAILING_SLASHES = /\/+$/;

export const CHAT_COMPLETIONS_PATH = /\/chat\/completions(\?|$)/;

export const JSON_CODE_FENCE_G = /^```(?:json)?\s*|\s*```$/g;

export const TYPE_CODE_ONLY = /^\d{3}$/;

export const CURRENCY_CODE_ONLY = /^[A-Z]{3}$/;

export const SPACE_G = /\s/g;

export const VAT_CATEGORY_CODE_ONLY = /^(S|Z|E|AE|K|G|O|L|M)$/;

export const WIDE_SPACE_INSIDE = /\S\s{3,}\S/;

export const TEXT_RUN_G = /\S+(?:\s{1,2}\S+)*/g;

export const RULE_LINE = /[-=_]{5,}/;

/** a leader of dots between a name and its amount ("Call-out charge . . . . . 2,010.00", "……") */
export const LEADER_DOTS_G = /\s*(?:[.·…]\s?){4,}\s*/g;

/** a form's caption under its value: a word first, up to 40 characters ("Rechnungsnummer", "Straße, Hausnummer", "USt 19 % auf 2.428,60") */
export const CAPTION_TEXT = /^[\p{L}][\p{L}\d .,/()&%'’-]{1,39}$/u;

/** a line of rule characters only ("-----", "=====", "+----+"), printed as a ruling */
export const RULING_ONLY = /^[-=_+*|\s]{5,}$/;

export const CENTS_NOT_MORE = /\d[.,]\d{2}(?![\d.])/;

export const NUMBER_THEN_WORDS = /^[-−]?[\d.,]+\s+(\p{L}.*)$/u;

export const RATE_NUMBER_ONLY = /^(\d{1,2}(?:[.,]\d{1,2})?)$/;

export const LAST_PATH_STEP = /\.[^.[\]]+$/;

export const TEMPLATE_PLACEHOLDER_G = /\{\{(\w+)\}\}/g;

// Shapes the party readers use (parties.ts, readers/seller-buyer.ts).

export const LOWER_LETTER = /\p{Ll}/u;

export const TRAILING_COMMA_OR_SEMICOLON = /\s*[,;]$/;

export const COMMA = /,/;

export const DIGIT_END = /\d$/;

export const SENTENCE_MARK_END = /[.!?]$/;

/** a remark in brackets: "(Bei Schriftwechsel bitte angeben.)" */
export const BRACKETED_TEXT = /^\(.*\)?$/;

export const COMMA_OR_EXCLAMATION_END = /[,!]$/;

export const COLON_OR_CLOSE_PAREN_START = /^[:)]/;

export const LIST_PUNCTUATION_START = /^[,;:(]/;

/** a space or a separator between the words of a label ("Name / Anschrift", "(Name und Firma)") */
export const LABEL_WORD_SEPARATOR = /[\s/&,:()]/;

export const LEADING_COLON = /^:/;

export const COLON_SPACES_START = /^:\s*/;

/** "Name: Beispiel AG", "PLZ / Ort: 50667 Köln": a short label and its value on one line */
export const SHORT_LABEL_WITH_VALUE = /^[\p{L} .,/-]{2,20}:\s+\S/u;

/** "Name:" alone */
export const SHORT_LABEL_ALONE = /^[\p{L} .-]{2,20}:$/u;

/** "ACME GMBH", "B&B 24": no small letter, two capitals */
export const CAPITALS_NO_LOWER = /^[^\p{Ll}]*\p{Lu}{2}[^\p{Ll}]*$/u;

export const DIGIT_COLON_OR_AT = /[\d:@]/;

export const LETTERS_G = /\p{L}/gu;

export const COMMA_SPACED = /\s*,\s*/;

export const FOUR_DIGITS = /\d{4,}/;

/** "label: value" (label and value captured) */
export const LABEL_COLON_VALUE = /^(.*?)\s*:\s*(.+)$/;

export const COLON_AT_OR_THREE_DIGITS = /[:@]|\d{3,}/;

export const NOT_LETTER_OR_DIGIT_RUN_G = /[^\p{L}\p{N}]+/gu;

/** One token with a digit in it, no space: an article code ("ΔΙΑ-01", "40-1187", "ART-778"). */
export const CODE_TOKEN = /^(?=\S*\d)\S+$/u;

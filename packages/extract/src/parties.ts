/**
 * Seller and buyer: address blocks found by section cues ("Verkäufer", "Rechnungsempfänger",
 * "Bill to", "Client" …), by the sender line above the address window ("Firma · Straße 1 ·
 * 12345 Ort"), by the address window itself (top left of page 1) and by the letterhead/footer
 * (company names with a legal form).
 */
import { type Candidate, srcOf } from './find.ts';
import { labelRe } from './labels.ts';
import type { Doc, Line, Seg } from './layout.ts';
import {
  BRACKETED_TEXT,
  CAPITALS_NO_LOWER,
  CITY_POSTCODE,
  COLON,
  COLON_AT_OR_THREE_DIGITS,
  COLON_END,
  COLON_OR_CLOSE_PAREN_START,
  COLON_SPACE_END,
  COLON_SPACES_START,
  COMMA,
  COMMA_OR_EXCLAMATION_END,
  COMMA_SPACED,
  COUNTRY_CODE_ONLY,
  DIGIT,
  DIGIT_COLON_OR_AT,
  DIGIT_END,
  DIGIT_START,
  FOUR_DIGITS,
  LABEL_COLON_VALUE,
  LABEL_WORD_SEPARATOR,
  LEADING_COLON,
  LETTER,
  LETTER_START,
  LETTERS_G,
  LIST_PUNCTUATION_START,
  LOWER_LETTER,
  RULING_ONLY,
  SENTENCE_MARK_END,
  SHORT_LABEL_ALONE,
  SHORT_LABEL_WITH_VALUE,
  SPACE_COLON_END,
  SPACES,
  SPACES_G,
  THREE_DIGITS,
  TRAILING_COMMA_OR_SEMICOLON,
  TRAILING_DOT,
  TWO_LETTERS,
  UPPER_START,
  WHITESPACE,
} from './lexicon/common.ts';
import { capitalStatement } from './lexicon/fr.ts';
import {
  ADDR_LABEL,
  ADDRESS_COMMAS,
  AFTER_LEGAL_FORM,
  AND_CO_FORM,
  AU_CITY_PC,
  BLOCK_HEADING,
  BUILDING,
  CA_CITY_PC,
  CITY_LABEL,
  CITY_PC_COUNTRY,
  CITY_THEN_EU_PC,
  CONTACT_BELOW,
  CONTACT_LINE,
  COUNTRY_LABEL,
  CUE_FIELD_WORDS,
  CUE_IN_BRACKETS,
  CUE_TRANSLATED,
  CUE_VALUE_SEP,
  DEPARTMENT_LINE,
  DOC_TITLE,
  DOC_TITLE_ALONE,
  DUBLIN_DISTRICT_END,
  EIRCODE,
  FIRMA,
  FOOTER_SEP,
  FR_FORM,
  GLUED_PREFIX_PC_LINE,
  HEADING_BEFORE_NAME,
  HOLDER_LABEL,
  HOUSE_NUMBER_FIRST,
  IE_CITY_PC,
  INFO_LABEL_G,
  INNER_FIELD,
  LAW_REF,
  LEGAL_FORM,
  LEGAL_FORM_START,
  LOGO_WORD,
  NAME_LABEL,
  NAME_LIST_SEP,
  NAME_WRAP_END,
  NOT_ADDRESS,
  NOT_TOWN_WORD,
  ONE_LETTER_WORD,
  PARTY_FIELD_LABEL,
  PC_LABEL,
  PC_LINE,
  PCCITY_LABEL,
  PERSON_TITLE,
  POSTCODE_ALONE,
  POSTCODE_FIRST,
  POSTCODE_MARK_START,
  POSTCODE_TOWN_COMMA_REST,
  PROVINCE_END,
  REF_LINE,
  REF_WORD_END,
  SALUTATION,
  SENDER_POSTCODE_TAIL,
  SENDER_PREFIX,
  SENDER_SEP,
  SENDER_SEP_LOOSE,
  SHORT_PREFIXED_PC_LINE,
  SPACED_POSTCODE_START,
  STREET_COMMA_LINE2,
  STREET_COMMA_REST,
  STREET_HEAD,
  STREET_LABEL,
  STREET_NAME_WORD,
  STREET_RE,
  STREET_SUFFIX_END,
  STREET_TAIL,
  STREET_THEN_POSTCODE,
  STREET_THEN_TOWN,
  STREET_WORD,
  TITLE_FROM,
  TOWN_SHAPE,
  TRAILING_CODE,
  UK_CITY_PC,
  UK_COUNTY,
  UK_POSTCODE,
  UNIT_PREFIX,
  US_CITY_PC,
  US_COUNTRY_END,
  US_UNIT_AFTER,
  US_ZIP5,
  VALUE_THEN_COUNTRY,
} from './lexicon/parties.ts';
import { findVatIds } from './parse/ids.ts';
import { countryCode, isCountryLine } from './parse/units.ts';

export interface Party {
  name?: string;
  street?: string;
  line2?: string;
  postcode?: string;
  city?: string;
  country?: string;
  /** line indexes the block covers */
  lines: number[];
  x0: number;
  x1: number;
  page: number;
  confidence: number;
  nameSource?: Candidate['source'];
  /** contact lines (Tel., Fax, E-Mail, www) follow the block: a letterhead, not a recipient */
  contactBelow?: boolean;
  /** a tax number's line right under the block ("Steuer-Nr. …"): the seller's letterhead */
  taxBelow?: boolean;
  /** the block's lines centred over its postcode line (a receipt's head): no recipient's */
  centred?: boolean;
  /** the name starts with a person's form of address ("Herrn …"): a recipient */
  person?: boolean;
  /**
   * a second name line right under the name (a trading name under the legal name, or the legal
   * name under a trading name)
   */
  altName?: string;
  altNameSource?: Candidate['source'];
  /** index of the postcode line */
  pcLine?: number;
}

/** The states of the US (and DC, territories): codes and names. */
const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ' +
    'ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP'
  ).split(' '),
);
const US_STATE_NAMES = new Set([
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
]);

function isStreetAfterNumber(rest: string): boolean {
  return STREET_TAIL.test(rest) || STREET_HEAD.test(rest);
}

export interface PostcodeLine {
  postcode: string;
  city: string;
  country?: string;
}

/**
 * Where an info-block label starts that a town ran into on its baseline: after a space, or right
 * after a small letter when the label starts with a capital ("Bad Homburg v. d. HöheDatum"),
 * with letters of the town before it.
 */
function infoLabelAt(t: string): number | undefined {
  for (const m of t.matchAll(INFO_LABEL_G)) {
    const before = t.slice(0, m.index);
    const prev = before.slice(-1);
    if (!TWO_LETTERS.test(before)) continue;
    if (WHITESPACE.test(prev) || (LOWER_LETTER.test(prev) && UPPER_START.test(m[0]))) return m.index;
  }
  return undefined;
}

/** "DE 74465 Demoort", "75018 PARIS, FR", "D-80333 München", "1234 AB Amsterdam", "D02 XA00 Dublin". */
export function parsePostcodeLine(text: string): PostcodeLine | undefined {
  // a trailing separator ("60486 Frankfurt,") is not part of the city
  let t = text.trim().replace(SPACES_G, ' ');
  // an info-block label the town ran into on its baseline, with its value ("61352 Bad Homburg
  // v. d. Höhe Datum 08.12.2025"): the town stops before it
  const at = infoLabelAt(t);
  if (at !== undefined) t = t.slice(0, at).trimEnd();
  t = t.replace(TRAILING_COMMA_OR_SEMICOLON, '').replace(POSTCODE_MARK_START, '');
  let m = PC_LINE.exec(t);
  // "4557 De Silva St", "1242 chemin de l'olive": a house number and its street
  if (m?.[2] && !m[1] && !m[4] && isNumberFirstStreet(t)) m = null;
  if (!m) {
    // the city first, as in the UK ("Manchester M1 2AB") and the US ("Springfield, IL 62704")
    const uk = UK_CITY_PC.exec(t);
    if (uk?.[1] && uk[2] && !DIGIT.test(uk[1])) return { postcode: uk[2], city: uk[1].trim(), country: 'GB' };
    const ie = IE_CITY_PC.exec(t);
    // a Dublin postal district before the Eircode ("Dublin 2, D02 X285")
    if (ie?.[1] && ie[2] && !DIGIT.test(ie[1].replace(DUBLIN_DISTRICT_END, '')))
      return { postcode: ie[2], city: ie[1].trim(), country: 'IE' };
    // the state after a comma, or one of the states' codes or names
    const us = US_CITY_PC.exec(t);
    const state = us?.[3] ?? '';
    // "Berlin DE 10115": a German town, the country code and a five-digit postcode — Delaware
    // only after a comma ("Wilmington, DE 19801"), with a ZIP+4 or with the country named
    if (
      us?.[1] &&
      us[4] &&
      state === 'DE' &&
      us[2] !== ',' &&
      US_ZIP5.test(us[4]) &&
      !DIGIT.test(us[1]) &&
      !REF_WORD_END.test(us[1]) &&
      !US_COUNTRY_END.test(t)
    )
      return { postcode: us[4], city: us[1].trim(), country: 'DE' };
    if (
      us?.[1] &&
      us[4] &&
      !DIGIT.test(us[1]) &&
      !REF_WORD_END.test(us[1]) &&
      (US_STATE_NAMES.has(state) ||
        (COUNTRY_CODE_ONLY.test(state) && (us[2] === ',' || US_STATES.has(state))))
    )
      return { postcode: us[4], city: us[1].trim(), country: 'US' };
    const ca = CA_CITY_PC.exec(t);
    if (ca?.[1] && ca[3] && !DIGIT.test(ca[1])) return { postcode: ca[3], city: ca[1].trim(), country: 'CA' };
    const au = AU_CITY_PC.exec(t);
    if (au?.[1] && au[3] && !DIGIT.test(au[1])) return { postcode: au[3], city: au[1].trim(), country: 'AU' };
    return (
      cityThenEuPostcode(t) ?? cityPostcodeCountry(t) ?? shortPrefixedPostcode(t) ?? gluedPrefixPostcode(t)
    );
  }
  return pcLineParts(m);
}

/** Postcode, town and country of a postcode line's match (PC_LINE). */
function pcLineParts(m: RegExpExecArray): PostcodeLine | undefined {
  // an Italian town's province after it ("37121 Verona (VR)") is no part of the town, nor is the
  // country after a slash ("07100 Antalya / Türkiye")
  // … nor the country's code after both ("37121 Verona (VR) IT")
  const code = TRAILING_CODE.exec(m[3] ?? '');
  const codeCountry = code?.[1] && code[1] === countryCode(code[1]) ? code[1] : undefined;
  let city = (codeCountry ? (m[3] ?? '').slice(0, code?.index) : (m[3] ?? ''))
    .replace(PROVINCE_END, '')
    .trim();
  const slash = city.lastIndexOf(' / ');
  const slashCountry =
    slash > 0 && isCountryLine(city.slice(slash + 3)) ? countryCode(city.slice(slash + 3)) : undefined;
  if (slashCountry) city = city.slice(0, slash).trim();
  if (city.length < 2 || NOT_TOWN_WORD.test(city)) return undefined;
  let country: string | undefined;
  if (m[1]) country = countryCode(m[1]) ?? (m[1].length === 2 ? m[1] : undefined);
  if (m[4]) country = countryCode(m[4]) ?? country;
  if (slashCountry) country = slashCountry;
  if (codeCountry && !m[4]) country ??= codeCountry;
  // Luxembourg's, Lithuania's and Latvia's postcodes are written with their "L-" / "LT-" / "LV-"
  // ("L-1855 Luxembourg", "LT-92294 Klaipėda", "LV-1050 Rīga")
  const postcode = (m[2] ?? '').trim();
  const own = (m[1] === 'L' && country === 'LU') || ((m[1] === 'LT' || m[1] === 'LV') && country === m[1]);
  return { postcode: own ? `${m[1]}-${postcode}` : postcode, city, country };
}

/** "Amsterdam 1011 ZX", "Luxembourg L-1855", "Valletta VLT 1117": the town first, then the postcode. */
function cityThenEuPostcode(t: string): PostcodeLine | undefined {
  const m = CITY_THEN_EU_PC.exec(t);
  const postcode = m?.[2] ?? m?.[3] ?? m?.[4];
  if (!m?.[1] || !postcode || DIGIT.test(m[1]) || NOT_TOWN_WORD.test(m[1])) return undefined;
  const named = m[5] ? countryCode(m[5]) : undefined;
  return { postcode, city: m[1].trim(), country: named ?? (m[2] ? 'NL' : m[3] ? 'LU' : 'MT') };
}

/** "FO-100 Tórshavn", "IS-101 Reykjavík": three digits after the country's own prefix. */
function shortPrefixedPostcode(t: string): PostcodeLine | undefined {
  const m = SHORT_PREFIXED_PC_LINE.exec(t);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return { postcode: `${m[1]}-${m[2]}`, city: m[3].trim(), country: m[1] };
}

/** "AZ2000 Gəncə, Azərbaycan": the postcode with its country's code glued on, that country named. */
function gluedPrefixPostcode(t: string): PostcodeLine | undefined {
  const m = GLUED_PREFIX_PC_LINE.exec(t);
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || countryCode(m[4]) !== m[1]) return undefined;
  return { postcode: `${m[1]}${m[2]}`, city: m[3].trim(), country: m[1] };
}

/**
 * An address on one line after its label, in any order of its parts ("Lô B3 Khu công nghiệp Tân
 * Bình, TP. Hồ Chí Minh 70000, Việt Nam", "010000 Астана, Абай даңғылы, 52, Қазақстан"): the one
 * part that is a postcode line (with the country named last), the others the street.
 */
export function splitLabelledAddress(text: string): [string, string] | undefined {
  const parts = text.split(ADDRESS_COMMAS).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const country = parts.length >= 3 && isCountryLine(last) ? last : undefined;
  const core = country ? parts.slice(0, -1) : parts;
  const withCountry = (x: string) => (country ? `${x}, ${country}` : x);
  // (a town ending in its postcode looks like a street that ends in its number: taken where it is
  // the only postcode line)
  let pcs = core.flatMap((x, k) => (parsePostcodeLine(withCountry(x)) ? [k] : []));
  if (pcs.length > 1) pcs = pcs.filter((k) => !looksLikeStreet(core[k] as string));
  const street = core.filter((_, k) => k !== pcs[0]).join(', ');
  if (pcs.length === 1 && core.length >= 2 && DIGIT.test(street))
    return [street, withCountry(core[pcs[0] as number] as string)];
  return townApartFromPostcode(core, withCountry);
}

/**
 * The town and its postcode as two parts at the end ("Krišjāņa Valdemāra iela 55, Cēsis,
 * LV-4101"): joined into one postcode line, the parts before them the street.
 */
function townApartFromPostcode(
  core: string[],
  withCountry: (x: string) => string,
): [string, string] | undefined {
  const [town = '', pc = ''] = core.slice(-2);
  const street = core.slice(0, -2).join(', ');
  if (core.length < 3 || !DIGIT.test(street) || !DIGIT.test(pc) || DIGIT.test(town)) return undefined;
  const line = [`${pc} ${town}`, `${town} ${pc}`].find((x) => parsePostcodeLine(withCountry(x)));
  return line ? [street, withCountry(line)] : undefined;
}

/** "NINGBO 315020, CHINA": a town, its postcode, a country the lexicon names. */
function cityPostcodeCountry(t: string): PostcodeLine | undefined {
  const m = CITY_PC_COUNTRY.exec(t);
  const country = m?.[3] ? countryCode(m[3]) : undefined;
  if (!m?.[1] || !m[2] || !country || NOT_TOWN_WORD.test(m[1])) return undefined;
  return { postcode: m[2], city: m[1].trim(), country };
}

export function hasLegalForm(s: string): boolean {
  return LEGAL_FORM.test(s);
}

/**
 * The postcode line first, the street after the comma ("9021 Győr, Baross Gábor út 23."), the
 * country named after the street ("3555 RT Utrecht, Stationsweg 60, Нидерланд") — not a US street
 * with its suite after the comma ("4756 Nicollet Mall, Suite 310").
 */
function postcodeFirstSplit(text: string): [string, string] | undefined {
  const r = POSTCODE_TOWN_COMMA_REST.exec(text.trim());
  if (!r?.[1] || !r[2] || isNumberFirstStreet(r[1]) || !parsePostcodeLine(r[1])) return undefined;
  const pc = r[1].trim();
  const k = r[2].lastIndexOf(',');
  const tail = k > 0 ? r[2].slice(k + 1).trim() : '';
  const named = !!tail && isCountryLine(tail) && !!parsePostcodeLine(`${pc}, ${tail}`);
  const rest = (named ? r[2].slice(0, k) : r[2]).trim();
  if (!looksLikeStreet(rest) || UNIT_PREFIX.test(rest)) return undefined;
  return [rest, named ? `${pc}, ${tail}` : pc];
}

/**
 * "Musterstrasse 44, 40789 Musterstadt, DE" → ["Musterstrasse 44", "40789 Musterstadt, DE"]; "9021 Győr,
 * Baross Gábor út 23." → ["Baross Gábor út 23.", "9021 Győr"].
 */
export function splitStreetPostcode(text: string): [string, string] | undefined {
  const first = postcodeFirstSplit(text);
  if (first) return first;
  const m = STREET_COMMA_REST.exec(text);
  // not after a label ("Versicherungsort: Muster Str. 11, 12345 Ort" is a field, not an address)
  if (!m?.[1] || !m[2] || !looksLikeStreet(m[1]) || m[1].includes(':')) return undefined;
  if (parsePostcodeLine(m[2])) return [m[1].trim(), m[2].trim()];
  // "123 Main St, Suite 100, Springfield, IL 62704": an address line 2 before the town
  const k = m[2].indexOf(',');
  const second = m[2].slice(0, k);
  const rest = m[2].slice(k + 1);
  return k > 0 && !COMMA.test(second) && DIGIT.test(second) && parsePostcodeLine(rest)
    ? [`${m[1].trim()}, ${second.trim()}`, rest.trim()]
    : undefined;
}

/**
 * A street printed without a house number ("Waßmannsdorfer Chaussee", "Am Marktplatz", "Rue
 * du Port"): a short line whose last word ends in a street word, or with a street word of its
 * own — so a district line under it ("Hamburg Billstedt") is not taken for the street.
 */
export function isStreetWithoutNumber(s: string): boolean {
  const t = s.trim();
  if (DIGIT.test(t) || t.split(SPACES).length > 5 || isSentence(t) || hasLegalForm(t)) return false;
  if (SALUTATION.test(t) || CONTACT_LINE.test(t)) return false;
  return STREET_SUFFIX_END.test(t) || STREET_NAME_WORD.test(t);
}

export function looksLikeStreet(s: string): boolean {
  return (
    STREET_RE.test(s) &&
    DIGIT.test(s) &&
    (!POSTCODE_FIRST.test(s) || isNumberFirstStreet(s)) &&
    !isSentence(s) &&
    // a town before its state and ZIP code ("Springfield, IL 62704")
    !(LETTER_START.test(s) && DIGIT_END.test(s) && parsePostcodeLine(s))
  );
}

/** "4557 De Silva St", "1242 chemin de l'olive": a long house number, then the street. */
function isNumberFirstStreet(s: string): boolean {
  const m = HOUSE_NUMBER_FIRST.exec(s.trim());
  return !!m?.[1] && isStreetAfterNumber(m[1]);
}

/**
 * A sentence of notice or legal text ("Intracommunautaire levering, vrijgesteld van btw (art. 138
 * Richtlijn 2006/112/EG).", "Steuerschuldnerschaft des Leistungsempfängers gem. § 13b UStG"): a
 * law reference, or six words or more ending in a full stop, or a dozen words — no address line.
 */
export function isSentence(s: string): boolean {
  const t = s.trim();
  const words = t.split(SPACES).length;
  return LAW_REF.test(t) || (words >= 6 && SENTENCE_MARK_END.test(t)) || words >= 12;
}

/**
 * Not a name: a remark in brackets ("(Bei Schriftwechsel bitte angeben.)"), a label ("Leistungsadresse:")
 * or a sentence ("Sehr geehrte Damen und Herren,").
 */
function isRemark(text: string): boolean {
  const t = text.trim();
  const words = t.split(SPACES).length;
  return (
    BRACKETED_TEXT.test(t) ||
    COLON_END.test(t) ||
    (words >= 3 && COMMA_OR_EXCLAMATION_END.test(t)) ||
    (words >= 6 && TRAILING_DOT.test(t) && !hasLegalForm(t))
  );
}

interface BlockLine {
  text: string;
  label?: string;
  line: Line;
  seg: Seg;
  /** the line's text in the block's column as printed (label included) */
  raw?: string;
}

/** Vertical gap between two block lines, in line heights of the upper one. */
function vgap(a: BlockLine, b: BlockLine): number {
  return (b.line.y - (a.line.y + a.line.h)) / Math.max(a.line.h, 1);
}

/**
 * A name label alone on its line ("Name:"): the value is the cell of value-column lines that
 * overlap the label's height, with the lines stacked tightly above and below them (a name on
 * several lines, the label centred on it).
 */
function nameCell(block: BlockLine[], bi: number): BlockLine[] {
  const lab = block[bi] as BlockLine;
  const right = lab.seg.x + lab.seg.w;
  const isValue = (b: BlockLine | undefined) =>
    !!b && b !== lab && b.seg.x > right && b.line.index !== lab.line.index;
  const top = lab.line.y;
  const bottom = lab.line.y + lab.line.h;
  const core = block
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => isValue(b) && b.line.y < bottom && b.line.y + b.line.h > top);
  if (!core.length) return [];
  let lo = (core[0] as { i: number }).i;
  let hi = (core[core.length - 1] as { i: number }).i;
  const tight = (a: BlockLine, b: BlockLine) => vgap(a, b) < 0.45;
  const prevValue = (i: number) => {
    for (let k = i - 1; k >= 0; k--) if (block[k] !== lab) return k;
    return -1;
  };
  const nextValue = (i: number) => {
    for (let k = i + 1; k < block.length; k++) if (block[k] !== lab) return k;
    return -1;
  };
  for (
    let k = prevValue(lo);
    k >= 0 && isValue(block[k]) && tight(block[k] as BlockLine, block[lo] as BlockLine);
    k = prevValue(k)
  )
    lo = k;
  for (
    let k = nextValue(hi);
    k >= 0 && isValue(block[k]) && !block[k]?.label && tight(block[hi] as BlockLine, block[k] as BlockLine);
    k = nextValue(k)
  )
    hi = k;
  return block.slice(lo, hi + 1).filter((b) => b !== lab);
}

/**
 * The text is a section cue and nothing else ("Verkäufer", "Bill to:", "CLIENT :"). Text layers
 * sometimes split a word ("Ver käufer :"): the cue also matches with the spaces removed.
 * Delivery cues may carry a short tail ("Livraison: adresse, références").
 */
export function isCue(text: string, role: 'seller' | 'buyer' | 'delivery'): boolean {
  return cueMatch(text, role) !== undefined;
}

/** The cue's length in `text` when `text` is a cue for `role` (see `isCue`). */
export function cueMatch(text: string, role: 'seller' | 'buyer' | 'delivery'): number | undefined {
  const t = text.trim();
  if (!t || t.length > 45) return undefined;
  const re = labelRe(role, true);
  // "To (Buyer)", "Von (Verkäufer):": a short word with the role in brackets
  const br = CUE_IN_BRACKETS.exec(t);
  if (br?.[1] && br[1] !== t && cueMatch(br[1], role) !== undefined) return t.length;
  if (translatedCue(t, role)) return t.length;
  for (const v of [t, t.replace(SPACES_G, '')]) {
    const m = re.exec(v);
    if (!m) continue;
    const rest = v.slice(m[0].length).trim();
    if (
      !rest ||
      COLON_OR_CLOSE_PAREN_START.test(rest) ||
      (role === 'delivery' && LIST_PUNCTUATION_START.test(rest))
    )
      return m[0].length;
    // "Customer name / company", "Kunde (Name und Anschrift):", "Kundenname / Firma"; a single word only with a colon
    // or in brackets ("Seller Company" is a name, "Client Name:" a cue)
    if (CUE_FIELD_WORDS.test(rest) && (LABEL_WORD_SEPARATOR.test(rest) || COLON_SPACE_END.test(t)))
      return m[0].length;
    if (role === 'delivery' && rest.length <= 25 && LETTER_START.test(rest) === false) return m[0].length;
  }
  return undefined;
}

const ROLES = ['seller', 'buyer', 'delivery'] as const;

/**
 * "Sprzedawca / Seller", "Dodavatel / Supplier": a word and its translation, one of them a cue for
 * `role` and neither a cue for another role ("Kunde / Lieferant" names no one role).
 */
function translatedCue(t: string, role: (typeof ROLES)[number]): boolean {
  const m = CUE_TRANSLATED.exec(t);
  if (!m?.[1] || !m[2]) return false;
  const parts = [m[1], m[2]];
  if (!parts.some((x) => cueMatch(x, role) !== undefined)) return false;
  return !ROLES.some((r) => r !== role && parts.some((x) => cueMatch(x, r) !== undefined));
}

/** Lines below `start` (same page) in the column [x0, x1), stopping at a gap or another section. */
export function collectBlock(doc: Doc, start: Line, x0: number, x1: number, maxLines = 10): BlockLine[] {
  const out: BlockLine[] = [];
  let prevBottom = start.y + start.h;
  const lh = Math.max(start.h, 8);
  for (let k = start.index + 1; k < doc.lines.length && out.length < maxLines; k++) {
    const l = doc.lines[k];
    if (!l || l.page !== start.page) break;
    const segs = l.segs.filter((s) => s.x >= x0 - 2 && s.x < x1);
    if (!segs.length) {
      if (l.y - prevBottom > lh * 1.2) break;
      continue;
    }
    if (l.y - prevBottom > lh * 2.6 && out.length) break;
    const first = segs[0] as Seg;
    // (a ruling printed in characters, "-----", ends the block: the table starts under it)
    if (out.length && RULING_ONLY.test(segs.map((s) => s.text).join(' '))) break;
    if (
      out.length &&
      (isCue(first.text, 'seller') || isCue(first.text, 'buyer') || isCue(first.text, 'delivery'))
    )
      break;
    let label: string | undefined;
    let text = segs.map((s) => s.text).join(' ');
    let seg = first;
    if (
      (COLON_SPACE_END.test(first.text) ||
        LEADING_COLON.test(segs[1]?.text ?? '') ||
        PARTY_FIELD_LABEL.test(first.text.trim())) &&
      segs.length > 1
    ) {
      label = first.text.replace(COLON_SPACE_END, '').trim().toLowerCase();
      seg = segs[1] as Seg;
      text = segs
        .slice(1)
        .map((s) => s.text)
        .join(' ')
        .replace(COLON_SPACES_START, '');
    } else if (SHORT_LABEL_WITH_VALUE.test(first.text) && segs.length === 1) {
      const i = first.text.indexOf(':');
      label = first.text.slice(0, i).trim().toLowerCase();
      text = first.text.slice(i + 1).trim();
    } else if (segs.length === 1 && SHORT_LABEL_ALONE.test(first.text.trim()) && out.length) {
      // a label alone on its line: its value sits in the value column around it ("Name:"
      // centred on a name printed on several lines)
      label = first.text.replace(COLON_SPACE_END, '').trim().toLowerCase();
      text = '';
    }
    out.push({ text, label, line: l, seg, raw: segs.map((s) => s.text).join(' ') });
    prevBottom = l.y + l.h;
  }
  return out;
}

export function stripLogo(text: string): string {
  return text.replace(LOGO_WORD, '').trim();
}
function isLogoPlaceholder(text: string): boolean {
  if (!LOGO_WORD.test(text)) return false;
  const rest = stripLogo(text);
  return !rest || isCue(rest, 'seller') || isCue(rest, 'buyer');
}

function isTownLine(text: string): boolean {
  return TOWN_SHAPE.test(text.trim()) && !isCountryLine(text) && !SALUTATION.test(text);
}
/**
 * "London" / "SW1A 1AA" → one line "London SW1A 1AA" (read as a postcode line); a continental
 * address printed the same way ("München" / "81561", an English invoice's buyer) → "81561 München".
 */
function joinCityPostcode(block: BlockLine[]): BlockLine[] {
  const i = block.findIndex(
    (b, k) =>
      k > 0 &&
      !b.label &&
      (UK_POSTCODE.test(b.text.trim()) || EIRCODE.test(b.text.trim()) || POSTCODE_ALONE.test(b.text.trim())),
  );
  const town = block[i - 1];
  if (i < 1 || !town || town.label || !isTownLine(town.text) || block.some((b) => parsePostcodeLine(b.text)))
    return block;
  const pc = (block[i] as BlockLine).text.trim();
  // (a number alone is a postcode only right under its town, at its x: not "31315" of another
  // column beside a company's name)
  const seg = (block[i] as BlockLine).seg;
  if (POSTCODE_ALONE.test(pc) && (Math.abs(seg.x - town.seg.x) > 3 || hasLegalForm(town.text))) return block;
  // (an Eircode before its town: "T12 XY64 Cork", as a postcode line reads it)
  const first = EIRCODE.test(pc) || POSTCODE_ALONE.test(pc);
  const merged = { ...town, text: first ? `${pc} ${town.text.trim()}` : `${town.text.trim()} ${pc}` };
  return [...block.slice(0, i - 1), merged, ...block.slice(i + 1)];
}

/**
 * "Lungsod ng Cebu 6000" / "Pilipinas", "Stellenbosch 7600" / "Suid-Afrika": a town, then its
 * postcode, over a line that names the country → one line "Town 6000, Country" (read as a
 * postcode line with its country named).
 */
function joinTownPostcodeCountry(block: BlockLine[]): BlockLine[] {
  if (block.some((b) => parsePostcodeLine(b.text))) return block;
  const i = block.findIndex((b, k) => {
    const next = block[k + 1];
    return !b.label && !!next && !next.label && CITY_POSTCODE.test(b.text.trim()) && isCountryLine(next.text);
  });
  const town = block[i];
  const country = block[i + 1];
  if (!town || !country) return block;
  const merged = { ...town, text: `${town.text.trim()}, ${country.text.trim()}` };
  return parsePostcodeLine(merged.text) ? [...block.slice(0, i), merged, ...block.slice(i + 2)] : block;
}

/** What reading an address block collects: name, address lines, labelled fields. */
interface BlockRead {
  block: BlockLine[];
  name?: string;
  nameSeg?: BlockLine;
  addr: BlockLine[];
  /** the address lines left once the name is taken */
  rest: BlockLine[];
  inAddr: boolean;
  addrLabelled: boolean;
  nameLabelled: boolean;
  stop: boolean;
  altName?: BlockLine;
  fields: { street?: string; pcCity?: string; postcode?: string; city?: string; country?: string };
  taken: Set<BlockLine>;
}

/** Interpret an address block: name, street, postcode, city, country. */
export function parseBlock(input: BlockLine[], confidence: number): Party | undefined {
  const block = joinTownPostcodeCountry(joinCityPostcode(input));
  const r: BlockRead = {
    block,
    addr: [],
    rest: [],
    inAddr: false,
    addrLabelled: false,
    nameLabelled: false,
    stop: false,
    fields: {},
    taken: new Set<BlockLine>(),
  };
  block.forEach((b, bi) => {
    readBlockLine(r, b, bi);
  });
  splitStreetPostcodeLine(r.addr, r.addrLabelled);
  const pcIdx = r.addr.findIndex((b) => parsePostcodeLine(b.text));
  if (pcIdx < 0 && !r.name && !r.fields.pcCity && !r.fields.postcode) return undefined;
  const first = block[0];
  if (!first) return undefined;
  const p: Party = {
    lines: block.map((b) => b.line.index),
    x0: Math.min(...block.map((b) => b.seg.x)),
    x1: Math.max(...block.map((b) => b.seg.x + b.seg.w)),
    page: first.line.page,
    confidence,
  };
  r.rest = r.addr;
  nameParagraph(r, pcIdx);
  personName(r, pcIdx);
  if (!r.name) firstLineName(r, pcIdx);
  r.rest = r.rest.filter((b) => !isLogoPlaceholder(b.text));
  if (r.name) p.name = r.name.replace(HEADING_BEFORE_NAME, '');
  if (r.altName) {
    p.altName = r.altName.text;
    p.altNameSource = srcOf(r.altName.line.page, r.altName.seg);
  }
  if (r.nameSeg) p.nameSource = srcOf(r.nameSeg.line.page, r.nameSeg.seg);
  readPostcodeAndStreet(r, p);
  readAddressFields(r, p);
  // "Adresa: Str. Republicii nr. 7," with the town on the next line: the comma is no part of it
  if (p.street) p.street = p.street.replace(TRAILING_COMMA_OR_SEMICOLON, '');
  return p;
}

/** One line of the block: a name or address label, a form field, a note, or an address line. */
function readBlockLine(r: BlockRead, b: BlockLine, bi: number): void {
  if (r.stop || r.taken.has(b)) return;
  if (b.label && NAME_LABEL.test(b.label)) {
    nameLabelLine(r, b, bi);
    return;
  }
  if (b.label && ADDR_LABEL.test(b.label)) {
    r.inAddr = true;
    r.addrLabelled = true;
    if (b.text) r.addr.push(b);
    return;
  }
  if (b.label) {
    r.inAddr = false;
    // form-style address fields ("Straße:", "PLZ/Ort:", "Zip / City:", "Land:")
    const lab = b.label.replace(SPACES_G, ' ');
    const { fields } = r;
    if (b.text) {
      if (STREET_LABEL.test(lab)) fields.street ??= b.text;
      else if (PCCITY_LABEL.test(lab)) fields.pcCity ??= b.text;
      else if (PC_LABEL.test(lab)) fields.postcode ??= b.text;
      else if (CITY_LABEL.test(lab)) fields.city ??= b.text;
      else if (COUNTRY_LABEL.test(lab)) fields.country ??= b.text;
    }
    return;
  }
  // (a street with its door number after "No:" is no reference line: "Atatürk Bulvarı No:66")
  const ref = REF_LINE.test(b.text) && !STREET_WORD.test(b.text);
  if ((NOT_ADDRESS.test(b.text) || ref) && !parsePostcodeLine(b.text)) {
    if (!r.inAddr && !r.name) return;
    if (r.addr.length && parsePostcodeLine(r.addr[r.addr.length - 1]?.text ?? '')) r.stop = true;
    return;
  }
  r.addr.push(b);
}

/** A "Name:" label: its value on the line, or the value lines around a label alone on its line. */
function nameLabelLine(r: BlockRead, b: BlockLine, bi: number): void {
  const { block, addr } = r;
  if (!b.text) {
    const cell = nameCell(block, bi);
    if (!cell.length) return;
    for (const c of cell) {
      r.taken.add(c);
      const k = addr.indexOf(c);
      if (k >= 0) addr.splice(k, 1);
    }
    r.name = cell.map((c) => c.raw ?? c.text).join(' ');
    r.nameLabelled = true;
    r.nameSeg = cell[0];
    r.inAddr = false;
    return;
  }
  r.name = b.text;
  r.nameLabelled = true;
  r.nameSeg = b;
  r.inAddr = false;
  // a two-line value with the label centred between its lines: the first line sits above
  const prev = block[bi - 1];
  if (
    prev &&
    !prev.label &&
    Math.abs(prev.seg.x - b.seg.x) < 3 &&
    b.line.y - (prev.line.y + prev.line.h) < Math.max(prev.line.h, 6) * 0.8 &&
    !NOT_ADDRESS.test(prev.text)
  ) {
    r.name = `${prev.text} ${b.text}`;
    const k = addr.indexOf(prev);
    if (k >= 0) addr.splice(k, 1);
  }
}

/**
 * "Musterstrasse 44, 40789 Musterstadt, DE": street and postcode line printed as one line (under
 * an address label, its parts in any order).
 */
function splitStreetPostcodeLine(addr: BlockLine[], labelled: boolean): void {
  if (addr.some((b) => parsePostcodeLine(b.text))) return;
  for (let i = 0; i < addr.length; i++) {
    const b = addr[i] as BlockLine;
    const m = splitStreetPostcode(b.text) ?? (labelled ? splitLabelledAddress(b.text) : undefined);
    if (m) {
      addr.splice(i, 1, { ...b, text: m[0] }, { ...b, text: m[1] });
      break;
    }
  }
}

/**
 * The name printed as a paragraph of its own (two or three lines set tight, then a gap, then the
 * address): all of it is the name, as printed.
 */
function nameParagraph(r: BlockRead, pcIdx: number): void {
  const { addr } = r;
  if (r.name || pcIdx <= 0) return;
  const run: BlockLine[] = [addr[0] as BlockLine];
  for (let i = 1; i < pcIdx; i++) {
    const a = addr[i - 1] as BlockLine;
    const b = addr[i] as BlockLine;
    if (b.line.index !== a.line.index + 1 || vgap(a, b) >= 0.45) break;
    run.push(b);
  }
  // a unit of the organisation under its name ends the name ("Bundesministerium für Verkehr und
  // digitale" / "Infrastruktur" / "Referat Z 14 - Organisation")
  // (the document's title beside the block is no line of the name)
  const unit = run.findIndex((b, k) => k > 0 && DEPARTMENT_LINE.test(b.text.trim()));
  const named = run.slice(0, unit).filter((b) => !DOC_TITLE_ALONE.test(b.text.trim()));
  if (unit > 0 && named.length && named.every((b) => !looksLikeStreet(b.text) && !b.label)) {
    r.name = named.map((b) => b.text).join(' ');
    r.nameSeg = named[0];
    r.rest = addr.slice(unit);
    return;
  }
  const after = addr[run.length];
  const last = run[run.length - 1] as BlockLine;
  if (
    run.length >= 2 &&
    run.length <= 3 &&
    run.length < pcIdx + 1 &&
    after &&
    vgap(last, after) >= 0.8 &&
    run.every(
      (b) => !b.label && !looksLikeStreet(b.text) && !parsePostcodeLine(b.text) && !isLogoPlaceholder(b.text),
    )
  ) {
    r.name = run.map((b) => b.text).join(' ');
    r.nameSeg = run[0];
    r.rest = addr.slice(run.length);
  }
}

/**
 * A person as the recipient: "Herrn" / "Max Mustermann" or "Herrn Max Mustermann" first in the
 * block is the name, the form of address included (as printed).
 */
function personName(r: BlockRead, pcIdx: number): void {
  const { addr } = r;
  const a0 = addr[0];
  if (r.name || !a0 || pcIdx <= 0 || !PERSON_TITLE.test(a0.text) || isLogoPlaceholder(a0.text)) return;
  const a1 = addr[1];
  if (a0.text.replace(PERSON_TITLE, '').trim()) {
    r.name = a0.text;
    r.nameSeg = a0;
    r.rest = addr.slice(1);
  } else if (a1 && pcIdx > 1 && !looksLikeStreet(a1.text) && !SALUTATION.test(a1.text)) {
    r.name = `${a0.text} ${a1.text}`;
    r.nameSeg = a0;
    r.rest = addr.slice(2);
  }
}

/** The lines before the postcode line that may be the name ("Firma" dropped, salutations not). */
function nameCandidates(addr: BlockLine[], pcIdx: number): BlockLine[] {
  const cands = addr
    .slice(0, pcIdx < 0 ? addr.length : pcIdx)
    .map((b) =>
      FIRMA.test(b.text) && b.text.replace(FIRMA, '').trim()
        ? { ...b, text: b.text.replace(FIRMA, '').trim() }
        : b,
    )
    .filter((b) => !SALUTATION.test(b.text) && !isLogoPlaceholder(b.text) && !isRemark(b.text));
  // a contact or department line above the name ("Jean Dupont, Service achats",
  // "Abteilung Einkauf" over "Beispiel AG"): skipped when the line below looks like the name
  // (a legal form, capitals) or the first line is a list ("contact, department")
  const [c0, c1] = cands;
  if (
    c0 &&
    c1 &&
    CONTACT_LINE.test(c0.text) &&
    !hasLegalForm(c0.text) &&
    !looksLikeStreet(c1.text) &&
    !NOT_ADDRESS.test(c1.text) &&
    (c0.text.includes(',') || hasLegalForm(c1.text) || CAPITALS_NO_LOWER.test(c1.text))
  )
    cands.shift();
  // a one-word heading set bold over a name that is not ("Muuzaji" over "Cortiça Norte Lda."),
  // in a language the lexicon lacks
  const [h0, h1] = cands;
  if (
    h0 &&
    h1 &&
    h0.seg.bold &&
    !h1.seg.bold &&
    ONE_LETTER_WORD.test(h0.text.trim()) &&
    !looksLikeStreet(h1.text) &&
    !parsePostcodeLine(h1.text)
  )
    cands.shift();
  return cands;
}

/**
 * The block's next line right under the name at the same x, one line step below, though another
 * column's row (a label box beside the window) was read between them: a wrapped name may go on
 * there ("Wohnungsbaugesellschaft Lindenhof" / "mbH" beside "Rechnungsnummer / Datum").
 */
function wrappedBeside(n: BlockLine, next: BlockLine): boolean {
  const step = next.seg.y - n.seg.y;
  return Math.abs(next.seg.x - n.seg.x) < 3 && step > 0 && step <= n.seg.h * 1.6;
}

/** The first line of the block that is no street is the name (wrapped names joined). */
function firstLineName(r: BlockRead, pcIdx: number): void {
  const cands = nameCandidates(r.addr, pcIdx);
  const n = cands[0];
  // a first line that ends in a number ("Studio 54", "Client 7") is the name when a street with
  // a street word follows it before the postcode line
  const numberedName =
    !!n &&
    !STREET_WORD.test(n.text) &&
    !DIGIT_START.test(n.text) &&
    cands.slice(1).some((b) => STREET_WORD.test(b.text) && looksLikeStreet(b.text));
  // … and so is one with a legal form over another street ("WEG Am Stadtpark 43" / "Am Stadtpark 43")
  const legalName = !!n && hasLegalForm(n.text) && cands.slice(1).some((b) => looksLikeStreet(b.text));
  if (!n || (looksLikeStreet(n.text) && !numberedName && !legalName)) return;
  r.name = stripLogo(n.text);
  r.nameSeg = n;
  r.rest = r.addr.filter((b) => b !== n);
  const next = cands[1];
  const below = !!next && next.line.index === n.line.index + 1 && Math.abs(next.seg.x - n.seg.x) < 3;
  if (!next || !(below || wrappedBeside(n, next))) return;
  // a name wrapped after a connector ("FeRD Management und" / "Consulting GmbH") or before
  // its legal form ("Holzbau Meier" / "GmbH & Co. KG")
  if (
    !looksLikeStreet(next.text) &&
    !NOT_ADDRESS.test(next.text) &&
    (NAME_WRAP_END.test(r.name) || LEGAL_FORM_START.test(next.text))
  ) {
    r.name = `${r.name} ${next.text}`;
    r.rest = r.rest.filter((b) => b !== next);
  } else if (
    below &&
    !looksLikeStreet(next.text) &&
    !parsePostcodeLine(next.text) &&
    !NOT_ADDRESS.test(next.text) &&
    !REF_LINE.test(next.text) &&
    !CONTACT_LINE.test(next.text) &&
    !SALUTATION.test(next.text) &&
    !DIGIT_COLON_OR_AT.test(next.text)
  ) {
    // a trading name over the registered name with its legal form: the registered one
    if (r.name && !hasLegalForm(r.name) && hasLegalForm(next.text)) {
      r.altName = n;
      r.name = next.text;
      r.nameSeg = next;
      r.rest = r.addr.filter((b) => b !== next && b !== n);
    } else r.altName = next;
  }
}

/** The postcode line of the address lines, the country after it, the street and line 2 before. */
function readPostcodeAndStreet(r: BlockRead, p: Party): void {
  const { rest } = r;
  const pi = rest.findIndex((b) => parsePostcodeLine(b.text));
  if (pi < 0) return;
  const pc = parsePostcodeLine(rest[pi]?.text ?? '') as PostcodeLine;
  p.pcLine = rest[pi]?.line.index;
  p.postcode = pc.postcode;
  p.city = pc.city;
  if (pc.country) p.country = pc.country;
  const next = rest[pi + 1];
  if (!p.country && next && isCountryLine(next.text)) p.country = countryCode(next.text);
  let before = rest.slice(0, pi).filter((b) => !SALUTATION.test(b.text) && !isSentence(b.text));
  // a British county before the postcode, the post town on the line above ("Cambridge" /
  // "Cambridgeshire CB1 2JW"): the town is the city
  const town = before[before.length - 1];
  if (
    pc.country === 'GB' &&
    UK_COUNTY.test(pc.city) &&
    town &&
    before.length >= 2 &&
    isTownLine(town.text) &&
    !STREET_WORD.test(town.text) &&
    !hasLegalForm(town.text)
  ) {
    p.city = town.text.trim();
    before = before.slice(0, -1);
  }
  readStreet(r, p, before);
}

/** The street among the lines before the postcode line (and an address line 2 after it). */
function readStreet(r: BlockRead, p: Party, before: BlockLine[]): void {
  const streets = before.filter((b) => looksLikeStreet(b.text));
  // a line with a street word before one that merely ends in a number (a slogan, "seit 1950")
  const named = streets.find((b) => STREET_WORD.test(b.text));
  if (named) streets.unshift(named);
  // under an "Anschrift:" label the lines are printed in order: line 1, line 2, …
  let street =
    (r.addrLabelled && r.nameLabelled ? before[0] : undefined) ??
    streets[0] ??
    before.findLast((b) => isStreetWithoutNumber(b.text)) ??
    before[before.length - 1];
  // a building or business centre printed above the street is address line 1, the street
  // line 2 ("ZUG Business Center" / "Highway 1")
  const bi = street ? before.indexOf(street) : -1;
  const building = before[bi - 1];
  if (
    building &&
    BUILDING.test(building.text) &&
    !hasLegalForm(building.text) &&
    !NOT_ADDRESS.test(building.text) &&
    !CONTACT_LINE.test(building.text)
  )
    street = building;
  if (!street) return;
  p.street = street.text;
  const after = before.slice(before.indexOf(street) + 1);
  if (after[0]) p.line2 = after[0].text;
  // "35 rue d'ici, Bâtiment B": street and an address line 2 printed as one line
  const m = STREET_COMMA_LINE2.exec(street.text);
  // … but "Unit 11, Docklands Quay", "Suite 2, Harcourt Centre": a unit before its street is
  // one line
  // (nor a US street with its suite after it, "5087 W Broad St, Suite 310": one delivery line)
  const usUnit = !!m?.[2] && US_UNIT_AFTER.test(m[2].trim()) && HOUSE_NUMBER_FIRST.test(m[1]?.trim() ?? '');
  if (m?.[1] && m[2] && looksLikeStreet(m[1]) && !p.line2 && !UNIT_PREFIX.test(m[1].trim()) && !usUnit) {
    p.street = m[1].trim();
    p.line2 = m[2].trim();
  }
}

/** Labelled address fields ("Straße:", "PLZ/Ort:", "Land:"), when the lines gave none. */
function readAddressFields(r: BlockRead, p: Party): void {
  const { fields, addr } = r;
  // the postcode's own label after the town in one value ("Πόλη: Frankfurt am Main ΤΚ: 60559")
  const inner = fields.city ? INNER_FIELD.exec(fields.city) : null;
  if (inner?.[1] && inner[3] && PC_LABEL.test((inner[2] ?? '').toLowerCase()) && DIGIT.test(inner[3])) {
    fields.city = inner[1];
    fields.postcode ??= inner[3];
  }
  // the country after the postcode in its field ("Cod poștal: 300011, România")
  const pcCountry = fields.postcode ? VALUE_THEN_COUNTRY.exec(fields.postcode) : null;
  if (pcCountry?.[1] && pcCountry[2] && countryCode(pcCountry[2])) {
    fields.postcode = pcCountry[1];
    fields.country ??= pcCountry[2];
  }
  if (!p.postcode) {
    const pc = fields.pcCity ? parsePostcodeLine(fields.pcCity) : undefined;
    const postcode =
      pc?.postcode ?? (fields.postcode && DIGIT.test(fields.postcode) ? fields.postcode : undefined);
    const city = pc?.city ?? fields.city;
    if (postcode) p.postcode = postcode;
    if (city) p.city = city;
    if (pc?.country) p.country = pc.country;
  }
  if (!p.street && fields.street) p.street = fields.street;
  // "Address: 1 Park Row" with the town and postcode under their own labels
  const firstAddr = r.addrLabelled
    ? addr.find((b) => !parsePostcodeLine(b.text) && b !== r.nameSeg && b.text !== r.name)
    : undefined;
  if (!p.street && firstAddr && (fields.pcCity || fields.postcode || fields.city)) {
    // the town after the street in the address field ("Sediul: Bd. Unirii nr. 5, București")
    const town = fields.city || p.city ? null : STREET_THEN_TOWN.exec(firstAddr.text);
    p.street = town?.[1] ?? firstAddr.text;
    if (town?.[2]) p.city = town[2];
  }
  if (!p.country && fields.country) p.country = countryCode(fields.country) ?? p.country;
}

/** The name after a cue and a colon on the same segment ("Kunde: Beispiel AG"), if any. */
function cueValue(text: string, role: 'seller' | 'buyer'): string | undefined {
  if (text.length > 90) return undefined;
  const m = labelRe(role, true).exec(text);
  if (!m || !COLON_SPACE_END.test(m[0])) return undefined;
  const value = text.slice(m[0].length).trim();
  if (!value || !LETTER_START.test(value) || (value.match(LETTERS_G) ?? []).length < 3) return undefined;
  const first = value.split(COMMA_SPACED)[0] ?? value;
  if (REF_LINE.test(first) || looksLikeStreet(first) || NOT_ADDRESS.test(value) || COLON.test(value))
    return undefined;
  return value;
}

/** Blocks under a section cue ("Verkäufer", "Bill to" …) for `role`. */
/** How far right of a block's left edge a second column starts (points). */
const FAR_COLUMN = 200;

/**
 * Where the column of a block under a cue alone on its line ends: at a second column far to the
 * right on the block's lines ("Bill To" over the customer, "Invoice Date : | 27 Jan 2026" at the
 * right of its first lines), else at the page's edge.
 */
function blockColumnEnd(doc: Doc, line: Line, seg: Seg): number {
  let end = doc.pages[line.page - 1]?.width ?? 10000;
  for (let k = line.index + 1; k < Math.min(doc.lines.length, line.index + 9); k++) {
    const l = doc.lines[k];
    if (!l || l.page !== line.page || l.y - line.y > 140) break;
    const first = l.segs.findIndex((s) => Math.abs(s.x - seg.x) <= 6);
    // (a label of a party grid, "Name:" with its value far to the right, is no second column)
    if (first < 0 || l.segs[first]?.text.trim().endsWith(':')) continue;
    const far = l.segs.slice(first + 1).find((s) => s.x >= seg.x + FAR_COLUMN);
    if (far) end = Math.min(end, far.x - 2);
  }
  return end;
}

export function cueBlocks(doc: Doc, role: 'seller' | 'buyer'): Party[] {
  const out: Party[] = [];
  for (const line of doc.lines) {
    line.segs.forEach((seg, i) => {
      const next = line.segs[i + 1];
      // (right-aligned labels of a second column may start left of the one beside the cue:
      // "INVOICE TO: … INVOICE NO." over "… TAX POINT")
      const x1 = Math.min(
        next && next.x > seg.x + seg.w ? next.x - 2 : Infinity,
        blockColumnEnd(doc, line, seg),
      );
      if (seg.text.length > 45 || cueMatch(seg.text, role) === undefined) {
        // the cue with the name on its line ("Client : Boulangerie Dupont", "Rechnungsempfänger:
        // Beispiel AG, Am Markt 3, 54321 Köln")
        const value = cueValue(seg.text, role);
        if (!value) return;
        // parts split at commas or middle dots ("Dobavljač: Stolarija d.o.o. · Titova 81 · 71000 …")
        const parts = value.split(CUE_VALUE_SEP);
        const head: BlockLine[] = [];
        const pi = parts.length >= 3 ? parts.findIndex((x, k) => k >= 2 && parsePostcodeLine(x)) : -1;
        const texts =
          pi >= 2 && looksLikeStreet(parts[pi - 1] ?? '')
            ? [parts.slice(0, pi - 1).join(', '), parts[pi - 1] ?? '', parts.slice(pi).join(', ')]
            : [value];
        for (const t of texts) head.push({ text: t, line, seg: { ...seg, text: t } });
        const block = [...head, ...(pi >= 2 ? [] : collectBlock(doc, line, seg.x - 6, x1))];
        // with its address only ("From: January" is no party)
        const p = parseBlock(block, 0.8);
        if (p?.name && p.postcode) out.push(p);
        else if (texts.length === 1 && hasLegalForm(value)) {
          // "Vendeur : Ma Société SARL" with no address under it: a company name (legal form) is
          // a party all the same
          const named = parseBlock([{ ...(head[0] as BlockLine), label: 'name' }], 0.7);
          if (named?.name) out.push(named);
        }
        return;
      }
      // the cue with a colon, its value beside it ("Satıcı: | Şirvan Toxuculuq ASC" over
      // "Hüquqi ünvan: …" in the value's column): the block in the value's column
      const beside = valueBeside(doc, line, i);
      if (beside) {
        out.push(beside);
        return;
      }
      // (the sender's one-line address over the addressee, "Firma · Straße 1 · 12345 Ort", is
      // no line of the addressee's block)
      // nor is a second cue of the same role under the first ("Spett.le" / "Cessionario/committente")
      const block = collectBlock(doc, line, seg.x - 6, x1).filter(
        (b) => !senderParty(b.line, b.seg, senderParts(doc, b.line, b.seg)) && !isCue(b.text, role),
      );
      const p = parseBlock(block, 0.85);
      if (p && (p.name || p.postcode)) out.push(p);
    });
  }
  return out;
}

/**
 * A cue with a colon and the party's name beside it on its line ("Satıcı: | Şirvan Toxuculuq
 * ASC"), the address lines under the name: the party of the name's column, when it has a postcode.
 */
function valueBeside(doc: Doc, line: Line, i: number): Party | undefined {
  const cue = line.segs[i];
  const name = line.segs[i + 1];
  if (!cue || !name || !COLON_SPACE_END.test(cue.text) || name.x - (cue.x + cue.w) > 150) return undefined;
  if (isCue(name.text, 'seller') || isCue(name.text, 'buyer') || !LETTER_START.test(name.text.trim()))
    return undefined;
  const after = line.segs[i + 2];
  const x1 = after ? after.x - 2 : blockColumnEnd(doc, line, name);
  const head: BlockLine = { text: name.text.trim(), line, seg: name };
  // the lines under it with their labels in the cue's column ("Juridiskā adrese: | Krišjāņa
  // Valdemāra iela 55, …"), up to the next party's cue ("Alıcı: | Sterntech OG")
  const under = collectBlock(doc, line, cue.x - 6, x1);
  const p = parseBlock([head, ...under], 0.85);
  return p?.name && p.postcode ? p : undefined;
}

/**
 * Runs of segments with small gaps between them, joined by spaces ("Firma | · | Straße 1 | · |
 * 12345 Ort"); a wide gap (another column) starts a new run. Only runs of two or more segments.
 */
function segmentRuns(line: Line): Seg[] {
  const out: Seg[] = [];
  let cur: Seg[] = [];
  const flush = () => {
    const a = cur[0];
    const b = cur[cur.length - 1];
    if (cur.length > 1 && a && b) {
      out.push({ text: cur.map((x) => x.text).join(' '), x: a.x, y: line.y, w: 0, h: line.h, size: a.size });
      // the parts set apart by gaps alone ("Muster GmbH   Hauptstr. 5   12345 Berlin")
      if (!cur.some((x) => SENDER_SEP.test(x.text)))
        out.push({
          text: cur.map((x) => x.text).join(' · '),
          x: a.x,
          y: line.y,
          w: 0,
          h: line.h,
          size: a.size,
        });
    }
    cur = [];
  };
  for (const sg of line.segs) {
    const prev = cur[cur.length - 1];
    // a wide gap, or a font size of its own (a 9 pt letterhead right of a 7 pt sender line)
    if (
      prev &&
      (sg.x - (prev.x + prev.w) > Math.max(40, line.h * 4) ||
        (!!sg.size && !!prev.size && Math.abs(sg.size - prev.size) >= 1.5))
    )
      flush();
    cur.push(sg);
  }
  flush();
  return out;
}

/**
 * The segment is set in a smaller font than the block right below it at the same x (a sender
 * line over the address window), and no buyer cue stands above it.
 */
function smallAboveBlock(doc: Doc, line: Line, seg: Seg): boolean {
  if (!seg.size) return false;
  const prev = doc.lines[line.index - 1];
  if (
    prev &&
    prev.page === line.page &&
    prev.segs.some((x) => isCue(x.text, 'buyer') || isCue(x.text, 'seller'))
  )
    return false;
  for (let k = line.index + 1; k < doc.lines.length && k <= line.index + 4; k++) {
    const l = doc.lines[k];
    if (!l || l.page !== line.page || l.y - (line.y + line.h) > Math.max(line.h, 8) * 8) break;
    const s = l.segs.find((x) => Math.abs(x.x - seg.x) < 6);
    if (s) return !!s.size && s.size >= seg.size + 0.9;
  }
  return false;
}

/**
 * A segment's parts at its separators ("Firma · Straße 1 · 12345 Ort"), or at its commas when it
 * is set in a smaller font right above the address window ("Firma, Straße 1, 12345 Ort").
 */
function senderParts(doc: Doc, line: Line, seg: Seg): string[] {
  const parts = seg.text
    .split(SENDER_SEP)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < 3 && smallAboveBlock(doc, line, seg)) {
    const byComma = seg.text
      .split(COMMA_SPACED)
      .map((s) => s.trim())
      .filter(Boolean);
    if (byComma.length >= 3) return byComma;
  }
  return parts.length < 3 ? (looseSenderParts(seg.text) ?? parts) : parts;
}

/** The last match of a global pattern in `text`. */
function lastMatch(re: RegExp, text: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const m of text.matchAll(re)) last = m as RegExpExecArray;
  return last;
}

/**
 * The parts of a sender line whose middle dots a scan's OCR misread or lost ("Firma GmbH - Weg 5
 * 12345 Ort", "Firma GmbH + Weg 5 - 12345 Ort", "Firma GmbH Weg 5 - 12345 Ort"): the town from
 * the German post code at its end; the name up to the last separator left of it, else up to its
 * legal form; the rest must be a street.
 */
function looseSenderParts(text: string): string[] | undefined {
  const tail = SENDER_POSTCODE_TAIL.exec(text);
  const town = tail?.[1]?.trim();
  if (!tail || !town || !parsePostcodeLine(town)) return undefined;
  const head = text.slice(0, tail.index);
  const cut = lastMatch(SENDER_SEP_LOOSE, head) ?? lastMatch(AFTER_LEGAL_FORM, head);
  if (!cut) return undefined;
  const name = head.slice(0, cut.index).trim();
  const street = head.slice(cut.index + cut[0].length).trim();
  return name.length >= 2 && looksLikeStreet(street) ? [name, street, town] : undefined;
}

/**
 * "Hauptstraße 1 · 10115 Berlin" right under the company name (letterhead) (contact parts may
 * follow: "Hauptstraße 1 · 10115 Berlin · Tel. 030 1234"); the name starts at the same x or is
 * centred over the line.
 */
function letterheadAddress(doc: Doc, line: Line, seg: Seg, parts: string[]): Party | undefined {
  if (
    parts.length < 2 ||
    !looksLikeStreet(parts[0] ?? '') ||
    !parsePostcodeLine(parts[1] ?? '') ||
    !parts.slice(2).every((p) => NOT_ADDRESS.test(p))
  )
    return undefined;
  const above = doc.lines[line.index - 1];
  const mid = seg.x + (seg.w || seg.text.length * 4) / 2;
  const nameSeg =
    above?.segs.find((x) => Math.abs(x.x - (line.segs[0]?.x ?? 0)) < 4) ??
    (above?.segs.length === 1 && line.segs.length === 1
      ? above.segs.find((x) => Math.abs(x.x + x.w / 2 - mid) < 15)
      : undefined);
  if (
    !above ||
    !nameSeg ||
    above.page !== line.page ||
    !(line.y - (above.y + above.h) < Math.max(above.h, 8)) ||
    DIGIT.test(nameSeg.text) ||
    isCue(nameSeg.text, 'buyer') ||
    isCue(nameSeg.text, 'delivery')
  )
    return undefined;
  const pc = parsePostcodeLine(parts[1] ?? '') as PostcodeLine;
  return {
    name: nameSeg.text,
    street: parts[0],
    postcode: pc.postcode,
    city: pc.city,
    country: pc.country,
    lines: [above.index, line.index],
    x0: nameSeg.x,
    x1: Math.max(nameSeg.x + nameSeg.w, seg.x + seg.w),
    page: line.page,
    confidence: 0.7,
    nameSource: srcOf(line.page, nameSeg),
  };
}

/** The sender from a segment's parts: name first, the postcode line at least third. */
function senderParty(line: Line, seg: Seg, parts: string[]): Party | undefined {
  if (parts.length < 3) return undefined;
  const pi = parts.findIndex((p, k) => k >= 2 && parsePostcodeLine(p) && !looksLikeStreet(p));
  if (pi < 2) return undefined;
  const pc = parsePostcodeLine(parts[pi] ?? '') as PostcodeLine;
  const name = (parts[0] ?? '').replace(SENDER_PREFIX, '');
  if (FOUR_DIGITS.test(name) || !name) return undefined;
  // the street is the first street-like part ("Firma · 1 Main St · Suite 100 · 12345 Ort")
  const street = parts.slice(1, pi).find((p) => looksLikeStreet(p)) ?? parts[pi - 1] ?? '';
  const country = parts[pi + 1] ? countryCode(parts[pi + 1] ?? '') : undefined;
  return lineParty(line, seg, { name, street, pc, country }, 0.8);
}

/**
 * A sender line without a street, small over the address window ("Lindner Metallbau GmbH & Co.
 * KG, 67433 Neustadt an der Weinstraße"): a company's name (with its legal form) and its town.
 */
function streetlessSender(doc: Doc, line: Line, seg: Seg): Party | undefined {
  if (!smallAboveBlock(doc, line, seg)) return undefined;
  for (const sep of [COMMA_SPACED, SENDER_SEP]) {
    const parts = seg.text
      .split(sep)
      .map((x) => x.trim())
      .filter(Boolean);
    const pc = parts.length === 2 ? parsePostcodeLine(parts[1] ?? '') : undefined;
    const name = parts[0] ?? '';
    if (pc && !looksLikeStreet(parts[1] ?? '') && hasLegalForm(name))
      return lineParty(line, seg, { name, street: '', pc, country: undefined }, 0.7);
  }
  return undefined;
}

/** The one-line sender address above the address window: "Firma · Straße 1 · 12345 Ort". */
export function senderLine(doc: Doc): Party | undefined {
  // a letterhead's address line under the name ("Hauptstraße 1 · 10115 Berlin · Tel. …") is
  // taken when no sender line over the address window follows
  let letterhead: Party | undefined;
  const found: Party[] = [];
  for (const line of doc.lines) {
    if (line.page !== 1) break;
    const page = doc.pages[0];
    if (page && line.y > page.height * 0.5) break;
    for (const seg of [...segmentRuns(line), ...line.segs]) {
      const parts = senderParts(doc, line, seg);
      // (a sender line small over the address window, though it repeats the letterhead: "Firma
      // AG, Weg 1, 12345 Ort" in 6 pt over the recipient)
      const early = smallAboveBlock(doc, line, seg) ? senderParty(line, seg, parts) : undefined;
      const lh = early ? undefined : letterheadAddress(doc, line, seg, parts);
      if (lh) {
        letterhead ??= lh;
        continue;
      }
      const p = early ?? senderParty(line, seg, parts) ?? streetlessSender(doc, line, seg);
      if (p) {
        found.push(p);
        break;
      }
    }
  }
  // (of two sender lines, the one small over the address window: the same text repeated at the
  // page's head, "Firma · Weg 1 · 12345 Ort" as an invisible running head, is no sender line there)
  // … over another's name: not over the letterhead that prints the sender's own name
  const overWindow = found.filter((p) => {
    const line = doc.lines[p.lines[0] ?? -1];
    const seg = line?.segs.find((x) => x.x === p.x0);
    const below = doc.lines[(p.lines[0] ?? -1) + 1]?.segs.find((x) => Math.abs(x.x - p.x0) < 6);
    const own = !!p.name && !!below && below.text.trim().startsWith(p.name);
    return !!line && !!seg && !own && smallAboveBlock(doc, line, seg);
  });
  const pool = found.length > 1 && overWindow.length === 1 ? overWindow : found;
  return namedElsewhere(doc, pool) ?? pool[0] ?? letterhead;
}

/**
 * Of several sender lines, the one whose name is printed on a line of its own as well (the
 * letterhead's "Hochbau Reinhardt GmbH" over "Hoch- und Tiefbau · Gewerbepark Süd 44 · …": that
 * first line names the trade, the sender line over the window the company).
 */
function namedElsewhere(doc: Doc, found: Party[]): Party | undefined {
  if (found.length < 2) return undefined;
  const alone = new Set(
    doc.lines.filter((l) => l.page === 1 && l.segs.length === 1).map((l) => l.text.trim().toLowerCase()),
  );
  return found.find((p) => alone.has((p.name ?? '').trim().toLowerCase()));
}

/** A party whose name and address are the parts of one segment ("Name · Straße · PLZ Ort"). */
function lineParty(
  line: Line,
  seg: Seg,
  p: { name: string; street: string; pc: PostcodeLine; country: string | undefined },
  confidence: number,
): Party {
  return {
    name: p.name,
    street: p.street,
    postcode: p.pc.postcode,
    city: p.pc.city,
    country: p.pc.country ?? p.country,
    lines: [line.index],
    x0: seg.x,
    x1: seg.x + Math.max(seg.w, 1),
    page: line.page,
    confidence,
    nameSource: srcOf(line.page, seg),
  };
}

/**
 * A company's address printed on one line, in a footer or under a letterhead: "Muster GmbH ·
 * Hauptstr. 5 · 12345 Berlin · Tel. …" or with commas. The name comes first, the postcode
 * line at least third; contact and register parts may follow.
 */
/**
 * The parts of a one-line address split at its separators, with "street, town" parts split
 * ("Acme Inc. | 123 Main St, Springfield, IL 62704") and a town split from its state or postcode
 * by a comma joined again ("Springfield" + "IL 62704").
 */
function addressParts(parts: string[]): string[] {
  const out: string[] = [];
  for (const x of parts) {
    const prev = out[out.length - 1];
    if (prev && !DIGIT.test(prev) && !parsePostcodeLine(x) && parsePostcodeLine(`${prev}, ${x}`)) {
      out[out.length - 1] = `${prev}, ${x}`;
      continue;
    }
    const split = parsePostcodeLine(x) ? undefined : splitStreetPostcode(x);
    out.push(...(split ?? [x]));
  }
  return out;
}

export function oneLineAddresses(doc: Doc, exclude: Exclusion): Party[] {
  const out: Party[] = [];
  for (const line of doc.lines) {
    for (const seg of [...segmentRuns(line), ...line.segs]) {
      if (isExcluded(exclude, line.index, seg)) continue;
      for (const sep of [SENDER_SEP, COMMA_SPACED]) {
        const parts = addressParts(
          seg.text
            .split(sep)
            .map((x) => x.trim())
            .filter(Boolean),
        );
        if (parts.length < 3) continue;
        const pi = parts.findIndex(
          (x, k) => k >= 2 && parsePostcodeLine(x) && (!looksLikeStreet(x) || SPACED_POSTCODE_START.test(x)),
        );
        if (pi < 2) continue;
        const name = parts[0] ?? '';
        if (DIGIT.test(name) || NOT_ADDRESS.test(name) || COLON.test(name) || !TWO_LETTERS.test(name))
          continue;
        const street = parts.slice(1, pi).find((x) => looksLikeStreet(x));
        if (!street) continue;
        const pc = parsePostcodeLine(parts[pi] ?? '') as PostcodeLine;
        const country =
          parts[pi + 1] && isCountryLine(parts[pi + 1] ?? '') ? countryCode(parts[pi + 1] ?? '') : undefined;
        out.push(lineParty(line, seg, { name, street, pc, country }, 0.6));
        break;
      }
    }
  }
  return out;
}

/**
 * Regions already taken by another party: whole lines (a set of line indexes) or parties, whose
 * lines are excluded only within their column (two address blocks often share physical lines).
 */
export type Exclusion = Set<number> | Array<Party | undefined>;

export function isExcluded(ex: Exclusion, line: number, seg: Pick<Seg, 'x' | 'w'>): boolean {
  if (ex instanceof Set) return ex.has(line);
  return ex.some(
    (p) =>
      !!p &&
      p.lines.includes(line) &&
      (p.x1 <= p.x0 || (seg.x < p.x1 + 10 && seg.x + Math.max(seg.w, 1) > p.x0 - 10)),
  );
}

/**
 * The segment right above `seg` in its column (same x): the nearest line above that has one,
 * skipping lines of another column set between (a right-hand block at other heights), not over a
 * wide gap.
 */
function segAbove(doc: Doc, line: Line, seg: Seg): Seg | undefined {
  for (let k = line.index - 1; k >= 0 && k >= line.index - 4; k--) {
    const l = doc.lines[k];
    if (!l || l.page !== line.page || line.y - (l.y + l.h) > Math.max(line.h, l.h, 8) * 2.2) return undefined;
    const s = l.segs.find((x) => Math.abs(x.x - seg.x) < 4);
    if (s) return s;
    if (l.segs.some((x) => x.x < seg.x + seg.w && x.x + x.w > seg.x)) return undefined;
  }
  return undefined;
}

/** The segment starting at a segment's x on the next line of its page. */
function segBelow(doc: Doc, line: Line, seg: Seg): Seg | undefined {
  const l = doc.lines[line.index + 1];
  if (!l || l.page !== line.page || l.y - (line.y + line.h) > Math.max(line.h, 8) * 1.5) return undefined;
  return l.segs.find((x) => Math.abs(x.x - seg.x) < 4);
}

/**
 * A postcode line, or "street, postcode city" on one line, or a UK/Irish postcode under a town,
 * or a town and its postcode over the country's name ("Lungsod ng Cebu 6000" / "Pilipinas").
 */
function looseAnchor(doc: Doc, line: Line, seg: Seg): boolean {
  const below = CITY_POSTCODE.test(seg.text.trim()) ? segBelow(doc, line, seg) : undefined;
  const pc =
    parsePostcodeLine(seg.text) ??
    splitStreetPostcode(seg.text) ??
    (below && isCountryLine(below.text)
      ? parsePostcodeLine(`${seg.text.trim()}, ${below.text.trim()}`)
      : undefined) ??
    ((UK_POSTCODE.test(seg.text.trim()) || EIRCODE.test(seg.text.trim())) &&
    isTownLine(segAbove(doc, line, seg)?.text ?? '')
      ? true
      : undefined);
  return !!pc;
}

type Above = Array<{ line: Line; seg: Seg }>;

/**
 * A short bold heading over lines that are not bold ("Gwerthwr", "Díoltóir", "Saltzailea" over a
 * name): the block's top, whatever its language; the lines above it are another block.
 */
function headingOver(s: Seg, below: Seg | undefined): boolean {
  // (over a street or postcode line it is the name's last line: "CLIENT 1" / "CodeSERVICE A" / "1 rue …")
  if (!below || looksLikeStreet(below.text) || parsePostcodeLine(below.text)) return false;
  return !!s.bold && !below.bold && BLOCK_HEADING.test(s.text.trim());
}

/** A single word right under a postcode line in its column: that address's country line. */
function countryUnderPostcode(doc: Doc, k: number, s: Seg): boolean {
  const up = doc.lines[k - 1]?.segs.find((x) => Math.abs(x.x - s.x) < 4);
  return !!up && ONE_LETTER_WORD.test(s.text.trim()) && !!parsePostcodeLine(up.text);
}

/**
 * A letterhead name in a larger font set over the block (flush right or centred over it): the
 * block's top line.
 */
function bigNameOver(l: Line, seg: Seg, above: Above): Seg | undefined {
  if (!above.length) return undefined;
  return l.segs.find(
    (x) =>
      (x.size ?? 0) >= Math.max(...above.map((a) => a.seg.size ?? 99), seg.size ?? 99) * 1.3 &&
      x.x < seg.x + seg.w &&
      x.x + x.w > seg.x &&
      hasLegalForm(x.text),
  );
}

/**
 * Walks up from the postcode line: the lines with a segment starting at the same x (or ending at
 * the same x, flush right), up to five; `delivery` when a delivery cue heads the block.
 */
function linesAbove(
  doc: Doc,
  line: Line,
  seg: Seg,
  right: boolean,
  exclude: Exclusion,
): { above: Above; delivery: boolean } {
  const above: Above = [];
  let cur = line;
  for (let k = line.index - 1; k >= 0 && above.length < 5; k--) {
    const l = doc.lines[k];
    if (l?.page !== 1) break;
    // left-aligned, or right-aligned (an address block set flush right)
    let s =
      l.segs.find((x) => Math.abs(x.x - seg.x) < 4) ??
      (right ? l.segs.find((x) => Math.abs(x.x + x.w - (seg.x + seg.w)) < 3) : undefined);
    const big = s ? undefined : bigNameOver(l, seg, above);
    if (big && cur.y - (l.y + l.h) <= Math.max(cur.h, 8) * 2.2) s = big;
    if (s && isExcluded(exclude, l.index, s)) break;
    if (!s) {
      if (cur.y - (l.y + l.h) > Math.max(cur.h, l.h, 8) * 2.2) break;
      continue;
    }
    if (cur.y - (l.y + l.h) > Math.max(l.h, 8) * 2.2) break;
    if (isCue(s.text, 'delivery')) return { above, delivery: true };
    if (isCue(s.text, 'seller') || isCue(s.text, 'buyer')) break;
    // the document's title set over the recipient's block ("FACTUUR", "INVOICE") is no name, nor
    // is a label of the invoice's data with its value to the right ("Date due | August 16, 2026")
    if (DOC_TITLE_ALONE.test(s.text.trim()) || headerLabelAlone(l, s)) break;
    // the postcode line of the block above ends it, and so does its country line under it
    // ("Nederlando" under "1015 CX Amsterdam")
    if (parsePostcodeLine(s.text) || countryUnderPostcode(doc, k, s)) break;
    // a recipient's address starts at its form of address ("Herrn"): the lines above it,
    // after a wider gap, are another block (the letterhead)
    const top = above[0];
    if (top && PERSON_TITLE.test(top.seg.text) && cur.y - (l.y + l.h) > Math.max(l.h, 8) * 0.8) break;
    above.unshift({ line: l, seg: s });
    cur = l;
    if (s === big || headingOver(s, above[1]?.seg)) break;
  }
  return { above, delivery: false };
}

const HEADER_FIELDS = ['number', 'issueDate', 'dueDate', 'deliveryDate', 'customerNumber'] as const;

/**
 * A label of the invoice's number, dates or customer number, alone in its segment, its value in
 * the next segment of the line ("Date due | August 16, 2026").
 */
function headerLabelAlone(l: Line, s: Seg): boolean {
  const next = l.segs[l.segs.indexOf(s) + 1];
  if (!next || !DIGIT.test(next.text)) return false;
  const t = s.text.trim();
  return HEADER_FIELDS.some((f) => {
    const m = labelRe(f, true).exec(t);
    const rest = t.slice(m?.[0].length ?? 0);
    return !!m && !LETTER.test(rest) && !DIGIT.test(rest);
  });
}

/**
 * The lines right above a postcode line, each alone on its line and centred over it ("EDEKA LÜHRS"
 * / "BAHNHOFSTR. 26" over "40210 DÜSSELDORF"), up to four.
 */
function centredAbove(doc: Doc, line: Line, seg: Seg): Above {
  const above: Above = [];
  const mid = seg.x + seg.w / 2;
  let cur = line;
  for (let k = line.index - 1; k >= 0 && above.length < 4; k--) {
    const l = doc.lines[k];
    const s = l?.segs.length === 1 ? (l.segs[0] as Seg) : undefined;
    if (!l || !s || l.page !== line.page || Math.abs(s.x + s.w / 2 - mid) >= 4) break;
    if (cur.y - (l.y + l.h) > Math.max(l.h, 8) * 1.5 || parsePostcodeLine(s.text)) break;
    above.unshift({ line: l, seg: s });
    cur = l;
  }
  return above;
}

/** The party of a loose block: its lines, a country line under it, contact lines under that. */
function looseParty(doc: Doc, line: Line, seg: Seg, right: boolean, above: Above): Party | undefined {
  const block: BlockLine[] = above.map((a) => ({ text: a.seg.text, line: a.line, seg: a.seg }));
  block.push({ text: seg.text, line, seg });
  const nextLine = doc.lines[line.index + 1];
  const ns = nextLine?.segs.find(
    (x) => Math.abs(x.x - seg.x) < 4 || (right && Math.abs(x.x + x.w - (seg.x + seg.w)) < 3),
  );
  if (nextLine && ns && isCountryLine(ns.text)) block.push({ text: ns.text, line: nextLine, seg: ns });
  const p = parseBlock(block, 0.6);
  if (!p?.name) return undefined;
  const last = block[block.length - 1] as BlockLine;
  const below = doc.lines[last.line.index + 1];
  const bs = below?.segs.find((x) => Math.abs(x.x - last.seg.x) < 4);
  if (
    below &&
    bs &&
    below.page === last.line.page &&
    below.y - (last.line.y + last.line.h) < Math.max(last.line.h, 8) * 1.5 &&
    CONTACT_BELOW.test(bs.text)
  )
    p.contactBelow = true;
  // (the seller's tax number under the block: "Steuer-Nr. 266/5862/6935" — a letterhead's; not a
  // VAT id as the first value after a tax label: "VSK nr.: NL907582137B06", "PIB kupca:
  // DE481139807" under a buyer's block)
  const tax = bs && below?.page === last.line.page ? labelRe('taxNumber', true).exec(bs.text.trim()) : null;
  const value = tax && bs ? bs.text.trim().slice(tax[0].length) : '';
  const first = value.split(SPACES).find((w) => DIGIT.test(w));
  if (first && !findVatIds(first).length) p.taxBelow = true;
  if (PERSON_TITLE.test(p.name)) p.person = true;
  return p;
}

/**
 * A line's segments, a town's with the postcode set apart beside it joined to it ("DERBY  DE1 3AH"
 * in a monospaced letterhead, "Dublin 2   D02 X285"): gaps up to 3 em.
 */
function townWithPostcode(line: Line): Seg[] {
  const out: Seg[] = [];
  for (const s of line.segs) {
    const prev = out[out.length - 1];
    const pc = s.text.trim();
    const gap = prev ? s.x - (prev.x + prev.w) : Infinity;
    if (
      prev &&
      (UK_POSTCODE.test(pc) || EIRCODE.test(pc)) &&
      gap <= 3 * (s.size ?? s.h) &&
      isTownLine(prev.text)
    )
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()} ${pc}`, w: s.x + s.w - prev.x };
    else out.push(s);
  }
  return out;
}

/**
 * Address blocks on page 1 without a cue: a postcode line with the lines above it aligned on the
 * same x (name, street). Returned top to bottom.
 */
export function looseBlocks(doc: Doc, exclude: Exclusion): Party[] {
  const out: Party[] = [];
  const lines = doc.lines.filter((l) => l.page === 1);
  const segs1 = lines.flatMap((l) => l.segs);
  const left = Math.min(...segs1.map((x) => x.x));
  const printed = { left, width: Math.max(...segs1.map((x) => x.x + x.w)) - left };
  for (const line of lines) {
    for (const seg of townWithPostcode(line)) {
      if (isExcluded(exclude, line.index, seg)) continue;
      if (!looseAnchor(doc, line, seg)) continue;
      // flush right: near the right edge of the page, or of the printed area (a page printed
      // smaller than its paper, a portrait page scaled onto landscape)
      const pageW = doc.pages[0]?.width ?? 595;
      const right = seg.x + seg.w > pageW * 0.85 || seg.x + seg.w > printed.left + 0.85 * printed.width;
      const { above, delivery } = linesAbove(doc, line, seg, right, exclude);
      if (delivery) continue;
      // (no line aligned over it: the lines centred over it, a receipt's head)
      const centred = above.length ? [] : centredAbove(doc, line, seg);
      if (!above.length && !centred.length) continue;
      const p = looseParty(doc, line, seg, right, above.length ? above : centred);
      if (p && centred.length) p.centred = true;
      if (p) out.push(p);
    }
  }
  return out;
}

/** A company name with a legal form, searched in letterhead and footer lines. */
export function legalNameLines(doc: Doc, exclude: Exclusion): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  for (const line of doc.lines) {
    for (const seg of line.segs) {
      if (isExcluded(exclude, line.index, seg)) continue;
      for (const part of seg.text.split(SENDER_SEP)) {
        const t = part.trim().replace(TITLE_FROM, '');
        if (!hasLegalForm(t) || t.length > 60 || THREE_DIGITS.test(t) || COLON.test(t)) continue;
        if (NOT_ADDRESS.test(t)) continue;
        const m = LEGAL_FORM.exec(t);
        // "… GmbH & Co. KG": the form goes on after "& Co."
        const tail = m ? (AND_CO_FORM.exec(t.slice(m.index + m[0].length))?.[0] ?? '') : '';
        let name = m ? t.slice(0, m.index + m[0].length + tail.length).trim() : t;
        // a name wrapped over two lines: the line right above, same column, set tight
        const prev = doc.lines[line.index - 1];
        const ps = prev?.segs.find((x) => Math.abs(x.x - seg.x) < 3);
        if (
          prev &&
          ps &&
          part === seg.text &&
          prev.page === line.page &&
          prev.segs.length === 1 &&
          line.segs.length === 1 &&
          line.y - (prev.y + prev.h) < Math.max(prev.h, 6) * 0.3 &&
          !DIGIT_COLON_OR_AT.test(ps.text) &&
          !NOT_ADDRESS.test(ps.text) &&
          !hasLegalForm(ps.text) &&
          !isExcluded(exclude, prev.index, ps) &&
          ps.text.split(SPACES).length <= 4
        )
          name = `${ps.text.trim()} ${name}`;
        if (name.split(SPACES).length > 8) continue;
        out.push({
          value: name,
          confidence: line.page === 1 ? 0.55 : 0.4,
          line: line.index,
          source: srcOf(line.page, seg),
        });
      }
    }
  }
  return out;
}

export function preferRepeatedName(doc: Doc, p: Party | undefined): Party | undefined {
  // a name with a legal form is the legal name (the line under it is a contact or a trade name)
  if (!p?.name || !p.altName || (hasLegalForm(p.name) && !hasLegalForm(p.altName))) return p;
  const norm = (t: string) => t.trim().replace(SPACES_G, ' ').toLowerCase();
  const printedElsewhere = (name: string) => {
    const n = norm(name);
    return doc.lines.some(
      (l) =>
        !p.lines.includes(l.index) &&
        l.segs.some((s, k) => {
          const t = norm(s.text);
          // after a label only when it names the party ("NOM :", "Kontoinhaber:"), not a
          // person's role ("Geschäftsführer:", "Contact:")
          const label = LABEL_COLON_VALUE.exec(t);
          if (label?.[2] === n) return HOLDER_LABEL.test(label[1] ?? '');
          const prev = l.segs[k - 1]?.text.trim() ?? '';
          if (t === n) return !COLON_END.test(prev) || HOLDER_LABEL.test(prev.replace(SPACE_COLON_END, ''));
          return !label && t.split(NAME_LIST_SEP).includes(n);
        }),
    );
  };
  if (printedElsewhere(p.altName) && !printedElsewhere(p.name))
    return { ...p, name: p.altName, nameSource: p.altNameSource ?? p.nameSource };
  return p;
}

/**
 * A French invoice states the company's form in its legal mentions ("SARL au capital de
 * 120 000 €", Code de commerce R123-237); the denomination (dénomination sociale) is the name
 * without it, even where the letterhead prints "Au bon moulin SARL". Only when the document
 * has that statement for the same form: elsewhere the form stays part of the name.
 */
export function denominationWithoutForm(doc: Doc, p: Party | undefined): Party | undefined {
  const m = p?.name ? FR_FORM.exec(p.name.trim()) : null;
  if (!p || !m?.[1] || !m[2]) return p;
  const stated = capitalStatement(m[2]);
  if (!doc.lines.some((l) => stated.test(l.segs.map((s) => s.text).join(' ')))) return p;
  return { ...p, name: m[1].trim() };
}

/**
 * A company's address in the page footer without its name, as letterheads print it when the
 * name stands at the top of the page: "25 rue du Fournisseur 92120 MONTROUGE - France - Tél : …",
 * "Hauptstraße 5 · 12345 Berlin · Tel. …" — a street, then a postcode line, in the lowest
 * quarter of a page (or the `region` given: the letterhead's line under the name). The first
 * such line (page 1 first) that no excluded party holds.
 */
export function footerAddress(
  doc: Doc,
  exclude: Exclusion,
  region: (y: number, height: number, page: number) => boolean = (y, h) => y >= h * 0.75,
):
  | { street: string; postcode: string; city: string; country?: string; source: Candidate['source'] }
  | undefined {
  const pages = [...new Set(doc.lines.map((l) => l.page))];
  for (const page of pages) {
    const h = doc.pages[page - 1]?.height ?? 842;
    for (const line of doc.lines) {
      if (line.page !== page || !region(line.y, h, page)) continue;
      for (const seg of [...segmentRuns(line), ...line.segs]) {
        if (isExcluded(exclude, line.index, seg)) continue;
        const parts = addressParts(
          seg.text
            .split(FOOTER_SEP)
            .map((x) => x.trim())
            .filter(Boolean),
        ).flatMap((x) => {
          // street and postcode line run together ("25 rue du Fournisseur 92120 MONTROUGE")
          const m = STREET_THEN_POSTCODE.exec(x);
          return m?.[1] && m[2] && looksLikeStreet(m[1]) && parsePostcodeLine(m[2]) ? [m[1], m[2]] : [x];
        });
        const pi = parts.findIndex((x, k) => k >= 1 && !!parsePostcodeLine(x) && !looksLikeStreet(x));
        const street = parts[pi - 1];
        if (pi < 1 || !street || !looksLikeStreet(street) || NOT_ADDRESS.test(street)) continue;
        // the street must open the line or follow a name-less part (no "Muster GmbH, Str. 5 …":
        // a named one-line address is read with its name)
        if (pi - 1 > 0) continue;
        const pc = parsePostcodeLine(parts[pi] ?? '') as PostcodeLine;
        const next = parts[pi + 1];
        const country = next && isCountryLine(next) ? countryCode(next) : undefined;
        return {
          street,
          postcode: pc.postcode,
          city: pc.city,
          country: pc.country ?? country,
          source: srcOf(line.page, seg),
        };
      }
    }
  }
  return undefined;
}

/**
 * A letterhead printed as a title: the largest print at the top of page 1 (a quarter of the
 * page), clearly larger than the body text, that is no document title ("FACTURE", "Rechnung"),
 * no label, number or date, and no excluded party's — the seller's name when no block names it.
 */
export function letterheadTitle(
  doc: Doc,
  exclude: Exclusion,
  notName?: string,
  skip?: (text: string) => boolean,
): Candidate<string> | undefined {
  const page1 = doc.lines.filter((l) => l.page === 1);
  const sizes = page1
    .flatMap((l) => l.segs.map((s) => s.size ?? 0))
    .filter((s) => s > 0)
    .sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)];
  if (!body) return undefined;
  const h = doc.pages[0]?.height ?? 842;
  let bestC: Candidate<string> | undefined;
  let bestSize = 0;
  for (const line of page1) {
    if (line.y > h * 0.25) continue;
    for (const seg of line.segs) {
      const t = seg.text.trim();
      const size = seg.size ?? 0;
      if (size < body * 1.25 || size <= bestSize) continue;
      if (isExcluded(exclude, line.index, seg)) continue;
      if (t.length < 3 || t.length > 60 || !TWO_LETTERS.test(t) || COLON_AT_OR_THREE_DIGITS.test(t)) continue;
      if (DOC_TITLE.test(t) || NOT_ADDRESS.test(t) || LOGO_WORD.test(t)) continue;
      if ((notName && t.toLowerCase() === notName.toLowerCase()) || skip?.(t)) continue;
      bestC = { value: t, confidence: 0.5, source: srcOf(line.page, seg), line: line.index };
      bestSize = size;
    }
  }
  return bestC;
}

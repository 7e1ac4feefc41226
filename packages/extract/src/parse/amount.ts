/**
 * Amounts and quantities as printed: German (1.234,56), English (1,234.56), French/Swiss
 * (1 234,56 / 1'234.56), with currency symbols or codes, leading or trailing minus, and
 * parentheses for negatives. Results are plain decimal strings for the model (never floats).
 */

/** Which character separates decimals in a document: ',' (de, fr, nl) or '.' (en). */
export type DecimalMark = ',' | '.';

const CURRENCY_RE = /(€|\$|£|¥|CHF|EUR|USD|GBP|Fr\.|SFr\.?|EURO?S?)/gi;

/**
 * Parse one printed amount. `mark` is the document's decimal mark (guessed by `guessDecimalMark`);
 * it only decides ambiguous cases such as "1.000" or "1,000". Returns undefined when the text is
 * not an amount.
 */
export function parseAmount(text: string, mark: DecimalMark = ','): string | undefined {
  const kronor = kronorAmount(text);
  if (kronor !== undefined) return kronor;
  const fraction = VULGAR_FRACTION.exec(text.trim());
  if (fraction) return vulgarFraction(fraction[1] ?? '', fraction[2] ?? '');
  let s = text
    .trim()
    .replace(CURRENCY_RE, '')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .trim();
  let neg = false;
  if (/^\(.*\)$/.test(s)) {
    neg = true;
    s = s.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(s)) {
    neg = !neg;
    s = s.slice(1).trim();
  } else if (/^\+/.test(s)) s = s.slice(1).trim();
  if (/[-−–]$/.test(s)) {
    neg = !neg;
    s = s.slice(0, -1).trim();
  }
  // thousands separated by spaces or apostrophes: only groups of exactly three digits
  if (/^\d{1,3}(?:[ '’]\d{3})+(?:[.,]\d+)?$/.test(s)) s = s.replace(/[ '’]/g, '');
  if (!/^\d[\d.,]*$/.test(s) && !/^[.,]\d+$/.test(s)) return undefined;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let int: string;
  let frac = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decIdx = Math.max(lastDot, lastComma);
    const thou = decIdx === lastDot ? ',' : '.';
    int = s.slice(0, decIdx);
    frac = s.slice(decIdx + 1);
    if (!new RegExp(`^\\d{1,3}(\\${thou}\\d{3})*$`).test(int) || !/^\d+$/.test(frac)) return undefined;
    int = int.split(thou).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    if (parts.length > 2) {
      if (!parts.slice(1).every((p) => p.length === 3) || (parts[0] ?? '').length > 3) return undefined;
      int = parts.join('');
    } else {
      const [a = '', b = ''] = parts;
      if (!/^\d*$/.test(a) || !/^\d+$/.test(b)) return undefined;
      if (b.length === 3 && sep !== mark && a.length > 0 && a.length <= 3 && a !== '0') int = a + b;
      else {
        int = a || '0';
        frac = b;
      }
    }
  } else {
    int = s;
  }
  int = int.replace(/^0+(?=\d)/, '');
  const out = frac ? `${int}.${frac}` : int;
  const zero = /^0+(\.0+)?$/.test(out);
  return neg && !zero ? `-${out}` : out;
}

/**
 * Swedish kronor and öre after a colon ("2 123:83", "SEK 530:96", "1 234:50 kr", "95:-"): an
 * amount only with its thousands grouped or a kronor sign beside it — "12:30" alone is a time.
 */
const KRONOR_RE =
  /^([-−–]\s?)?(?:(?:SEK|kr\.?)\s?)?(\d{1,3}(?:[ \u00a0\u202f]\d{3})*):(\d{2}|-)(?:\s?(?:SEK|kr\.?))?$/i;

function kronorAmount(text: string): string | undefined {
  const t = text.trim();
  const m = KRONOR_RE.exec(t);
  if (!m?.[2] || !m[3]) return undefined;
  const signed = /SEK|kr/i.test(t);
  const grouped = /\d[ \u00a0\u202f]\d/.test(m[2]);
  if (!signed && !grouped) return undefined;
  const int = m[2].replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const out = m[3] === '-' ? int : `${int}.${m[3]}`;
  return m[1] && !/^0+(\.0+)?$/.test(out) ? `-${out}` : out;
}

/** "½", "1½", "2 ¼": a quantity with a vulgar fraction (halves and quarters). */
const VULGAR_FRACTION = /^(\d{0,3})\s?([½¼¾])$/;
const FRACTIONS: Record<string, string> = { '½': '5', '¼': '25', '¾': '75' };

function vulgarFraction(whole: string, sign: string): string {
  return `${whole.replace(/^0+(?=\d)/, '') || '0'}.${FRACTIONS[sign] ?? ''}`;
}

/** A number-like token inside a line of text. */
export interface AmountToken {
  value: string;
  raw: string;
  index: number;
  /** a % sign follows */
  percent: boolean;
  /** a currency symbol or code is attached */
  currency: boolean;
}

const TOKEN_RE =
  /(?<![\w.,:/-])\d{0,3}[½¼¾](?![\w/])|(?<![\w.,:/-])(?:[-−–]\s?)?(?:(?:SEK|kr\.?)\s?\d{1,3}(?:[ \u00a0\u202f]\d{3})*|\d{1,3}(?:[ \u00a0\u202f]\d{3})+):(?:\d{2}|-)(?:\s?(?:SEK|kr\b\.?))?(?![\w/:]|\d)|(?<![\w.,:/-])\d{1,3}(?:[ \u00a0\u202f]\d{3})*:(?:\d{2}|-)\s?(?:SEK|kr\b\.?)(?![\w/])|(?<![\w.,/-])(?:[-−–]\s?)?(?:€\s?|\$\s?|£\s?)?\(?\d{1,3}(?:(?:[.,'’]|\u00a0|\u202f| (?=\d{3}(?!\d)))\d{3})*(?:[.,]\d+)?\)?(?:-(?!\d))?(?:\s?(?:€|EUR|\$|USD|£|GBP|CHF))?(?:(?<=\(\d[^()]*)\))?(?:\s?%)?(?![\w/]|[.,]\d)|(?<![\w.,/-])[-−–]?\d+(?:[.,]\d+)?(?:\s?(?:€|EUR|%))?(?![\w/]|[.,]\d)/g;

/** All amount-like tokens in a text, left to right. */
export function findAmounts(text: string, mark: DecimalMark = ','): AmountToken[] {
  const out: AmountToken[] = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) {
    const raw = m[0];
    const percent = /%$/.test(raw);
    const value = parseAmount(raw.replace(/%$/, ''), mark);
    if (value === undefined) continue;
    out.push({ value, raw, index: m.index, percent, currency: /€|EUR|\$|USD|£|GBP|CHF|SEK|kr/.test(raw) });
  }
  return out;
}

/** Guess the document's decimal mark from how amounts with two decimals are written. */
export function guessDecimalMark(raw: string): DecimalMark {
  // dates ("21.05.2014") and times of day ("08.30 - 12.30 Uhr") are no amounts
  const text = raw
    .replace(/\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g, ' ')
    .replace(/\b\d{1,2}\.\d{2}\s*[-–]\s*\d{1,2}\.\d{2}(?=\s*(?:uhr|h\b|,|$))/gim, ' ')
    .replace(/\b\d{1,2}\.\d{2}\s*uhr\b/gi, ' ');
  const comma = (text.match(/\d,\d{2}(?!\d)/g) ?? []).length;
  const dot = (text.match(/\d\.\d{2}(?!\d)/g) ?? []).length;
  const dotThousands = (text.match(/\d\.\d{3},\d/g) ?? []).length;
  const commaThousands = (text.match(/\d,\d{3}\.\d/g) ?? []).length;
  const c = comma + dotThousands * 2;
  const d = dot + commaThousands * 2;
  return d > c ? '.' : ',';
}

/**
 * Lexical checks of the XSD built-in types the e-invoice schemas use (XML Schema 1.0 rules as the
 * JDK's Xerces applies them). Values are whitespace-collapsed first, except for strings.
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DATE = /^(-?)(\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validTz(tz: string | undefined): boolean {
  if (!tz || tz === 'Z') return true;
  const h = Number(tz.slice(1, 3));
  const m = Number(tz.slice(4, 6));
  return m <= 59 && (h < 14 || (h === 14 && m === 0));
}

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m?.[2] || !m[3] || !m[4]) return false;
  if (m[2].length > 4 && m[2].startsWith('0')) return false;
  const year = Number(m[2]);
  const month = Number(m[3]);
  const day = Number(m[4]);
  if (year === 0) return false;
  if (month < 1 || month > 12) return false;
  // a negative year y is year y+1 in the proleptic calendar's leap rule (XSD 1.0 has no year 0)
  const leapYear = m[1] === '-' ? year - 1 : year;
  if (day < 1 || day > daysInMonth(leapYear, month)) return false;
  return validTz(m[5]);
}

function validTime(s: string): boolean {
  const m = TIME.exec(s);
  if (!m?.[1] || !m[2] || !m[3]) return false;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const sec = Number(m[3]);
  if (h === 24) return min === 0 && sec === 0 && !/[1-9]/.test(m[4] ?? '') && validTz(m[5]);
  return h <= 23 && min <= 59 && sec <= 59 && validTz(m[5]);
}

function validDateTime(s: string): boolean {
  const i = s.indexOf('T');
  if (i < 0) return false;
  const date = s.slice(0, i);
  const rest = s.slice(i + 1);
  const tz = /(Z|[+-]\d{2}:\d{2})$/.exec(rest)?.[0] ?? '';
  return validDate(date) && validTime(rest.slice(0, rest.length - tz.length) + tz);
}

const B64 = /^[A-Za-z0-9+/]*$/;

/** base64Binary as Xerces checks it: groups of four, padding only at the end, unused bits zero. */
function validBase64(s: string): boolean {
  const t = s.replace(/[ \t\r\n]/g, '');
  if (t.length % 4 !== 0) return false;
  const pad = t.endsWith('==') ? 2 : t.endsWith('=') ? 1 : 0;
  const body = t.slice(0, t.length - pad);
  if (!B64.test(body)) return false;
  if (pad === 0) return true;
  const last = body[body.length - 1] ?? '';
  const v = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.indexOf(last);
  return pad === 2 ? (v & 0xf) === 0 : (v & 0x3) === 0;
}

const B64_VALUE = new Int8Array(128).fill(-1);
for (let k = 0; k < 64; k++)
  B64_VALUE['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(k)] = k;

/**
 * base64Binary, fast: the octet length of a valid literal (whitespace skipped), or -1 when the
 * quick check cannot confirm it (then `normalize` + `validLiteral` decide and explain). Large
 * attachments are scanned by two regular expressions instead of being copied and re-scanned.
 */
export function base64Octets(raw: string): number {
  if (!B64_LOOSE.test(raw)) return -1;
  const t = raw.replace(XML_WS_RUNS, '');
  if (t.length % 4 !== 0) return -1;
  const pad = t.endsWith('==') ? 2 : t.endsWith('=') ? 1 : 0;
  if (pad > 0) {
    const v = B64_VALUE[t.charCodeAt(t.length - pad - 1)] ?? -1;
    if (v < 0 || (pad === 2 ? v & 0xf : v & 0x3) !== 0) return -1;
  }
  return (t.length / 4) * 3 - pad;
}
/** alphabet and whitespace, then at most two `=` and whitespace (measured: fast in V8) */
const B64_LOOSE = /^[A-Za-z0-9+/ \t\r\n]*={0,2}[ \t\r\n]*$/;
const XML_WS_RUNS = /[ \t\r\n]+/g;

/** The value after XSD whitespace processing for a built-in type. */
export function normalize(base: string, raw: string): string {
  if (base === 'string') return raw;
  // most values hold no whitespace at all: nothing to collapse or trim
  if (!XML_WS.test(raw)) return raw;
  if (base === 'normalizedString') return raw.replace(/[\t\r\n]/g, ' ');
  // XML whitespace only (String.prototype.trim would also remove e.g. U+00A0)
  return raw.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

/** Is `value` (already normalized) a valid literal of the built-in type `base`? */
export function validLiteral(base: string, value: string): boolean {
  switch (base) {
    case 'decimal':
      return DECIMAL.test(value);
    case 'integer':
      return /^[+-]?\d+$/.test(value);
    case 'boolean':
      return value === 'true' || value === 'false' || value === '1' || value === '0';
    case 'date':
      return validDate(value);
    case 'time':
      return validTime(value);
    case 'dateTime':
      return validDateTime(value);
    case 'base64Binary':
      return validBase64(value);
    default:
      // string, normalizedString, token, anyURI: every character sequence (Xerces accepts any anyURI)
      return true;
  }
}

/** Length of a value for the length facets (characters; octets for base64Binary). */
export function valueLength(base: string, value: string): number {
  if (base === 'base64Binary') {
    const t = value.replace(/[ \t\r\n]/g, '');
    return (t.length / 4) * 3 - (t.endsWith('==') ? 2 : t.endsWith('=') ? 1 : 0);
  }
  // characters are code points: a surrogate pair counts once
  return HIGH_SURROGATE.test(value) ? [...value].length : value.length;
}
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
const XML_WS = /[ \t\r\n]/;

/**
 * Display formatting for the invoice views: decimal strings, amounts with currency, dates, per
 * language (de → de-DE, en → en-US). Amounts are formatted from their decimal text (digit
 * grouping and separators done on the string), never through a binary float, so no digit of
 * the source is lost or invented; only the currency symbol and its position come from Intl.
 */
import type { ViewLang } from './labels.ts';

const LOCALE: Record<ViewLang, string> = { en: 'en-US', de: 'de-DE' };
const SEP: Record<ViewLang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};
const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal string with grouping and the language's separators; at least `minFraction` decimals
 * (padded with zeros), never fewer than the source has. Non-decimal text is returned unchanged.
 */
export function formatDecimal(raw: string, lang: ViewLang, minFraction = 0): string {
  const m = DECIMAL_RE.exec(raw.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return raw;
  const sign = m[1] === '-' ? '−' : '';
  const intPart = (m[2] || '0').replace(/^0+(?=\d)/, '');
  let frac = m[3] ?? '';
  while (frac.length < minFraction) frac += '0';
  const { group, decimal } = SEP[lang];
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${frac ? decimal + frac : ''}`;
}

const currencyCache = new Map<string, { prefix: string; suffix: string } | null>();

function currencyAffixes(currency: string, lang: ViewLang): { prefix: string; suffix: string } | null {
  const key = `${lang}:${currency}`;
  const hit = currencyCache.get(key);
  if (hit !== undefined) return hit;
  let result: { prefix: string; suffix: string } | null = null;
  try {
    const parts = new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency }).formatToParts(1);
    const i = parts.findIndex((p) => p.type === 'currency');
    const n = parts.findIndex((p) => p.type === 'integer');
    const cur = parts[i];
    if (cur && i >= 0 && n >= 0) {
      if (i < n)
        result = {
          prefix: parts
            .slice(i, n)
            .map((p) => p.value)
            .join(''),
          suffix: '',
        };
      else {
        const lastNum = parts.findLastIndex((p) => p.type === 'fraction' || p.type === 'integer');
        result = {
          prefix: '',
          suffix: parts
            .slice(lastNum + 1)
            .map((p) => p.value)
            .join(''),
        };
      }
    }
  } catch {
    result = null;
  }
  currencyCache.set(key, result);
  return result;
}

/** An amount with its currency: "1.234,56 €" (de), "€1,234.56" (en). Minimum two decimals. */
export function formatAmount(raw: string, currency: string | undefined, lang: ViewLang): string {
  const n = formatDecimal(raw, lang, 2);
  if (n === raw && !DECIMAL_RE.test(raw.trim())) return raw;
  if (!currency) return n;
  const a = currencyAffixes(currency.trim(), lang);
  if (!a) return `${n} ${currency}`;
  if (a.prefix) {
    // sign before the symbol: −€5.00
    return n.startsWith('−') ? `−${a.prefix}${n.slice(1)}` : `${a.prefix}${n}`;
  }
  return `${n}${a.suffix}`;
}

/** A percentage: "19 %" (de), "19%" (en). */
export function formatPercent(raw: string, lang: ViewLang): string {
  const n = formatDecimal(raw, lang);
  if (n === raw && !DECIMAL_RE.test(raw.trim())) return raw;
  return lang === 'de' ? `${n} %` : `${n}%`;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFormats = new Map<ViewLang, Intl.DateTimeFormat>();

/** A date: "15.03.2024" (de), "Mar 15, 2024" (en). Text that is not YYYY-MM-DD stays as it is. */
export function formatDate(raw: string, lang: ViewLang): string {
  const m = DATE_RE.exec(raw.trim());
  if (!m) return raw;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(m[3])) return raw;
  let f = dateFormats.get(lang);
  if (!f) {
    f =
      lang === 'de'
        ? new Intl.DateTimeFormat('de-DE', {
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(lang, f);
  }
  return f.format(d);
}

// Number, money and date display in the page's locale (en-US, de-DE). Money stays a decimal
// string end to end: Intl.NumberFormat formats decimal strings exactly, no float conversion.
import type { Lang } from '../route-list.ts';
import { LOCALES } from './lang.ts';

type Decimal = `${number}`;

export function formatMoney(amount: Decimal, lang: Lang, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}

/** An amount without currency in the page's locale, two decimals at least: "160,00" (de), "160.00" (en). */
export function formatAmount(amount: Decimal, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 20 }).format(
    amount,
  );
}

export function formatInteger(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(value);
}

/** A calendar date `YYYY-MM-DD`, shown as e.g. "January 7, 2025" / "7. Januar 2025". */
export function formatDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A timestamp (ISO 8601) as date and time in the page's locale, e.g. "Jan 7, 2025, 3:04 PM". */
export function formatDateTime(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

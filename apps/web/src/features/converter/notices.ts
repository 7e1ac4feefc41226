// The extractor's notices (no invoice number found, totals that do not add up …) as texts in the
// page's language: `notices.codes.<CODE>` of the converter messages, with the parameters
// interpolated and amounts formatted like the rest of the review form (formatMoney).

import { formatMoney } from '../../lib/format.ts';
import type { Lang } from '../../route-list.ts';
import type { ExtractNotice } from './api.ts';

/** Parameters that carry an amount (decimal strings as extracted). */
export const AMOUNT_PARAMS: ReadonlySet<string> = new Set([
  'net',
  'vat',
  'gross',
  'due',
  'lines',
  'document',
]);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** An amount in the page's locale and the invoice currency; anything else as it came. */
export function formatNoticeAmount(value: string, lang: Lang, currency: string | undefined): string {
  if (!DECIMAL.test(value)) return value;
  try {
    return formatMoney(value as `${number}`, lang, currency || 'EUR');
  } catch {
    // an unknown currency code: the number alone
    return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2 }).format(
      value as `${number}`,
    );
  }
}

export function noticeParams(
  n: ExtractNotice,
  lang: Lang,
  currency: string | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(n.params ?? {})) {
    if (typeof v !== 'string') continue;
    out[k] = AMOUNT_PARAMS.has(k) ? formatNoticeAmount(v, lang, currency) : v;
  }
  return out;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** The review-form field each notice is about (model path): the notice links to it. */
export const NOTICE_FIELDS: Readonly<Record<string, string>> = {
  EXTRACT_NO_NUMBER: 'number',
  EXTRACT_NO_ISSUE_DATE: 'issueDate',
  EXTRACT_NO_SELLER: 'seller.name',
  EXTRACT_NO_BUYER: 'buyer.name',
  EXTRACT_TOTALS_MISMATCH: 'totals.taxInclusive',
  EXTRACT_DUE_MISMATCH: 'totals.paidAmount',
  EXTRACT_LINES_SUM_MISMATCH: 'totals.lineNetTotal',
};

export interface NoticeItem {
  text: string;
  /** model path of the field to check, when the notice is about one */
  field?: string;
}

/** Like noticeTexts, with the field each notice is about. */
export function noticeItems(
  entry: { notices?: ExtractNotice[]; warnings?: string[] },
  lang: Lang,
  currency: string | undefined,
  t: T,
): NoticeItem[] {
  const notices = Array.isArray(entry.notices) ? entry.notices : undefined;
  const texts = noticeTexts(entry, lang, currency, t);
  if (!notices) return texts.map((text) => ({ text }));
  const valid = notices.filter((n) => n && typeof n.code === 'string');
  return texts.map((text, i) => {
    const field = NOTICE_FIELDS[valid[i]?.code ?? ''];
    return field ? { text, field } : { text };
  });
}

/**
 * The texts to show for an entry: its notices localized; for a code this app has no text for,
 * the server's English warning at the same place (or the code). An entry saved before notices
 * existed shows its English warnings.
 */
export function noticeTexts(
  entry: { notices?: ExtractNotice[]; warnings?: string[] },
  lang: Lang,
  currency: string | undefined,
  t: T,
): string[] {
  const notices = Array.isArray(entry.notices) ? entry.notices : undefined;
  const warnings = Array.isArray(entry.warnings) ? entry.warnings : [];
  if (!notices) return warnings.filter((w) => typeof w === 'string' && w.trim() !== '');
  const aligned = warnings.length === notices.length;
  return notices.flatMap((n, i) => {
    if (!n || typeof n.code !== 'string') return [];
    const fallback = (aligned ? warnings[i] : undefined) ?? n.code;
    return [t(`notices.codes.${n.code}`, { ...noticeParams(n, lang, currency), defaultValue: fallback })];
  });
}

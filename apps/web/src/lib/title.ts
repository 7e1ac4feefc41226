import type { Lang } from '../route-list.ts';

export const SITE_NAME: Record<Lang, string> = { en: 'Invoice Converter', de: 'Rechnungskonverter' };
export const TITLE_MAX = 60;

/** `{page title} | {site name}`, cut to 60 characters plus "…" when longer. */
export function pageTitle(title: string, lang: Lang, max = TITLE_MAX): string {
  const full = title ? `${title} | ${SITE_NAME[lang]}` : SITE_NAME[lang];
  const chars = Array.from(full);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : full;
}

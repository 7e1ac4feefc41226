// Language rules (product spec section 2): the first path segment is the language; anything
// other than `de` counts as `en`; unprefixed paths redirect to the current language.
import { type Lang, ROUTE_FIRST_SEGMENTS } from '../route-list.ts';

export const LANG_STORAGE_KEY = 'lang';
/** Cookie the language switch sets; the server's redirect of `/` reads it. */
export const LANG_COOKIE = 'lang';
export const LOCALES: Record<Lang, string> = { en: 'en-US', de: 'de-DE' };

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'de';
}

/** Language of a first path segment: `de` is German, anything else English. */
export function langOfSegment(segment: string | undefined): Lang {
  return segment === 'de' ? 'de' : 'en';
}

/** Current language: the remembered choice, else the browser's language when it starts with "de", else en. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Lang {
  if (isLang(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** `/de/blog/x` → { first: 'de', rest: '/blog/x' }; `/` → { first: undefined, rest: '' }. */
export function splitPath(pathname: string): { first: string | undefined; rest: string } {
  const trimmed = pathname.replace(/^\/+/, '');
  if (trimmed === '') return { first: undefined, rest: '' };
  const i = trimmed.indexOf('/');
  if (i === -1) return { first: trimmed, rest: '' };
  const rest = trimmed.slice(i);
  return { first: trimmed.slice(0, i), rest: rest === '/' ? '' : rest };
}

/** `/{lang}` + a path below it ('' or '/convert' or 'convert'). */
export function localizedPath(lang: Lang, path: string): string {
  if (path === '' || path === '/') return `/${lang}`;
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Language switch: replace the first path segment, keep the rest. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  return localizedPath(lang, splitPath(pathname).rest);
}

const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z0-9]{2,8})?$/i;

/**
 * Where a path that does not start with `/en` or `/de` must go, or null when it already does.
 * - `/` and unprefixed route paths (`/convert`, `/blog/x`, `/foo`) get the current language put in front.
 * - A first segment that looks like another language (`/fr/convert`, `/EN`) counts as en and is replaced.
 */
export function redirectTarget(pathname: string, currentLang: Lang, search = '', hash = ''): string | null {
  const { first, rest } = splitPath(pathname);
  if (first === 'en' || first === 'de') return null;
  const tail = `${search}${hash}`;
  if (first === undefined) return `/${currentLang}${tail}`;
  if (!ROUTE_FIRST_SEGMENTS.has(first) && LANGUAGE_TAG.test(first))
    return `${localizedPath('en', rest)}${tail}`;
  return `${localizedPath(currentLang, pathname)}${tail}`;
}

import { describe, expect, it } from 'vitest';
import { ROUTES } from '../route-list.ts';
import {
  detectLanguage,
  langOfSegment,
  localizedPath,
  redirectTarget,
  splitPath,
  switchLanguagePath,
} from './lang.ts';

describe('detectLanguage', () => {
  it('prefers the remembered choice', () => {
    expect(detectLanguage('de', 'en-US')).toBe('de');
    expect(detectLanguage('en', 'de-DE')).toBe('en');
  });
  it('falls back to the browser language starting with "de", else en', () => {
    expect(detectLanguage(null, 'de-DE')).toBe('de');
    expect(detectLanguage(null, 'de')).toBe('de');
    expect(detectLanguage(undefined, 'DE-at')).toBe('de');
    expect(detectLanguage(null, 'en-GB')).toBe('en');
    expect(detectLanguage(null, 'fr-FR')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });
  it('ignores a remembered value that is not a supported language', () => {
    expect(detectLanguage('fr', 'de-CH')).toBe('de');
    expect(detectLanguage('', 'en')).toBe('en');
  });
});

describe('path helpers', () => {
  it('splits the language segment from the rest', () => {
    expect(splitPath('/')).toEqual({ first: undefined, rest: '' });
    expect(splitPath('/de')).toEqual({ first: 'de', rest: '' });
    expect(splitPath('/de/')).toEqual({ first: 'de', rest: '' });
    expect(splitPath('/en/blog/leitweg-id-guide')).toEqual({ first: 'en', rest: '/blog/leitweg-id-guide' });
  });
  it('counts anything other than de as en', () => {
    expect(langOfSegment('de')).toBe('de');
    expect(langOfSegment('en')).toBe('en');
    expect(langOfSegment('fr')).toBe('en');
    expect(langOfSegment('DE')).toBe('en');
    expect(langOfSegment(undefined)).toBe('en');
  });
  it('builds localized paths', () => {
    expect(localizedPath('de', '')).toBe('/de');
    expect(localizedPath('de', '/')).toBe('/de');
    expect(localizedPath('en', 'convert')).toBe('/en/convert');
    expect(localizedPath('en', '/auth/callback')).toBe('/en/auth/callback');
  });
  it('switches the language by replacing the first segment only', () => {
    expect(switchLanguagePath('/en/pdf-to-xrechnung', 'de')).toBe('/de/pdf-to-xrechnung');
    expect(switchLanguagePath('/de/blog/leitweg-id-guide', 'en')).toBe('/en/blog/leitweg-id-guide');
    expect(switchLanguagePath('/en', 'de')).toBe('/de');
    expect(switchLanguagePath('/de/', 'en')).toBe('/en');
  });
});

describe('redirectTarget', () => {
  it('leaves /en and /de paths alone', () => {
    expect(redirectTarget('/en', 'de')).toBeNull();
    expect(redirectTarget('/de/convert', 'en')).toBeNull();
    expect(redirectTarget('/en/does-not-exist', 'de')).toBeNull();
  });
  it('sends the root to the current language, keeping query and hash', () => {
    expect(redirectTarget('/', 'en')).toBe('/en');
    expect(redirectTarget('/', 'de')).toBe('/de');
    expect(redirectTarget('/', 'de', '?a=1', '#pricing')).toBe('/de?a=1#pricing');
  });
  it('prefixes unprefixed route paths with the current language, keeping the rest', () => {
    expect(redirectTarget('/convert', 'en')).toBe('/en/convert');
    expect(redirectTarget('/convert', 'de')).toBe('/de/convert');
    expect(redirectTarget('/auth/reset-password', 'de')).toBe('/de/auth/reset-password');
    expect(redirectTarget('/blog/leitweg-id-guide', 'en', '?x=1')).toBe('/en/blog/leitweg-id-guide?x=1');
    expect(redirectTarget('/some-unknown-page', 'de')).toBe('/de/some-unknown-page');
    for (const r of ROUTES.filter((r) => r.path !== '')) {
      expect(redirectTarget(`/${r.path}`, 'de')).toBe(`/de/${r.path}`);
    }
  });
  it('treats another language segment as en', () => {
    expect(redirectTarget('/fr/convert', 'de')).toBe('/en/convert');
    expect(redirectTarget('/fr', 'de')).toBe('/en');
    expect(redirectTarget('/DE/blog', 'de')).toBe('/en/blog');
    expect(redirectTarget('/en-US/faq', 'de')).toBe('/en/faq');
  });
});

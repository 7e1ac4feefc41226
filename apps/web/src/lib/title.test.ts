import { describe, expect, it } from 'vitest';
import { pageTitle, TITLE_MAX } from './title.ts';

describe('pageTitle', () => {
  it('appends the site name per language', () => {
    expect(pageTitle('Blog', 'en')).toBe('Blog | Invoice Converter');
    expect(pageTitle('Blog', 'de')).toBe('Blog | Rechnungskonverter');
    expect(pageTitle('', 'de')).toBe('Rechnungskonverter');
  });
  it('keeps a title of exactly 60 characters', () => {
    const page = 'x'.repeat(60 - ' | Invoice Converter'.length);
    expect(pageTitle(page, 'en')).toHaveLength(60);
    expect(pageTitle(page, 'en').endsWith('…')).toBe(false);
  });
  it('cuts a longer title to 60 characters plus an ellipsis', () => {
    const long = 'XRechnung vs. ZUGFeRD vs. PDF: Which Invoice Format Does Your Business Need?';
    const title = pageTitle(long, 'en');
    expect(title).toBe(`${long.slice(0, TITLE_MAX)}…`);
    expect(title).toHaveLength(61);
    const page61 = 'y'.repeat(61 - ' | Rechnungskonverter'.length);
    expect(pageTitle(page61, 'de')).toBe(`${`${page61} | Rechnungskonverter`.slice(0, 60)}…`);
  });
  it('counts characters, not UTF-16 units', () => {
    const title = pageTitle('Ü'.repeat(70), 'de');
    expect(Array.from(title)).toHaveLength(61);
  });
});

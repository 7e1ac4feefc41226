import { describe, expect, it } from 'vitest';
import * as DOCUMENT from './document.ts';
import { DOCUMENT_WORD_CASES } from './document-words.cases.ts';
import * as HEADER from './header.ts';
import { composed, LANGUAGES } from './words.ts';

const PATTERNS = { ...DOCUMENT, ...HEADER } as Record<string, unknown>;

describe('lexicon: document and header patterns composed per language', () => {
  it.each(DOCUMENT_WORD_CASES)('%s (%s, %s): %j → %j', (name, _list, _lang, text, expected) => {
    const re = PATTERNS[name];
    expect(re).toBeInstanceOf(RegExp);
    const m = (re as RegExp).exec(text);
    if (expected === null) expect(m).toBeNull();
    else if (expected === true) expect(m).not.toBeNull();
    else expect(m?.[1]).toBe(expected);
  });

  it("each matching case's language has a piece of its list that matches in the case's text", () => {
    for (const [name, list, lang, text, expected] of DOCUMENT_WORD_CASES) {
      if (expected === null) continue;
      const piece = LANGUAGES.find(([l]) => l === lang)?.[1][list];
      expect(piece, `${name}: ${lang} has no ${list}`).toBeInstanceOf(RegExp);
      expect(new RegExp((piece as RegExp).source, 'iu').test(text), `${name} ${lang} ${text}`).toBe(true);
    }
  });

  it('a template slot names a word list', () => {
    expect(composed('^{titleNoun}$').test('Factuur')).toBe(true);
    expect(() => composed('^{noSuchList}$')).toThrow(/no word list/);
  });
});

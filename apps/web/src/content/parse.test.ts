import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChangelog, parseDoc, parseFaq, readingMinutes, slugify, splitFrontMatter } from './parse.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures/content');
const read = (rel: string) => readFileSync(join(fixtures, rel), 'utf8');

describe('content parsing', () => {
  it('reads YAML front matter (dates as YYYY-MM-DD) and the body', () => {
    const doc = parseDoc(read('blog/leitweg-id-guide.en.md'), 'x.md');
    expect(doc.meta).toMatchObject({ date: '2025-01-07', updated: '2025-03-01' });
    expect(doc.meta.title).toBe('Fixture: the Leitweg-ID explained');
    expect(doc.data.related).toEqual(['zugferd-vs-xrechnung']);
    expect(doc.html).toContain('<a href="/en/rules#BR-DE-15">BR-DE-15</a>');
  });

  it('gives headings unique ASCII ids and wraps tables', () => {
    const doc = parseDoc(
      '---\ntitle: T\ndescription: D\n---\n## Prüfung\n\n## Prüfung\n\n| a |\n|---|\n| 1 |\n',
      'x',
    );
    expect(doc.headings.map((h) => h.id)).toEqual(['prufung', 'prufung-2']);
    expect(doc.html).toContain('<h2 id="prufung-2">Prüfung</h2>');
    expect(doc.html).toContain('<div class="table-scroll"><table>');
  });

  it('computes the reading time from the word count (200 words a minute, at least 1)', () => {
    expect(readingMinutes('word '.repeat(401))).toBe(3);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('— | 12 word')).toBe(1);
  });

  it('fails loudly on a missing title and on front matter that is not a mapping', () => {
    expect(() => parseDoc('---\ndescription: D\n---\nx', 'a.md')).toThrow(
      'a.md: front matter "title" is missing',
    );
    expect(() => splitFrontMatter('---\n- a\n---\n')).toThrow('mapping');
  });

  it('groups FAQ questions under their ## group with plain text for search', () => {
    const faq = parseFaq(read('faq/de.md'), 'faq/de.md');
    expect(faq.groups.map((g) => g.title)).toEqual(['Preise', 'Formate']);
    expect(faq.groups[0]?.items.map((i) => i.question)).toEqual([
      'Welche Gebühren fallen an?',
      'Verfallen Guthaben?',
    ]);
    expect(faq.groups[0]?.items[0]?.id).toBe('welche-gebuhren-fallen-an');
    expect(faq.groups[1]?.items[0]?.text).toBe('XRechnung (UBL und CII) und ZUGFeRD.');
  });

  it('reads changelog entries newest first and rejects a heading without a date', () => {
    const log = parseChangelog(read('changelog/en.md'), 'c.md');
    expect(log.entries.map((e) => [e.date, e.title])).toEqual([
      ['2025-06-02', 'Validator in the browser'],
      ['2025-05-01', 'First release'],
    ]);
    expect(log.entries[0]?.html).toContain('<li>');
    expect(() => parseChangelog('---\ntitle: T\ndescription: D\n---\n## Soon\n', 'c.md')).toThrow(
      'YYYY-MM-DD',
    );
  });

  it('slugifies German text', () => {
    expect(slugify('Straße & Gebühren (2025)')).toBe('strasse-gebuhren-2025');
  });
});

import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery } from './search.ts';

describe('search', () => {
  it('folds accents, ß and case', () => {
    expect(foldText('Gebühren Straße ÄÖÜ')).toBe('gebuhren strasse aou');
  });
  it('finds "gebuhren" in "Gebühren" and needs every word', () => {
    expect(matchesQuery('Welche Gebühren fallen an?', 'gebuhren')).toBe(true);
    expect(matchesQuery('Welche Gebühren fallen an?', 'GEBÜHREN fallen')).toBe(true);
    expect(matchesQuery('Welche Gebühren fallen an?', 'gebuhren formate')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});

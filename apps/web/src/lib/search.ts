/** Text for accent- and case-insensitive matching: "Gebühren" → "gebuhren", "Straße" → "strasse". */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** True when every word of the query occurs in the text (both folded). */
export function matchesQuery(text: string, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((w) => haystack.includes(w));
}

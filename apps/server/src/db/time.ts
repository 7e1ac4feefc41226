// Timestamps come back as Date (PostgreSQL) or text (SQLite: "YYYY-MM-DD HH:MM:SS" in UTC from
// CURRENT_TIMESTAMP, or ISO 8601 written by the application). One conversion for both.

/** ISO 8601 (UTC) of a database timestamp; null stays null. */
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const s = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Milliseconds since the epoch of a database timestamp (NaN when unreadable). */
export function toMs(value: Date | string | null | undefined): number {
  const iso = toIso(value);
  return iso === null ? Number.NaN : Date.parse(iso);
}

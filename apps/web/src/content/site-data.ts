// Operator data for the legal pages ({{operator.name}} …). The server fills the placeholders in
// the HTML it sends and puts the same replacements, already escaped, into
// <script type="application/json" id="site-data"> (a data block: no CSP exception needed), so a
// page rendered in the browser (hydration, client-side navigation) shows the same text.
export const SITE_DATA_ID = 'site-data';

export type SiteData = { placeholders: Record<string, string> };

let cached: SiteData | null = null;

export function siteData(): SiteData {
  if (cached) return cached;
  const empty: SiteData = { placeholders: {} };
  if (typeof document === 'undefined') return empty;
  try {
    const text = document.getElementById(SITE_DATA_ID)?.textContent ?? '';
    const parsed = text ? (JSON.parse(text) as Partial<SiteData>) : {};
    cached = { placeholders: parsed.placeholders ?? {} };
  } catch {
    cached = empty;
  }
  return cached;
}

/** `{{operator.name}}` → the configured (escaped) value; unknown placeholders stay as they are. */
export function fillPlaceholders(html: string, data: SiteData = siteData()): string {
  return html.replace(/\{\{\s*([a-zA-Z.]+)\s*\}\}/g, (all, key: string) => data.placeholders[key] ?? all);
}

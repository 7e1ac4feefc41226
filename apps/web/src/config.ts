// Deployment settings, read at build time (Vite env, prefix VITE_).
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@rechnungskonverter.de';
/** Prerendered HTML carries this origin; the server replaces it with its PUBLIC_URL. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

function siteOrigin(): string {
  if (typeof document === 'undefined') return SITE_ORIGIN_PLACEHOLDER;
  // The server wrote its public address into the canonical link: keep using it after hydration.
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}

/** Absolute origin for canonical and alternate links: VITE_SITE_URL, else the server's PUBLIC_URL. */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || siteOrigin()).replace(/\/+$/, '');
/** The payment provider's climate contribution page (footer link). */
export const CLIMATE_URL = 'https://climate.stripe.com/';
/** Delay before the smooth scroll after a pricing or changelog link navigates (spec: 100 ms). */
export const SCROLL_DELAY_MS = 100;

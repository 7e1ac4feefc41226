// Deployment settings, read at build time (Vite env, prefix VITE_).
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@rechnungskonverter.de';
/** Absolute origin for canonical and alternate links; defaults to the origin the app is served from. */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || window.location.origin).replace(/\/+$/, '');
/** The payment provider's climate contribution page (footer link). */
export const CLIMATE_URL = 'https://climate.stripe.com/';
/** Delay before the smooth scroll after a pricing or changelog link navigates (spec: 100 ms). */
export const SCROLL_DELAY_MS = 100;

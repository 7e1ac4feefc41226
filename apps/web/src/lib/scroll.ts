import { SCROLL_DELAY_MS } from '../config.ts';

function behavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** After the navigation has rendered (100 ms), scroll smoothly to the element with this id. */
export function scrollToIdSoon(id: string): void {
  window.setTimeout(
    () => document.getElementById(id)?.scrollIntoView({ behavior: behavior(), block: 'start' }),
    SCROLL_DELAY_MS,
  );
}

/** After the navigation has rendered (100 ms), scroll smoothly to the top. */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: behavior() }), SCROLL_DELAY_MS);
}

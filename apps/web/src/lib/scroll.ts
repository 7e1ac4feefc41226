import { SCROLL_DELAY_MS } from '../config.ts';

/** How long to keep looking for the target when the new page renders late (slow device, lazy chunk). */
const FIND_TIMEOUT_MS = 5000;
const FIND_INTERVAL_MS = 50;

function behavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * After the navigation has rendered (100 ms), scroll smoothly to the element with this id.
 * When the page has not rendered it yet (a slow device), keep looking for up to 5 s, so the
 * scroll is never silently lost.
 */
export function scrollToIdSoon(id: string): void {
  const deadline = Date.now() + SCROLL_DELAY_MS + FIND_TIMEOUT_MS;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior: behavior(), block: 'start' });
    else if (Date.now() < deadline) window.setTimeout(attempt, FIND_INTERVAL_MS);
  };
  window.setTimeout(attempt, SCROLL_DELAY_MS);
}

/** After the navigation has rendered (100 ms), scroll smoothly to the top. */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: behavior() }), SCROLL_DELAY_MS);
}

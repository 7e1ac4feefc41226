import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML rendered at build time from a content file (our own Markdown, see content/parse.ts).
 * Internal links navigate inside the app instead of reloading the page.
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !/^\/(en|de)(\/|$|#)/.test(href) || link.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown files, rendered at build time
    <div className={className ?? 'prose'} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

// Build-time rendering of one page to HTML (scripts/prerender.ts calls render() for every public
// route). Same route tree as the browser; the router's hydration data goes into an inline script
// with a nonce placeholder that the server replaces per response (CSP without 'unsafe-inline').
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AccountProvider } from './features/account/context.tsx';
import { routes } from './router.tsx';

export { blogIndex, contentKeys } from 'virtual:content';
export { hasContent, loadPageContent } from './content/load.ts';
export { BLOG_SLUGS, LANGS, pageFile, ROUTES } from './route-list.ts';

/** Replaced by the server with the response's CSP nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export type Rendered = { status: number; html: string };

export async function render(url: string): Promise<Rendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the route answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AccountProvider>
        <StaticRouterProvider router={router} context={context} nonce={NONCE_PLACEHOLDER} />
      </AccountProvider>
    </StrictMode>,
  );
  return { status: context.statusCode, html };
}

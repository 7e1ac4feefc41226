import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AccountProvider } from './features/account/context.tsx';
import { routes } from './router.tsx';
import './styles.css';

/** Tool pages rendered on the client (see start()). */
const CLIENT_RENDERED =
  /^\/(en|de)\/(pdf-to-xrechnung|pdf-to-cii|pdf-to-ubl|pdf-to-zugferd|xrechnung-to-pdf|xrechnung-viewer|ubl-to-cii)\/?$/;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

/**
 * Prerendered pages (scripts/prerender.ts) hydrate: the lazy page modules of the current URL are
 * loaded first so the first render matches the server's HTML; the router reads its loader data
 * from the hydration script. Other routes (sign-in, profile, …) get the empty shell and render.
 */
async function start(root: HTMLElement): Promise<void> {
  // The 404 page is served at any address: it is rendered afresh, not hydrated. So are the tool
  // pages, whose first render reads the tab's storage (a restored form): their prerendered HTML
  // is for readers without JavaScript and crawlers.
  const toolPage = CLIENT_RENDERED.test(window.location.pathname);
  const prerendered = root.hasChildNodes() && root.dataset.render !== 'client' && !toolPage;
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const mod = await route.lazy();
        Object.assign(route, { ...mod, lazy: undefined });
      }),
    );
  } else {
    // The static <title> (and robots) of the shell and the 404 page are for clients without
    // JavaScript; each page renders its own.
    for (const el of document.head.querySelectorAll('title, meta[name="robots"]')) el.remove();
    root.replaceChildren();
  }
  const app = (
    <StrictMode>
      <AccountProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AccountProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);

// The route tree: `/` and unprefixed paths redirect to /{current language}/…; `/:lang` renders the
// layout in that language with the pages of route-list.ts as children. Pages are code-split:
// each file under pages/ is its own chunk, loaded with the route (the landing and not-found
// pages are part of the main bundle, so the first page of most visits needs no extra request).
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type LoaderFunctionArgs, type RouteObject, replace, useParams } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { LangContext } from './components/lang.tsx';
import { RouteError } from './components/RouteError.tsx';
import { contentLoader, hasContent } from './content/load.ts';
import { i18nFor } from './i18n/index.ts';
import { detectLanguage, isLang, LANG_STORAGE_KEY, redirectTarget } from './lib/lang.ts';
import { readStorage } from './lib/storage.ts';
import LandingPage from './pages/index.tsx';
import NotFoundPage from './pages/not-found.tsx';
import { type Lang, pageFile, ROUTES, type RouteDef } from './route-list.ts';

type PageModule = { default: ComponentType };
const lazyPages = import.meta.glob<PageModule>([
  './pages/**/*.tsx',
  '!./pages/index.tsx',
  '!./pages/not-found.tsx',
]);

export function currentLanguage(): Lang {
  return detectLanguage(readStorage(LANG_STORAGE_KEY), navigator.language);
}

function languageRedirect({ request }: LoaderFunctionArgs) {
  // Prerendering (no window): the server has redirected unprefixed paths already.
  if (typeof window === 'undefined') return null;
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, currentLanguage(), url.search, window.location.hash);
  // `replace`: the unprefixed address does not stay in the history.
  if (target !== null) throw replace(target);
  return null;
}

function LangRoute() {
  const lang = useParams().lang as Lang;
  // The loader has redirected every other value; this guards a render that races it.
  if (!isLang(lang)) return null;
  return (
    <I18nextProvider i18n={i18nFor[lang]}>
      <LangContext value={lang}>
        <Layout lang={lang} />
      </LangContext>
    </I18nextProvider>
  );
}

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

function pageRoute(def: RouteDef): RouteObject {
  if (def.path === '') return { index: true, Component: LandingPage, handle: def };
  if (def.page === 'not-found') return { path: def.path, Component: NotFoundPage, handle: def };
  const file = pageFile(def.path);
  const load = lazyPages[file];
  if (!load) throw new Error(`route ${def.path}: page file ${file} is missing`);
  return {
    path: def.path,
    handle: def,
    ...(hasContent(def.page) ? { loader: contentLoader(def.page) } : {}),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: languageRedirect },
      {
        path: ':lang',
        loader: languageRedirect,
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
        Component: LangRoute,
        children: [
          ...ROUTES.map(pageRoute),
          { path: '*', Component: NotFoundPage, handle: { path: '*', page: 'not-found', noindex: true } },
        ],
      },
    ],
  },
];

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import type { ContentData } from '../content/types.ts';
import { splitPath } from '../lib/lang.ts';
import type { Lang, RouteDef } from '../route-list.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FeedbackWidget } from './FeedbackWidget.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageMeta } from './PageMeta.tsx';

/** Header, page, footer, feedback widget and the page's <head> data, for one language. */
export function Layout({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => m.handle);
  const handle = match?.handle as RouteDef | undefined;
  const content = match?.loaderData as ContentData | null | undefined;
  const rest = splitPath(pathname).rest.replace(/\/+$/, '');

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  return (
    <>
      <PageMeta
        lang={lang}
        page={handle?.page ?? 'not-found'}
        rest={rest}
        noindex={handle ? handle.noindex === true : true}
        content={content}
      />
      <ScrollRestoration />
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <FeedbackWidget />
    </>
  );
}

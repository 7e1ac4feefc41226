import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation, useParams } from 'react-router';
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
  const params = useParams();
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => m.handle)?.handle as RouteDef | undefined;
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
        slug={params.slug}
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

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { i18nFor } from '../i18n/index.ts';
import { langOfSegment, splitPath } from '../lib/lang.ts';

/** The router's fallback (errorElement of the root route): outside the layout and its providers. */
export function RouteError() {
  const error = useRouteError();
  const lang = langOfSegment(splitPath(typeof window === 'undefined' ? '/' : window.location.pathname).first);
  const t = i18nFor[lang].t;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="container page-narrow error-screen" lang={lang}>
      <h1>{t('errors.route')}</h1>
      {detail ? <pre className="error-detail">{detail}</pre> : null}
      <p className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.refresh')}
        </button>
        <a className="btn btn-secondary" href={`/${lang}`}>
          {t('errors.routeHome')}
        </a>
      </p>
    </main>
  );
}

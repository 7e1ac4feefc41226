import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '../content/site-data.ts';
import { useContent } from '../content/use-content.ts';
import { formatDate } from '../lib/format.ts';
import NotFoundPage from '../pages/not-found.tsx';
import { useLang } from './lang.tsx';
import { Markdown } from './Markdown.tsx';

/**
 * Imprint, privacy policy, DPA, terms, money-back guarantee: the content file's text with the
 * operator's data filled in (by the server in the HTML it sends, here from its #site-data block).
 */
export function LegalPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useContent('legal');
  if (!data) return <NotFoundPage />;
  const { meta, html } = data.doc;
  return (
    <article className="container page-narrow legal" data-page={page}>
      <h1>{meta.title}</h1>
      {meta.updated ? (
        <p className="post-meta">
          {t('legal.updated')} <time dateTime={meta.updated}>{formatDate(meta.updated, lang)}</time>
        </p>
      ) : null}
      <Markdown html={fillPlaceholders(html)} />
    </article>
  );
}

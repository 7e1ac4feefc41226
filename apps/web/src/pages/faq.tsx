import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '../components/lang.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { useContent } from '../content/use-content.ts';
import { matchesQuery } from '../lib/search.ts';
import NotFoundPage from './not-found.tsx';

/** /{lang}/faq: questions grouped, instant accent-insensitive search, expand/collapse all. */
export default function FaqPage() {
  const { t } = useTranslation();
  const data = useContent('faq');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => {
    if (!data) return [];
    return data.doc.groups
      .map((g) => ({ ...g, items: g.items.filter((i) => matchesQuery(`${i.question} ${i.text}`, query)) }))
      .filter((g) => g.items.length > 0);
  }, [data, query]);
  if (!data) return <NotFoundPage />;
  const allIds = data.doc.groups.flatMap((g) => g.items.map((i) => i.id));
  const searching = query.trim() !== '';
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((prev) => {
      if (prev.has(id) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section className="container page-narrow faq" data-page="faq">
      <h1>{data.doc.meta.title}</h1>
      <p className="lead">{data.doc.meta.description}</p>
      <div className="faq-tools">
        <label className="faq-search">
          <span className="visually-hidden">{t('faq.searchLabel')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('faq.searchPlaceholder')}
            aria-label={t('faq.searchLabel')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <div className="button-row">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => setOpen(new Set(allIds))}
          >
            {t('faq.expandAll')}
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(new Set())}>
            {t('faq.collapseAll')}
          </button>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        {searching ? t('faq.results', { count }) : null}
      </p>
      {groups.map((g) => (
        <section key={g.id} className="faq-group" aria-labelledby={`group-${g.id}`}>
          <h2 id={`group-${g.id}`}>{g.title}</h2>
          {g.items.map((item) => (
            <details
              key={item.id}
              id={item.id}
              className="faq-item"
              open={searching || open.has(item.id)}
              onToggle={(e) => {
                if (!searching) toggle(item.id, e.currentTarget.open);
              }}
            >
              <summary>{item.question}</summary>
              <Markdown html={item.html} />
            </details>
          ))}
        </section>
      ))}
      {searching && count === 0 ? <p>{t('faq.noResults')}</p> : null}
      <aside className="cta-box">
        <p className="h3">{t('faq.moreHeading')}</p>
        <p className="button-row">
          <LocalLink to="convert" className="btn btn-primary">
            {t('common.toConverters')}
          </LocalLink>
          <LocalLink to="blog" className="btn btn-secondary">
            {t('footer.blog')}
          </LocalLink>
        </p>
      </aside>
    </section>
  );
}

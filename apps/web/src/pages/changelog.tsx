import { useLang } from '../components/lang.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { useContent } from '../content/use-content.ts';
import { formatDate } from '../lib/format.ts';
import NotFoundPage from './not-found.tsx';

/** /{lang}/changelog: "Product updates", one entry per `## YYYY-MM-DD — Title`, newest first. */
export default function ChangelogPage() {
  const lang = useLang();
  const data = useContent('changelog');
  if (!data) return <NotFoundPage />;
  return (
    <section className="container page-narrow changelog" data-page="changelog">
      <h1>{data.doc.meta.title}</h1>
      <p className="lead">{data.doc.meta.description}</p>
      <ol className="changelog-list">
        {data.doc.entries.map((entry) => (
          <li key={entry.id} id={entry.id} className="changelog-entry">
            <h2 className="h3">
              <time dateTime={entry.date}>{formatDate(entry.date, lang)}</time> — {entry.title}
            </h2>
            <Markdown html={entry.html} />
          </li>
        ))}
      </ol>
    </section>
  );
}

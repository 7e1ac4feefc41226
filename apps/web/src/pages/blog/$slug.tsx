import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { PostMeta } from '../../components/PostMeta.tsx';
import { useContent } from '../../content/use-content.ts';
import NotFoundPage from '../not-found.tsx';

/** A blog article: title, date, reading time, contents, the text, related articles, call to action. */
export default function BlogPostPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useContent('blog');
  if (!data) return <NotFoundPage />;
  const { doc, related } = data;
  const toc = doc.headings.filter((h) => h.depth === 2);
  return (
    <article className="container page-narrow article" data-page="blog-post">
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <LocalLink to="">{t('common.home')}</LocalLink> › <LocalLink to="blog">{t('footer.blog')}</LocalLink>
      </nav>
      <h1>{doc.meta.title}</h1>
      <PostMeta post={doc.meta} lang={lang} />
      {toc.length > 2 ? (
        <nav className="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading" className="h4">
            {t('blog.toc')}
          </h2>
          <ol>
            {toc.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <Markdown html={doc.html} />
      <aside className="cta-box">
        <p className="h3">{t('blog.ctaHeading')}</p>
        <p>{t('blog.ctaText')}</p>
        <LocalLink to={doc.meta.cta} className="btn btn-primary btn-large">
          {t(`blog.cta.${doc.meta.cta}`)}
        </LocalLink>
      </aside>
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('blog.related')}</h2>
          <ul className="card-grid post-grid">
            {related.map((post) => (
              <li key={post.slug}>
                <article className="card post-card">
                  <h3 className="h4">
                    <LocalLink to={`blog/${post.slug}`}>{post.title}</LocalLink>
                  </h3>
                  <p className="muted">{t('blog.readingTime', { count: post.minutes })}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <LocalLink to="blog" className="text-link">
          ← {t('blog.allArticles')}
        </LocalLink>
      </p>
    </article>
  );
}

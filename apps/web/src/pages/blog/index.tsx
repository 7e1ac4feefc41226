import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { formatDate } from '../../lib/format.ts';
import { BLOG_POSTS } from '../../route-list.ts';

/** Blog index: "E-Invoicing Knowledge Hub" with every article. */
export default function BlogIndexPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const posts = [...BLOG_POSTS].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return (
    <section className="container page" data-page="blog">
      <header className="section-header section-header-left">
        <h1>
          {t('blog.heading')} <span className="highlight">{t('blog.headingHighlight')}</span>
        </h1>
        <p className="lead">{t('blog.text')}</p>
      </header>
      <ul className="card-grid post-grid">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="card post-card">
              <p className="post-meta">
                {post.date ? <time dateTime={post.date}>{formatDate(post.date, lang)}</time> : null}
                {post.date && post.minutes ? ' · ' : null}
                {post.minutes ? t('blog.readingTime', { count: post.minutes }) : null}
              </p>
              <h2 className="h3">
                <LocalLink to={`blog/${post.slug}`}>{t(`blog.posts.${post.slug}.title`)}</LocalLink>
              </h2>
              <p>{t(`blog.posts.${post.slug}.description`)}</p>
              <LocalLink to={`blog/${post.slug}`} className="text-link" tabIndex={-1} aria-hidden="true">
                {t('blog.readMore')} →
              </LocalLink>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

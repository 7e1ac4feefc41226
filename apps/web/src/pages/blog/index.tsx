import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { PostMeta } from '../../components/PostMeta.tsx';
import { articles } from '../../content/load.ts';

/** Blog index: "E-Invoicing Knowledge Hub" with every article of the language, newest first. */
export default function BlogIndexPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const posts = articles(lang);
  return (
    <section className="container page" data-page="blog">
      <header className="section-header section-header-left">
        <h1>
          {t('blog.heading')} <span className="highlight">{t('blog.headingHighlight')}</span>
        </h1>
        <p className="lead">{t('blog.text')}</p>
      </header>
      {posts.length === 0 ? <p className="muted">{t('blog.empty')}</p> : null}
      <ul className="card-grid post-grid">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="card post-card">
              <PostMeta post={post} lang={lang} />
              <h2 className="h3">
                <LocalLink to={`blog/${post.slug}`}>{post.title}</LocalLink>
              </h2>
              <p>{post.description}</p>
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

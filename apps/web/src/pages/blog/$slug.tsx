import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { formatDate } from '../../lib/format.ts';
import { BLOG_POSTS } from '../../route-list.ts';
import NotFoundPage from '../not-found.tsx';

/** A blog article (text not published yet): title, date, reading time, call to action. */
export default function BlogPostPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug } = useParams();
  const post = BLOG_POSTS.find((p) => p.slug === slug);
  if (!post) return <NotFoundPage />;
  return (
    <ComingSoon
      page="blog-post"
      heading={t(`blog.posts.${post.slug}.title`)}
      intro={t(`blog.posts.${post.slug}.description`)}
      actions={
        <p className="button-row">
          <LocalLink to="convert" className="btn btn-primary">
            {t('blog.articleCta')}
          </LocalLink>
          <LocalLink to="blog" className="btn btn-secondary">
            ← {t('blog.allArticles')}
          </LocalLink>
        </p>
      }
    >
      <p className="post-meta">
        {post.date ? <time dateTime={post.date}>{formatDate(post.date, lang)}</time> : null}
        {post.date && post.minutes ? ' · ' : null}
        {post.minutes ? t('blog.readingTime', { count: post.minutes }) : null}
      </p>
    </ComingSoon>
  );
}

import { useTranslation } from 'react-i18next';
import type { BlogMeta } from '../content/types.ts';
import { formatDate } from '../lib/format.ts';
import type { Lang } from '../route-list.ts';

/** Date, reading time and (when later) the update date of an article. */
export function PostMeta({ post, lang }: { post: BlogMeta; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
      {' · '}
      {t('blog.readingTime', { count: post.minutes })}
      {post.updated && post.updated !== post.date ? (
        <>
          {' · '}
          {t('blog.updated')} <time dateTime={post.updated}>{formatDate(post.updated, lang)}</time>
        </>
      ) : null}
    </p>
  );
}

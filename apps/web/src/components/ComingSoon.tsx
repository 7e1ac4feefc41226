import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId } from '../route-list.ts';
import { LocalLink } from './lang.tsx';

type Props = {
  page: PageId;
  /** Overrides the heading and intro (e.g. a blog article's own title). */
  heading?: string;
  intro?: string;
  /** Shown under the heading (e.g. an article's date and reading time). */
  children?: ReactNode;
  /** Replaces the default links (converters, home). */
  actions?: ReactNode;
};

/** Body of a page that is not built yet: its real title and description, a notice and onward links. */
export function ComingSoon({ page, heading, intro, children, actions }: Props) {
  const { t } = useTranslation();
  return (
    <section className="container page-narrow coming-soon" data-page={page}>
      <p className="badge">{t('common.comingSoon.badge')}</p>
      <h1>{heading ?? t(`meta.${page}.title`)}</h1>
      {children}
      <p className="lead">{intro ?? t(`meta.${page}.description`)}</p>
      <p className="muted">{t('common.comingSoon.text')}</p>
      {actions ?? (
        <p className="button-row">
          <LocalLink to="convert" className="btn btn-primary">
            {t('common.comingSoon.toConverters')}
          </LocalLink>
          <LocalLink to="" className="btn btn-secondary">
            {t('common.comingSoon.toHome')}
          </LocalLink>
        </p>
      )}
    </section>
  );
}

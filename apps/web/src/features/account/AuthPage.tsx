// The frame of the small account pages (sign-up, sign-in, reset, update, callback).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId } from '../../route-list.ts';
import { ACCOUNT_NS } from './i18n.ts';

export function AuthPage({ page, intro, children }: { page: PageId; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation(ACCOUNT_NS);
  return (
    <section className="container page-narrow acc-auth" data-page={page}>
      <h1>{t(`meta.${page}.title`)}</h1>
      <p className="lead">{ta(intro)}</p>
      {children}
    </section>
  );
}

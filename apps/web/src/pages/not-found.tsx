import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LocalLink, useLang } from '../components/lang.tsx';
import { SUPPORT_EMAIL } from '../config.ts';
import { localizedPath } from '../lib/lang.ts';

/** 404: the page does not exist; back, home, help (FAQ) and contact support. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key === 'default' || window.history.length <= 1) navigate(localizedPath(lang, ''));
    else navigate(-1);
  };
  return (
    <section className="container page-narrow not-found" data-page="not-found">
      <p className="badge badge-muted">{t('notFound.code')}</p>
      <h1>{t('notFound.heading')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <h2 className="h3">{t('notFound.suggestions')}</h2>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          ← {t('notFound.back')}
        </button>
        <LocalLink to="" className="btn btn-primary">
          {t('notFound.home')}
        </LocalLink>
        <LocalLink to="faq" className="btn btn-secondary">
          {t('notFound.help')}
        </LocalLink>
        <a href={`mailto:${SUPPORT_EMAIL}`} className="btn btn-secondary">
          {t('notFound.contact')}
        </a>
      </div>
    </section>
  );
}

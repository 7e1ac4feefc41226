import { useTranslation } from 'react-i18next';
import { Check } from '../components/Icons.tsx';
import { LocalLink } from '../components/lang.tsx';

/** After a payment: thanks, links to the account and home. */
export default function ThankYouPage() {
  const { t } = useTranslation();
  return (
    <section className="container page-narrow thank-you" data-page="thank-you">
      <p className="success-mark" aria-hidden="true">
        <Check />
      </p>
      <h1>{t('thankYou.heading')}</h1>
      <p className="lead">{t('thankYou.text')}</p>
      <p className="button-row">
        <LocalLink to="profile" className="btn btn-primary">
          {t('thankYou.profile')}
        </LocalLink>
        <LocalLink to="" className="btn btn-secondary">
          {t('thankYou.home')}
        </LocalLink>
      </p>
    </section>
  );
}

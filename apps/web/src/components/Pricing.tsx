import type { CheckoutRequest } from '@ic/einvoice';
import { useTranslation } from 'react-i18next';
import { useBillingConfig, useCheckout } from '../features/account/billing.ts';
import { FormMessage } from '../features/account/forms.tsx';
import { formatMoney } from '../lib/format.ts';
import { Check } from './Icons.tsx';
import { LocalLink, useLang } from './lang.tsx';

/** Prices (product spec section 9) as decimal strings: never floats. */
export const PRICES = {
  oneTime: '5',
  monthly: '20',
  yearly: '150',
  yearlyPerMonth: '12.50',
  yearlySaving: '90',
} as const;

function Features({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="check-list">
      {keys.map((k) => (
        <li key={k}>
          <Check className="check-icon" /> {t(k)}
        </li>
      ))}
    </ul>
  );
}

/** A buy button: Stripe Checkout when signed in, else sign-in (the page is remembered). */
function BuyButton({
  kind,
  label,
  primary,
  checkout,
}: {
  kind: CheckoutRequest['kind'];
  label: string;
  primary?: boolean;
  checkout: ReturnType<typeof useCheckout>;
}) {
  return (
    <button
      type="button"
      className={`btn ${primary ? 'btn-primary' : 'btn-secondary'} btn-block`}
      disabled={checkout.busy !== null || !checkout.ready}
      data-testid={`buy-${kind}`}
      onClick={() => void checkout.start(kind, kind === 'credits' ? 1 : undefined)}
    >
      {label}
    </button>
  );
}

/** The pricing section of the landing page (anchor id "pricing"). */
export function Pricing() {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const config = useBillingConfig();
  const lang = useLang();
  const money = (amount: `${number}`) => formatMoney(amount, lang);
  const subscription = [
    'pricing.featureUnlimited',
    'pricing.featureBulk',
    'pricing.featureSupport',
    'pricing.featureTrial',
  ];
  return (
    <section id="pricing" className="section pricing" aria-labelledby="pricing-title">
      <div className="container">
        <header className="section-header">
          <h2 id="pricing-title">{t('pricing.title')}</h2>
          <p>{t('pricing.text')}</p>
        </header>
        {checkout.error ? <FormMessage kind="error">{checkout.error}</FormMessage> : null}
        {config && !config.enabled ? (
          <p className="muted pricing-unconfigured">{t('pricing.notConfigured')}</p>
        ) : null}
        <div className="pricing-grid">
          <article className="price-card">
            <h3>{t('pricing.oneTime')}</h3>
            <p className="price">
              <span className="price-amount">{money(PRICES.oneTime)}</span>{' '}
              <span className="price-unit">{t('pricing.oneTimeUnit')}</span>
            </p>
            <p className="muted">{t('pricing.oneTimeText')}</p>
            <Features
              keys={['pricing.oneTimeFeature1', 'pricing.oneTimeFeature2', 'pricing.oneTimeFeature3']}
            />
            <BuyButton kind="credits" label={t('pricing.oneTimeCta')} checkout={checkout} />
          </article>
          <article className="price-card">
            <h3>{t('pricing.monthly')}</h3>
            <p className="price">
              <span className="price-amount">{money(PRICES.monthly)}</span>{' '}
              <span className="price-unit">{t('pricing.monthlyUnit')}</span>
            </p>
            <p className="muted">{t('pricing.monthlyText')}</p>
            <Features keys={subscription} />
            <BuyButton kind="monthly" label={t('pricing.subscribeCta')} checkout={checkout} />
          </article>
          <article className="price-card price-card-featured">
            <p className="badge price-badge">{t('pricing.bestValue')}</p>
            <h3>{t('pricing.yearly')}</h3>
            <p className="price">
              <span className="price-amount">{money(PRICES.yearly)}</span>{' '}
              <span className="price-unit">{t('pricing.yearlyUnit')}</span>
            </p>
            <p className="price-note">
              {t('pricing.yearlyEquivalent', { price: money(PRICES.yearlyPerMonth) })} ·{' '}
              <strong>{t('pricing.yearlySaving', { amount: money(PRICES.yearlySaving) })}</strong>
            </p>
            <Features keys={subscription} />
            <BuyButton kind="yearly" label={t('pricing.subscribeCta')} primary checkout={checkout} />
          </article>
        </div>
        <p className="pricing-guarantee">
          {t('pricing.guarantee')}{' '}
          <LocalLink to="money-back-guarantee">{t('pricing.guaranteeLink')}</LocalLink>
        </p>
      </div>
    </section>
  );
}

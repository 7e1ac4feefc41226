// Profile: buy credits, subscribe monthly/yearly, or manage the subscription (Stripe portal).
import type { AccountInfo } from '@ic/einvoice';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useBillingConfig, useCheckout } from '../billing.ts';
import { FormMessage } from '../forms.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export function Billing({ account }: { account: AccountInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const config = useBillingConfig();
  const checkout = useCheckout();
  const [quantity, setQuantity] = useState(1);
  const qtyId = useId();
  const prices = config?.prices ?? { credit: '5.00', monthly: '20.00', yearly: '150.00' };
  const subscribed = account.subscription.status !== 'none';
  return (
    <section className="acc-card" aria-labelledby="acc-billing">
      <h2 id="acc-billing">{t('profile.billing')}</h2>
      {config && !config.enabled ? <FormMessage kind="info">{t('billing.notConfigured')}</FormMessage> : null}
      {checkout.error ? <FormMessage kind="error">{checkout.error}</FormMessage> : null}
      <div className="acc-row">
        <label htmlFor={qtyId}>{t('profile.quantity')}</label>
        <input
          id={qtyId}
          type="number"
          min={1}
          max={100}
          value={quantity}
          onChange={(e) => setQuantity(Math.min(100, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
          className="acc-qty"
        />
        <button
          type="button"
          className="btn btn-primary btn-small"
          data-testid="buy-credits"
          disabled={checkout.busy !== null}
          onClick={() => void checkout.start('credits', quantity)}
        >
          {t('profile.buyCredits', { price: formatMoney(prices.credit as `${number}`, lang) })}
        </button>
      </div>
      {subscribed ? (
        <p className="button-row">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={checkout.busy !== null}
            onClick={() => void checkout.openPortal()}
          >
            {t('profile.manage')}
          </button>
        </p>
      ) : (
        <p className="button-row">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={checkout.busy !== null}
            onClick={() => void checkout.start('monthly')}
          >
            {t('profile.subscribeMonthly', { price: formatMoney(prices.monthly as `${number}`, lang) })}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={checkout.busy !== null}
            onClick={() => void checkout.start('yearly')}
          >
            {t('profile.subscribeYearly', { price: formatMoney(prices.yearly as `${number}`, lang) })}
          </button>
        </p>
      )}
      {checkout.busy ? <p role="status">{t('billing.redirecting')}</p> : null}
    </section>
  );
}

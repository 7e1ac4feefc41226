// Profile: who is signed in, credits, plan, trial days left, next billing date, counters.
import type { AccountInfo } from '@ic/einvoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../../components/lang.tsx';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { useAccount } from '../context.tsx';
import { ACCOUNT_NS } from '../i18n.ts';
import { trialDaysLeft } from '../status.ts';

export function Overview({ account }: { account: AccountInfo }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const { refresh, signOut } = useAccount();
  const [refreshing, setRefreshing] = useState(false);
  const sub = account.subscription;
  const days = trialDaysLeft(sub);
  const plan = sub.plan ? t(`profile.plans.${sub.plan}`) : t('profile.plans.none');
  return (
    <section className="acc-card" aria-labelledby="acc-overview">
      <h2 id="acc-overview">{t('profile.overview')}</h2>
      <dl className="acc-facts">
        <div>
          <dt>{t('common.email')}</dt>
          <dd data-testid="profile-email">{account.email}</dd>
        </div>
        <div>
          <dt>{t('profile.credits')}</dt>
          <dd data-testid="profile-credits">{formatInteger(account.credits, lang)}</dd>
        </div>
        <div>
          <dt>{t('profile.status')}</dt>
          <dd data-testid="profile-status">{t(`profile.statuses.${sub.status}`)}</dd>
        </div>
        <div>
          <dt>{t('profile.plan')}</dt>
          <dd>{plan}</dd>
        </div>
        {days !== undefined ? (
          <div>
            <dt>{t('profile.trialLeft')}</dt>
            <dd>{t('profile.days', { count: days })}</dd>
          </div>
        ) : null}
        {sub.status === 'active' && sub.currentPeriodEnd ? (
          <div>
            <dt>{sub.cancelAtPeriodEnd ? t('profile.endsOn') : t('profile.nextBilling')}</dt>
            <dd>{formatDateTime(sub.currentPeriodEnd, lang)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('profile.conversionsThisMonth')}</dt>
          <dd>{formatInteger(account.conversionsThisMonth, lang)}</dd>
        </div>
        <div>
          <dt>{t('profile.conversions')}</dt>
          <dd>{formatInteger(account.conversions, lang)}</dd>
        </div>
        <div>
          <dt>{t('profile.downloads')}</dt>
          <dd>{formatInteger(account.downloads, lang)}</dd>
        </div>
      </dl>
      <p className="button-row">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={refreshing}
          onClick={() => {
            setRefreshing(true);
            void refresh().finally(() => setRefreshing(false));
          }}
        >
          {refreshing ? t('common.loading') : t('profile.refresh')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => {
            // leave the protected page first: its guard would send a signed-out user to sign-in
            navigate(`/${lang}`, { replace: true });
            void signOut();
          }}
        >
          {t('profile.signOut')}
        </button>
      </p>
    </section>
  );
}

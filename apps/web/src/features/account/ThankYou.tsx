// /{lang}/thank-you?session_id=…: fulfils the Checkout session (idempotent with the webhook, so
// the credits are there even before the webhook arrives), then shows the new balance or plan.
import type { FulfilResponse } from '@ic/einvoice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Check } from '../../components/Icons.tsx';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { Busy, toApiError } from '../../components/upload/index.ts';
import { billing } from './api.ts';
import { useAccount } from './context.tsx';
import { FormMessage } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';

export function ThankYou() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { t: tc } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { refresh } = useAccount();
  const [result, setResult] = useState<FulfilResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    billing
      .fulfil(lang, sessionId)
      .then((r) => {
        if (!live) return;
        setResult(r);
        void refresh();
      })
      .catch((e) => live && setError(toApiError(e, lang).message));
    return () => {
      live = false;
    };
  }, [sessionId, lang, refresh]);

  return (
    <section className="container page-narrow thank-you" data-page="thank-you">
      <p className="success-mark" aria-hidden="true">
        <Check />
      </p>
      <h1>{tc('thankYou.heading')}</h1>
      {!sessionId ? <p className="lead">{tc('thankYou.text')}</p> : null}
      {sessionId && !result && !error ? <Busy label={t('thankYou.processing')} /> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {result ? (
        <FormMessage kind="success">
          <p data-testid="thank-you-credits">{t('thankYou.credits', { count: result.credits })}</p>
          {result.subscription.status !== 'none' ? (
            <p>
              {t('thankYou.plan', {
                plan: t(`profile.plans.${result.subscription.plan ?? 'monthly'}`),
                status: t(`profile.statuses.${result.subscription.status}`),
              })}
            </p>
          ) : null}
        </FormMessage>
      ) : null}
      <p className="button-row">
        <LocalLink to="profile" className="btn btn-primary">
          {tc('thankYou.profile')}
        </LocalLink>
        <LocalLink to="" className="btn btn-secondary">
          {tc('thankYou.home')}
        </LocalLink>
      </p>
    </section>
  );
}

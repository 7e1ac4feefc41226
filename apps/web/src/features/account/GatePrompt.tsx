// The prompts of the download gate: "authentication required" (sign in / create an account; the
// return path is already remembered) and "upgrade required" (buy a credit / subscribe).
import { errorMessage } from '@ic/einvoice/errors.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { useCheckout } from './billing.ts';
import { FormMessage } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';

export type GateBlock = 'sign-in' | 'upgrade' | null;

export function GatePrompt({ block, onClose }: { block: GateBlock; onClose: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const checkout = useCheckout();
  useEffect(() => {
    if (block) heading.current?.focus();
  }, [block]);
  if (!block) return null;
  return (
    <section className="acc-gate" aria-labelledby="acc-gate-title" data-testid={`gate-${block}`}>
      <h2 id="acc-gate-title" className="h3" tabIndex={-1} ref={heading}>
        {block === 'sign-in' ? t('gate.signInTitle') : t('gate.upgradeTitle')}
      </h2>
      <p role="alert">
        {block === 'sign-in'
          ? errorMessage('AUTHENTICATION_REQUIRED', lang)
          : errorMessage('INSUFFICIENT_CREDITS', lang)}
      </p>
      {checkout.error ? <FormMessage kind="error">{checkout.error}</FormMessage> : null}
      <p className="button-row">
        {block === 'sign-in' ? (
          <>
            <LocalLink to="sign-in" className="btn btn-primary">
              {t('gate.signIn')}
            </LocalLink>
            <LocalLink to="sign-up" className="btn btn-secondary">
              {t('gate.signUp')}
            </LocalLink>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={checkout.busy !== null}
              onClick={() => void checkout.start('credits', 1)}
            >
              {t('gate.buyCredit')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={checkout.busy !== null}
              onClick={() => void checkout.start('monthly')}
            >
              {t('gate.subscribe')}
            </button>
          </>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
      </p>
    </section>
  );
}

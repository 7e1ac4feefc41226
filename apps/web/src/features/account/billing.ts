// Starting a payment from anywhere (pricing section, profile, upgrade prompt): signed out → the
// sign-in page with the current page as return path; payments not configured (config.enabled
// false or a 503) → an explanation; else the browser goes to Stripe Checkout.
import type { BillingConfig, CheckoutRequest } from '@ic/einvoice';

type CheckoutKind = CheckoutRequest['kind'];

import { errorMessage } from '@ic/einvoice/errors.ts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLang } from '../../components/lang.tsx';
import { ApiError, toApiError } from '../../components/upload/api.ts';
import { billing } from './api.ts';
import { useAccount } from './context.tsx';
import { currentPath, rememberReturnPath } from './return-path.ts';

let configCache: Promise<BillingConfig | null> | undefined;

/** GET /api/v1/billing/config once per page load (null when the server does not answer). */
export function useBillingConfig(): BillingConfig | null | undefined {
  const lang = useLang();
  const [config, setConfig] = useState<BillingConfig | null | undefined>(undefined);
  useEffect(() => {
    configCache ??= billing.config(lang).catch(() => null);
    let live = true;
    void configCache.then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, [lang]);
  return config;
}

export interface Checkout {
  start: (kind: CheckoutKind, quantity?: number) => Promise<void>;
  openPortal: () => Promise<void>;
  busy: CheckoutKind | 'portal' | null;
  /** the account is known (signed in or out): until then a buy button waits, so that a signed-in
   * user's click is not taken for a signed-out one's (sent to sign-in) */
  ready: boolean;
  /** localized message (not configured, failure) */
  error: string | null;
}

export function useCheckout(): Checkout {
  const lang = useLang();
  const navigate = useNavigate();
  const { state } = useAccount();
  const config = useBillingConfig();
  const [busy, setBusy] = useState<Checkout['busy']>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback(
    (e: unknown) => {
      const a = toApiError(e, lang);
      setError(
        e instanceof ApiError && e.status === 503 ? errorMessage('PAYMENTS_NOT_CONFIGURED', lang) : a.message,
      );
    },
    [lang],
  );

  const start = useCallback(
    async (kind: CheckoutKind, quantity?: number) => {
      setError(null);
      if (state.status !== 'signed-in') {
        rememberReturnPath(currentPath());
        navigate(`/${lang}/sign-in`);
        return;
      }
      if (config && !config.enabled) return setError(errorMessage('PAYMENTS_NOT_CONFIGURED', lang));
      setBusy(kind);
      try {
        const { url } = await billing.checkout(lang, kind, quantity);
        window.location.assign(url);
      } catch (e) {
        fail(e);
        setBusy(null);
      }
    },
    [state.status, config, lang, navigate, fail],
  );

  const openPortal = useCallback(async () => {
    setError(null);
    setBusy('portal');
    try {
      const { url } = await billing.portal(lang);
      window.location.assign(url);
    } catch (e) {
      fail(e);
      setBusy(null);
    }
  }, [lang, fail]);

  return { start, openPortal, busy, ready: state.status !== 'loading', error };
}

// /{lang}/auth/callback: where the verification link of the sign-up e-mail lands (the server
// verifies, then redirects here). Success → message, then sign-in after 3 s (or the profile
// when the verification also signed the user in); ?error=… → what went wrong.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { useAccount } from './context.tsx';
import { FormMessage } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';

export const CALLBACK_REDIRECT_MS = 3000;

export function AuthCallback() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = params.get('error');
  const { refresh } = useAccount();
  const [target, setTarget] = useState<'sign-in' | 'profile' | null>(null);

  useEffect(() => {
    if (error) return;
    let cancelled = false;
    void refresh().then((s) => {
      if (!cancelled) setTarget(s.status === 'signed-in' ? 'profile' : 'sign-in');
    });
    return () => {
      cancelled = true;
    };
  }, [error, refresh]);

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(`/${lang}/${target}`, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [target, lang, navigate]);

  if (error) {
    return (
      <FormMessage kind="error">
        <p>{error.toUpperCase().includes('TOKEN') ? t('callback.invalidLink') : t('callback.failed')}</p>
        <p>
          <LocalLink to="sign-in">{t('callback.toSignIn')}</LocalLink>
        </p>
      </FormMessage>
    );
  }
  if (!target) return <FormMessage kind="info">{t('callback.processing')}</FormMessage>;
  return (
    <FormMessage kind="success">
      <p className="acc-message-title">{t('callback.verified')}</p>
      <p>{t(target === 'profile' ? 'callback.redirectProfile' : 'callback.redirectSignIn')}</p>
    </FormMessage>
  );
}

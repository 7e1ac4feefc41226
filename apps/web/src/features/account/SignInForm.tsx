// /{lang}/sign-in: e-mail + password. Wrong credentials → "Invalid email or password";
// an unverified address → a button to send the verification e-mail again. After sign-in the
// account is fetched and the user goes back to the remembered path (else the profile).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { ApiError, toApiError } from '../../components/upload/index.ts';
import { auth } from './api.ts';
import { useAccount } from './context.tsx';
import { Field, FormMessage } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';
import { takeReturnPath } from './return-path.ts';

export function SignInForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const { refresh } = useAccount();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setResent('idle');
    setBusy(true);
    try {
      await auth.signIn(lang, email, password);
      await refresh();
      navigate(takeReturnPath() ?? `/${lang}/profile`, { replace: true });
    } catch (err) {
      const a = toApiError(err, lang);
      setError({
        code: a.code,
        message: a.code === 'EMAIL_NOT_VERIFIED' ? t('signIn.notVerified') : a.message,
      });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResent('sending');
    try {
      await auth.resendVerification(lang, email);
      setResent('sent');
    } catch (err) {
      setResent('idle');
      setError({
        code: 'RESEND',
        message: err instanceof ApiError ? err.message || t('common.failed') : t('common.failed'),
      });
    }
  }

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate data-testid="sign-in-form">
      {error ? (
        <FormMessage kind="error">
          <p>{error.message}</p>
          {error.code === 'EMAIL_NOT_VERIFIED' ? (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => void resend()}
              disabled={resent !== 'idle'}
            >
              {resent === 'sending' ? t('signIn.resending') : t('signIn.resend')}
            </button>
          ) : null}
        </FormMessage>
      ) : null}
      {resent === 'sent' ? <FormMessage kind="success">{t('signIn.resent', { email })}</FormMessage> : null}
      <Field
        label={t('common.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <Field
        label={t('common.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <p className="acc-forgot">
        <LocalLink to="auth/reset-password">{t('signIn.forgot')}</LocalLink>
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || !email || !password}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <p className="acc-alt">
        {t('signIn.noAccount')} <LocalLink to="sign-up">{t('signIn.toSignUp')}</LocalLink>
      </p>
    </form>
  );
}

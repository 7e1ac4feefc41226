// /{lang}/auth/update-password?token=…: the link of the reset e-mail lands here. New password +
// confirmation; submit stays disabled while saving, too short or not matching; leaving the page
// while the update runs asks first; on success the user goes to sign-in after 2 s (all sessions
// were revoked by the reset).
import { errorMessage } from '@ic/einvoice/errors.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { ApiError, toApiError } from '../../components/upload/index.ts';
import { auth } from './api.ts';
import { Field, FormMessage, passwordProblem } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';

export const UPDATE_REDIRECT_MS = 2000;

/** Asks before the page is left (reload, close, other site) while `active`. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

export function UpdatePasswordForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const problem = passwordProblem(password, confirm);
  useLeaveWarning(busy);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(`/${lang}/sign-in`, { replace: true }), UPDATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, lang, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      await auth.resetPassword(lang, token, password);
      setDone(true);
    } catch (err) {
      const a = toApiError(err, lang);
      setError(
        err instanceof ApiError && (err.code === 'INVALID_TOKEN' || err.code === 'LINK_INVALID')
          ? t('update.invalidLink')
          : errorMessage('PASSWORD_UPDATE_FAILED', lang, { message: a.message || a.code }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (!token || linkError) {
    return (
      <FormMessage kind="error">
        <p>{t('update.invalidLink')}</p>
        <p>
          <LocalLink to="auth/reset-password">{t('update.requestNew')}</LocalLink>
        </p>
      </FormMessage>
    );
  }
  if (done) return <FormMessage kind="success">{t('update.success')}</FormMessage>;
  const shownProblem =
    problem === 'PASSWORD_TOO_SHORT' && password.length > 0
      ? problem
      : problem === 'PASSWORDS_DO_NOT_MATCH' && confirm.length > 0
        ? problem
        : null;
  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate data-testid="update-password-form">
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <Field
        label={t('update.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('common.passwordHint')}
        error={shownProblem === 'PASSWORD_TOO_SHORT' ? errorMessage(shownProblem, lang) : undefined}
        required
      />
      <Field
        label={t('common.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={shownProblem === 'PASSWORDS_DO_NOT_MATCH' ? errorMessage(shownProblem, lang) : undefined}
        required
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || problem !== null}>
        {busy ? t('update.saving') : t('update.submit')}
      </button>
    </form>
  );
}

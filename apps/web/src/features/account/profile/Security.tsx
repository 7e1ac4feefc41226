// Profile: change password (other sessions are signed out), change e-mail (confirmation link
// to the new address), active sessions with revoke.
import { errorMessage } from '@ic/einvoice/errors.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { toApiError } from '../../../components/upload/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { auth, type SessionInfo } from '../api.ts';
import { Field, FormMessage, passwordProblem } from '../forms.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

type Result = { kind: 'error' | 'success'; text: string } | null;

export function ChangePassword() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const problem = passwordProblem(next, confirm);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (problem) return setResult({ kind: 'error', text: errorMessage(problem, lang) });
    setBusy(true);
    setResult(null);
    try {
      await auth.changePassword(lang, current, next);
      setResult({ kind: 'success', text: t('security.passwordChanged') });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      setResult({ kind: 'error', text: toApiError(err, lang).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="acc-card acc-form" onSubmit={submit} noValidate aria-labelledby="acc-pw">
      <h2 id="acc-pw">{t('security.changePassword')}</h2>
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <Field
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        label={t('update.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        hint={t('common.passwordHint')}
      />
      <Field
        label={t('common.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button
        type="submit"
        className="btn btn-secondary btn-small"
        disabled={busy || !current || problem !== null}
      >
        {busy ? t('update.saving') : t('security.changePassword')}
      </button>
    </form>
  );
}

export function ChangeEmail() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await auth.changeEmail(lang, email);
      setResult({ kind: 'success', text: t('security.emailChangeSent', { email }) });
      setEmail('');
    } catch (err) {
      setResult({ kind: 'error', text: toApiError(err, lang).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="acc-card acc-form" onSubmit={submit} noValidate aria-labelledby="acc-email">
      <h2 id="acc-email">{t('security.changeEmail')}</h2>
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <Field
        label={t('security.newEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="btn btn-secondary btn-small" disabled={busy || !email.includes('@')}>
        {t('security.changeEmail')}
      </button>
    </form>
  );
}

export function Sessions() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const [list, mine] = await Promise.all([auth.listSessions(lang), auth.session(lang)]);
      setSessions(list);
      setCurrent(mine?.session.token ?? null);
    } catch (e) {
      setError(toApiError(e, lang).message);
    }
  }, [lang]);
  useEffect(() => {
    void load();
  }, [load]);
  async function revoke(token: string) {
    setError(null);
    try {
      await auth.revokeSession(lang, token);
      await load();
    } catch (e) {
      setError(toApiError(e, lang).message);
    }
  }
  return (
    <section className="acc-card" aria-labelledby="acc-sessions">
      <h2 id="acc-sessions">{t('security.sessions')}</h2>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <ul className="acc-sessions">
        {(sessions ?? []).map((s) => (
          <li key={s.id}>
            <span>
              {s.userAgent || t('security.unknownDevice')} · {formatDateTime(s.createdAt, lang)}
              {s.token === current ? <strong> · {t('security.thisSession')}</strong> : null}
            </span>
            {s.token !== current ? (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => void revoke(s.token)}
              >
                {t('security.revoke')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

// /{lang}/sign-up: name, e-mail, password + confirmation, terms and DPA checkboxes; on success
// the user is told to confirm the address from the e-mail we sent.
import { errorMessage } from '@ic/einvoice/errors.ts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { ApiError, toApiError } from '../../components/upload/index.ts';
import { auth } from './api.ts';
import { Field, FormMessage, passwordProblem } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';

/** A legal page in a new tab, so the form keeps what was typed (Trans fills in the text). */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <LocalLink to={to} target="_blank" rel="noopener">
      {children}
    </LocalLink>
  );
}

export function SignUpForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [dpa, setDpa] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(password, confirm);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (problem) return setError(errorMessage(problem, lang));
    if (!terms || !dpa) return setError(t('signUp.mustAccept'));
    setBusy(true);
    try {
      await auth.signUp(lang, { name, email, password, acceptedTerms: terms, acceptedDpa: dpa });
      setDone(email);
    } catch (err) {
      // no user enumeration: an existing address gets the same answer as a new one
      if (err instanceof ApiError && err.code === 'USER_EXISTS') setDone(email);
      else setError(toApiError(err, lang).message || t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <FormMessage kind="success">
        <p className="acc-message-title">{t('signUp.successTitle')}</p>
        <p>{t('signUp.successText', { email: done })}</p>
      </FormMessage>
    );
  }
  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate data-testid="sign-up-form">
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <Field
        label={t('common.name')}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
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
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('common.passwordHint')}
        error={touched && problem === 'PASSWORD_TOO_SHORT' ? errorMessage(problem, lang) : undefined}
        required
      />
      <Field
        label={t('common.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={touched && problem === 'PASSWORDS_DO_NOT_MATCH' ? errorMessage(problem, lang) : undefined}
        required
      />
      <label className="acc-check">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} required />{' '}
        <span>
          <Trans
            t={t}
            i18nKey="signUp.acceptTerms"
            components={{
              link: <LegalLink to="terms-and-conditions" />,
            }}
          />
        </span>
      </label>
      <label className="acc-check">
        <input type="checkbox" checked={dpa} onChange={(e) => setDpa(e.target.checked)} required />{' '}
        <span>
          <Trans
            t={t}
            i18nKey="signUp.acceptDpa"
            components={{
              link: <LegalLink to="dpa" />,
            }}
          />
        </span>
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('signUp.submitting') : t('signUp.submit')}
      </button>
      <p className="acc-alt">
        {t('signUp.haveAccount')} <LocalLink to="sign-in">{t('signUp.toSignIn')}</LocalLink>
      </p>
    </form>
  );
}

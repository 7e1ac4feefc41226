// /{lang}/auth/reset-password: ask for a reset link. 429 → "too many requests"; success shows
// "reset e-mail sent" and clears the field (same answer whether the account exists or not).
import { errorMessage } from '@ic/einvoice/errors.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import { ApiError } from '../../components/upload/index.ts';
import { auth } from './api.ts';
import { Field, FormMessage } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';

export function ResetRequestForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await auth.requestReset(lang, email);
      setResult({ kind: 'success', text: errorMessage('PASSWORD_RESET_SENT', lang) });
      setEmail('');
    } catch (err) {
      const tooMany = err instanceof ApiError && err.status === 429;
      setResult({
        kind: 'error',
        text: tooMany ? t('reset.tooMany') : errorMessage('PASSWORD_RESET_FAILED', lang),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate data-testid="reset-form">
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <Field
        label={t('common.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || !email}>
        {busy ? t('reset.sending') : t('reset.submit')}
      </button>
      <p className="acc-alt">
        <LocalLink to="sign-in" className="btn btn-secondary btn-block">
          {t('reset.backToSignIn')}
        </LocalLink>
      </p>
    </form>
  );
}

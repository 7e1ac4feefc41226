// Profile: export the account's data (GDPR, a JSON download) and delete the account after
// confirming with the password.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../../components/lang.tsx';
import { toApiError } from '../../../components/upload/index.ts';
import { account as accountApi, EXPORT_URL } from '../api.ts';
import { useAccount } from '../context.tsx';
import { Field, FormMessage } from '../forms.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export function DataSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const { clear } = useAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remove(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.remove(lang, password);
      navigate(`/${lang}`, { replace: true });
      clear();
    } catch (err) {
      setError(toApiError(err, lang).message);
      setBusy(false);
    }
  }
  return (
    <section className="acc-card" aria-labelledby="acc-data">
      <h2 id="acc-data">{t('data.title')}</h2>
      <p>
        <a href={EXPORT_URL} className="btn btn-secondary btn-small" download>
          {t('data.export')}
        </a>
      </p>
      {!open ? (
        <button
          type="button"
          className="btn btn-secondary btn-small acc-danger"
          onClick={() => setOpen(true)}
        >
          {t('data.delete')}
        </button>
      ) : (
        <form className="acc-form" onSubmit={remove} noValidate>
          <p>{t('data.deleteWarning')}</p>
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          <Field
            label={t('data.confirmPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
          <p className="button-row">
            <button
              type="submit"
              className="btn btn-primary btn-small acc-danger"
              disabled={busy || !password}
            >
              {t('data.deleteConfirm')}
            </button>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}

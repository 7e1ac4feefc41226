// Profile: API keys — create (the key is shown once), list (prefix only), revoke.
import type { ApiKeyInfo } from '@ic/einvoice';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { toApiError } from '../../../components/upload/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { account as accountApi } from '../api.ts';
import { Field, FormMessage } from '../forms.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export function ApiKeys() {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [keys, setKeys] = useState<ApiKeyInfo[] | null>(null);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setKeys((await accountApi.apiKeys(lang)).keys);
    } catch (e) {
      setError(toApiError(e, lang).message);
    }
  }, [lang]);
  useEffect(() => {
    void load();
  }, [load]);

  async function create(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const k = await accountApi.createApiKey(lang, name.trim());
      setCreated({ name: k.name, key: k.key });
      setName('');
      await load();
    } catch (err) {
      setError(toApiError(err, lang).message);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(k: ApiKeyInfo) {
    if (!window.confirm(t('keys.confirmRevoke', { name: k.name }))) return;
    setError(null);
    try {
      await accountApi.revokeApiKey(lang, k.id);
      await load();
    } catch (err) {
      setError(toApiError(err, lang).message);
    }
  }

  return (
    <section className="acc-card" aria-labelledby="acc-keys" data-testid="api-keys">
      <h2 id="acc-keys">{t('keys.title')}</h2>
      <p className="muted">{t('keys.intro')}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {created ? (
        <FormMessage kind="success">
          <p>{t('keys.createdOnce', { name: created.name })}</p>
          <code className="acc-key" data-testid="new-api-key">
            {created.key}
          </code>
        </FormMessage>
      ) : null}
      <form className="acc-inline-form" onSubmit={create}>
        <Field label={t('keys.name')} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn-secondary btn-small" disabled={busy || !name.trim()}>
          {t('keys.create')}
        </button>
      </form>
      {keys && keys.length === 0 ? <p className="muted">{t('keys.none')}</p> : null}
      {keys && keys.length > 0 ? (
        <table className="acc-table" data-testid="api-key-list">
          <thead>
            <tr>
              <th scope="col">{t('keys.name')}</th>
              <th scope="col">{t('keys.prefix')}</th>
              <th scope="col">{t('keys.created')}</th>
              <th scope="col">{t('keys.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('keys.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id}>
                <td>{k.name}</td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{formatDateTime(k.createdAt, lang)}</td>
                <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt, lang) : t('keys.never')}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('keys.revokeNamed', { name: k.name })}
                    onClick={() => void revoke(k)}
                  >
                    {t('keys.revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

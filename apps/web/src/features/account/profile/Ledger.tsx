// Profile: the credit history from the ledger (newest first as the server sends it).
import type { LedgerEntry } from '@ic/einvoice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { toApiError } from '../../../components/upload/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { account as accountApi } from '../api.ts';
import { FormMessage } from '../forms.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export function Ledger({ version }: { version: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const [entries, setEntries] = useState<LedgerEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger
  useEffect(() => {
    let live = true;
    accountApi
      .ledger(lang)
      .then((r) => live && setEntries(r.entries))
      .catch((e) => live && setError(toApiError(e, lang).message));
    return () => {
      live = false;
    };
  }, [lang, version]);
  return (
    <section className="acc-card" aria-labelledby="acc-ledger">
      <h2 id="acc-ledger">{t('profile.history')}</h2>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {entries && entries.length === 0 ? <p className="muted">{t('profile.historyEmpty')}</p> : null}
      {entries && entries.length > 0 ? (
        <table className="acc-table" data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">{t('profile.when')}</th>
              <th scope="col">{t('profile.reason')}</th>
              <th scope="col">{t('profile.change')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ledger rows have no id in the API
              <tr key={i}>
                <td>{formatDateTime(e.createdAt, lang)}</td>
                <td>{t(`profile.reasons.${e.reason}`, { defaultValue: e.reason })}</td>
                <td className={e.delta < 0 ? 'acc-minus' : 'acc-plus'}>
                  {e.delta > 0 ? `+${e.delta}` : e.delta}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

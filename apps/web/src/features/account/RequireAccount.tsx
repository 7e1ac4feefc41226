// Guard of protected pages (product spec §4): a spinner while the account loads; a signed-out
// user goes to sign-in with the current path remembered, and comes back after signing in.
import type { AccountInfo } from '@ic/einvoice';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../../components/lang.tsx';
import { Busy } from '../../components/upload/index.ts';
import { accountOf, useAccount } from './context.tsx';
import { FormMessage } from './forms.tsx';
import { ACCOUNT_NS } from './i18n.ts';
import { currentPath, rememberReturnPath } from './return-path.ts';

export function RequireAccount({ children }: { children: (account: AccountInfo) => ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const lang = useLang();
  const navigate = useNavigate();
  const { state, refresh } = useAccount();

  useEffect(() => {
    if (state.status !== 'signed-out') return;
    rememberReturnPath(currentPath());
    navigate(`/${lang}/sign-in`, { replace: true });
  }, [state.status, lang, navigate]);

  const a = accountOf(state);
  if (a) return <>{children(a)}</>;
  if (state.status === 'error') {
    return (
      <FormMessage kind="error">
        <p>{t('common.statusFailed')}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void refresh()}>
          {t('common.retry')}
        </button>
      </FormMessage>
    );
  }
  return <Busy label={t('common.loading')} />;
}

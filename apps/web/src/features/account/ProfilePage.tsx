// /{lang}/profile (protected): overview, payments, credit history, API keys, security, data.
import { useTranslation } from 'react-i18next';
import { FEATURE_LINKS } from '../../components/Header.tsx';
import { LocalLink } from '../../components/lang.tsx';
import { ACCOUNT_NS } from './i18n.ts';
import { ApiKeys } from './profile/ApiKeys.tsx';
import { Billing } from './profile/Billing.tsx';
import { DataSection } from './profile/DataSection.tsx';
import { Ledger } from './profile/Ledger.tsx';
import { Overview } from './profile/Overview.tsx';
import { ChangeEmail, ChangePassword, Sessions } from './profile/Security.tsx';
import { RequireAccount } from './RequireAccount.tsx';

export function ProfilePage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { t: tc } = useTranslation();
  return (
    <section className="container page acc-page" data-page="profile">
      <h1>{t('profile.heading')}</h1>
      <RequireAccount>
        {(account) => (
          <div className="acc-grid">
            <Overview account={account} />
            <Billing account={account} />
            <Ledger version={account.credits * 1_000_003 + account.downloads} />
            <ApiKeys />
            <ChangePassword />
            <ChangeEmail />
            <Sessions />
            <DataSection />
            <nav className="acc-card" aria-labelledby="acc-tools">
              <h2 id="acc-tools">{t('profile.tools')}</h2>
              <ul>
                {FEATURE_LINKS.map((l) => (
                  <li key={l.to}>
                    <LocalLink to={l.to}>{tc(l.label)}</LocalLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        )}
      </RequireAccount>
    </section>
  );
}

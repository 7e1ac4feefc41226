import { ALL_RULES, ALL_XML_RULES } from '@ic/einvoice';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../components/lang.tsx';
import { matchesQuery } from '../lib/search.ts';

type RuleRow = { id: string; scope: string; severity: string; bt: string[]; en: string; de: string };
const SCOPES = ['en16931', 'xrechnung', 'xrechnung-extension', 'xrechnung-cvd', 'peppol', 'syntax'] as const;

/** Every rule id the validator has (model and XML rules; one row per id), ordered by id. */
export function ruleRows(): RuleRow[] {
  const rows = new Map<string, RuleRow>();
  for (const r of [...ALL_RULES, ...ALL_XML_RULES]) {
    if (rows.has(r.id)) continue;
    rows.set(r.id, { id: r.id, scope: r.scope, severity: r.severity, bt: r.bt, ...r.message });
  }
  return [...rows.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** /{lang}/rules: the rules reference; each rule's anchor is its id (/en/rules#BR-DE-15). */
export default function RulesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [query, setQuery] = useState('');
  const all = useMemo(ruleRows, []);
  const shown = all.filter((r) => matchesQuery(`${r.id} ${r.bt.join(' ')} ${r[lang]}`, query));
  return (
    <section className="container page rules" data-page="rules">
      <h1>{t('rules.heading')}</h1>
      <p className="lead">{t('rules.intro', { count: all.length })}</p>
      <p>
        <LocalLink to="xrechnung-viewer" className="text-link">
          {t('rules.toViewer')} →
        </LocalLink>
      </p>
      <label className="faq-search">
        <span className="visually-hidden">{t('rules.searchLabel')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('rules.searchPlaceholder')}
          aria-label={t('rules.searchLabel')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      {SCOPES.map((scope) => {
        const rows = shown.filter((r) => r.scope === scope);
        if (rows.length === 0) return null;
        return (
          <section key={scope} aria-labelledby={`scope-${scope}`}>
            <h2 id={`scope-${scope}`}>{t(`rules.scope.${scope}`)}</h2>
            <dl className="rule-list">
              {rows.map((r) => (
                <div key={r.id} id={r.id} className="rule-row">
                  <dt>
                    <a href={`#${r.id}`} className="rule-id">
                      {r.id}
                    </a>{' '}
                    <span className={`badge badge-${r.severity}`}>{t(`rules.level.${r.severity}`)}</span>
                    {r.bt.length > 0 ? <span className="muted"> {r.bt.join(', ')}</span> : null}
                  </dt>
                  <dd>{r[lang]}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </section>
  );
}

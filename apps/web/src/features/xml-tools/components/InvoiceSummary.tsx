import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { XML_NS } from '../i18n.ts';
import type { InvoiceSummary as Summary } from '../types.ts';
import { scenarioName, syntaxName } from './ValidationReport.tsx';

function money(amount: string, currency: string, lang: 'en' | 'de'): string {
  try {
    return formatMoney(amount as `${number}`, lang, currency);
  } catch {
    return `${amount} ${currency}`;
  }
}

function date(iso: string, lang: 'en' | 'de'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  try {
    return formatDate(iso, lang);
  } catch {
    return iso;
  }
}

/** Key facts of the invoice: number, date, seller, buyer, amount due, format. */
export function InvoiceSummary({
  summary,
  syntax,
  scenario,
}: {
  summary: Summary;
  syntax: string | null;
  scenario: string | null;
}) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const items: [string, string, string][] = [
    ['seller', t('viewer.summary.seller'), summary.sellerName],
    ['buyer', t('viewer.summary.buyer'), summary.buyerName],
    ['number', t('viewer.summary.number'), summary.number],
    ['issueDate', t('viewer.summary.issueDate'), date(summary.issueDate, lang)],
    ['amountDue', t('viewer.summary.amountDue'), money(summary.amountDue, summary.currency, lang)],
    ['format', t('viewer.summary.format'), `${syntaxName(t, syntax)} · ${scenarioName(t, scenario)}`],
  ];
  return (
    <dl className="xt-summary" aria-label={t('viewer.summary.label')} data-testid="invoice-summary">
      {items.map(([key, label, value]) => (
        <div key={key} className={`xt-summary-item xt-summary-${key}`}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

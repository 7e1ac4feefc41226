import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Cross } from '../../../components/Icons.tsx';
import { useLang } from '../../../components/lang.tsx';
import { hintKey, messageText } from '../hints.ts';
import { XML_NS } from '../i18n.ts';
import type { Level, ResultMessage, ValidationResult } from '../types.ts';

const LEVELS: readonly Level[] = ['error', 'warning', 'information'];

export function scenarioName(t: (k: string) => string, scenario: string | null): string {
  return t(`common.scenario.${scenario ?? 'none'}`);
}

export function syntaxName(t: (k: string) => string, syntax: string | null): string {
  return t(`common.syntax.${syntax ?? 'unknown'}`);
}

/** Accepted / Rejected with an icon (text, not colour alone, carries the meaning). */
export function ResultBadge({ accepted }: { accepted: boolean }) {
  const { t } = useTranslation(XML_NS);
  return (
    <span className={`xt-badge ${accepted ? 'xt-badge-ok' : 'xt-badge-bad'}`} data-testid="result-badge">
      {accepted ? <Check /> : <Cross />}
      {accepted ? t('report.accepted') : t('report.rejected')}
    </span>
  );
}

/** One line: accepted/rejected and what it means. */
export function ResultHeadline({ result }: { result: ValidationResult }) {
  const { t } = useTranslation(XML_NS);
  const scenario = scenarioName(t, result.scenario);
  const text = result.accepted
    ? result.counts.warning > 0
      ? t('report.acceptedWithWarnings', { scenario })
      : t('report.acceptedText', { scenario })
    : result.counts.error === 1
      ? t('report.rejectedOne')
      : t('report.rejectedText', { count: result.counts.error });
  return (
    <div className="xt-headline">
      <ResultBadge accepted={result.accepted} />
      <p>{text}</p>
    </div>
  );
}

function Message({ m }: { m: ResultMessage }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const hint = hintKey(m.id);
  const where =
    m.line !== undefined
      ? m.column !== undefined
        ? t('report.lineColumn', { line: m.line, column: m.column })
        : t('report.line', { line: m.line })
      : null;
  return (
    <li className={`xt-msg xt-msg-${m.level}`} data-rule={m.id}>
      <div className="xt-msg-head">
        <code className="xt-rule">{m.id}</code>
        <span className="visually-hidden">{t(`report.level.${m.level}`)}: </span>
        <p className="xt-msg-text">{messageText(m, lang)}</p>
      </div>
      {m.location || where || m.bt.length > 0 ? (
        <dl className="xt-msg-meta">
          {m.location || where ? (
            <div>
              <dt>{t('report.location')}</dt>
              <dd>
                {m.location ? <code className="xt-location">{m.location}</code> : null}
                {where ? <span className="xt-where">{m.location ? ` · ${where}` : where}</span> : null}
              </dd>
            </div>
          ) : null}
          {m.bt.length > 0 ? (
            <div>
              <dt>{t('report.terms')}</dt>
              <dd className="xt-bts">
                {m.bt.map((b) => (
                  <span key={b} className="xt-bt">
                    {b}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {hint ? (
        <p className="xt-hint">
          <strong>{t('report.howToFix')}:</strong> {t(hint)}
        </p>
      ) : null}
    </li>
  );
}

export type ValidationReportProps = {
  result: ValidationResult;
  /** heading level of the report heading (default 2) */
  headingLevel?: 2 | 3;
  /** show the accepted/rejected headline under the heading (default true) */
  headline?: boolean;
};

/** The validation report: badge, counts, and the messages grouped by severity with hints. */
export function ValidationReport({ result, headingLevel = 2, headline = true }: ValidationReportProps) {
  const { t } = useTranslation(XML_NS);
  const headingId = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="xt-report" aria-labelledby={headingId} data-testid="validation-report">
      <H id={headingId} className="xt-section-title">
        {t('report.heading')}
      </H>
      {headline ? <ResultHeadline result={result} /> : null}
      <p className="xt-report-meta">
        {t('report.checkedWith', {
          scenario: scenarioName(t, result.scenario),
          syntax: syntaxName(t, result.syntax),
        })}
        <span aria-hidden="true"> · </span>
        {t('report.counts', {
          errors: result.counts.error,
          warnings: result.counts.warning,
          information: result.counts.information,
        })}
      </p>
      {result.messages.length === 0 ? (
        <p className="xt-none">
          <Check /> {t('report.none')}
        </p>
      ) : (
        LEVELS.map((level) => {
          const list = result.messages.filter((m) => m.level === level);
          if (list.length === 0) return null;
          return (
            <div key={level} className={`xt-level xt-level-${level}`}>
              <Sub className="xt-level-title">
                {t(`report.levels.${level}`)} <span className="xt-count">{list.length}</span>
              </Sub>
              <ol className="xt-msgs">
                {list.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's messages never reorder; the same rule may hit one place twice
                  <Message key={`${m.id}-${m.location}-${i}`} m={m} />
                ))}
              </ol>
            </div>
          );
        })
      )}
    </section>
  );
}

/** Headline plus the full report folded away (converter pages). */
export function CompactReport({ result, open = false }: { result: ValidationResult; open?: boolean }) {
  const { t } = useTranslation(XML_NS);
  return (
    <div className="xt-compact" data-testid="compact-report">
      <ResultHeadline result={result} />
      {result.messages.length > 0 ? (
        <details className="xt-details" open={open}>
          <summary>
            {t('report.heading')} ·{' '}
            {t('report.counts', {
              errors: result.counts.error,
              warnings: result.counts.warning,
              information: result.counts.information,
            })}
          </summary>
          <ValidationReport result={result} headingLevel={3} headline={false} />
        </details>
      ) : null}
    </div>
  );
}

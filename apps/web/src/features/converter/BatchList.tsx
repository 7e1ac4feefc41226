// The uploaded files: one status each (batch.ts), progress message, select, remove, retry.
import { errorMessage, isErrorCode } from '@ic/einvoice/errors.ts';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/lang.tsx';
import { FileSummary } from '../../components/upload/index.ts';
import { type BatchStatus, batchStatus, selectable } from './batch.ts';
import { CONVERTER_NS } from './i18n.ts';
import { ScanProgress } from './Scan.tsx';
import type { Entry } from './state.ts';

export function BatchList({
  entries,
  statusOf = (e) => batchStatus(e, undefined),
  errorsOf,
  onRemove,
  onRetry,
  onSelect,
  onReview,
  extra,
}: {
  entries: Entry[];
  /** the file's one status (useBatch); without it, extracted files count as reviewed-if-confident */
  statusOf?: (e: Entry) => BatchStatus;
  /** open errors of a file for the chosen profile (shown beside "Needs review") */
  errorsOf?: (e: Entry) => number;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onSelect?: (id: string, selected: boolean) => void;
  onReview?: (id: string) => void;
  extra?: (e: Entry, status: BatchStatus) => React.ReactNode;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const lang = useLang();
  return (
    <ul className="cv-batch" data-testid="batch-list">
      {entries.map((e) => {
        const status = statusOf(e);
        const errors = status === 'review' ? (errorsOf?.(e) ?? 0) : 0;
        // the message in the page's language (a restored file has only its code)
        const message = e.error
          ? isErrorCode(e.error.code)
            ? errorMessage(e.error.code, lang)
            : e.error.message
          : '';
        return (
          <li
            key={e.id}
            className={`cv-batch-item cv-status-${status}`}
            data-status={status}
            data-name={e.name}
          >
            {onSelect ? (
              <input
                type="checkbox"
                className="cv-batch-select"
                checked={e.selected && selectable(status)}
                disabled={!selectable(status)}
                aria-label={t('batch.select', { name: e.name })}
                onChange={(ev) => onSelect(e.id, ev.currentTarget.checked)}
              />
            ) : null}
            <FileSummary name={e.name} size={e.size} tag="PDF" onRemove={() => onRemove(e.id)}>
              <span className="cv-batch-state">
                <span className={`cv-badge cv-badge-${status}`} data-testid="file-status">
                  {t(`status.${status}`)}
                </span>
                {e.status === 'processing' && e.scan ? <ScanProgress scan={e.scan} /> : null}
                {e.status === 'processing' && !e.scan ? (
                  <span className="cv-progress" role="status">
                    <span className="spinner" aria-hidden="true" /> {t(`progress.${e.progress}`)}
                  </span>
                ) : null}
                {status === 'review' ? (
                  <span className="cv-batch-detail">
                    {errors > 0 ? t('review.errors', { count: errors }) : t('batch.notOpened')}
                  </span>
                ) : null}
                {status === 'error' && message ? (
                  <span className="cv-batch-error" role="alert">
                    {message}
                  </span>
                ) : null}
                {status === 'error' ? (
                  <button type="button" className="btn btn-secondary btn-small" onClick={() => onRetry(e.id)}>
                    {t('batch.retry')}
                  </button>
                ) : null}
                {onReview && e.invoice && status !== 'error' ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => onReview(e.id)}
                  >
                    {t('steps.review')}
                  </button>
                ) : null}
                {extra?.(e, status)}
              </span>
            </FileSummary>
          </li>
        );
      })}
    </ul>
  );
}

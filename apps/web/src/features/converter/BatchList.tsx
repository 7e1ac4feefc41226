// The uploaded files: status, progress message, select, remove, retry.
import { useTranslation } from 'react-i18next';
import { FileSummary } from '../../components/upload/index.ts';
import { CONVERTER_NS } from './i18n.ts';
import { ScanProgress } from './Scan.tsx';
import type { Entry } from './state.ts';

export function BatchList({
  entries,
  onRemove,
  onRetry,
  onSelect,
  onReview,
  extra,
}: {
  entries: Entry[];
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onSelect?: (id: string, selected: boolean) => void;
  onReview?: (id: string) => void;
  extra?: (e: Entry) => React.ReactNode;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  return (
    <ul className="cv-batch" data-testid="batch-list">
      {entries.map((e) => (
        <li
          key={e.id}
          className={`cv-batch-item cv-status-${e.status}`}
          data-status={e.status}
          data-name={e.name}
        >
          {onSelect ? (
            <input
              type="checkbox"
              className="cv-batch-select"
              checked={e.selected}
              aria-label={t('batch.select', { name: e.name })}
              onChange={(ev) => onSelect(e.id, ev.currentTarget.checked)}
            />
          ) : null}
          <FileSummary name={e.name} size={e.size} tag="PDF" onRemove={() => onRemove(e.id)}>
            <span className="cv-batch-state">
              <span className={`cv-badge cv-badge-${e.status}`}>{t(`status.${e.status}`)}</span>
              {e.status === 'processing' && e.scan ? <ScanProgress scan={e.scan} /> : null}
              {e.status === 'processing' && !e.scan ? (
                <span className="cv-progress" role="status">
                  <span className="spinner" aria-hidden="true" /> {t(`progress.${e.progress}`)}
                </span>
              ) : null}
              {e.status === 'error' && e.error?.message ? (
                <span className="cv-batch-error">{e.error.message}</span>
              ) : null}
              {e.status === 'error' ? (
                <button type="button" className="btn btn-secondary btn-small" onClick={() => onRetry(e.id)}>
                  {t('batch.retry')}
                </button>
              ) : null}
              {onReview && (e.status === 'ready' || e.status === 'downloaded') ? (
                <button type="button" className="btn btn-secondary btn-small" onClick={() => onReview(e.id)}>
                  {t('steps.review')}
                </button>
              ) : null}
              {extra?.(e)}
            </span>
          </FileSummary>
        </li>
      ))}
    </ul>
  );
}

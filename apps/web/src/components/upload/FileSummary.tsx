import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../lib/lang.ts';
import { Close, FileIcon } from '../Icons.tsx';
import { useLang } from '../lang.tsx';
import { formatBytes } from './file-check.ts';
import { UPLOAD_NS } from './i18n.ts';

export type FileSummaryProps = {
  name: string;
  /** bytes */
  size: number;
  /** A short tag after the size, e.g. "UBL" or "PDF". */
  tag?: string;
  /** Shows a remove button (labelled "Remove {name}"). */
  onRemove?: () => void;
  /** Extra content at the end (a status, a button). */
  children?: ReactNode;
};

/** One picked file: icon, name, size, optional tag, remove button. */
export function FileSummary({ name, size, tag, onRemove, children }: FileSummaryProps) {
  const { t } = useTranslation(UPLOAD_NS);
  const lang = useLang();
  return (
    <div className="file-summary">
      <span className="file-summary-icon">
        <FileIcon />
      </span>
      <span className="file-summary-text">
        <span className="file-summary-name" title={name}>
          {name}
        </span>
        <span className="file-summary-meta">
          {formatBytes(size, LOCALES[lang])}
          {tag ? <span className="file-summary-tag">{tag}</span> : null}
        </span>
      </span>
      {children}
      {onRemove ? (
        <button
          type="button"
          className="icon-button file-summary-remove"
          onClick={onRemove}
          aria-label={t('file.remove', { name })}
        >
          <Close />
        </button>
      ) : null}
    </div>
  );
}

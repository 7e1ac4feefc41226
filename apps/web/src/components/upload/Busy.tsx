import { useTranslation } from 'react-i18next';
import { UPLOAD_NS } from './i18n.ts';

export type BusyProps = {
  /** What is happening ("Validating…"); default "Working…". */
  label?: string;
  /** Smaller, inline variant. */
  inline?: boolean;
};

/** A spinner with a live-region label (role="status"). */
export function Busy({ label, inline }: BusyProps) {
  const { t } = useTranslation(UPLOAD_NS);
  return (
    <div className={inline ? 'busy busy-inline' : 'busy'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('busy.working')}</span>
    </div>
  );
}

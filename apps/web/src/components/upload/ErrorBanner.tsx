import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_NS } from './i18n.ts';

export type ErrorBannerProps = {
  /** The localized message (e.g. ApiError.message or errorMessage(code, lang)). */
  message: string;
  /** Catalogue code, shown small for support (e.g. FILE_TOO_LARGE); also `data-code`. */
  code?: string;
  /** Bold first line (default "Something went wrong"); pass '' for none. */
  title?: string;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** Shows a "Dismiss" button. */
  onDismiss?: () => void;
  /** Extra content under the message (e.g. a hint). */
  children?: ReactNode;
};

/** An inline error (role="alert") with optional retry and dismiss buttons. */
export function ErrorBanner({ message, code, title, onRetry, onDismiss, children }: ErrorBannerProps) {
  const { t } = useTranslation(UPLOAD_NS);
  const heading = title ?? t('error.title');
  return (
    <div className="error-banner" role="alert" data-code={code}>
      <svg
        className="error-banner-icon"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="error-banner-body">
        {heading ? <p className="error-banner-title">{heading}</p> : null}
        <p className="error-banner-message">{message}</p>
        {children}
        {code ? (
          <p className="error-banner-code">
            {t('error.code')}: <code>{code}</code>
          </p>
        ) : null}
      </div>
      {onRetry || onDismiss ? (
        <div className="error-banner-actions">
          {onRetry ? (
            <button type="button" className="btn btn-primary btn-small" onClick={onRetry}>
              {t('error.retry')}
            </button>
          ) : null}
          {onDismiss ? (
            <button type="button" className="btn btn-secondary btn-small" onClick={onDismiss}>
              {t('error.dismiss')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

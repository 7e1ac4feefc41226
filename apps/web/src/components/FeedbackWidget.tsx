import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Close, Message } from './Icons.tsx';
import { useLang } from './lang.tsx';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

/** Feedback button + dialog: message (required), optional e-mail → POST /api/v1/feedback. */
export function FeedbackWidget() {
  const { t } = useTranslation();
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const ids = { title: useId(), message: useId(), email: useId(), hint: useId(), error: useId() };

  const open = () => {
    if (status.kind === 'sent') {
      setStatus({ kind: 'idle' });
      setMessage('');
      setEmail('');
    }
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      const body: { message: string; email?: string } = { message: message.trim() };
      if (email.trim()) body.email = email.trim();
      const res = await fetch('/api/v1/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        setStatus({ kind: 'sent' });
        return;
      }
      let serverMessage: string | undefined;
      try {
        const data = (await res.json()) as { error?: { message?: unknown } };
        if (typeof data.error?.message === 'string') serverMessage = data.error.message;
      } catch {
        // not JSON: fall back to our own message
      }
      setStatus({ kind: 'error', message: serverMessage ?? t('feedback.failed') });
    } catch {
      setStatus({ kind: 'error', message: t('feedback.failed') });
    }
  };

  const sending = status.kind === 'sending';
  return (
    <>
      <button type="button" className="feedback-button" onClick={open} aria-haspopup="dialog">
        <Message /> <span>{t('feedback.button')}</span>
      </button>
      <dialog ref={dialog} className="feedback-dialog" aria-labelledby={ids.title}>
        <div className="feedback-head">
          <h2 id={ids.title}>{status.kind === 'sent' ? t('feedback.thanksTitle') : t('feedback.title')}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('feedback.close')}>
            <Close />
          </button>
        </div>
        {status.kind === 'sent' ? (
          <div className="feedback-thanks" role="status">
            <p>{t('feedback.thanksText')}</p>
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('feedback.close')}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} className="feedback-form" aria-busy={sending}>
            <p className="muted">{t('feedback.intro')}</p>
            <label htmlFor={ids.message}>{t('feedback.message')}</label>
            <textarea
              id={ids.message}
              name="message"
              required
              rows={5}
              maxLength={5000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              disabled={sending}
              aria-describedby={status.kind === 'error' ? ids.error : undefined}
            />
            <label htmlFor={ids.email}>{t('feedback.email')}</label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={sending}
              aria-describedby={ids.hint}
            />
            <p id={ids.hint} className="field-hint">
              {t('feedback.emailHint')}
            </p>
            {status.kind === 'error' ? (
              <p id={ids.error} className="form-error" role="alert">
                {status.message}
              </p>
            ) : null}
            <div className="feedback-actions">
              <button type="button" className="btn btn-secondary" onClick={close}>
                {t('feedback.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={sending || message.trim() === ''}>
                {sending ? t('feedback.sending') : t('feedback.send')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}

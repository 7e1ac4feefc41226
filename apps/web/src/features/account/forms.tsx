// Small form parts of the account pages: a labelled field with its error, a live status line
// and the password checks of the spec (≥ 6 characters, confirmation must match).
// (its own module, not the package root: the landing page's pricing reaches this form, and the
// root would bring the whole invoice engine into the landing page's script)
import { PASSWORD_MIN_LENGTH } from '@ic/einvoice/api/account.ts';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const MIN_PASSWORD = PASSWORD_MIN_LENGTH;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORDS_DO_NOT_MATCH' | null;

/** The first problem of a new password and its confirmation (null when both are fine). */
export function passwordProblem(password: string, confirm: string): PasswordProblem {
  if (password.length < MIN_PASSWORD) return 'PASSWORD_TOO_SHORT';
  if (password !== confirm) return 'PASSWORDS_DO_NOT_MATCH';
  return null;
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** shown under the field and linked by aria-describedby */
  error?: string | undefined;
  hint?: string | undefined;
};

export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean);
  return (
    <div className="acc-field">
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        {...input}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="acc-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="acc-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message: errors are alerts, successes polite status updates. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      className={`acc-message acc-message-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
      data-testid={`form-${kind}`}
    >
      {children}
    </div>
  );
}

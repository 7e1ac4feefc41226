// Inputs bound to a model path: value from the model, changes written back with setPath, rule
// messages and local checks under the field, low extraction confidence highlighted, and focus
// shows where the value came from on the PDF.

import { codelists, isDecimal } from '@ic/einvoice';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { CONFIDENT } from '../batch.ts';
import { CONVERTER_NS } from '../i18n.ts';
import { type Check, CRITICAL_PATHS, checkValue, valueAt } from '../model.ts';
import { fieldId } from '../path.ts';
import { useForm } from './context.tsx';

/** Below this, a field is highlighted for checking. */
/** below it a field is marked for a look (the same bound decides whether a file needs review) */
export const LOW_CONFIDENCE = CONFIDENT;

export interface FieldProps {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  check?: Check;
  /** value written for an emptied field: undefined (optional) or '' (mandatory model strings) */
  emptyAs?: '' | undefined;
  type?: 'text' | 'date' | 'email' | 'tel';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  /** datalist id */
  list?: string;
  readOnly?: boolean;
  wide?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  /** extra content under the input (e.g. a suggestion) */
  children?: ReactNode;
  /** value shown instead of the model's (computed fields) */
  display?: string;
}

function normalizeDecimal(v: string): string {
  // "1.234,50" / "1234,5" as typed by German users → "1234.50" / "1234.5"
  const t = v.trim();
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(t)) return t.replace(/\./g, '').replace(',', '.');
  if (/^-?\d+,\d+$/.test(t)) return t.replace(',', '.');
  return v;
}

/** Label, confidence badge, messages and hint around an input. */
export function FieldShell({
  path,
  label,
  required,
  hint,
  wide,
  extraMessages = [],
  children,
  after,
}: {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  extraMessages?: Array<{ level: 'error' | 'warning'; text: string; id: string }>;
  children: (a: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const { fields, messages, showSource, xrechnung } = useForm();
  const id = fieldId(path);
  const hintId = useId();
  const msgId = useId();
  const info = fields[path];
  const low = info !== undefined && info.confidence < LOW_CONFIDENCE;
  const msgs = [...extraMessages, ...(messages.get(path) ?? [])];
  const invalid = msgs.some((m) => m.level === 'error');
  const critical = xrechnung && CRITICAL_PATHS.has(path);
  const describedBy = [msgs.length ? msgId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`cv-field${wide ? ' cv-field-wide' : ''}${low ? ' cv-low' : ''}${invalid ? ' cv-invalid' : ''}`}
      data-path={path}
    >
      <div className="cv-label-row">
        <label htmlFor={id} className="cv-label">
          {label}
          {required ? (
            <span className="cv-required" title={t('review.required')}>
              {' '}
              *
            </span>
          ) : null}
        </label>
        {critical ? <span className="cv-critical">{t('review.critical')}</span> : null}
        {low && info ? (
          <button
            type="button"
            className="cv-confidence"
            onClick={() => showSource(path)}
            title={info.ocr ? t('ocr.badgeTitle') : info.source ? t('review.showSource') : undefined}
            disabled={!info.source}
            data-ocr={info.ocr ? 'true' : undefined}
          >
            {t(info.ocr ? 'ocr.badge' : 'review.confidence', { percent: Math.round(info.confidence * 100) })}
          </button>
        ) : null}
      </div>
      {children({ id, describedBy, invalid })}
      {msgs.length ? (
        <ul className="cv-messages" id={msgId}>
          {msgs.map((m) => (
            <li key={`${m.id}-${m.text}`} className={`cv-msg cv-msg-${m.level}`}>
              {m.text}
              {/^[A-Z]/.test(m.id) && m.id.includes('-') ? <span className="cv-rule"> ({m.id})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? (
        <p className="cv-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {after}
    </div>
  );
}

export function TextField(p: FieldProps) {
  const { t } = useTranslation(CONVERTER_NS);
  const { invoice, set, showSource, fields } = useForm();
  const value = p.display ?? valueAt(invoice, p.path);
  const local = p.check ? checkValue(p.check, value) : undefined;
  const extra = local ? [{ level: 'error' as const, text: t(`checks.${local}`), id: local }] : [];
  if (p.required && !value.trim() && !p.readOnly)
    extra.push({ level: 'error', text: t('checks.required'), id: 'required' });
  const decimal = p.check === 'amount' || p.check === 'rate';
  return (
    <FieldShell
      path={p.path}
      label={p.label}
      required={p.required}
      hint={p.hint}
      wide={p.wide || p.multiline}
      extraMessages={extra.slice(0, 1)}
      after={p.children}
    >
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name: p.path,
          value,
          readOnly: p.readOnly,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'aria-required': p.required || undefined,
          onFocus: () => {
            if (fields[p.path]?.source) showSource(p.path);
          },
        };
        const onValue = (raw: string) => {
          const v = decimal ? normalizeDecimal(raw) : raw;
          set(p.path, v === '' ? p.emptyAs : v);
        };
        return p.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => onValue(e.currentTarget.value)} />
        ) : (
          <input
            {...common}
            type={p.type ?? 'text'}
            inputMode={p.inputMode ?? (decimal ? 'decimal' : undefined)}
            list={p.list}
            autoComplete={p.autoComplete ?? 'off'}
            onChange={(e) => onValue(e.currentTarget.value)}
          />
        );
      }}
    </FieldShell>
  );
}

export function SelectField({
  path,
  label,
  options,
  required,
  hint,
  emptyAs,
  allowEmpty = true,
  wide,
}: {
  path: string;
  label: string;
  options: Array<{ code: string; label: string }>;
  required?: boolean;
  hint?: string;
  emptyAs?: '' | undefined;
  allowEmpty?: boolean;
  wide?: boolean;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const { invoice, set, showSource, fields } = useForm();
  const value = valueAt(invoice, path);
  const known = value === '' || options.some((o) => o.code === value);
  const extra =
    required && !value ? [{ level: 'error' as const, text: t('checks.required'), id: 'required' }] : [];
  return (
    <FieldShell path={path} label={label} required={required} hint={hint} wide={wide} extraMessages={extra}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={path}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onFocus={() => {
            if (fields[path]?.source) showSource(path);
          }}
          onChange={(e) => set(path, e.currentTarget.value === '' ? emptyAs : e.currentTarget.value)}
        >
          {allowEmpty || !value ? <option value="">{t('fields.choose')}</option> : null}
          {!known ? <option value={value}>{value}</option> : null}
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label === o.code ? o.code : `${o.label} (${o.code})`}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

const countryCache = new Map<string, Array<{ code: string; label: string }>>();
export function countryOptions(lang: 'en' | 'de') {
  let c = countryCache.get(lang);
  if (!c) {
    c = codelists.listEntries('country', lang);
    countryCache.set(lang, c);
  }
  return c;
}

export function CountryField({ path, label, required }: { path: string; label: string; required?: boolean }) {
  const { lang } = useForm();
  return <SelectField path={path} label={label} required={required} options={countryOptions(lang)} />;
}

/** A read-only amount (computed totals), shown in the page's number format (display only). */
export function AmountOut({
  path,
  label,
  value,
}: {
  path: string;
  label: string;
  value: string | undefined;
}) {
  const { lang } = useForm();
  const display = value !== undefined && isDecimal(value) ? formatAmount(value as `${number}`, lang) : '';
  return <TextField path={path} label={label} readOnly display={display} />;
}

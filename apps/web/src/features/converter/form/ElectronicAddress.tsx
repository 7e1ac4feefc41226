// BT-34 / BT-49 electronic address with its scheme (BT-34-1 / BT-49-1). The scheme is suggested
// from the value's shape (e-mail → EM, Leitweg-ID → 0204, GLN → 0088, VAT id → 9930 …) with a
// confidence; a value that does not fit the chosen scheme gets "Please enter a valid {type}".
import {
  COMMON_SCHEMES,
  codelists,
  type ElectronicAddress as EA,
  suggestSchemes,
  valueFitsScheme,
} from '@ic/einvoice';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERTER_NS } from '../i18n.ts';
import { getPath } from '../path.ts';
import { useForm } from './context.tsx';
import { FieldShell } from './fields.tsx';

export function schemeLabel(code: string, lang: 'en' | 'de'): string {
  return codelists.label('eas', code, lang);
}

export function ElectronicAddressField({ party }: { party: 'seller' | 'buyer' }) {
  const { t } = useTranslation(CONVERTER_NS);
  const { invoice, set, lang, fields, showSource, xrechnung } = useForm();
  const base = `${party}.electronicAddress`;
  const ea = getPath(invoice, base) as EA | undefined;
  const value = ea?.value ?? '';
  const scheme = ea?.schemeId ?? '';
  const suggestions = suggestSchemes(value);
  const best = suggestions[0];
  const fits = scheme ? valueFitsScheme(value, scheme) : undefined;

  const options = useMemo(() => {
    const all = codelists.listEntries('eas', lang);
    const common = COMMON_SCHEMES.map((c) => all.find((e) => e.code === c)).filter((e) => e !== undefined);
    const rest = all.filter((e) => !COMMON_SCHEMES.includes(e.code));
    return [...common, ...rest];
  }, [lang]);

  const write = (v: string, s: string) => {
    if (!v.trim() && !s) set(base, undefined);
    else set(base, { value: v, schemeId: s });
  };

  const mismatch =
    fits === false
      ? [
          {
            level: 'error' as const,
            text: t('checks.schemeMismatch', { type: schemeLabel(scheme, lang) }),
            id: 'scheme',
          },
        ]
      : [];

  return (
    <>
      <FieldShell
        path={`${base}.value`}
        label={t('fields.electronicAddress')}
        required={xrechnung}
        extraMessages={
          xrechnung && !value.trim()
            ? [{ level: 'error', text: t('checks.required'), id: 'required' }]
            : mismatch
        }
        after={
          best && best.scheme !== scheme ? (
            <p className="cv-suggestion">
              <span>
                {t('checks.schemeSuggestion', {
                  type: schemeLabel(best.scheme, lang),
                  percent: Math.round(best.confidence * 100),
                })}
              </span>{' '}
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => write(value, best.scheme)}
              >
                {t('checks.useSuggestion', { type: best.scheme })}
              </button>
            </p>
          ) : best && fits ? (
            <p className="cv-suggestion cv-suggestion-ok">
              {schemeLabel(scheme, lang)} · {Math.round(best.confidence * 100)} %
            </p>
          ) : null
        }
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name={`${base}.value`}
            value={value}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={xrechnung || undefined}
            onFocus={() => {
              if (fields[`${base}.value`]?.source) showSource(`${base}.value`);
            }}
            onChange={(e) => {
              const v = e.currentTarget.value;
              // no scheme chosen yet: take a confident suggestion
              write(v, scheme || (suggestSchemes(v).find((x) => x.confidence >= 0.9)?.scheme ?? ''));
            }}
          />
        )}
      </FieldShell>
      <FieldShell path={`${base}.schemeId`} label={t('fields.scheme')} required>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name={`${base}.schemeId`}
            value={scheme}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => write(value, e.currentTarget.value)}
          >
            <option value="">{t('fields.choose')}</option>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.code} – {o.label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </>
  );
}

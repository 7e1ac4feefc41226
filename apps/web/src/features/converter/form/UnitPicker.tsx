// UN/ECE Recommendation 20/21 unit picker: a text input with a searchable list (common units
// first; typing searches the whole list by code or name).
import { codelists } from '@ic/einvoice';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERTER_NS } from '../i18n.ts';
import { useForm } from './context.tsx';
import { FieldShell } from './fields.tsx';

export function UnitPicker({ path }: { path: string }) {
  const { t } = useTranslation(CONVERTER_NS);
  const { invoice, set, lang } = useForm();
  const index = Number(/^lines\[(\d+)\]/.exec(path)?.[1] ?? 0);
  const value = invoice.lines[index]?.unitCode ?? '';
  const listId = `units-${lang}`;
  const valid = !value || codelists.isValidCode('unit', value);
  const current = value && valid ? codelists.label('unit', value, lang) : '';
  return (
    <FieldShell
      path={path}
      label={t('fields.unit')}
      required
      extraMessages={!valid ? [{ level: 'error', text: t('fields.unitNone'), id: 'unit' }] : []}
      after={current && current !== value ? <p className="cv-hint">{current}</p> : null}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={path}
          value={value}
          list={listId}
          autoComplete="off"
          placeholder={t('fields.unitSearch')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => set(path, e.currentTarget.value.trim())}
        />
      )}
    </FieldShell>
  );
}

/** One datalist per language for all unit inputs: common units first, then the rest. */
export function UnitDatalist() {
  const { lang } = useForm();
  const entries = useMemo(() => {
    const common = codelists.listEntries('unit', lang, { common: true });
    const seen = new Set(common.map((e) => e.code));
    return [...common, ...codelists.listEntries('unit', lang).filter((e) => !seen.has(e.code))];
  }, [lang]);
  return (
    <datalist id={`units-${lang}`}>
      {entries.map((e) => (
        <option key={e.code} value={e.code} label={e.label} />
      ))}
    </datalist>
  );
}

// Step 2, Confirm & Edit: the review form beside the PDF, live validation, the summary that
// jumps to each field, and the gate to the download step.
import type { Invoice, Report } from '@ic/einvoice';
import { codelists, completeInvoice, computeTotals, valueFitsScheme } from '@ic/einvoice';
import { type Dispatch, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInfo } from './api.ts';
import type { FlowConfig } from './config.ts';
import { FindingsSummary } from './FindingsSummary.tsx';
import { type FieldMessage, FormContext, type FormContextValue } from './form/context.tsx';
import { LOW_CONFIDENCE } from './form/fields.tsx';
import {
  BuyerSection,
  DeliverySection,
  InvoiceSection,
  LinesSection,
  NotesSection,
  OtherSection,
  PaymentSection,
  SellerSection,
  TaxSection,
  TotalsSection,
} from './form/sections.tsx';
import { UnitDatalist } from './form/UnitPicker.tsx';
import { useSections } from './form/useSections.ts';
import { CONVERTER_NS } from './i18n.ts';
import {
  type Check,
  checkValue,
  crossChecks,
  fieldForPath,
  formPaths,
  lineIndex,
  prepareInvoice,
} from './model.ts';
import { noticeItems } from './notices.ts';
import { PdfPreview } from './PdfPreview.tsx';
import { fieldId, setPath } from './path.ts';
import { ScanNotice } from './Scan.tsx';
import type { Action, Entry } from './state.ts';
import { useValidation } from './useValidation.ts';
import { visibleMessages } from './visible.ts';

/** Local format checks counted as errors (rules do not check these shapes). */
function localCheckPaths(inv: Invoice): Array<[string, Check]> {
  const out: Array<[string, Check]> = [
    ['issueDate', 'date'],
    ['dueDate', 'date'],
    ['buyerReference', 'leitweg'],
    ['paymentInstructions.creditTransfers[0].accountId', 'iban'],
    ['paymentInstructions.creditTransfers[0].providerId', 'bic'],
    ['seller.contact.email', 'email'],
    ['buyer.contact.email', 'email'],
    ['seller.contact.telephone', 'phone'],
  ];
  inv.lines.forEach((_, i) => {
    out.push(
      [`lines[${i}].quantity`, 'amount'],
      [`lines[${i}].price.netPrice`, 'amount'],
      [`lines[${i}].vatRate`, 'rate'],
    );
  });
  return out;
}

export interface ReviewMessages {
  byField: Map<string, FieldMessage[]>;
  summary: Array<FieldMessage & { field: string }>;
  errorCount: number;
}

export function collectMessages(
  inv: Invoice,
  report: Report | undefined,
  lang: 'en' | 'de',
  t: (k: string, o?: Record<string, unknown>) => string,
): ReviewMessages {
  const paths = formPaths(inv);
  const byField = new Map<string, FieldMessage[]>();
  const summary: Array<FieldMessage & { field: string }> = [];
  const push = (field: string, m: FieldMessage) => {
    const list = byField.get(field) ?? [];
    if (!list.some((x) => x.text === m.text)) list.push(m);
    byField.set(field, list);
    summary.push({ ...m, field });
  };
  for (const m of report?.messages ?? []) {
    if (m.level === 'information') continue;
    push(fieldForPath(m.path, paths), {
      level: m.level,
      text: lang === 'de' ? (m.textDe ?? m.text) : m.text,
      id: m.id,
    });
  }
  let local = 0;
  const getStr = (p: string) => {
    let cur: unknown = inv;
    for (const part of p.replace(/\[(\d+)\]/g, '.$1').split('.')) {
      if (cur === null || typeof cur !== 'object') return '';
      cur = (cur as Record<string, unknown>)[part];
    }
    return typeof cur === 'string' ? cur : '';
  };
  for (const [p, check] of localCheckPaths(inv)) {
    const problem = checkValue(check, getStr(p));
    if (problem) {
      local++;
      summary.push({ level: 'error', text: t(`checks.${problem}`), id: problem, field: p });
    }
  }
  for (const [p, key] of Object.entries(crossChecks(inv))) {
    local++;
    push(p, { level: 'error', text: t(`checks.${key}`), id: key });
  }
  for (const party of ['seller', 'buyer'] as const) {
    const ea = inv[party].electronicAddress;
    if (ea?.value && ea.schemeId && valueFitsScheme(ea.value, ea.schemeId) === false) {
      local++;
      summary.push({
        level: 'error',
        text: t('checks.schemeMismatch', { type: codelists.label('eas', ea.schemeId, lang) }),
        id: 'scheme',
        field: `${party}.electronicAddress.value`,
      });
    }
  }
  const errorCount = (report?.counts.error ?? 0) + local;
  summary.sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));
  return { byField, summary, errorCount };
}

export function ReviewStep({
  entry,
  file,
  profiles,
  profileId,
  onProfile,
  lang,
  dispatch,
  nav,
  onContinue,
  onBack,
}: {
  entry: Entry & { invoice: Invoice };
  file: Blob | undefined;
  /** the target profiles of this converter; the chosen one drives validation and marks */
  profiles: FlowConfig['profiles'];
  profileId: string;
  onProfile: (id: string) => void;
  lang: 'en' | 'de';
  dispatch: Dispatch<Action>;
  nav: { index: number; total: number; prev?: () => void; next?: () => void };
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const invoice = entry.invoice;
  const profile = profiles.find((p) => p.id === profileId) ?? profiles[0];
  const scenario = profile?.scenario ?? 'xrechnung';
  const computed = useMemo(() => prepareInvoice(invoice, entry.autoVat), [invoice, entry.autoVat]);
  const { report, pending } = useValidation(computed, scenario);
  const fresh = Object.keys(entry.fields ?? {}).length === 0 && entry.source !== 'embedded';
  const [touched, setTouched] = useState<Set<string> | undefined>(() => (fresh ? new Set() : undefined));
  const msgs = useMemo(
    () =>
      visibleMessages(
        collectMessages(computed, report, lang, (k, o) => String(t(k, o as never))),
        touched,
      ),
    [computed, report, lang, t, touched],
  );
  const [highlight, setHighlight] = useState<FieldInfo['source']>();
  const [expanded, setExpanded] = useState<Set<number>>(
    () => new Set(invoice.lines.length <= 3 ? invoice.lines.map((_, i) => i) : []),
  );
  const fields = entry.fields ?? {};

  const commit = useCallback(
    (next: Invoice) => {
      // with automatic VAT, the rows follow the lines (exemption reasons kept) so paths line up
      // completed: a field that creates a group (payment means alone) never leaves it half-made
      const whole = completeInvoice(next) ?? next;
      const synced = entry.autoVat ? { ...whole, vatBreakdown: safeVat(whole) } : whole;
      dispatch({ type: 'edit', id: entry.id, invoice: synced });
    },
    [dispatch, entry.id, entry.autoVat],
  );

  // collapsible sections that open where a finding is (issue 20 item 8); also where a value was
  // read with low confidence or an extractor notice points
  const [flagged] = useState(() => [
    ...Object.entries(entry.fields ?? {})
      .filter(([, f]) => f.confidence < LOW_CONFIDENCE)
      .map(([p]) => p),
    ...noticeItems(entry, lang, invoice.currency, (k) => k).flatMap((n) => (n.field ? [n.field] : [])),
  ]);
  const sections = useSections(msgs.summary, flagged);

  const toggleLine = useCallback((i: number, open?: boolean) => {
    setExpanded((prev) => {
      const s = new Set(prev);
      const want = open ?? !s.has(i);
      if (want) s.add(i);
      else s.delete(i);
      return s;
    });
  }, []);

  const ctx: FormContextValue = {
    invoice,
    computed,
    lang,
    xrechnung: scenario.startsWith('xrechnung'),
    set: (path, value) => {
      if (touched && !touched.has(path)) setTouched(new Set(touched).add(path));
      commit(setPath(invoice, path, value));
    },
    update: (f) => commit(f(invoice)),
    fields,
    messages: msgs.byField,
    showSource: (path) => setHighlight(fields[path]?.source),
    autoVat: entry.autoVat,
    setAutoVat: (v) => dispatch({ type: 'set', id: entry.id, patch: { autoVat: v } }),
    expanded,
    toggleLine,
    sections,
  };

  const focusField = (path: string) => {
    const li = lineIndex(path);
    if (li !== undefined) toggleLine(li, true);
    sections.reveal(path);
    requestAnimationFrame(() => {
      const el = document.getElementById(fieldId(path));
      if (el) {
        el.scrollIntoView({ block: 'center' });
        el.focus({ preventScroll: true });
      }
    });
  };

  const lowCount = Object.values(fields).filter((f) => f.confidence < LOW_CONFIDENCE).length;
  // the extractor's notices: amounts in the currency the PDF was read with
  const notices = noticeItems(entry, lang, entry.extracted?.currency ?? invoice.currency, (k, o) =>
    String(t(k, o as never)),
  );
  const blocked = msgs.errorCount > 0 && !entry.acceptRisk;

  return (
    <FormContext value={ctx}>
      <UnitDatalist />
      <div className="cv-review">
        <div className="cv-review-main">
          {nav.total > 1 ? (
            <nav className="cv-filenav" aria-label={t('batch.title')}>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={nav.prev}
                disabled={!nav.prev}
              >
                ← {t('batch.previous')}
              </button>
              <span>
                {t('batch.fileOf', { index: nav.index + 1, total: nav.total })} ·{' '}
                <strong>{entry.name}</strong>
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={nav.next}
                disabled={!nav.next}
              >
                {t('batch.next')} →
              </button>
            </nav>
          ) : null}
          <ProfilePicker profiles={profiles} value={profile?.id ?? ''} onChange={onProfile} />
          <div className="cv-notice cv-notice-warning" role="note" data-testid="ai-warning">
            <p>{t('review.aiWarning')}</p>
          </div>
          {entry.source === 'embedded' ? <p className="cv-notice">{t('batch.embedded')}</p> : null}
          {entry.ocr ? <ScanNotice ocr={entry.ocr} onField={focusField} /> : null}
          {lowCount > 0 ? <p className="cv-notice cv-notice-low">{t('review.lowConfidence')}</p> : null}
          {notices.length > 0 ? (
            <section
              className="cv-notice cv-notice-warning cv-extract-notices"
              role="status"
              aria-labelledby="cv-extract-notices-title"
              data-testid="extract-notices"
            >
              <h2 id="cv-extract-notices-title" className="cv-extract-notices-title">
                {t('notices.title')}
              </h2>
              <p>{t('notices.intro')}</p>
              <ul>
                {notices.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: texts can repeat
                  <li key={i}>
                    {n.field ? (
                      // the field the notice is about: a click shows it
                      <button type="button" className="cv-jump" onClick={() => focusField(n.field as string)}>
                        <span className="cv-jump-text">{n.text}</span>
                      </button>
                    ) : (
                      n.text
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <FindingsSummary
            findings={msgs.summary}
            errorCount={msgs.errorCount}
            pending={pending}
            profileLabel={profile?.label ?? ''}
            sections={sections}
            onJump={focusField}
          />

          <form className="cv-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={entry.name}>
            <InvoiceSection />
            <SellerSection />
            <BuyerSection />
            <DeliverySection />
            <PaymentSection />
            <LinesSection />
            <TaxSection />
            <TotalsSection extracted={entry.extracted} />
            <NotesSection />
            <OtherSection />
          </form>

          <div className="cv-actions" data-testid="review-actions">
            {msgs.errorCount > 0 ? (
              <>
                <p className="cv-blocked" id="cv-blocked" role="status">
                  {t('review.blocked', { count: msgs.errorCount })}
                </p>
                <label className="cv-check cv-risk">
                  <input
                    type="checkbox"
                    checked={entry.acceptRisk}
                    onChange={(e) =>
                      dispatch({ type: 'set', id: entry.id, patch: { acceptRisk: e.currentTarget.checked } })
                    }
                  />
                  <span>{t('review.riskAccept')}</span>
                </label>
              </>
            ) : null}
            <div className="button-row">
              <button type="button" className="btn btn-secondary" onClick={onBack}>
                {t('review.back')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                aria-disabled={blocked || pending}
                aria-describedby={blocked ? 'cv-blocked' : undefined}
                onClick={() => {
                  setTouched(undefined); // the first attempt shows every finding
                  if (!blocked && !pending) onContinue();
                }}
              >
                {t('review.continue')}
              </button>
            </div>
          </div>
        </div>
        <aside className="cv-review-side" aria-label={t('review.preview')}>
          {file ? (
            <PdfPreview file={file} highlight={highlight} />
          ) : (
            <p className="muted">{t('review.previewUnavailable')}</p>
          )}
        </aside>
      </div>
    </FormContext>
  );
}

/** The target profile, chosen before anything is checked (issue 20 item 3). */
function ProfilePicker(p: {
  profiles: FlowConfig['profiles'];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  if (p.profiles.length < 2) return null;
  return (
    <label className="cv-inline-field cv-profile-picker" data-testid="profile-picker">
      <span>{t('review.profile')}</span>
      <select value={p.value} onChange={(e) => p.onChange(e.currentTarget.value)}>
        {p.profiles.map((x) => (
          <option key={x.id} value={x.id}>
            {x.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function safeVat(inv: Invoice) {
  try {
    return computeTotals(inv).vatBreakdown;
  } catch {
    return inv.vatBreakdown;
  }
}

export { fieldId };

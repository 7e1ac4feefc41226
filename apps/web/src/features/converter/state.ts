// The converter's state: one entry per uploaded file (status, progress, extracted model, the
// user's edits), the current step and the file under review. Invoices never leave the browser
// except for the extract/generate calls; the entries (without the PDFs) are kept in
// sessionStorage so that a reload in the same tab restores the form, and removed after download.
import type { ExtractOcrInfo, ExtractProgress, Invoice } from '@ic/einvoice';
import type { ExtractNotice, ExtractResult, FieldInfo, ServerReport } from './api.ts';

export type FileStatus = 'waiting' | 'processing' | 'ready' | 'downloaded' | 'error';
export type Progress = 'queued' | 'analyzing' | 'completed' | 'failed';

export interface Entry {
  id: string;
  name: string;
  size: number;
  status: FileStatus;
  progress: Progress;
  error?: { code: string; message: string };
  source?: ExtractResult['source'];
  invoice?: Invoice;
  /** the model as extracted (for the "totals differ" warning) */
  extracted?: Invoice;
  fields?: Record<string, FieldInfo>;
  pages?: ExtractResult['pages'];
  /** what the extractor asks the user to check (shown in the review step) */
  notices?: ExtractNotice[];
  /** the notices in English, from the server (fallback text for a code this app does not know) */
  warnings?: string[];
  selected: boolean;
  /** "generate invalid anyway" ticked for this file */
  acceptRisk: boolean;
  /** opened in the review step (one half of a complete review, see batch.ts) */
  reviewed?: boolean;
  /** calculate the VAT breakdown from the lines (default) or edit the rows by hand */
  autoVat: boolean;
  /** the last server report (after generating) */
  report?: ServerReport;
  /** while a scan is read: the OCR progress the server streams */
  scan?: ExtractProgress;
  /** the pages read by OCR and their check-digit results (the PDF is a scan) */
  ocr?: ExtractOcrInfo;
}

export type Step = 0 | 1 | 2;

export interface State {
  step: Step;
  entries: Entry[];
  /** id of the file shown in the review step */
  current?: string;
  restored: boolean;
}

export type Action =
  | { type: 'add'; entries: Entry[] }
  | { type: 'start'; id: string }
  | { type: 'analyzing'; id: string }
  | { type: 'ocrProgress'; id: string; progress: ExtractProgress }
  | { type: 'extracted'; id: string; result: ExtractResult; invoice: Invoice }
  | { type: 'failed'; id: string; error: { code: string; message: string } }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'select'; id: string; selected: boolean }
  | { type: 'selectAll'; selected: boolean }
  | { type: 'edit'; id: string; invoice: Invoice }
  | { type: 'set'; id: string; patch: Partial<Pick<Entry, 'acceptRisk' | 'autoVat' | 'report'>> }
  | { type: 'downloaded'; ids: string[] }
  | { type: 'step'; step: Step }
  | { type: 'review'; id: string }
  | { type: 'reset' };

export const initialState: State = { step: 0, entries: [], restored: false };

const patch = (s: State, id: string, f: (e: Entry) => Entry): State => ({
  ...s,
  entries: s.entries.map((e) => (e.id === id ? f(e) : e)),
});

export function reducer(s: State, a: Action): State {
  switch (a.type) {
    case 'add':
      return { ...s, entries: [...s.entries, ...a.entries] };
    case 'start':
      return patch(s, a.id, (e) => ({ ...e, status: 'processing', progress: 'queued', error: undefined }));
    case 'analyzing':
      return patch(s, a.id, (e) => (e.status === 'processing' ? { ...e, progress: 'analyzing' } : e));
    case 'ocrProgress':
      return patch(s, a.id, (e) => (e.status === 'processing' ? { ...e, scan: a.progress } : e));
    case 'extracted':
      return patch(s, a.id, (e) => ({
        ...e,
        scan: undefined,
        ocr: a.result.ocr,
        status: 'ready',
        progress: 'completed',
        source: a.result.source,
        invoice: a.invoice,
        extracted: a.result.invoice,
        fields: a.result.fields,
        pages: a.result.pages,
        notices: Array.isArray(a.result.notices) ? a.result.notices : [],
        warnings: a.result.warnings,
      }));
    case 'failed':
      return patch(s, a.id, (e) => ({
        ...e,
        status: 'error',
        progress: 'failed',
        error: a.error,
        scan: undefined,
      }));
    case 'retry':
      return patch(s, a.id, (e) => ({ ...e, status: 'waiting', progress: 'queued', error: undefined }));
    case 'remove': {
      const entries = s.entries.filter((e) => e.id !== a.id);
      const current = s.current === a.id ? entries.find((e) => e.invoice)?.id : s.current;
      return { ...s, entries, current, step: entries.length === 0 ? 0 : s.step };
    }
    case 'select':
      return patch(s, a.id, (e) => ({ ...e, selected: a.selected }));
    case 'selectAll':
      return { ...s, entries: s.entries.map((e) => ({ ...e, selected: a.selected })) };
    case 'edit':
      return patch(s, a.id, (e) => ({ ...e, invoice: a.invoice }));
    case 'set':
      return patch(s, a.id, (e) => ({ ...e, ...a.patch }));
    case 'downloaded':
      return {
        ...s,
        entries: s.entries.map((e) => (a.ids.includes(e.id) ? { ...e, status: 'downloaded' } : e)),
      };
    case 'step':
      return { ...s, step: a.step };
    case 'review':
      return { ...patch(s, a.id, (e) => ({ ...e, reviewed: true })), current: a.id, step: 1 };
    case 'reset':
      return initialState;
    default:
      return s;
  }
}

export function newEntry(id: string, name: string, size: number): Entry {
  return {
    id,
    name,
    size,
    status: 'waiting',
    progress: 'queued',
    selected: true,
    acceptRisk: false,
    autoVat: true,
  };
}

// ---- session persistence -----------------------------------------------------------------------

export function storageKey(format: string): string {
  return `converter:${format}`;
}

/** The state to keep: entries with their models (PDFs stay in memory only). */
export function saveState(format: string, s: State): void {
  try {
    const keep = s.entries.filter((e) => e.status !== 'downloaded');
    if (keep.length === 0) {
      sessionStorage.removeItem(storageKey(format));
      return;
    }
    const data = {
      step: s.step,
      current: s.current,
      entries: keep.map((e) => ({ ...e, report: undefined })),
    };
    sessionStorage.setItem(storageKey(format), JSON.stringify(data));
  } catch {
    // storage full or disabled: the form still works, it just does not survive a reload
  }
}

export function loadState(format: string): State {
  try {
    const raw = sessionStorage.getItem(storageKey(format));
    if (!raw) return initialState;
    const data = JSON.parse(raw) as { step: Step; current?: string; entries: Entry[] };
    if (!Array.isArray(data.entries) || data.entries.length === 0) return initialState;
    // files that were still processing cannot continue without their PDF
    const entries = data.entries.map((e) =>
      e.status === 'processing' || e.status === 'waiting'
        ? {
            ...e,
            status: 'error' as const,
            progress: 'failed' as const,
            error: { code: 'UPLOAD_FAILED', message: '' },
          }
        : e,
    );
    const step = entries.some((e) => e.invoice) ? data.step : 0;
    return { step, current: data.current, entries, restored: true };
  } catch {
    return initialState;
  }
}

export function clearState(format: string): void {
  try {
    sessionStorage.removeItem(storageKey(format));
  } catch {
    // ignore
  }
}

/** Batch summary message key, if any file failed. */
export function batchProblem(entries: Entry[]): 'batch.someFailed' | 'batch.allFailed' | undefined {
  const finished = entries.filter((e) => e.status !== 'waiting' && e.status !== 'processing');
  if (finished.length < entries.length || entries.length === 0) return undefined;
  const failed = entries.filter((e) => e.status === 'error').length;
  if (failed === 0) return undefined;
  return failed === entries.length ? 'batch.allFailed' : 'batch.someFailed';
}

// The status a file of a batch shows (issue 20 item 4): exactly one per file, derived from what
// the file went through and from its review. Pure, so that the batch list, the ZIP button and the
// download step can never disagree.
//
//   waiting → processing → review → ready (for download) → downloaded      error (with its message)
//
// A file is "ready" only when its review is complete: no errors for the chosen profile (or
// "generate invalid anyway" ticked for it) AND either it was opened in the review step or nothing
// in it asks for a look (the data came from an embedded e-invoice, or every field was read with
// high confidence and the extractor has no notice about it). Until then it "needs review".
import type { Entry } from './state.ts';

export type BatchStatus = 'waiting' | 'processing' | 'review' | 'ready' | 'downloaded' | 'error';

/** Extraction confidence below this asks the user to look (the review form marks such fields). */
export const CONFIDENT = 0.8;

/** Read without doubt: embedded XML, or every field confident and no extractor notice. */
export function readConfidently(e: Pick<Entry, 'source' | 'fields' | 'notices'>): boolean {
  if (e.source === 'embedded') return true;
  const fields = Object.values(e.fields ?? {});
  if (fields.length === 0) return false;
  return fields.every((f) => f.confidence >= CONFIDENT) && (e.notices ?? []).length === 0;
}

/** The review of an extracted file is complete (see the head of this file). */
export function reviewComplete(
  e: Pick<Entry, 'acceptRisk' | 'reviewed' | 'source' | 'fields' | 'notices'>,
  errors: number,
): boolean {
  if (errors > 0 && !e.acceptRisk) return false;
  return e.reviewed === true || readConfidently(e);
}

/** The one status a file shows; `errors`: its open errors for the chosen profile (extracted files). */
export function batchStatus(e: Entry, errors: number | undefined): BatchStatus {
  switch (e.status) {
    case 'waiting':
    case 'processing':
    case 'downloaded':
    case 'error':
      return e.status;
    default:
      if (!e.invoice) return 'error';
      return reviewComplete(e, errors ?? 0) ? 'ready' : 'review';
  }
}

/** The files a "ZIP (n)" takes: ready and ticked. n is the length of this list, nothing else. */
export function zipChoice(entries: Entry[], statusOf: (e: Entry) => BatchStatus): Entry[] {
  return entries.filter((e) => e.selected && statusOf(e) === 'ready');
}

/** Only a ready file can be ticked for the ZIP. */
export function selectable(status: BatchStatus): boolean {
  return status === 'ready';
}

// Values the user corrected in the review form: a field whose value was read off the page and
// now differs (issue 20 item 6). With "My original PDF" as the ZUGFeRD visual, the visible page
// still shows the old values, so the download step says so and offers the rendered visual.
import type { Invoice } from '@ic/einvoice';
import { formPaths } from './model.ts';
import { getPath } from './path.ts';

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * Model paths of the form whose extracted value (non-empty) differs from the edited one. Values
 * the extraction did not find and the user added are not corrections (the page does not contradict
 * them); totals and the VAT breakdown follow the lines and are not compared themselves.
 */
export function correctedPaths(extracted: Invoice | undefined, edited: Invoice): string[] {
  if (!extracted) return [];
  const paths = new Set([...formPaths(extracted), ...formPaths(edited)]);
  const out: string[] = [];
  for (const p of paths) {
    if (p.startsWith('totals.') || p.startsWith('vatBreakdown')) continue;
    const before = text(getPath(extracted, p));
    if (before !== '' && before !== text(getPath(edited, p))) out.push(p);
  }
  return out;
}

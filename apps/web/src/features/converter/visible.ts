// Which findings the review form shows before the user has done anything.
import type { ReviewMessages } from './ReviewStep.tsx';

/**
 * On a draft nothing was read into (a new, empty invoice) findings appear field by field as the
 * user touches them, all of them after the first attempt to continue (issue 20 item 7); an
 * extracted invoice shows everything at once. The error count is never filtered.
 */
export function visibleMessages(
  msgs: ReviewMessages,
  touched: ReadonlySet<string> | undefined,
): ReviewMessages {
  if (!touched) return msgs;
  const byField = new Map([...msgs.byField].filter(([f]) => touched.has(f)));
  return { ...msgs, byField, summary: msgs.summary.filter((m) => touched.has(m.field)) };
}

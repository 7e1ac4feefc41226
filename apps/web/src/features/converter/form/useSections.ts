// The review form's collapsible sections (issue 20 item 8): which are open, how many open findings
// each holds. On the first render the sections open that hold something to look at — a finding, a
// field read with low confidence, a field an extractor notice is about — and the others stay
// closed (all open when nothing asks for a look). Later a section opens by itself where a finding
// appears that was not there before, and when a finding in it is jumped to; a section the user
// closed stays closed otherwise.
// Which section a field belongs to is read from the form itself (`data-section` around the field),
// so no second table of paths can drift from the form.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { fieldId } from '../path.ts';

export interface Finding {
  field: string;
  id: string;
  text: string;
  level: 'error' | 'warning';
}

export interface SectionsState {
  /** undefined: the first render (every section shown) */
  open: ReadonlySet<string> | undefined;
  /** open findings per section id */
  counts: ReadonlyMap<string, { error: number; warning: number }>;
  isOpen: (id: string) => boolean;
  toggle: (id: string, open?: boolean) => void;
  /** opens the section holding the field; true when it had to be opened */
  reveal: (path: string) => boolean;
  setAll: (open: boolean) => void;
}

/** The section id of a field of the form (undefined when the form has no such field). */
export function sectionOfField(path: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(fieldId(path));
  return el?.closest('[data-section]')?.getAttribute('data-section') ?? undefined;
}

function allSections(): string[] {
  return [...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section') ?? '');
}

const sameCounts = (
  a: ReadonlyMap<string, { error: number; warning: number }>,
  b: ReadonlyMap<string, { error: number; warning: number }>,
) =>
  a.size === b.size &&
  [...a].every(([k, v]) => b.get(k)?.error === v.error && b.get(k)?.warning === v.warning);

/** `flagged`: fields to look at besides the findings (low confidence, extractor notices) */
export function useSections(findings: Finding[], flagged: readonly string[] = []): SectionsState {
  const [open, setOpen] = useState<ReadonlySet<string> | undefined>(undefined);
  const [counts, setCounts] = useState<ReadonlyMap<string, { error: number; warning: number }>>(new Map());
  const seen = useRef(new Set<string>());
  const flaggedRef = useRef(flagged);
  flaggedRef.current = flagged;

  // after each change of the findings: count them per section, open where a new one appeared
  useLayoutEffect(() => {
    const next = new Map<string, { error: number; warning: number }>();
    const fresh = new Set<string>();
    for (const f of findings) {
      const s = sectionOfField(f.field);
      if (!s) continue;
      const c = next.get(s) ?? { error: 0, warning: 0 };
      c[f.level]++;
      next.set(s, c);
      const key = `${f.field}|${f.id}|${f.text}`;
      if (!seen.current.has(key)) {
        seen.current.add(key);
        fresh.add(s);
      }
    }
    setCounts((prev) => (sameCounts(prev, next) ? prev : next));
    setOpen((prev) => {
      if (prev === undefined) {
        const first = new Set(next.keys());
        for (const p of flaggedRef.current) {
          const s = sectionOfField(p);
          if (s) first.add(s);
        }
        return new Set(first.size > 0 ? first : allSections());
      }
      if ([...fresh].every((s) => prev.has(s))) return prev;
      return new Set([...prev, ...fresh]);
    });
  }, [findings]);

  const toggle = useCallback((id: string, want?: boolean) => {
    setOpen((prev) => {
      const s = new Set(prev ?? allSections());
      if (want ?? !s.has(id)) s.add(id);
      else s.delete(id);
      return s;
    });
  }, []);

  const isOpen = useCallback((id: string) => open === undefined || open.has(id), [open]);

  const reveal = useCallback(
    (path: string) => {
      const s = sectionOfField(path);
      if (!s || isOpen(s)) return false;
      toggle(s, true);
      return true;
    },
    [isOpen, toggle],
  );

  const setAll = useCallback((want: boolean) => setOpen(new Set(want ? allSections() : [])), []);

  return { open, counts, isOpen, toggle, reveal, setAll };
}

// The review's summary of open findings for the chosen profile (issue 20 item 8): sticky above
// the form, each finding a button that jumps to its field (Enter works, it is a button), a "next
// finding" button (shortcut Alt+N anywhere on the page), sections expand/collapse all.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding, SectionsState } from './form/useSections.ts';
import { CONVERTER_NS } from './i18n.ts';

export function FindingsSummary(p: {
  findings: Finding[];
  errorCount: number;
  pending: boolean;
  profileLabel: string;
  sections: SectionsState;
  onJump: (field: string) => void;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const cursor = useRef(-1);
  const errors = p.findings.filter((m) => m.level === 'error');
  const warnings = p.findings.filter((m) => m.level === 'warning');
  const list = [...errors, ...warnings].slice(0, 60);
  const listRef = useRef(list);
  listRef.current = list;
  const jumpRef = useRef(p.onJump);
  jumpRef.current = p.onJump;

  const next = () => {
    const l = listRef.current;
    if (l.length === 0) return;
    cursor.current = (cursor.current + 1) % l.length;
    const f = l[cursor.current];
    if (f) jumpRef.current(f.field);
  };
  const nextRef = useRef(next);
  nextRef.current = next;

  // its height as --cv-summary-h: fields scrolled into view (focus, Tab) stop below it
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = box.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => root.style.setProperty('--cv-summary-h', `${el.offsetHeight}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--cv-summary-h');
    };
  }, []);

  // Alt+N: the next open finding, from anywhere in the review
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && (e.key === 'n' || e.key === 'N' || e.code === 'KeyN')) {
        e.preventDefault();
        nextRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={box}
      className="cv-summary cv-summary-sticky"
      aria-labelledby="cv-summary-title"
      data-testid="validation-summary"
    >
      <div className="cv-summary-head">
        <h2 id="cv-summary-title" className="cv-summary-title">
          {t('review.summary')}:{' '}
          {p.pending ? (
            <span className="muted">{t('review.checking')}</span>
          ) : p.errorCount === 0 ? (
            <span className="cv-ok">{t('review.valid', { profile: p.profileLabel })}</span>
          ) : (
            <span className="cv-bad">{t('review.errors', { count: p.errorCount })}</span>
          )}
          {warnings.length ? (
            <span className="muted"> · {t('review.warnings', { count: warnings.length })}</span>
          ) : null}
        </h2>
        <div className="cv-summary-tools">
          {list.length > 0 ? (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-keyshortcuts="Alt+N"
              title={t('review.nextFindingKey')}
              onClick={next}
              data-testid="next-finding"
            >
              {t('review.nextFinding')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            data-testid="expand-all"
            onClick={() => p.sections.setAll(true)}
          >
            {t('review.expandAll')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => p.sections.setAll(false)}
          >
            {t('review.collapseAll')}
          </button>
        </div>
      </div>
      {list.length > 0 ? (
        <ul className="cv-summary-list">
          {list.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: messages can repeat
            <li key={i} className={`cv-msg-${m.level}`}>
              <button
                type="button"
                className="cv-jump"
                onClick={() => {
                  cursor.current = i;
                  p.onJump(m.field);
                }}
              >
                <span className="cv-jump-text">{m.text}</span>
                {/^[A-Z]+-/.test(m.id) ? <span className="cv-rule"> {m.id}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

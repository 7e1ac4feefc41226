import type { Invoice } from '@ic/einvoice/model/invoice.ts';
import type { SectionId } from '@ic/einvoice/view/sections.ts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { Busy, ErrorBanner } from '../../../components/upload/index.ts';
import { useRenderedView } from '../hooks.ts';
import { XML_NS } from '../i18n.ts';

const TABS: readonly SectionId[] = ['overview', 'lines', 'supplements', 'attachments'];

/**
 * The invoice as a document (the einvoice HTML view, rendered in the worker) in four tabs:
 * overview, lines, supplements, attachments. The view's text is escaped by its renderer.
 */
export function InvoiceDocument({ invoice, technical = true }: { invoice: Invoice; technical?: boolean }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const view = useRenderedView(invoice, lang, technical);
  const [tab, setTab] = useState<SectionId>('overview');
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const shown = view.status === 'done' ? view.value : view.status === 'running' ? view.previous : undefined;

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    const i = TABS.indexOf(tab);
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % TABS.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + TABS.length) % TABS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = TABS.length - 1;
    if (next < 0) return;
    e.preventDefault();
    setTab(TABS[next] as SectionId);
    buttons.current[next]?.focus();
  }

  return (
    <section className="xt-document" aria-label={t('viewer.tabs.label')} data-testid="invoice-document">
      <div className="xt-tabs" role="tablist" aria-label={t('viewer.tabs.label')} onKeyDown={onKey}>
        {TABS.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${base}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={`xt-tab${shown && !shown.sections.includes(id) ? ' xt-tab-empty' : ''}`}
            onClick={() => setTab(id)}
          >
            {t(`viewer.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div
        className="xt-panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tab}`}
        data-tab={tab}
      >
        {view.status === 'failed' ? (
          <ErrorBanner message={view.error.message} code={view.error.code} />
        ) : null}
        {!shown && view.status !== 'failed' ? <Busy label={t('viewer.rendering')} /> : null}
        {shown && !shown.sections.includes(tab) ? <p className="xt-empty">{t('viewer.tabs.empty')}</p> : null}
        {shown ? (
          <div
            className="xt-paper"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the einvoice renderer escapes every invoice text and allows only safe links
            dangerouslySetInnerHTML={{ __html: shown.html }}
          />
        ) : null}
      </div>
    </section>
  );
}

// Step 3, Download: per file the XML (UBL/CII) or the ZUGFeRD PDF, generated and validated again
// on the server; the preview stays blurred until the download (the credit notice of the spec);
// several files as one ZIP.
import { type Invoice, writeInvoice } from '@ic/einvoice';
import { zipSync } from 'fflate';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseName, downloadBlob, ErrorBanner, toApiError } from '../../components/upload/index.ts';
import { GatePrompt } from '../account/index.ts';
import { type Generated, generate } from './api.ts';
import { BatchList } from './BatchList.tsx';
import { zipChoice } from './batch.ts';
import type { FlowConfig } from './config.ts';
import { correctedPaths } from './corrections.ts';
import { useDownloadGate } from './gate.ts';
import { CONVERTER_NS } from './i18n.ts';
import { PdfPreview } from './PdfPreview.tsx';
import type { Action, Entry } from './state.ts';
import { useBatch } from './useBatch.ts';
import { VisualOptions } from './VisualOptions.tsx';

type Ready = Entry & { invoice: Invoice };

function previewXml(inv: Invoice, flow: FlowConfig, profile: string): string {
  try {
    return writeInvoice(inv, flow.format === 'ubl' ? 'ubl' : 'cii', profile as never);
  } catch {
    return '';
  }
}

export function DownloadStep({
  flow,
  entries,
  files,
  lang,
  dispatch,
  onReview,
  onRestart,
  onRemove,
  onRetry,
  profileId,
  onProfile: setProfileId,
}: {
  flow: FlowConfig;
  entries: Entry[];
  files: Map<string, Blob>;
  lang: 'en' | 'de';
  dispatch: Dispatch<Action>;
  onReview: (id: string) => void;
  onRestart: () => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  /** the target profile, chosen at the start of the review */
  profileId: string;
  onProfile: (id: string) => void;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const gate = useDownloadGate();
  const profile = flow.profiles.find((p) => p.id === profileId) ?? flow.profiles[0];
  const [visual, setVisual] = useState<'original' | 'render'>('render');
  const [technical, setTechnical] = useState(false);
  const [results, setResults] = useState<Record<string, Generated & { text?: string; made: string }>>({});
  const [errors, setErrors] = useState<Record<string, { code: string; message: string }>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [view, setView] = useState<'pdf' | 'xml'>(flow.format === 'zugferd' ? 'pdf' : 'xml');

  const ready = entries.filter(
    (e): e is Ready => e.invoice !== undefined && (e.status === 'ready' || e.status === 'downloaded'),
  );
  const scenario = profile?.scenario ?? 'xrechnung';
  // one status per file (batch.ts): ready only after a complete review
  const batch = useBatch(entries, scenario);
  const state = batch.checks;
  const multi = ready.length > 1;

  /** A single file went through its review; in a batch, its status says ready (or downloaded). */
  const allowed = (e: Ready) =>
    multi
      ? ['ready', 'downloaded'].includes(batch.statusOf(e))
      : (state.get(e.id)?.errors ?? 0) === 0 || e.acceptRisk;

  /** What a result was made from: a download of the same again re-saves it, free. */
  const madeFrom = (e: Ready) =>
    `${profile?.id}|${visual}|${technical}|${e.acceptRisk}|${JSON.stringify(state.get(e.id)?.computed)}`;
  const useOriginal = flow.format === 'zugferd' && visual === 'original';
  // values corrected in the form, per file: the original page still shows the old ones (item 6)
  const corrected = useMemo(
    () => ready.filter((e) => correctedPaths(e.extracted, e.invoice).length > 0),
    [ready],
  );

  async function make(e: Ready): Promise<Generated> {
    const computed = state.get(e.id)?.computed ?? e.invoice;
    const original = files.get(e.id);
    return generate(
      {
        invoice: computed,
        format: flow.format,
        profile: profile?.id,
        allowInvalid: e.acceptRisk,
        visual: useOriginal && original ? 'original' : 'render',
        ...(technical && !(useOriginal && original) ? { technical: true } : {}),
      },
      lang,
      original,
      gate.keyFor(e.id),
    );
  }

  async function downloadOne(e: Ready) {
    const previous = results[e.id];
    if (previous && previous.made === madeFrom(e)) return downloadBlob(previous.blob, previous.filename);
    if (!(await gate.request())) return;
    setBusy(e.id);
    setErrors((x) => ({ ...x, [e.id]: undefined as never }));
    try {
      const made = madeFrom(e);
      const g = await make(e);
      gate.settle(e.id);
      downloadBlob(g.blob, g.filename);
      const text =
        g.blob.type.includes('xml') || g.filename.endsWith('.xml') ? await g.blob.text() : undefined;
      setResults((r) => ({ ...r, [e.id]: { ...g, made, ...(text !== undefined ? { text } : {}) } }));
      dispatch({ type: 'set', id: e.id, patch: { report: g.report } });
      dispatch({ type: 'downloaded', ids: [e.id] });
    } catch (err) {
      gate.settle(e.id, err);
      const a = toApiError(err, lang);
      setErrors((x) => ({ ...x, [e.id]: { code: a.code, message: a.message } }));
    } finally {
      setBusy(null);
    }
  }

  async function downloadZip() {
    // exactly the ticked ready files (the number on the button)
    const chosen = zipChoice(ready, batch.statusOf) as Ready[];
    if (chosen.length === 0 || !(await gate.request())) return;
    setBusy('zip');
    const out: Record<string, Uint8Array> = {};
    const used = new Set<string>();
    const done: string[] = [];
    for (const e of chosen) {
      try {
        const g = await make(e);
        gate.settle(e.id);
        const ext = g.filename.endsWith('.pdf') ? '.pdf' : '.xml';
        let name = `${baseName(e.name)}${ext}`;
        for (let n = 2; used.has(name); n++) name = `${baseName(e.name)}-${n}${ext}`;
        used.add(name);
        out[name] = new Uint8Array(await g.blob.arrayBuffer());
        done.push(e.id);
      } catch (err) {
        gate.settle(e.id, err);
        const a = toApiError(err, lang);
        setErrors((x) => ({ ...x, [e.id]: { code: a.code, message: a.message } }));
      }
    }
    if (done.length > 0) {
      const zip = zipSync(out, { level: 6 });
      downloadBlob(new Blob([zip as BlobPart], { type: 'application/zip' }), 'invoices.zip');
      dispatch({ type: 'downloaded', ids: done });
    }
    setBusy(null);
  }

  const single = ready.length === 1 ? ready[0] : undefined;
  const selectedCount = zipChoice(ready, batch.statusOf).length;

  return (
    <div className="cv-download" data-testid="download-step">
      <GatePrompt block={gate.block} onClose={gate.dismiss} />
      <div className="cv-download-options">
        {flow.profiles.length > 1 ? (
          <label className="cv-inline-field">
            <span>{t('download.profile')}</span>
            <select value={profileId} onChange={(e) => setProfileId(e.currentTarget.value)}>
              {flow.profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {flow.format === 'zugferd' ? (
          <VisualOptions
            visual={visual}
            onVisual={setVisual}
            technical={technical}
            onTechnical={setTechnical}
            originalAvailable={!ready.some((e) => !files.has(e.id))}
            corrected={corrected.map((e) => ({
              name: e.name,
              count: correctedPaths(e.extracted, e.invoice).length,
            }))}
          />
        ) : null}
      </div>

      {multi ? (
        <>
          <div className="cv-batch-tools">
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => dispatch({ type: 'selectAll', selected: true })}
            >
              {t('batch.selectAll')}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => dispatch({ type: 'selectAll', selected: false })}
            >
              {t('batch.deselectAll')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={selectedCount === 0 || busy !== null}
              onClick={() => void downloadZip()}
            >
              {busy === 'zip' ? t('download.generating') : t('batch.zipReady', { count: selectedCount })}
            </button>
          </div>
          <p className="cv-hint">{t('batch.zipHint')}</p>
          <BatchList
            entries={entries}
            statusOf={batch.statusOf}
            errorsOf={(e) => state.get(e.id)?.errors ?? 0}
            onRemove={onRemove}
            onRetry={onRetry}
            onSelect={(id, selected) => dispatch({ type: 'select', id, selected })}
            onReview={onReview}
            extra={(e, status) => {
              const r = e.invoice ? (e as Ready) : undefined;
              if (!r) return null;
              const err = errors[e.id];
              return (
                <>
                  {status === 'ready' || status === 'downloaded' ? (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={busy !== null}
                      onClick={() => void downloadOne(r)}
                    >
                      {status === 'downloaded' ? t('download.again') : t('download.download')}
                    </button>
                  ) : null}
                  {err ? (
                    <span className="cv-batch-error" role="alert">
                      {err.message}
                    </span>
                  ) : null}
                </>
              );
            }}
          />
        </>
      ) : null}

      {single ? (
        <SingleResult
          entry={single}
          flow={flow}
          file={files.get(single.id)}
          computed={state.get(single.id)?.computed ?? single.invoice}
          errorCount={state.get(single.id)?.errors ?? 0}
          allowed={allowed(single)}
          result={results[single.id]}
          error={errors[single.id]}
          busy={busy === single.id}
          view={view}
          setView={setView}
          profileId={profile?.id ?? 'xrechnung'}
          noticeKey={gate.noticeKey}
          onDownload={() => void downloadOne(single)}
          onReview={() => onReview(single.id)}
        />
      ) : null}

      <p className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onReview((single ?? ready[0])?.id ?? '')}
          disabled={ready.length === 0}
        >
          {t('download.backToReview')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onRestart}>
          {t('download.newConversion')}
        </button>
      </p>
    </div>
  );
}

function SingleResult(p: {
  entry: Ready;
  flow: FlowConfig;
  file: Blob | undefined;
  computed: Invoice;
  errorCount: number;
  allowed: boolean;
  result: (Generated & { text?: string }) | undefined;
  error: { code: string; message: string } | undefined;
  busy: boolean;
  view: 'pdf' | 'xml';
  setView: (v: 'pdf' | 'xml') => void;
  profileId: string;
  noticeKey: 'download.notice';
  onDownload: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const zugferd = p.flow.format === 'zugferd';
  const preview = useMemo(
    () => (p.result ? '' : previewXml(p.computed, p.flow, zugferd ? 'xrechnung' : p.profileId)),
    [p.computed, p.flow, p.profileId, p.result, zugferd],
  );
  const previewLines = preview.split('\n').slice(0, 40).join('\n');
  const downloaded = p.result !== undefined;
  const shownXml = downloaded
    ? (p.result?.text ?? previewXml(p.computed, p.flow, p.profileId))
    : previewLines;
  const report = p.result?.report;
  return (
    <section className="cv-result" aria-labelledby="cv-result-title">
      <h2 id="cv-result-title" className="h3">
        {t('download.title')}: {p.entry.name}
      </h2>
      {p.error ? <ErrorBanner message={p.error.message} code={p.error.code} onRetry={p.onDownload} /> : null}
      {report ? (
        report.accepted ? (
          <p className="cv-notice cv-notice-ok" role="status">
            {t('download.validNotice')}
          </p>
        ) : (
          <p className="cv-notice cv-notice-warning" role="status">
            {t('download.invalidNotice', { count: report.counts.error })}
          </p>
        )
      ) : null}
      {downloaded ? (
        <p className="cv-notice cv-notice-ok" data-testid="downloaded-notice">
          {t('download.done')}
        </p>
      ) : null}
      <div className="button-row">
        {p.allowed ? (
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={p.onDownload}
            disabled={p.busy}
          >
            {p.busy
              ? t('download.generating')
              : downloaded
                ? t('download.again')
                : zugferd
                  ? t('download.downloadPdf')
                  : t('download.downloadXml')}
          </button>
        ) : (
          <>
            <p className="cv-blocked">{t('review.blocked', { count: p.errorCount })}</p>
            <button type="button" className="btn btn-secondary" onClick={p.onReview}>
              {t('download.backToReview')}
            </button>
          </>
        )}
      </div>
      {zugferd ? (
        <div className="cv-tabs" role="tablist" aria-label={t('download.title')}>
          {(['pdf', 'xml'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              id={`tab-${v}`}
              aria-selected={p.view === v}
              aria-controls={`panel-${v}`}
              tabIndex={p.view === v ? 0 : -1}
              className={`cv-tab${p.view === v ? ' cv-tab-active' : ''}`}
              onClick={() => p.setView(v)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  const next = v === 'pdf' ? 'xml' : 'pdf';
                  p.setView(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}
            >
              {t(v === 'pdf' ? 'download.pdfView' : 'download.xmlView')}
            </button>
          ))}
        </div>
      ) : null}
      {zugferd && p.view === 'pdf' ? (
        <div id="panel-pdf" role="tabpanel" aria-labelledby="tab-pdf" className="cv-preview-box">
          {!downloaded ? <p className="cv-credit-notice">{t(p.noticeKey)}</p> : null}
          {downloaded && p.result ? (
            <PdfPreview file={p.result.blob} />
          ) : p.file ? (
            <PdfPreview file={p.file} blurred />
          ) : null}
        </div>
      ) : (
        <div
          id="panel-xml"
          {...(zugferd ? { role: 'tabpanel', 'aria-labelledby': 'tab-xml' } : {})}
          className="cv-preview-box"
        >
          {!downloaded ? <p className="cv-credit-notice">{t(p.noticeKey)}</p> : null}
          <pre
            className={`cv-xml${downloaded ? '' : ' cv-blur'}`}
            data-testid="xml-preview"
            aria-hidden={downloaded ? undefined : true}
          >
            {shownXml}
          </pre>
        </div>
      )}
    </section>
  );
}

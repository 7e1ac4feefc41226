import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/lang.tsx';
import {
  Busy,
  baseName,
  downloadBlob,
  ErrorBanner,
  FilePicker,
  FileSummary,
  isAbort,
  Stepper,
  toApiError,
} from '../../components/upload/index.ts';
import { renderPdfOnServer } from './api.ts';
import { InvoiceDocument } from './components/InvoiceDocument.tsx';
import { InvoiceSummary } from './components/InvoiceSummary.tsx';
import { ResultHeadline, ValidationReport } from './components/ValidationReport.tsx';
import { usePickedFile, useValidation } from './hooks.ts';
import { XML_NS } from './i18n.ts';
import { printReport, reportJson } from './report-export.ts';
import type { ValidationResult } from './types.ts';
import './xml-tools.css';

type PdfState = { status: 'idle' | 'running' | 'done' } | { status: 'failed'; message: string; code: string };

function Downloads({ file, result }: { file: File; result: ValidationResult }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const [pdf, setPdf] = useState<PdfState>({ status: 'idle' });
  const name = baseName(file.name);

  async function readablePdf() {
    setPdf({ status: 'running' });
    try {
      const out = await renderPdfOnServer(file, `${name}.pdf`, { lang });
      downloadBlob(out.blob, out.filename);
      setPdf({ status: 'done' });
    } catch (e) {
      if (isAbort(e)) return;
      const err = toApiError(e, lang);
      setPdf({ status: 'failed', message: err.message, code: err.code });
    }
  }

  return (
    <section className="xt-downloads" aria-labelledby="xt-downloads-heading">
      <h2 id="xt-downloads-heading" className="xt-mini-title">
        {t('viewer.downloads.heading')}
      </h2>
      <div className="xt-download-buttons">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() =>
            downloadBlob(
              new Blob([reportJson(result, file.name)], { type: 'application/json' }),
              `${name}-report.json`,
            )
          }
        >
          {t('viewer.downloads.reportJson')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={printReport}
          title={t('viewer.downloads.reportPdfHint')}
        >
          {t('viewer.downloads.reportPdf')}
        </button>
        {result.invoice ? (
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={readablePdf}
            disabled={pdf.status === 'running'}
          >
            {t('viewer.downloads.readablePdf')}
          </button>
        ) : null}
      </div>
      {pdf.status === 'running' ? <Busy inline label={t('viewer.downloads.preparing')} /> : null}
      {pdf.status === 'done' ? (
        <p className="xt-note" role="status">
          {t('viewer.downloads.done')}
        </p>
      ) : null}
      {pdf.status === 'failed' ? (
        <ErrorBanner message={pdf.message} code={pdf.code} onRetry={readablePdf} title="" />
      ) : null}
    </section>
  );
}

function Result({ file, kind, onReset }: { file: File; kind: 'xml' | 'pdf'; onReset: () => void }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const v = useValidation(file, kind, lang);
  const { result, source } = v;
  const serverRunning = v.server.status === 'running';
  const wellFormedError = result?.messages.some((m) => m.id === 'XML-NOT-WELLFORMED');

  return (
    <div className="xt-result" data-source={source ?? 'none'}>
      <div className="xt-file-bar">
        <FileSummary name={file.name} size={file.size} tag={kind.toUpperCase()} />
        <button type="button" className="btn btn-secondary" onClick={onReset}>
          {t('common.newFile')}
        </button>
      </div>

      {!result ? (
        v.server.status === 'failed' && v.local.status !== 'running' ? (
          <ErrorBanner
            title={t('viewer.serverFailedNoLocal')}
            message={v.server.error.message}
            code={v.server.error.code}
            onRetry={v.server.error.retryable ? v.retryServer : undefined}
          />
        ) : (
          <Busy label={kind === 'xml' ? t('viewer.checkingLocal') : t('viewer.checkingServer')} />
        )
      ) : (
        <>
          <p className={`xt-source xt-source-${source}`} data-testid="result-source" aria-live="polite">
            {source === 'server' && !serverRunning ? (
              <>
                <span className="xt-source-dot" aria-hidden="true" />
                {t('viewer.source.server')}
              </>
            ) : source === 'local' && serverRunning ? (
              <Busy inline label={t('viewer.source.local')} />
            ) : serverRunning ? (
              <Busy inline label={t('viewer.checkingServer')} />
            ) : (
              t('viewer.source.localOnly')
            )}
          </p>
          {v.server.status === 'failed' ? (
            <ErrorBanner
              title=""
              message={t('viewer.serverFailed', { message: v.server.error.message })}
              code={v.server.error.code}
              onRetry={v.server.error.retryable ? v.retryServer : undefined}
            />
          ) : null}
          {wellFormedError ? (
            <ErrorBanner title="" message={t('viewer.parseFailed')} code="XML_PARSE_FAILED" />
          ) : null}

          <div className="xt-overview card">
            <ResultHeadline result={result} />
            {result.summary ? (
              <InvoiceSummary summary={result.summary} syntax={result.syntax} scenario={result.scenario} />
            ) : null}
            <Downloads file={file} result={result} />
          </div>

          <div className="xt-print-area">
            <header className="xt-print-head">
              <p className="xt-print-title">{t('report.printTitle')}</p>
              <p>
                {t('report.file')}: {file.name}
              </p>
              <ResultHeadline result={result} />
              {result.summary ? (
                <InvoiceSummary summary={result.summary} syntax={result.syntax} scenario={result.scenario} />
              ) : null}
            </header>
            <ValidationReport result={result} headline={false} />
          </div>

          {result.invoice ? (
            <InvoiceDocument invoice={result.invoice} />
          ) : (
            <p className="xt-note">{t('viewer.viewUnavailable')}</p>
          )}
        </>
      )}
    </div>
  );
}

/** /{lang}/xrechnung-viewer: Upload XML → View & Validate. Free, no sign-in. */
export default function ViewerPage() {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const [picked, setPicked] = usePickedFile('viewer', lang);
  const step = picked ? 1 : 0;

  return (
    <section className="container page xt-page" data-page="xrechnung-viewer">
      <header className="xt-page-head">
        <p className="eyebrow">{t('viewer.eyebrow')}</p>
        <h1>{t('viewer.heading')}</h1>
        <p className="lead">{t('viewer.intro')}</p>
      </header>
      <Stepper
        steps={[t('viewer.steps.upload'), t('viewer.steps.view')]}
        current={step}
        onSelect={() => setPicked(null)}
      />
      <div className="xt-step">
        {picked ? (
          <Result
            key={`${picked.file.name}-${picked.file.size}-${picked.file.lastModified}`}
            file={picked.file}
            kind={picked.kind}
            onReset={() => setPicked(null)}
          />
        ) : (
          <FilePicker id="viewer-upload" accept={['xml', 'pdf']} onPicked={setPicked} />
        )}
      </div>
    </section>
  );
}

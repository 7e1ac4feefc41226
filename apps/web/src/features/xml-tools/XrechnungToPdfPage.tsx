import { errorMessage } from '@ic/einvoice/errors.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink, useLang } from '../../components/lang.tsx';
import {
  type ApiError,
  Busy,
  baseName,
  downloadBlob,
  ErrorBanner,
  FileSummary,
  Stepper,
  toApiError,
} from '../../components/upload/index.ts';
import { type FileDownload, renderPdfOnServer } from './api.ts';
import { ConverterShell } from './components/ConverterShell.tsx';
import { InvoiceDocument } from './components/InvoiceDocument.tsx';
import { CompactReport } from './components/ValidationReport.tsx';
import { validateInBrowser } from './engine.ts';
import { messageText } from './hints.ts';
import { XML_NS } from './i18n.ts';
import type { ValidationResult } from './types.ts';
import './xml-tools.css';
import { GatePrompt, useDownloadGate } from '../account/index.ts';

type Read =
  | { status: 'running' }
  | { status: 'done'; result: ValidationResult }
  | { status: 'failed'; error: ApiError };
type Pdf =
  | { status: 'idle' | 'running' }
  | { status: 'done'; out: FileDownload }
  | { status: 'failed'; error: ApiError };

function Flow({ file, onReset }: { file: File; onReset: () => void }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const [read, setRead] = useState<Read>({ status: 'running' });
  const [pdf, setPdf] = useState<Pdf>({ status: 'idle' });
  // business terms by default; codes, schemes and the specification identifier on request (issue 20 item 6)
  const [technical, setTechnical] = useState(false);
  const gate = useDownloadGate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per file; the result carries both languages
  useEffect(() => {
    let live = true;
    validateInBrowser(file, file.name).then(
      (result) => live && setRead({ status: 'done', result }),
      (e) => live && setRead({ status: 'failed', error: toApiError(e, lang) }),
    );
    return () => {
      live = false;
    };
  }, [file]);

  async function create() {
    if (!(await gate.request())) return;
    setPdf({ status: 'running' });
    try {
      const out = await renderPdfOnServer(file, `${baseName(file.name)}.pdf`, {
        lang,
        technical,
        idempotencyKey: gate.keyFor(file.name),
      });
      gate.settle(file.name);
      downloadBlob(out.blob, out.filename);
      setPdf({ status: 'done', out });
    } catch (e) {
      gate.settle(file.name, e);
      setPdf({ status: 'failed', error: toApiError(e, lang) });
    }
  }

  const step = pdf.status === 'done' ? 2 : 1;
  const result = read.status === 'done' ? read.result : null;

  let body: React.ReactNode;
  if (read.status === 'running') body = <Busy label={t('xrechnungToPdf.reading')} />;
  else if (read.status === 'failed')
    body = <ErrorBanner message={read.error.message} code={read.error.code} onRetry={onReset} />;
  else if (!result?.invoice) {
    const notWellFormed = result?.messages.some((m) => m.id === 'XML-NOT-WELLFORMED');
    const first = result?.messages.find((m) => m.level === 'error');
    body = (
      <ErrorBanner
        title=""
        message={notWellFormed ? errorMessage('XML_PARSE_FAILED', lang) : t('xrechnungToPdf.notReadable')}
        code={notWellFormed ? 'XML_PARSE_FAILED' : first?.id}
      >
        {first ? <p className="xt-note">{messageText(first, lang)}</p> : null}
        <p className="xt-note">
          <LocalLink to="xrechnung-viewer">{t('common.toViewer')}</LocalLink>
        </p>
      </ErrorBanner>
    );
  } else if (pdf.status === 'done') {
    body = (
      <div className="card xt-done" data-testid="pdf-ready">
        <span className="success-mark" aria-hidden="true">
          ✓
        </span>
        <h2>{t('xrechnungToPdf.readyHeading')}</h2>
        <p className="muted" role="status">
          {t('xrechnungToPdf.readyText')}
        </p>
        <div className="xt-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => downloadBlob(pdf.out.blob, pdf.out.filename)}
          >
            {t('xrechnungToPdf.downloadAgain')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onReset}>
            {t('common.otherFile')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <div className="card xt-box">
          <CompactReport result={result} />
          {!result.accepted ? (
            <p className="xt-note">{t('xrechnungToPdf.invalidNote', { count: result.counts.error })}</p>
          ) : null}
          <label className="xt-check">
            <input
              type="checkbox"
              checked={technical}
              onChange={(e) => setTechnical(e.currentTarget.checked)}
              data-testid="technical-identifiers"
            />{' '}
            {t('xrechnungToPdf.technical')}
          </label>
          <div className="xt-actions">
            <button
              type="button"
              className="btn btn-primary btn-large"
              onClick={create}
              disabled={pdf.status === 'running'}
            >
              {t('xrechnungToPdf.continue')}
            </button>
            {pdf.status === 'running' ? <Busy inline label={t('xrechnungToPdf.creating')} /> : null}
          </div>
          {pdf.status === 'failed' ? (
            <ErrorBanner
              message={pdf.error.message}
              code={pdf.error.code}
              onRetry={pdf.error.retryable ? create : undefined}
            />
          ) : null}
        </div>
        <InvoiceDocument invoice={result.invoice} technical={technical} />
      </>
    );
  }

  return (
    <>
      <Stepper
        steps={[
          t('xrechnungToPdf.steps.upload'),
          t('xrechnungToPdf.steps.preview'),
          t('xrechnungToPdf.steps.download'),
        ]}
        current={step}
        onSelect={(i) => (i === 0 ? onReset() : setPdf({ status: 'idle' }))}
      />
      <div className="xt-step">
        <GatePrompt block={gate.block} onClose={gate.dismiss} />
        <div className="xt-file-bar">
          <FileSummary name={file.name} size={file.size} tag={result?.syntax?.toUpperCase()} />
          <button type="button" className="btn btn-secondary" onClick={onReset}>
            {t('common.otherFile')}
          </button>
        </div>
        {body}
      </div>
    </>
  );
}

/** /{lang}/xrechnung-to-pdf: Upload XML → Preview → Download PDF. */
export default function XrechnungToPdfPage() {
  const { t } = useTranslation(XML_NS);
  return (
    <ConverterShell
      page="xrechnung-to-pdf"
      keys="xrechnungToPdf"
      steps={[
        t('xrechnungToPdf.steps.upload'),
        t('xrechnungToPdf.steps.preview'),
        t('xrechnungToPdf.steps.download'),
      ]}
      Flow={Flow}
    />
  );
}

import { errorMessage } from '@ic/einvoice/errors.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/lang.tsx';
import {
  type ApiError,
  Busy,
  downloadBlob,
  ErrorBanner,
  FileSummary,
  Stepper,
  toApiError,
} from '../../components/upload/index.ts';
import { type ConvertResult, convertOnServer, invalidReport } from './api.ts';
import { ConverterShell } from './components/ConverterShell.tsx';
import { CompactReport, syntaxName } from './components/ValidationReport.tsx';
import { validateInBrowser } from './engine.ts';
import { XML_NS } from './i18n.ts';
import type { ConversionNote, ValidationResult } from './types.ts';
import './xml-tools.css';
import { GatePrompt, useDownloadGate } from '../account/index.ts';

type Target = 'ubl' | 'cii';
type Check =
  | { status: 'running' }
  | { status: 'done'; result: ValidationResult }
  | { status: 'failed'; error: ApiError };
type Conversion =
  | { status: 'idle' | 'running' }
  | { status: 'done'; out: ConvertResult }
  | { status: 'failed'; error: ApiError; report: ValidationResult | null };

function noteText(n: ConversionNote, lang: 'en' | 'de'): string {
  return typeof n.message === 'string' ? n.message : n.message[lang];
}

function Notes({ notes }: { notes: ConversionNote[] }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  return (
    <section className="xt-box" aria-labelledby="xt-notes-heading" data-testid="conversion-notes">
      <h3 id="xt-notes-heading" className="xt-mini-title">
        {t('ublToCii.notes')}
      </h3>
      {notes.length === 0 ? (
        <p className="xt-note">{t('ublToCii.noNotes')}</p>
      ) : (
        <>
          <p className="xt-note">{t('ublToCii.notesIntro')}</p>
          <ul className="xt-notes">
            {notes.map((n) => (
              <li key={n.code} data-code={n.code}>
                {noteText(n, lang)}
                {n.bt.map((b) => (
                  <span key={b} className="xt-bt">
                    {b}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Flow({ file, onReset }: { file: File; onReset: () => void }) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const name = useId();
  const [check, setCheck] = useState<Check>({ status: 'running' });
  const [target, setTarget] = useState<Target>('cii');
  const [allowInvalid, setAllowInvalid] = useState(false);
  const [conv, setConv] = useState<Conversion>({ status: 'idle' });
  const gate = useDownloadGate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per file; the result carries both languages
  useEffect(() => {
    let live = true;
    validateInBrowser(file, file.name).then(
      (result) => {
        if (!live) return;
        setCheck({ status: 'done', result });
        if (result.syntax === 'cii') setTarget('ubl');
        else if (result.syntax === 'ubl') setTarget('cii');
      },
      (e) => live && setCheck({ status: 'failed', error: toApiError(e, lang) }),
    );
    return () => {
      live = false;
    };
  }, [file]);

  const input = check.status === 'done' ? check.result : null;
  const source = input?.syntax ?? null;
  const mismatch = source !== null && source === target;
  const readable = Boolean(input?.invoice);

  async function convert() {
    if (!(await gate.request())) return;
    setConv({ status: 'running' });
    try {
      const out = await convertOnServer(file, target, {
        lang,
        allowInvalid,
        idempotencyKey: gate.keyFor(target),
      });
      gate.settle(target);
      setConv({ status: 'done', out });
    } catch (e) {
      gate.settle(target, e);
      setConv({ status: 'failed', error: toApiError(e, lang), report: invalidReport(e) });
    }
  }

  const step = conv.status === 'done' ? 2 : 1;
  const targetName = syntaxName(t, target);

  return (
    <>
      <Stepper
        steps={[t('ublToCii.steps.upload'), t('ublToCii.steps.check'), t('ublToCii.steps.result')]}
        current={step}
        onSelect={(i) => (i === 0 ? onReset() : setConv({ status: 'idle' }))}
      />
      <div className="xt-step">
        <GatePrompt block={gate.block} onClose={gate.dismiss} />
        <div className="xt-file-bar">
          <FileSummary name={file.name} size={file.size} tag={source?.toUpperCase()} />
          <button type="button" className="btn btn-secondary" onClick={onReset}>
            {t('common.otherFile')}
          </button>
        </div>

        {check.status === 'running' ? <Busy label={t('ublToCii.checkingInput')} /> : null}
        {check.status === 'failed' ? (
          <ErrorBanner message={check.error.message} code={check.error.code} onRetry={onReset} />
        ) : null}

        {input && !readable ? (
          <ErrorBanner
            title=""
            message={
              input.messages.some((m) => m.id === 'XML-NOT-WELLFORMED')
                ? errorMessage('XML_PARSE_FAILED', lang)
                : errorMessage('INVALID_FILE_FORMAT', lang)
            }
            code={input.messages[0]?.id}
          />
        ) : null}

        {input && step === 1 ? (
          <section className="card xt-box" aria-labelledby={`${name}-input`} data-testid="input-check">
            <h2 id={`${name}-input`}>{t('ublToCii.inputHeading')}</h2>
            <CompactReport result={input} />
            {readable ? (
              <>
                <p className="xt-detected">{t('ublToCii.detected', { syntax: syntaxName(t, source) })}</p>
                <fieldset className="xt-switch">
                  <legend>{t('ublToCii.direction')}</legend>
                  <div className="xt-switch-options">
                    <label>
                      <input
                        type="radio"
                        name={`${name}-dir`}
                        value="cii"
                        checked={target === 'cii'}
                        onChange={() => setTarget('cii')}
                      />
                      {t('ublToCii.ublToCii')}
                    </label>
                    <label>
                      <input
                        type="radio"
                        name={`${name}-dir`}
                        value="ubl"
                        checked={target === 'ubl'}
                        onChange={() => setTarget('ubl')}
                      />
                      {t('ublToCii.ciiToUbl')}
                    </label>
                  </div>
                </fieldset>
                {mismatch ? (
                  <p className="xt-note" role="status">
                    {t('ublToCii.directionMismatch', { syntax: syntaxName(t, source) })}
                  </p>
                ) : null}
                {!input.accepted ? (
                  <p className="xt-note">{t('ublToCii.inputInvalid', { count: input.counts.error })}</p>
                ) : null}
                <label className="xt-check">
                  <input
                    type="checkbox"
                    checked={allowInvalid}
                    onChange={(e) => setAllowInvalid(e.target.checked)}
                  />
                  <span>{t('ublToCii.allowInvalid')}</span>
                </label>
                <div className="xt-actions">
                  <button
                    type="button"
                    className="btn btn-primary btn-large"
                    onClick={convert}
                    disabled={mismatch || conv.status === 'running'}
                  >
                    {t('ublToCii.convert', { target: targetName })}
                  </button>
                  {conv.status === 'running' ? <Busy inline label={t('ublToCii.converting')} /> : null}
                </div>
                {conv.status === 'failed' ? (
                  <>
                    <ErrorBanner
                      title=""
                      message={conv.report ? t('ublToCii.outputInvalid') : conv.error.message}
                      code={conv.error.code}
                      onRetry={conv.error.retryable ? convert : undefined}
                    />
                    {conv.report ? (
                      <div className="xt-box">
                        <h3 className="xt-mini-title">{t('ublToCii.outputHeading')}</h3>
                        <CompactReport result={conv.report} open />
                      </div>
                    ) : null}
                  </>
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}

        {conv.status === 'done' ? (
          <section className="card xt-box" aria-labelledby={`${name}-output`} data-testid="output-check">
            <h2 id={`${name}-output`}>{t('ublToCii.outputHeading')}</h2>
            {conv.out.report ? <CompactReport result={conv.out.report} /> : null}
            <Notes notes={conv.out.notes} />
            <div className="xt-actions">
              <button
                type="button"
                className="btn btn-primary btn-large"
                onClick={() => downloadBlob(conv.out.blob, conv.out.filename)}
              >
                {t('ublToCii.download', { name: conv.out.filename })}
              </button>
              <button type="button" className="btn btn-secondary" onClick={onReset}>
                {t('ublToCii.again')}
              </button>
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** /{lang}/ubl-to-cii: Upload → check the input, convert (UBL → CII or back) → output report, notes, download. */
export default function UblToCiiPage() {
  const { t } = useTranslation(XML_NS);
  return (
    <ConverterShell
      page="ubl-to-cii"
      keys="ublToCii"
      steps={[t('ublToCii.steps.upload'), t('ublToCii.steps.check'), t('ublToCii.steps.result')]}
      Flow={Flow}
    />
  );
}

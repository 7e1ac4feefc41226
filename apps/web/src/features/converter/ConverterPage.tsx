// The PDF converter flow (product spec §2): Upload & Extract → Confirm & Edit → Download, for one
// file or a batch of up to 10. Used by /pdf-to-xrechnung, /pdf-to-cii, /pdf-to-ubl, /pdf-to-zugferd.
import { errorMessage } from '@ic/einvoice/errors.ts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/lang.tsx';
import {
  Dropzone,
  ErrorBanner,
  MAX_FILES,
  type Rejection,
  Stepper,
  toApiError,
} from '../../components/upload/index.ts';
import { accountOf, useAccount } from '../account/context.tsx';
import { extract } from './api.ts';
import { BatchList } from './BatchList.tsx';
import { FLOWS, type Variant } from './config.ts';
import { DownloadStep } from './DownloadStep.tsx';
import { CONVERTER_NS } from './i18n.ts';
import { prepareInvoice } from './model.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { batchProblem, clearState, loadState, newEntry, reducer, type Step, saveState } from './state.ts';
import { useBatch } from './useBatch.ts';
import './converter.css';

const CONCURRENCY = 2;
let seq = 0;
const newId = () => `f${Date.now().toString(36)}${(seq++).toString(36)}`;

export function ConverterPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation(CONVERTER_NS);
  const lang = useLang();
  const flow = FLOWS[variant];
  const key = variant;
  const [state, dispatch] = useReducer(reducer, key, loadState);
  const files = useRef(new Map<string, Blob>());
  const running = useRef(new Set<string>());
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  // keep the form in this tab's sessionStorage (cleared for downloaded files)
  useEffect(() => saveState(key, state), [key, state]);

  // the processing queue: at most CONCURRENCY extractions at a time
  useEffect(() => {
    const waiting = state.entries.filter((e) => e.status === 'waiting' && !running.current.has(e.id));
    const free = CONCURRENCY - running.current.size;
    for (const e of waiting.slice(0, Math.max(0, free))) {
      const file = files.current.get(e.id);
      if (!file) {
        dispatch({
          type: 'failed',
          id: e.id,
          error: { code: 'UPLOAD_FAILED', message: errorMessage('UPLOAD_FAILED', lang) },
        });
        continue;
      }
      running.current.add(e.id);
      dispatch({ type: 'start', id: e.id });
      // "queued" until the request is on its way, then "analyzing"
      setTimeout(() => dispatch({ type: 'analyzing', id: e.id }), 50);
      extract(file, e.name, lang, undefined, (progress) =>
        dispatch({ type: 'ocrProgress', id: e.id, progress }),
      )
        .then((result) => {
          running.current.delete(e.id);
          const invoice = prepareInvoice(result.invoice, true);
          dispatch({
            type: 'extracted',
            id: e.id,
            result,
            invoice: { ...result.invoice, vatBreakdown: invoice.vatBreakdown },
          });
        })
        .catch((err) => {
          running.current.delete(e.id);
          const a = toApiError(err, lang);
          dispatch({ type: 'failed', id: e.id, error: { code: a.code, message: a.message } });
        });
    }
  }, [state.entries, lang]);

  // one file: go to the review as soon as it is read
  useEffect(() => {
    const only = state.entries.length === 1 ? state.entries[0] : undefined;
    if (state.step === 0 && only?.status === 'ready' && only.invoice && !state.current) {
      dispatch({ type: 'review', id: only.id });
    }
  }, [state.entries, state.step, state.current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [state.step]);

  // Batches of up to 10 files belong to the Starter subscription and the trial (spec §6); with
  // credits (or signed out) one file at a time. The server charges each download on its own.
  const { state: accountState } = useAccount();
  // (while the account is still loading, nothing is refused yet)
  const batchAllowed =
    accountState.status === 'loading' || (accountOf(accountState)?.subscription.status ?? 'none') !== 'none';
  const maxFiles = batchAllowed ? MAX_FILES : 1;

  const addFiles = useCallback(
    (picked: Array<{ file: File }>) => {
      setRejections([]);
      const room = maxFiles - state.entries.length;
      if (picked.length > room) {
        setRejections(
          batchAllowed
            ? [{ code: 'TOO_MANY_FILES', message: errorMessage('TOO_MANY_FILES', lang) }]
            : [{ code: 'TOO_MANY_FILES', message: t('upload.batchForSubscribers') }],
        );
        return;
      }
      const entries = picked.map(({ file }) => {
        const id = newId();
        files.current.set(id, file);
        return newEntry(id, file.name, file.size);
      });
      dispatch({ type: 'add', entries });
    },
    [state.entries.length, lang, maxFiles, batchAllowed, t],
  );

  const remove = (id: string) => {
    files.current.delete(id);
    dispatch({ type: 'remove', id });
  };
  const retry = (id: string) => dispatch({ type: 'retry', id });
  const restart = () => {
    files.current.clear();
    clearState(key);
    setRejections([]);
    dispatch({ type: 'reset' });
  };

  const reviewable = state.entries.filter(
    (e) => e.invoice && (e.status === 'ready' || e.status === 'downloaded'),
  );
  const current = reviewable.find((e) => e.id === state.current) ?? reviewable[0];
  const idx = current ? reviewable.indexOf(current) : -1;
  const problem = batchProblem(state.entries);
  const processing = state.entries.some((e) => e.status === 'waiting' || e.status === 'processing');
  const failed = state.entries.filter((e) => e.status === 'error');
  const steps = useMemo(() => [t('steps.upload'), t('steps.review'), t('steps.download')], [t]);
  const [profileId, setProfileId] = useState<string>(flow.profiles[0]?.id ?? 'xrechnung');
  const profile = flow.profiles.find((p) => p.id === profileId) ?? flow.profiles[0];
  const batch = useBatch(state.entries, profile?.scenario ?? 'xrechnung');

  const goStep = (s: Step) => {
    if (s === 1 && current) dispatch({ type: 'review', id: current.id });
    else dispatch({ type: 'step', step: s });
  };

  return (
    <section
      className="container page cv-page-root"
      data-page={`converter-${variant}`}
      data-step={state.step}
    >
      <header className="cv-header">
        <h1 ref={heading} tabIndex={-1}>
          {t(`heading.${variant}`)}
        </h1>
        <p className="lead">{t(`intro.${variant}`)}</p>
      </header>
      <Stepper steps={steps} current={state.step} onSelect={(i) => goStep(i as Step)} />
      {state.restored && state.step > 0 ? <p className="cv-notice">{t('review.restored')}</p> : null}

      {state.step === 0 ? (
        <div className="cv-upload">
          <Dropzone
            id="converter-upload"
            accept={['pdf']}
            multiple={batchAllowed}
            maxFiles={maxFiles}
            disabled={state.entries.length >= maxFiles}
            title={t('upload.title')}
            hint={t('upload.hint')}
            onFiles={addFiles}
            onReject={setRejections}
          />
          {batchAllowed ? null : <p className="muted cv-batch-note">{t('upload.batchForSubscribers')}</p>}
          {rejections.map((r) => (
            <ErrorBanner
              key={`${r.code}-${r.fileName ?? ''}`}
              message={r.fileName ? `${r.fileName}: ${r.message}` : r.message}
              code={r.code}
              onDismiss={() => setRejections((x) => x.filter((y) => y !== r))}
            />
          ))}
          {state.entries.length > 0 ? (
            <>
              <h2 className="h3 cv-batch-title">
                {t('batch.title')}{' '}
                <span className="muted">
                  {t('batch.count', {
                    done: state.entries.filter((e) => e.status !== 'waiting' && e.status !== 'processing')
                      .length,
                    total: state.entries.length,
                  })}
                </span>
              </h2>
              {problem ? (
                <ErrorBanner
                  message={t(problem)}
                  code={problem === 'batch.allFailed' ? 'ALL_FILES_FAILED' : 'SOME_FILES_FAILED'}
                  title=""
                />
              ) : null}
              <BatchList
                entries={state.entries}
                statusOf={batch.statusOf}
                errorsOf={(e) => batch.checks.get(e.id)?.errors ?? 0}
                onRemove={remove}
                onRetry={retry}
                onReview={(id) => dispatch({ type: 'review', id })}
              />
              <div className="button-row">
                {failed.length > 1 ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      for (const e of failed) retry(e.id);
                    }}
                  >
                    {t('batch.retryFailed')}
                  </button>
                ) : null}
                <button type="button" className="btn btn-secondary" onClick={restart}>
                  {t('upload.start')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={reviewable.length === 0 || processing}
                  onClick={() => current && dispatch({ type: 'review', id: current.id })}
                >
                  {reviewable.length > 1
                    ? t('upload.toReviewCount', { count: reviewable.length })
                    : t('upload.toReview')}
                </button>
              </div>
            </>
          ) : null}
        </div>
      ) : null}

      {state.step === 1 && current?.invoice ? (
        <ReviewStep
          key={current.id}
          entry={{ ...current, invoice: current.invoice }}
          file={files.current.get(current.id)}
          profiles={flow.profiles}
          profileId={profile?.id ?? 'xrechnung'}
          onProfile={setProfileId}
          lang={lang}
          dispatch={dispatch}
          nav={{
            index: idx,
            total: reviewable.length,
            ...(idx > 0
              ? { prev: () => dispatch({ type: 'review', id: reviewable[idx - 1]?.id ?? '' }) }
              : {}),
            ...(idx < reviewable.length - 1
              ? { next: () => dispatch({ type: 'review', id: reviewable[idx + 1]?.id ?? '' }) }
              : {}),
          }}
          onBack={() => dispatch({ type: 'step', step: 0 })}
          onContinue={() => dispatch({ type: 'step', step: 2 })}
        />
      ) : null}

      {state.step === 2 ? (
        <DownloadStep
          flow={flow}
          entries={state.entries}
          files={files.current}
          lang={lang}
          dispatch={dispatch}
          onReview={(id) => dispatch({ type: 'review', id })}
          onRestart={restart}
          profileId={profile?.id ?? 'xrechnung'}
          onProfile={setProfileId}
          onRemove={remove}
          onRetry={(id) => {
            retry(id);
            dispatch({ type: 'step', step: 0 });
          }}
        />
      ) : null}
    </section>
  );
}

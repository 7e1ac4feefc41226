import type { Invoice } from '@ic/einvoice/model/invoice.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AcceptedFile,
  type ApiError,
  type ApiLang,
  isAbort,
  toApiError,
} from '../../components/upload/index.ts';
import { validateOnServer } from './api.ts';
import type { RenderedView } from './core.ts';
import { renderInBrowser, validateInBrowser } from './engine.ts';
import type { ResultSource, ValidationResult } from './types.ts';

export type Task<T> =
  | { status: 'idle' }
  | { status: 'running'; previous?: T }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: ApiError };

export interface Validation {
  local: Task<ValidationResult>;
  server: Task<ValidationResult>;
  /** server result when there is one, else the browser's */
  result: ValidationResult | null;
  source: ResultSource | null;
  retryServer: () => void;
}

/**
 * Validates a file twice: in the browser (XML only; instant) and on the server (authoritative).
 * The server check runs again when the language changes, so its texts follow the page.
 */
export function useValidation(file: File | null, kind: 'xml' | 'pdf' | null, lang: ApiLang): Validation {
  const [local, setLocal] = useState<Task<ValidationResult>>({ status: 'idle' });
  const [server, setServer] = useState<Task<ValidationResult>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const langRef = useRef(lang);
  langRef.current = lang;

  useEffect(() => {
    if (!file || kind !== 'xml') {
      setLocal({ status: 'idle' });
      return;
    }
    let live = true;
    setLocal({ status: 'running' });
    validateInBrowser(file, file.name).then(
      (value) => live && setLocal({ status: 'done', value }),
      (e) => live && setLocal({ status: 'failed', error: toApiError(e, langRef.current) }),
    );
    return () => {
      live = false;
    };
    // the browser's result carries both languages: no rerun on a language switch
  }, [file, kind]);

  const lastServer = useRef<ValidationResult | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!file) {
      setServer({ status: 'idle' });
      lastServer.current = undefined;
      return;
    }
    const ctrl = new AbortController();
    setServer({ status: 'running', ...(lastServer.current ? { previous: lastServer.current } : {}) });
    validateOnServer(file, { lang, signal: ctrl.signal }).then(
      (value) => {
        lastServer.current = value;
        setServer({ status: 'done', value });
      },
      (e) => {
        if (isAbort(e)) return;
        setServer({ status: 'failed', error: toApiError(e, lang) });
      },
    );
    return () => ctrl.abort();
  }, [file, lang, attempt]);

  const retryServer = useCallback(() => setAttempt((n) => n + 1), []);

  let result: ValidationResult | null = null;
  let source: ResultSource | null = null;
  if (server.status === 'done') [result, source] = [server.value, 'server'];
  else if (server.status === 'running' && server.previous) [result, source] = [server.previous, 'server'];
  else if (local.status === 'done') [result, source] = [local.value, 'local'];
  return { local, server, result, source, retryServer };
}

/** The HTML view of an invoice in `lang`, rendered in the worker. */
export function useRenderedView(
  invoice: Invoice | null,
  lang: 'en' | 'de',
  technical = true,
): Task<RenderedView> {
  const [task, setTask] = useState<Task<RenderedView>>({ status: 'idle' });
  useEffect(() => {
    if (!invoice) {
      setTask({ status: 'idle' });
      return;
    }
    let live = true;
    setTask((t) => ({ status: 'running', ...(t.status === 'done' ? { previous: t.value } : {}) }));
    renderInBrowser(invoice, lang, technical).then(
      (value) => live && setTask({ status: 'done', value }),
      (e) => live && setTask({ status: 'failed', error: toApiError(e, lang) }),
    );
    return () => {
      live = false;
    };
  }, [invoice, lang, technical]);
  return task;
}

const remembered = new Map<string, { picked: AcceptedFile; lang: ApiLang }>();

/**
 * The picked file of a tool page, kept in memory (this tab only, never stored) across the
 * language switch, which mounts the page anew: switching en ↔ de keeps the result on screen.
 */
export function usePickedFile(page: string, lang: ApiLang) {
  const [picked, setPickedState] = useState<AcceptedFile | null>(() => {
    const r = remembered.get(page);
    return r && r.lang !== lang ? r.picked : null;
  });
  useEffect(() => {
    if (picked) remembered.set(page, { picked, lang });
    else remembered.delete(page);
  }, [page, picked, lang]);
  return [picked, setPickedState] as const;
}

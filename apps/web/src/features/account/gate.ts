// The web side of the download gate (server: apps/server/src/billing/gate.ts decides), used by
// the converters and the XML tools. Before a paid download the hook checks the account: signed out → the authentication-required prompt
// (return path kept); no credits and no subscription → the upgrade prompt (spec §6). Each
// download attempt sends an Idempotency-Key; a retry of a failed attempt reuses it, so the
// server charges a retried download once. A 401/402 answer opens the matching prompt too.
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../components/upload/api.ts';
import {
  type AccountState,
  currentPath,
  type GateBlock,
  mayDownload,
  rememberReturnPath,
  useAccount,
} from '../account/index.ts';

export interface DownloadGate {
  /** Resolves true when the download may go ahead; otherwise the prompt is shown. */
  request: () => Promise<boolean>;
  /** The Idempotency-Key of the download of `id`: kept until that download succeeds. */
  keyFor: (id: string) => string;
  /** After an attempt: success forgets the key and refreshes the credits; 401/402 open the prompt. */
  settle: (id: string, error?: unknown) => void;
  block: GateBlock;
  dismiss: () => void;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** What the account state says about a download: null = go ahead. */
export function blockFor(state: AccountState): GateBlock {
  if (state.status === 'signed-out') return 'sign-in';
  if (state.status === 'signed-in' && !mayDownload(state.account)) return 'upgrade';
  return null;
}

export function useDownloadGate(): DownloadGate {
  const { state, refresh } = useAccount();
  const [block, setBlock] = useState<GateBlock>(null);
  const keys = useRef(new Map<string, string>());

  const show = useCallback((b: GateBlock) => {
    if (b === 'sign-in') rememberReturnPath(currentPath());
    setBlock(b);
  }, []);

  const request = useCallback(async () => {
    const now = state.status === 'loading' ? await refresh() : state;
    const b = blockFor(now);
    show(b);
    return b === null;
  }, [state, refresh, show]);

  const keyFor = useCallback((id: string) => {
    let key = keys.current.get(id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(id, key);
    }
    return key;
  }, []);

  const settle = useCallback(
    (id: string, error?: unknown) => {
      if (error === undefined) {
        keys.current.delete(id);
        void refresh();
        return;
      }
      if (error instanceof ApiError && error.status === 401) {
        void refresh();
        show('sign-in');
      } else if (error instanceof ApiError && error.status === 402) {
        keys.current.delete(id);
        void refresh();
        show('upgrade');
      }
    },
    [refresh, show],
  );

  return { request, keyFor, settle, block, dismiss: () => setBlock(null) };
}

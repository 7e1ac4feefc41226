// The account state of the whole app (product spec §4 "client account state"): loading, the
// signed-in user's account (credits, subscription) or signed out. Fetched once on start, again
// after sign-in (refresh()) and after a paid download; sign-out clears it.
import type { AccountInfo } from '@ic/einvoice';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../components/upload/api.ts';
import { account as accountApi, auth } from './api.ts';

export type AccountState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; account: AccountInfo }
  /** the account could not be fetched (network); the last known value if any */
  | { status: 'error'; account?: AccountInfo };

export interface AccountContextValue {
  state: AccountState;
  /** Fetches the account again; resolves with the new state. */
  refresh: () => Promise<AccountState>;
  signOut: () => Promise<void>;
  /** Marks the user signed out without a request (e.g. after deleting the account). */
  clear: () => void;
}

const AccountContext = createContext<AccountContextValue | null>(null);

async function load(): Promise<AccountState> {
  const lang = document.documentElement.lang === 'de' ? 'de' : 'en';
  try {
    // get-session answers 200 with null when signed out: no failed request in the console
    const session = await auth.session(lang);
    if (!session) return { status: 'signed-out' };
    return { status: 'signed-in', account: await accountApi.get(lang) };
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) return { status: 'signed-out' };
    return { status: 'error' };
  }
}

export function AccountProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const refresh = useCallback(async () => {
    const next = await load();
    setState((prev) =>
      next.status === 'error' && prev.status === 'signed-in'
        ? { status: 'error', account: prev.account }
        : next,
    );
    return next;
  }, []);
  const clear = useCallback(() => setState({ status: 'signed-out' }), []);
  const signOut = useCallback(async () => {
    const lang = document.documentElement.lang === 'de' ? 'de' : 'en';
    try {
      await auth.signOut(lang);
    } finally {
      setState({ status: 'signed-out' });
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const value = useMemo(() => ({ state, refresh, signOut, clear }), [state, refresh, signOut, clear]);
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount() outside <AccountProvider>');
  return value;
}

/** The account when signed in (also the last known one after a failed refresh). */
export function accountOf(state: AccountState): AccountInfo | undefined {
  return state.status === 'signed-in' || state.status === 'error' ? state.account : undefined;
}

/** May this account download a paid result (subscription/trial or at least one credit)? */
export function mayDownload(a: AccountInfo): boolean {
  return a.subscription.status !== 'none' || a.credits >= 1;
}

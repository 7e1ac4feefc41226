// The account client: better-auth under /api/auth/* and our own /api/v1/account and
// /api/v1/billing (contract of issue 16). Every failure becomes an ApiError with a code: our
// API answers {"error":{code,message}}; better-auth answers {code,message} — both are mapped
// here, so pages only show `error.message` (localized) or branch on `error.code`.
import type {
  AccountInfo,
  ApiKeyInfo,
  BillingConfig,
  CheckoutRequest,
  CheckoutResponse,
  CreateApiKeyResponse,
  FulfilResponse,
  LedgerEntry,
} from '@ic/einvoice';
import { errorMessage, isErrorCode } from '@ic/einvoice/errors.ts';
import { ApiError, type ApiLang, apiRequest, readJson } from '../../components/upload/api.ts';

/** Client-side codes of the account pages (texts in the `account` namespace, not the API catalogue). */
export type AccountClientCode = 'EMAIL_NOT_VERIFIED' | 'USER_EXISTS' | 'INVALID_TOKEN';

type Method = 'GET' | 'POST' | 'DELETE';

/** better-auth's own error codes → ours. */
function mapAuthError(status: number, code: string | undefined, lang: ApiLang, body: unknown): ApiError {
  const c = (code ?? '').toUpperCase();
  const make = (ours: string, message: string) => new ApiError(ours, message, status, status >= 500, body);
  if (c === 'EMAIL_NOT_VERIFIED' || (status === 403 && c.includes('VERIF')))
    return make('EMAIL_NOT_VERIFIED', '');
  if (c.includes('ALREADY_EXISTS') || c === 'USER_EXISTS') return make('USER_EXISTS', '');
  if (c.includes('TOKEN')) return make('INVALID_TOKEN', '');
  if (c === 'INVALID_PASSWORD') return make('INVALID_PASSWORD', errorMessage('INVALID_CREDENTIALS', lang));
  if (c.includes('PASSWORD_TOO_SHORT'))
    return make('PASSWORD_TOO_SHORT', errorMessage('PASSWORD_TOO_SHORT', lang));
  if (status === 401 || c.includes('INVALID_EMAIL_OR_PASSWORD'))
    return make('INVALID_CREDENTIALS', errorMessage('INVALID_CREDENTIALS', lang));
  if (status === 429) return make('RATE_LIMITED', errorMessage('RATE_LIMITED', lang));
  return make('UNEXPECTED_ERROR', errorMessage('UNEXPECTED_ERROR', lang, { message: c || String(status) }));
}

/** One request; resolves with the response for 2xx, throws ApiError otherwise. */
export async function send(lang: ApiLang, method: Method, path: string, body?: unknown): Promise<Response> {
  const options = {
    lang,
    method,
    timeoutMs: 20_000,
    ...(body !== undefined ? { body: body as Record<string, unknown> } : {}),
    // better-auth wants a JSON body on every POST
    ...(method === 'POST' && body === undefined ? { body: {} } : {}),
  };
  try {
    return await apiRequest(path, options);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 0) throw e;
    const raw = e.body as { code?: unknown; error?: { code?: unknown } } | undefined;
    if (raw?.error && typeof raw.error.code === 'string' && isErrorCode(raw.error.code)) throw e;
    if (path.startsWith('/api/auth/') || typeof raw?.code === 'string')
      throw mapAuthError(e.status, typeof raw?.code === 'string' ? raw.code : undefined, lang, e.body);
    throw e;
  }
}

async function json<T>(lang: ApiLang, method: Method, path: string, body?: unknown): Promise<T> {
  return readJson<T>(await send(lang, method, path, body), lang);
}

// ---- better-auth ----

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
  acceptedDpa: boolean;
}

export const auth = {
  signUp: (lang: ApiLang, input: SignUpInput) =>
    send(lang, 'POST', '/api/auth/sign-up/email', {
      ...input,
      lang,
      callbackURL: `/${lang}/auth/callback`,
    }),
  signIn: (lang: ApiLang, email: string, password: string) =>
    send(lang, 'POST', '/api/auth/sign-in/email', { email, password }),
  signOut: (lang: ApiLang) => send(lang, 'POST', '/api/auth/sign-out'),
  resendVerification: (lang: ApiLang, email: string) =>
    send(lang, 'POST', '/api/auth/send-verification-email', {
      email,
      callbackURL: `/${lang}/auth/callback`,
    }),
  requestReset: (lang: ApiLang, email: string) =>
    send(lang, 'POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: `/${lang}/auth/update-password`,
    }),
  resetPassword: (lang: ApiLang, token: string, newPassword: string) =>
    send(lang, 'POST', '/api/auth/reset-password', { token, newPassword }),
  changePassword: (lang: ApiLang, currentPassword: string, newPassword: string) =>
    send(lang, 'POST', '/api/auth/change-password', {
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    }),
  changeEmail: (lang: ApiLang, newEmail: string) =>
    send(lang, 'POST', '/api/auth/change-email', { newEmail, callbackURL: `/${lang}/profile` }),
  session: (lang: ApiLang) =>
    json<{ session: { token: string } } | null>(lang, 'GET', '/api/auth/get-session'),
  listSessions: (lang: ApiLang) => json<SessionInfo[]>(lang, 'GET', '/api/auth/list-sessions'),
  revokeSession: (lang: ApiLang, token: string) => send(lang, 'POST', '/api/auth/revoke-session', { token }),
};

export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  expiresAt: string;
  userAgent?: string | null;
  ipAddress?: string | null;
}

// ---- /api/v1/account ----

export const account = {
  get: (lang: ApiLang) => json<AccountInfo>(lang, 'GET', '/api/v1/account'),
  ledger: (lang: ApiLang) => json<{ entries: LedgerEntry[] }>(lang, 'GET', '/api/v1/account/ledger'),
  remove: (lang: ApiLang, password: string) => send(lang, 'DELETE', '/api/v1/account', { password }),
  apiKeys: (lang: ApiLang) => json<{ keys: ApiKeyInfo[] }>(lang, 'GET', '/api/v1/account/api-keys'),
  createApiKey: (lang: ApiLang, name: string) =>
    json<CreateApiKeyResponse>(lang, 'POST', '/api/v1/account/api-keys', { name }),
  revokeApiKey: (lang: ApiLang, id: string) =>
    send(lang, 'DELETE', `/api/v1/account/api-keys/${encodeURIComponent(id)}`),
};

export const EXPORT_URL = '/api/v1/account/export';

// ---- /api/v1/billing ----

export const billing = {
  config: (lang: ApiLang) => json<BillingConfig>(lang, 'GET', '/api/v1/billing/config'),
  checkout: (lang: ApiLang, kind: CheckoutRequest['kind'], quantity?: number) =>
    json<CheckoutResponse>(lang, 'POST', '/api/v1/billing/checkout', {
      kind,
      lang,
      ...(quantity !== undefined ? { quantity } : {}),
    }),
  portal: (lang: ApiLang) => json<{ url: string }>(lang, 'POST', '/api/v1/billing/portal'),
  fulfil: (lang: ApiLang, sessionId: string) =>
    json<FulfilResponse>(lang, 'POST', '/api/v1/billing/fulfil', { sessionId }),
};

// Request and response types of the account, credits, API-key and billing endpoints,
// defined once and shared by the server (apps/server) and the web app (apps/web).
import type { Lang } from '../errors.ts';

/** The subscription as the product sees it (Stripe's states folded into three). */
export interface AccountSubscription {
  status: 'none' | 'trial' | 'active';
  plan?: 'monthly' | 'yearly';
  /** ISO 8601 date-time: end of the current period (or of the trial). */
  currentPeriodEnd?: string;
  cancelAtPeriodEnd?: boolean;
}

/** GET /api/v1/account */
export interface AccountInfo {
  email: string;
  name: string;
  credits: number;
  subscription: AccountSubscription;
  /** all conversions of the account */
  conversions: number;
  /** conversions in the current calendar month (UTC) */
  conversionsThisMonth: number;
  downloads: number;
}

export type LedgerReason = 'signup-bonus' | 'download' | 'purchase' | 'refund' | 'admin-grant';

export interface LedgerEntry {
  delta: number;
  reason: LedgerReason;
  /** ISO 8601 date-time */
  createdAt: string;
}

/** GET /api/v1/account/ledger */
export interface LedgerResponse {
  entries: LedgerEntry[];
}

export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The first characters of the key (e.g. "ic_AbCd1234"), enough to recognise it. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/v1/account/api-keys */
export interface ApiKeyListResponse {
  keys: ApiKeyInfo[];
}

/** POST /api/v1/account/api-keys */
export interface CreateApiKeyRequest {
  name: string;
}

/** The key itself is shown once, in this answer, and never again. */
export interface CreateApiKeyResponse {
  id: string;
  name: string;
  prefix: string;
  key: string;
}

/** DELETE /api/v1/account */
export interface DeleteAccountRequest {
  password: string;
}

/** POST /api/auth/sign-up/email (better-auth, with the project's extra fields). */
export interface SignUpRequest {
  email: string;
  password: string;
  name: string;
  acceptedTerms: boolean;
  acceptedDpa: boolean;
  lang?: Lang;
}

// --- billing (payments: the "stripe" part) ---------------------------------------------

/** GET /api/v1/billing/config */
export interface BillingConfig {
  enabled: boolean;
  prices: { credit: string; monthly: string; yearly: string };
  currency: 'EUR';
}

/** POST /api/v1/billing/checkout */
export interface CheckoutRequest {
  kind: 'credits' | 'monthly' | 'yearly';
  quantity?: number;
  lang: Lang;
}

export interface CheckoutResponse {
  url: string;
}

/** POST /api/v1/billing/fulfil {sessionId} */
export interface FulfilRequest {
  sessionId: string;
}

export interface FulfilResponse {
  credits: number;
  subscription: AccountSubscription;
}

/** Minimum password length (product spec §5). */
export const PASSWORD_MIN_LENGTH = 6;
/** Credits every new account starts with (product spec §9). */
export const SIGNUP_CREDITS = 3;

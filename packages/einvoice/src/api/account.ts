// API types of accounts, credits and payments (issue 16), shared by apps/server and apps/web.

/** The subscription as the product shows it ('trialing' → 'trial'; active/past_due inside the period → 'active'). */
export interface AccountSubscription {
  status: 'none' | 'trial' | 'active';
  plan?: 'monthly' | 'yearly';
  /** ISO timestamp: end of the current period (next billing date) or of the trial */
  currentPeriodEnd?: string;
  cancelAtPeriodEnd?: boolean;
}

/** GET /api/v1/account */
export interface AccountInfo {
  email: string;
  name: string;
  credits: number;
  subscription: AccountSubscription;
  conversions: number;
  downloads: number;
}

export type LedgerReason = 'signup-bonus' | 'download' | 'purchase' | 'refund' | 'admin-grant';

/** GET /api/v1/account/ledger → { entries } */
export interface LedgerEntry {
  delta: number;
  reason: LedgerReason;
  createdAt: string;
}

/** GET /api/v1/account/api-keys → { keys } */
export interface ApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/v1/account/api-keys → the key, shown once */
export interface CreatedApiKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
}

/** GET /api/v1/billing/config */
export interface BillingConfig {
  enabled: boolean;
  prices: { credit: string; monthly: string; yearly: string };
  currency: 'EUR';
}

export type CheckoutKind = 'credits' | 'monthly' | 'yearly';

/** POST /api/v1/billing/checkout */
export interface CheckoutRequest {
  kind: CheckoutKind;
  quantity?: number;
  lang: 'en' | 'de';
}

export interface CheckoutResponse {
  url: string;
}

/** POST /api/v1/billing/fulfil { sessionId } */
export interface FulfilResponse {
  credits: number;
  subscription: AccountSubscription;
}

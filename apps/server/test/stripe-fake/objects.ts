// Builders of the objects the Stripe fake answers with, typed as the SDK's own Stripe.* types
// (every required field present, so a change of the SDK's types shows up in the type check).
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export function newId(prefix: string): string {
  return `${prefix}_fake${randomBytes(9).toString('hex')}`;
}

export function emptyList<T>(url: string, data: T[] = []): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: false, url };
}

export interface FakePrice {
  id: string;
  unitAmount: number;
  /** null = one-time */
  interval: 'month' | 'year' | null;
}

export function customer(
  id: string,
  created: number,
  email: string | null,
  metadata: Stripe.Metadata,
): Stripe.Customer {
  return {
    id,
    object: 'customer',
    balance: 0,
    created,
    default_source: null,
    description: null,
    email,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata,
    shipping: null,
  };
}

export function price(p: FakePrice, created: number): Stripe.Price {
  return {
    id: p.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'eur',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: 'prod_fake',
    recurring: p.interval
      ? {
          interval: p.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'inclusive',
    tiers_mode: null,
    transform_quantity: null,
    type: p.interval ? 'recurring' : 'one_time',
    unit_amount: p.unitAmount,
    unit_amount_decimal: null,
  };
}

function plan(p: FakePrice, created: number): Stripe.Plan {
  return {
    id: p.id,
    object: 'plan',
    active: true,
    amount: p.unitAmount,
    amount_decimal: null,
    billing_scheme: 'per_unit',
    created,
    currency: 'eur',
    interval: p.interval ?? 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: 'prod_fake',
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export interface SubscriptionInit {
  id: string;
  customer: string;
  price: FakePrice;
  created: number;
  status: Stripe.Subscription.Status;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  metadata: Stripe.Metadata;
}

export function subscription(s: SubscriptionInit): Stripe.Subscription {
  const item: Stripe.SubscriptionItem = {
    id: `si_${s.id.slice(4)}`,
    object: 'subscription_item',
    billing_thresholds: null,
    created: s.created,
    current_period_end: s.periodEnd,
    current_period_start: s.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: plan(s.price, s.created),
    price: price(s.price, s.created),
    quantity: 1,
    subscription: s.id,
    tax_rates: null,
  };
  return {
    id: s.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: s.periodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: null,
    collection_method: 'charge_automatically',
    created: s.created,
    currency: 'eur',
    customer: s.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: emptyList(`/v1/subscription_items?subscription=${s.id}`, [item]),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: s.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: s.created,
    status: s.status,
    test_clock: null,
    transfer_data: null,
    trial_end: s.trialEnd,
    trial_settings: null,
    trial_start: s.trialStart,
  };
}

export interface InvoiceInit {
  id: string;
  customer: string;
  created: number;
  amount: number;
  paid: boolean;
  subscription: string | null;
  /** the charge that paid it */
  charge: string | null;
  paymentIntent: string | null;
  periodStart: number;
  periodEnd: number;
  billingReason: Stripe.Invoice.BillingReason;
}

export function invoicePayment(inv: InvoiceInit): Stripe.InvoicePayment {
  return {
    id: `inpay_${inv.id.slice(3)}`,
    object: 'invoice_payment',
    amount_paid: inv.paid ? inv.amount : null,
    amount_requested: inv.amount,
    created: inv.created,
    currency: 'eur',
    invoice: inv.id,
    is_default: true,
    livemode: false,
    payment: {
      type: 'payment_intent',
      ...(inv.paymentIntent ? { payment_intent: inv.paymentIntent } : {}),
      ...(inv.charge ? { charge: inv.charge } : {}),
    },
    status: inv.paid ? 'paid' : 'open',
    status_transitions: { canceled_at: null, paid_at: inv.paid ? inv.created : null },
  };
}

export function invoice(inv: InvoiceInit, withPayments = false): Stripe.Invoice {
  return {
    id: inv.id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Invoice Converter (fake)',
    account_tax_ids: null,
    amount_due: inv.amount,
    amount_overpaid: 0,
    amount_paid: inv.paid ? inv.amount : 0,
    amount_remaining: inv.paid ? 0 : inv.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: inv.billingReason,
    collection_method: 'charge_automatically',
    created: inv.created,
    currency: 'eur',
    custom_fields: null,
    customer: inv.customer,
    customer_account: null,
    customer_address: null,
    customer_email: null,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: inv.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: emptyList(`/v1/invoices/${inv.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `FAKE-${inv.id.slice(-6).toUpperCase()}`,
    on_behalf_of: null,
    parent: inv.subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: {}, subscription: inv.subscription },
          type: 'subscription_details',
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    ...(withPayments
      ? { payments: emptyList(`/v1/invoice_payments?invoice=${inv.id}`, [invoicePayment(inv)]) }
      : {}),
    period_end: inv.periodEnd,
    period_start: inv.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: inv.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: inv.created,
      marked_uncollectible_at: null,
      paid_at: inv.paid ? inv.created : null,
      voided_at: null,
    },
    subtotal: inv.amount,
    subtotal_excluding_tax: inv.amount,
    test_clock: null,
    total: inv.amount,
    total_discount_amounts: [],
    total_excluding_tax: inv.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

export interface ChargeInit {
  id: string;
  customer: string;
  created: number;
  amount: number;
  amountRefunded: number;
  paymentIntent: string;
}

export function charge(c: ChargeInit): Stripe.Charge {
  return {
    id: c.id,
    object: 'charge',
    amount: c.amount,
    amount_captured: c.amount,
    amount_refunded: c.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'INVOICE CONVERTER',
    captured: true,
    created: c.created,
    currency: 'eur',
    customer: c.customer,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: null,
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: c.paymentIntent,
    payment_method: null,
    payment_method_details: null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: c.amountRefunded >= c.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function refund(
  id: string,
  c: ChargeInit,
  amount: number,
  created: number,
  reason: Stripe.Refund.Reason | null,
): Stripe.Refund {
  return {
    id,
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: c.id,
    created,
    currency: 'eur',
    customer: c.customer,
    customer_account: null,
    metadata: {},
    payment_intent: c.paymentIntent,
    payment_method: null,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function portalSession(
  id: string,
  customerId: string,
  created: number,
  returnUrl: string | null,
  url: string,
): Stripe.BillingPortal.Session {
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_fake',
    created,
    customer: customerId,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url,
  };
}

export function event(
  type: Stripe.Event.Type,
  object: Stripe.Event.Data.Object,
  created: number,
  previousAttributes?: Record<string, unknown>,
): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as Stripe.Event;
}

export interface SessionInit {
  id: string;
  created: number;
  mode: Stripe.Checkout.Session.Mode;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Stripe.Metadata;
  locale: Stripe.Checkout.Session.Locale | null;
  successUrl: string | null;
  cancelUrl: string | null;
  url: string;
  amountTotal: number;
  invoiceCreation: boolean;
  taxIdCollection: boolean;
}

/** A fresh, open Checkout Session. */
export function checkoutSession(s: SessionInit): Stripe.Checkout.Session {
  return {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: s.amountTotal,
    amount_total: s.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: 'eur',
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.customer ? null : 'if_required',
    customer_details: null,
    customer_email: s.customerEmail,
    discounts: [],
    expires_at: s.created + 24 * 3600,
    integration_identifier: null,
    invoice: null,
    invoice_creation:
      s.mode === 'payment'
        ? {
            enabled: s.invoiceCreation,
            invoice_data: {
              account_tax_ids: null,
              custom_fields: null,
              description: null,
              footer: null,
              issuer: null,
              metadata: {},
              rendering_options: null,
            },
          }
        : null,
    livemode: false,
    locale: s.locale,
    managed_payments: null,
    metadata: s.metadata,
    mode: s.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: s.successUrl,
    tax_id_collection: { enabled: s.taxIdCollection, required: 'never' },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: s.url,
    wallet_options: null,
  };
}

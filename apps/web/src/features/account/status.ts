// Pure helpers of the profile's plan line.
import type { AccountSubscription } from '@ic/einvoice';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days (rounded up) until the trial ends; 0 once it has ended; undefined outside a trial. */
export function trialDaysLeft(sub: AccountSubscription, now: number = Date.now()): number | undefined {
  if (sub.status !== 'trial' || !sub.currentPeriodEnd) return undefined;
  const end = Date.parse(sub.currentPeriodEnd);
  if (Number.isNaN(end)) return undefined;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

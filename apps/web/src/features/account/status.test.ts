import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './status.ts';

describe('trialDaysLeft', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('counts started days up to the end of the trial', () => {
    expect(trialDaysLeft({ status: 'trial', currentPeriodEnd: '2026-01-13T12:00:00Z' }, now)).toBe(3);
    expect(trialDaysLeft({ status: 'trial', currentPeriodEnd: '2026-01-10T13:00:00Z' }, now)).toBe(1);
    expect(trialDaysLeft({ status: 'trial', currentPeriodEnd: '2026-01-09T12:00:00Z' }, now)).toBe(0);
  });
  it('is undefined outside a trial', () => {
    expect(
      trialDaysLeft({ status: 'active', currentPeriodEnd: '2026-02-10T12:00:00Z' }, now),
    ).toBeUndefined();
    expect(trialDaysLeft({ status: 'none' }, now)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatInteger, formatMoney } from './format.ts';

describe('locale formatting (en-US, de-DE)', () => {
  it('formats decimal-string prices', () => {
    expect(formatMoney('5', 'en')).toBe('€5');
    expect(formatMoney('12.50', 'en')).toBe('€12.50');
    expect(formatMoney('12.50', 'de').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney('150', 'de').replace(/\s/g, ' ')).toBe('150 €');
  });
  it('formats numbers and dates', () => {
    expect(formatInteger(20000, 'en')).toBe('20,000');
    expect(formatInteger(20000, 'de')).toBe('20.000');
    expect(formatDate('2025-01-07', 'en')).toBe('January 7, 2025');
    expect(formatDate('2025-01-07', 'de')).toBe('7. Januar 2025');
  });
});

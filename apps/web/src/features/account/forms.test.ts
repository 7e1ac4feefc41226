import { describe, expect, it } from 'vitest';
import { passwordProblem } from './forms.tsx';

describe('passwordProblem', () => {
  it('wants at least 6 characters, then a matching confirmation', () => {
    expect(passwordProblem('12345', '12345')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('123456', '123457')).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(passwordProblem('123456', '123456')).toBeNull();
  });
});

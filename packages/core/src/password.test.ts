import { describe, expect, it } from 'vitest';

import { isValidPassword, passwordRuleResults } from './password';

describe('password policy', () => {
  it('accepts a password of 8 characters with a letter and a number', () => {
    expect(isValidPassword('Spesa2026!')).toBe(true);
    expect(isValidPassword('àèìòù123')).toBe(true);
  });

  it('refuses short, letter-less, digit-less and over-long passwords', () => {
    expect(isValidPassword('Spesa26')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('Pomodorini')).toBe(false);
    expect(isValidPassword(`a1${'x'.repeat(127)}`)).toBe(false);
  });

  it('tells which rules a password meets, in Italian', () => {
    expect(passwordRuleResults('abc')).toEqual([
      { id: 'minLength', label: 'Almeno 8 caratteri', met: false },
      { id: 'letter', label: 'Almeno una lettera', met: true },
      { id: 'digit', label: 'Almeno un numero', met: false },
    ]);
  });
});

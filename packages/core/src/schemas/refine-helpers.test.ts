import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { de } from 'zod/locales';
import { invoiceFormSchema } from './invoice-form';
import { EMAIL_PATTERN, isEmail } from './refine-helpers';

describe('isEmail', () => {
  it("uses zod's own e-mail pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ['mario.rossi@example.it', true],
    ['mario@rossi', false],
  ])('answers %s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('a value of the wrong type, where no Italian rule applies', () => {
  afterEach(() => {
    z.config({ localeError: undefined });
  });

  it("answers zod's English wording, as the classic zod API did", () => {
    expect(invoiceFormSchema.safeParse('x').error?.issues).toEqual([
      expect.objectContaining({
        path: [],
        message: 'Invalid input: expected object, received string',
      }),
    ]);
    expect(
      invoiceFormSchema.safeParse({ salesConditions: 'true', personFiscalId: '7' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['personFiscalId'],
        message: 'Invalid input: expected number, received string',
      }),
    ]);
  });

  it('answers in the locale the app chose with z.config', () => {
    z.config(de());
    expect(invoiceFormSchema.safeParse('x').error?.issues[0]?.message).toBe(
      'Ungültige Eingabe: erwartet object, erhalten string',
    );
  });

  it('keeps the Italian messages whatever the locale', () => {
    z.config(de());
    expect(invoiceFormSchema.safeParse({ salesConditions: 'false' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['salesConditions'],
        message: 'Devi accettare le condizioni di vendita',
      }),
    ]);
  });
});

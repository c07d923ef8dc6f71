import { describe, expect, it } from 'vitest';
import {
  createMealVoucherCardFormSchema,
  mealVoucherCardFormSchema,
  mealVoucherSignInFormSchema,
} from './meal-voucher-forms';
import { schemaIssues as issuesOf } from '../testing/schema-issues';

describe('mealVoucherSignInFormSchema', () => {
  it('answers the user trimmed and the password as typed', () => {
    expect(mealVoucherSignInFormSchema.parse({ user: ' mario.rossi ', pwd: ' segreta ' })).toEqual({
      user: 'mario.rossi',
      pwd: ' segreta ',
    });
  });

  it('asks for each missing credential in its own words', () => {
    expect(issuesOf(mealVoucherSignInFormSchema, { user: '  ', pwd: '' })).toEqual([
      { path: 'user', message: 'Indica il tuo utente' },
      { path: 'pwd', message: 'Indica la password' },
    ]);
  });
});

describe('mealVoucherCardFormSchema', () => {
  it('answers the number without the spaces typed', () => {
    expect(mealVoucherCardFormSchema.parse({ cardNumber: '6280 1234 5678' })).toEqual({
      cardNumber: '628012345678',
    });
  });

  it.each(['', '   '])('refuses %j as a required field left empty', (cardNumber) => {
    expect(issuesOf(mealVoucherCardFormSchema, { cardNumber })).toEqual([
      { path: 'cardNumber', message: 'Campo obbligatorio' },
    ]);
  });

  it.each(['1234567', '12345678901234567890', '1234 56AB'])(
    'refuses %j: 8 to 19 digits',
    (cardNumber) => {
      expect(issuesOf(mealVoucherCardFormSchema, { cardNumber })).toEqual([
        { path: 'cardNumber', message: 'Il numero della carta ha da 8 a 19 cifre' },
      ]);
    },
  );

  it('takes 8 and 19 digits', () => {
    expect(issuesOf(mealVoucherCardFormSchema, { cardNumber: '12345678' })).toEqual([]);
    expect(issuesOf(mealVoucherCardFormSchema, { cardNumber: '1234567890123456789' })).toEqual([]);
  });

  it('answers a brand’s own wording when given', () => {
    expect(
      issuesOf(createMealVoucherCardFormSchema({ mealVoucherCard: 'Carta non valida' }), {
        cardNumber: '1',
      }),
    ).toEqual([{ path: 'cardNumber', message: 'Carta non valida' }]);
  });
});

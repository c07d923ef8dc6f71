import { describe, expect, it } from 'vitest';
import { resolveMessages, validationMessages } from '../messages';
import { createLoyaltyCardFormSchema, loyaltyCardFormSchema } from './loyalty-card-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = loyaltyCardFormSchema) => schemaIssues(schema, input);

describe('loyaltyCardFormSchema', () => {
  it('accepts 8 to 20 digits and drops the spaces a printed card groups them with', () => {
    expect(loyaltyCardFormSchema.parse({ fidelityCard: '2900 0012 34567' })).toEqual({
      fidelityCard: '2900001234567',
    });
    expect(issuesOf({ fidelityCard: '12345678' })).toEqual([]);
    expect(issuesOf({ fidelityCard: '1'.repeat(20) })).toEqual([]);
  });

  describe('when the number is blank or missing', () => {
    it.each([[{ fidelityCard: '' }], [{ fidelityCard: '   ' }], [{}]])(
      'answers "Campo obbligatorio" on fidelityCard for %j',
      (input) => {
        expect(issuesOf(input)).toEqual([{ path: 'fidelityCard', message: 'Campo obbligatorio' }]);
      },
    );
  });

  describe('when the number is not 8 to 20 digits', () => {
    it.each([['12AB'], ['1234567'], ['1'.repeat(21)]])(
      'answers "Il numero della carta ha da 8 a 20 cifre" on fidelityCard for %s',
      (fidelityCard) => {
        expect(issuesOf({ fidelityCard })).toEqual([
          { path: 'fidelityCard', message: 'Il numero della carta ha da 8 a 20 cifre' },
        ]);
      },
    );
  });

  it('reads its message from the catalogue, where a brand overrides it with the others', () => {
    const schema = createLoyaltyCardFormSchema(
      resolveMessages({ loyaltyCard: 'Carta non valida', required: 'Obbligatorio' }),
    );
    expect(validationMessages.loyaltyCard).toBe('Il numero della carta ha da 8 a 20 cifre');
    expect(issuesOf({ fidelityCard: '12AB' }, schema)).toEqual([
      { path: 'fidelityCard', message: 'Carta non valida' },
    ]);
    expect(issuesOf({ fidelityCard: '' }, schema)).toEqual([
      { path: 'fidelityCard', message: 'Obbligatorio' },
    ]);
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createLoyaltyCardFormSchema({ loyaltyCard: 'Carta non valida' });
    expect(issuesOf({ fidelityCard: '12AB' }, schema)).toEqual([
      { path: 'fidelityCard', message: 'Carta non valida' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  anonymousOrdersFormSchema,
  createAnonymousOrdersFormSchema,
} from './anonymous-orders-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = anonymousOrdersFormSchema) =>
  schemaIssues(schema, input);

describe('anonymousOrdersFormSchema', () => {
  it('answers the e-mail trimmed and the order number as a number', () => {
    expect(
      anonymousOrdersFormSchema.parse({ email: ' mario@example.it ', orderId: ' 501 ' }),
    ).toEqual({ email: 'mario@example.it', orderId: 501 });
  });

  describe('when nothing is typed', () => {
    it('answers "Campo obbligatorio" on both fields, in the form’s order', () => {
      expect(issuesOf({ email: '', orderId: '  ' })).toEqual([
        { path: 'email', message: 'Campo obbligatorio' },
        { path: 'orderId', message: 'Campo obbligatorio' },
      ]);
    });
  });

  describe('when the order number is not a whole number above zero', () => {
    it.each([['n. 501'], ['0'], ['-3'], ['50.5']])(
      'answers "Indica il numero d’ordine, solo cifre" for %s',
      (orderId) => {
        expect(issuesOf({ email: 'mario@example.it', orderId })).toEqual([
          { path: 'orderId', message: 'Indica il numero d’ordine, solo cifre' },
        ]);
      },
    );
  });

  it('answers "Indirizzo e-mail non valido" for a malformed e-mail', () => {
    expect(issuesOf({ email: 'mario@example', orderId: '501' })).toEqual([
      { path: 'email', message: 'Indirizzo e-mail non valido' },
    ]);
  });

  it('takes a brand’s wording of the order number', () => {
    const schema = createAnonymousOrdersFormSchema({ orderNumber: 'Solo cifre' });
    expect(issuesOf({ email: 'mario@example.it', orderId: 'x' }, schema)).toEqual([
      { path: 'orderId', message: 'Solo cifre' },
    ]);
  });
});

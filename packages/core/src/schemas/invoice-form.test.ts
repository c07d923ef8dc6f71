import { describe, expect, it } from 'vitest';
import { invoiceFormSchema } from './invoice-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown) => schemaIssues(invoiceFormSchema, input);

describe('invoiceFormSchema', () => {
  it('accepts the sales conditions without an invoice', () => {
    expect(invoiceFormSchema.parse({ salesConditions: 'true' })).toEqual({
      needInvoice: false,
      salesConditions: 'true',
    });
  });

  it('accepts an invoice with a selected fiscal person', () => {
    expect(issuesOf({ needInvoice: true, personFiscalId: 7, salesConditions: 'true' })).toEqual([]);
  });

  describe('when an invoice is asked for without a fiscal person', () => {
    it('answers "Campo obbligatorio" on personFiscalId', () => {
      expect(
        issuesOf({ needInvoice: true, personFiscalId: null, salesConditions: 'true' }),
      ).toEqual([{ path: 'personFiscalId', message: 'Campo obbligatorio' }]);
    });
  });

  describe('when the sales conditions are not accepted', () => {
    it('answers on salesConditions, together with the other problems', () => {
      expect(issuesOf({ needInvoice: true, salesConditions: 'false' })).toEqual([
        { path: 'salesConditions', message: 'Devi accettare le condizioni di vendita' },
        { path: 'personFiscalId', message: 'Campo obbligatorio' },
      ]);
    });
  });
});

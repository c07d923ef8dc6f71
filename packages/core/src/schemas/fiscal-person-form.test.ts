import { describe, expect, it } from 'vitest';
import { fiscalPersonFormSchema } from './fiscal-person-form';

describe('fiscalPersonFormSchema', () => {
  it('puts each message on the nested field path a form resolver expects', () => {
    const result = fiscalPersonFormSchema.safeParse({
      person: {
        personTypeId: 1,
        firstName: 'Mario',
        lastName: 'Rossi',
        vatFiscalCode: 'RSSMRA85M01H501A',
        email: 'mario.rossi@example.it',
      },
      billingAddress: {
        address1: 'Via Roma',
        addressNumber: '123456789',
        city: 'Milano',
        province: 'MI',
        postalcode: '20121',
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['person', 'vatFiscalCode'], 'Formato non corretto'],
      [['billingAddress', 'addressNumber'], 'Massimo 8 caratteri'],
    ]);
  });
});

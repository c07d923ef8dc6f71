import { describe, expect, it } from 'vitest';
import { billingAddressSchema, createBillingAddressSchema } from './billing-address';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = billingAddressSchema) => schemaIssues(schema, input);

const address = {
  address1: 'Via Roma',
  addressNumber: '10/B',
  city: 'Milano',
  province: 'MI',
  postalcode: '20121',
};

describe('billingAddressSchema', () => {
  it('accepts a complete address and fills in Italy as the country', () => {
    expect(billingAddressSchema.parse(address)).toEqual({
      ...address,
      country: { countryId: 1, iso: 'IT', name: 'Italia' },
    });
  });

  it.each([
    {
      what: 'they are blank',
      input: { address1: '', addressNumber: ' ', city: '', province: '', postalcode: '' },
    },
    { what: 'they are missing', input: {} },
  ])(
    'answers "Campo obbligatorio" on street, house number, city, province and CAP when $what',
    ({ input }) => {
      expect(issuesOf(input)).toEqual(
        ['address1', 'addressNumber', 'city', 'province', 'postalcode'].map((path) => ({
          path,
          message: 'Campo obbligatorio',
        })),
      );
    },
  );

  it.each([
    { path: 'address1', value: 'V'.repeat(61), message: 'Massimo 60 caratteri' },
    { path: 'addressNumber', value: '123456789', message: 'Massimo 8 caratteri' },
    { path: 'postalcode', value: '2012', message: 'Il CAP deve avere 5 cifre' },
    { path: 'postalcode', value: '201210', message: 'Il CAP deve avere 5 cifre' },
    { path: 'postalcode', value: '20I21', message: 'Il CAP deve avere 5 cifre' },
    // Not in the province table.
    { path: 'province', value: 'XX', message: 'Provincia non valida' },
    { path: 'province', value: 'Milano', message: 'Provincia non valida' },
  ])('answers $message on $path for $value', ({ path, value, message }) => {
    expect(issuesOf({ ...address, [path]: value })).toEqual([{ path, message }]);
  });

  it('accepts a street of 60 characters and a civic number of 8', () => {
    expect(issuesOf({ ...address, address1: 'V'.repeat(60), addressNumber: '12345678' })).toEqual(
      [],
    );
  });

  it('keeps the leading zeros of a CAP', () => {
    expect(billingAddressSchema.parse({ ...address, postalcode: ' 00118 ' }).postalcode).toBe(
      '00118',
    );
  });

  it('upper-cases the province', () => {
    expect(billingAddressSchema.parse({ ...address, province: ' mi ' }).province).toBe('MI');
  });

  describe('when the country is not Italy', () => {
    it('answers "Sono accettati solo indirizzi in Italia" on country.iso', () => {
      expect(issuesOf({ ...address, country: { iso: 'FR' } })).toEqual([
        { path: 'country.iso', message: 'Sono accettati solo indirizzi in Italia' },
      ]);
    });
  });

  it('accepts Italy written in lower case', () => {
    expect(billingAddressSchema.parse({ ...address, country: { iso: 'it' } }).country.iso).toBe(
      'IT',
    );
  });

  describe('when a brand overrides messages', () => {
    it('answers with the brand wording', () => {
      const schema = createBillingAddressSchema({ streetMaxLength: 'Via troppo lunga' });
      expect(issuesOf({ ...address, address1: 'V'.repeat(61) }, schema)).toEqual([
        { path: 'address1', message: 'Via troppo lunga' },
      ]);
    });
  });
});

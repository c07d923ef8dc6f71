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

  describe('when the required fields are blank', () => {
    it('answers "Campo obbligatorio" on street, house number, city, province and CAP', () => {
      expect(
        issuesOf({ address1: '', addressNumber: ' ', city: '', province: '', postalcode: '' }),
      ).toEqual([
        { path: 'address1', message: 'Campo obbligatorio' },
        { path: 'addressNumber', message: 'Campo obbligatorio' },
        { path: 'city', message: 'Campo obbligatorio' },
        { path: 'province', message: 'Campo obbligatorio' },
        { path: 'postalcode', message: 'Campo obbligatorio' },
      ]);
    });

    it('answers the same when the fields are missing', () => {
      expect(issuesOf({}).map((issue) => issue.message)).toEqual(
        Array.from({ length: 5 }, () => 'Campo obbligatorio'),
      );
    });
  });

  describe('when the street is longer than 60 characters', () => {
    it('answers "Massimo 60 caratteri" on address1', () => {
      expect(issuesOf({ ...address, address1: 'V'.repeat(61) })).toEqual([
        { path: 'address1', message: 'Massimo 60 caratteri' },
      ]);
      expect(issuesOf({ ...address, address1: 'V'.repeat(60) })).toEqual([]);
    });
  });

  describe('when the civic number is longer than 8 characters', () => {
    it('answers "Massimo 8 caratteri" on addressNumber', () => {
      expect(issuesOf({ ...address, addressNumber: '123456789' })).toEqual([
        { path: 'addressNumber', message: 'Massimo 8 caratteri' },
      ]);
      expect(issuesOf({ ...address, addressNumber: '12345678' })).toEqual([]);
    });
  });

  describe('when the CAP is not 5 digits', () => {
    it.each([['2012'], ['201210'], ['20I21']])(
      'answers "Il CAP deve avere 5 cifre" on postalcode for %s',
      (postalcode) => {
        expect(issuesOf({ ...address, postalcode })).toEqual([
          { path: 'postalcode', message: 'Il CAP deve avere 5 cifre' },
        ]);
      },
    );
  });

  it('keeps the leading zeros of a CAP', () => {
    expect(billingAddressSchema.parse({ ...address, postalcode: ' 00118 ' }).postalcode).toBe(
      '00118',
    );
  });

  describe('when the province is not in the table', () => {
    it.each([['XX'], ['Milano']])(
      'answers "Provincia non valida" on province for %s',
      (province) => {
        expect(issuesOf({ ...address, province })).toEqual([
          { path: 'province', message: 'Provincia non valida' },
        ]);
      },
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

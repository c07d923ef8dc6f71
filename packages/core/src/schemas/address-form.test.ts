import { describe, expect, it } from 'vitest';
import { addressFormSchema, createAddressFormSchema } from './address-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = addressFormSchema) => schemaIssues(schema, input);

const HOME = {
  addressName: ' Casa ',
  address1: 'Via Roma',
  addressNumber: '12',
  city: 'Milano',
  province: 'mi',
  postalcode: '20121 ',
  doorbellName: '',
  floor: ' 3 ',
  addressNote: '',
  isDefault: false,
};

describe('addressFormSchema', () => {
  it('answers the text trimmed and the province upper-cased', () => {
    expect(addressFormSchema.parse(HOME)).toEqual({
      ...HOME,
      addressName: 'Casa',
      province: 'MI',
      postalcode: '20121',
      floor: '3',
    });
  });

  describe('when nothing is typed', () => {
    it('answers "Campo obbligatorio" on each required field, in the form’s order', () => {
      const blank = { ...HOME, addressName: '', address1: '', addressNumber: '', city: '' };
      expect(issuesOf({ ...blank, province: '', postalcode: '' })).toEqual(
        ['addressName', 'address1', 'addressNumber', 'city', 'province', 'postalcode'].map(
          (path) => ({ path, message: 'Campo obbligatorio' }),
        ),
      );
    });
  });

  describe('when a field breaks its rule', () => {
    it.each([
      ['address1', 'V'.repeat(61), 'Massimo 60 caratteri'],
      ['addressNumber', '123456789', 'Massimo 8 caratteri'],
      ['province', 'ZZ', 'Provincia non valida'],
      ['postalcode', '2012', 'Il CAP deve avere 5 cifre'],
    ])('answers on %s for %s: %s', (path, value, message) => {
      expect(issuesOf({ ...HOME, [path]: value })).toEqual([{ path, message }]);
    });
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createAddressFormSchema({ postalCode: 'CAP di 5 cifre' });
    expect(issuesOf({ ...HOME, postalcode: '2012' }, schema)).toEqual([
      { path: 'postalcode', message: 'CAP di 5 cifre' },
    ]);
  });
});

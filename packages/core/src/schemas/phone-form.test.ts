import { describe, expect, it } from 'vitest';
import { createPhoneFormSchema, phoneFormSchema } from './phone-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = phoneFormSchema) => schemaIssues(schema, input);

describe('phoneFormSchema', () => {
  it('defaults the prefix to +39 and answers the national number', () => {
    expect(phoneFormSchema.parse({ phone: '333 123 4567' })).toEqual({
      prefix: '+39',
      phone: '3331234567',
    });
  });

  it('accepts a number written with its own +39', () => {
    expect(phoneFormSchema.parse({ prefix: '+39', phone: '+39 333 1234567' }).phone).toBe(
      '3331234567',
    );
  });

  it('reads a prefix written 0039', () => {
    expect(phoneFormSchema.parse({ prefix: '0039', phone: '3331234567' }).prefix).toBe('+39');
  });

  describe('when the phone is blank', () => {
    it('answers "Campo obbligatorio" on phone', () => {
      expect(issuesOf({ prefix: '+39', phone: '' })).toEqual([
        { path: 'phone', message: 'Campo obbligatorio' },
      ]);
    });
  });

  describe('when the phone is not a mobile number', () => {
    it.each([['02 12345678'], ['333123'], ['+44 7911 123456']])(
      'answers "Numero di cellulare non valido" on phone for %s',
      (phone) => {
        expect(issuesOf({ prefix: '+39', phone })).toEqual([
          { path: 'phone', message: 'Numero di cellulare non valido' },
        ]);
      },
    );
  });

  describe('when the prefix is not a calling code', () => {
    it('answers "Formato non corretto" on prefix only', () => {
      expect(issuesOf({ prefix: 'abc', phone: '3331234567' })).toEqual([
        { path: 'prefix', message: 'Formato non corretto' },
      ]);
    });
  });

  describe('when the prefix is a calling code that does not exist', () => {
    it('answers "Numero di cellulare non valido" on phone', () => {
      expect(issuesOf({ prefix: '+999', phone: '3331234567' })).toEqual([
        { path: 'phone', message: 'Numero di cellulare non valido' },
      ]);
    });
  });

  describe('when a brand overrides messages', () => {
    it('answers with the brand wording', () => {
      const schema = createPhoneFormSchema({ mobilePhone: 'Serve un cellulare' });
      expect(issuesOf({ phone: '02 12345678' }, schema)).toEqual([
        { path: 'phone', message: 'Serve un cellulare' },
      ]);
    });
  });
});

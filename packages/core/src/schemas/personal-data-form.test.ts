import { describe, expect, it } from 'vitest';
import { createPersonalDataFormSchema, personalDataFormSchema } from './personal-data-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = personalDataFormSchema) => schemaIssues(schema, input);

const ELENA = { firstName: ' Elena ', lastName: 'Neri', prefix: '+39', phone: '347 123 4567' };

describe('personalDataFormSchema', () => {
  it('answers the names trimmed and the phone as national digits with its prefix', () => {
    expect(personalDataFormSchema.parse(ELENA)).toEqual({
      firstName: 'Elena',
      lastName: 'Neri',
      prefix: '+39',
      phone: '3471234567',
    });
    expect(personalDataFormSchema.parse({ ...ELENA, prefix: '0039' }).prefix).toBe('+39');
  });

  describe('when nothing is typed', () => {
    it('answers "Campo obbligatorio" on name, surname and phone', () => {
      expect(issuesOf({ firstName: '', lastName: '  ', prefix: '+39', phone: '' })).toEqual([
        { path: 'firstName', message: 'Campo obbligatorio' },
        { path: 'lastName', message: 'Campo obbligatorio' },
        { path: 'phone', message: 'Campo obbligatorio' },
      ]);
    });
  });

  describe('when the phone is not a mobile number', () => {
    it.each([['02 12345678'], ['333123']])(
      'answers "Numero di cellulare non valido" on phone for %s',
      (phone) => {
        expect(issuesOf({ ...ELENA, phone })).toEqual([
          { path: 'phone', message: 'Numero di cellulare non valido' },
        ]);
      },
    );
  });

  describe('when the prefix is not a calling code', () => {
    it('answers "Formato non corretto" on phone, where the number is typed', () => {
      expect(issuesOf({ ...ELENA, prefix: 'abc' })).toEqual([
        { path: 'phone', message: 'Formato non corretto' },
      ]);
    });
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createPersonalDataFormSchema({ mobilePhone: 'Serve un cellulare' });
    expect(issuesOf({ ...ELENA, phone: '02 12345678' }, schema)).toEqual([
      { path: 'phone', message: 'Serve un cellulare' },
    ]);
  });
});

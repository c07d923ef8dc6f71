import { describe, expect, it } from 'vitest';
import {
  createRegisterFormSchema,
  registerFormDefaults,
  registerFormSchema,
} from './register-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = registerFormSchema) => schemaIssues(schema, input);

const EMPTY = registerFormDefaults;

const ELENA = {
  ...EMPTY,
  firstName: ' Elena ',
  lastName: 'Neri',
  email: ' elena.neri@example.it ',
  password: 'spesa2024',
  privacy: true,
};

describe('registerFormSchema', () => {
  describe('with the shopper’s data', () => {
    it('answers the names and e-mail trimmed, without a phone when none is typed', () => {
      expect(registerFormSchema.parse(ELENA)).toEqual({
        mode: 'plain',
        firstName: 'Elena',
        lastName: 'Neri',
        email: 'elena.neri@example.it',
        password: 'spesa2024',
        privacy: true,
        marketing: false,
      });
    });

    it('answers a typed phone as national digits with its prefix', () => {
      expect(registerFormSchema.parse({ ...ELENA, phone: '347 123 4567' })).toMatchObject({
        prefix: '+39',
        phone: '3471234567',
      });
    });

    it('answers every message of an empty form in the form’s order', () => {
      expect(issuesOf(EMPTY)).toEqual([
        { path: 'firstName', message: 'Campo obbligatorio' },
        { path: 'lastName', message: 'Campo obbligatorio' },
        { path: 'email', message: 'Campo obbligatorio' },
        { path: 'password', message: 'Campo obbligatorio' },
        { path: 'privacy', message: 'Per registrarti devi accettare l’informativa privacy' },
      ]);
    });

    it('answers a malformed e-mail, a weak password and a phone that is not a mobile', () => {
      expect(
        issuesOf({ ...ELENA, email: 'elena@', password: 'spesa', phone: '02 12345678' }),
      ).toEqual([
        { path: 'phone', message: 'Numero di cellulare non valido' },
        { path: 'email', message: 'Digitare un’e-mail valida' },
        { path: 'password', message: 'La password non rispetta le regole indicate' },
      ]);
    });
  });

  describe('with the loyalty card', () => {
    const CARD = { ...ELENA, firstName: '', lastName: '', mode: 'card' as const };

    it('asks the card and its holder’s code, not the name', () => {
      expect(issuesOf(CARD)).toEqual([
        { path: 'card', message: 'Campo obbligatorio' },
        { path: 'fiscalCode', message: 'Campo obbligatorio' },
      ]);
    });

    it('answers the card’s and the code’s format', () => {
      expect(issuesOf({ ...CARD, card: '123', fiscalCode: 'ABC' })).toEqual([
        { path: 'card', message: 'Il numero della carta ha da 8 a 20 cifre' },
        { path: 'fiscalCode', message: 'Formato non corretto' },
      ]);
    });

    it('answers the code normalized, a codice fiscale or a Partita Iva', () => {
      expect(
        registerFormSchema.parse({ ...CARD, card: ' 12345678 ', fiscalCode: 'rssmra85t10a562s ' }),
      ).toEqual({
        mode: 'card',
        card: '12345678',
        fiscalCode: 'RSSMRA85T10A562S',
        email: 'elena.neri@example.it',
        password: 'spesa2024',
        privacy: true,
        marketing: false,
      });
      expect(issuesOf({ ...CARD, card: '12345678', fiscalCode: '00743110157' })).toEqual([]);
    });
  });

  describe('as a company', () => {
    const BUSINESS = { ...ELENA, mode: 'business' as const };

    it('asks the company before its referent', () => {
      expect(issuesOf({ ...BUSINESS, firstName: '' }).map((issue) => issue.path)).toEqual([
        'company',
        'vatCode',
        'vatFiscalCode',
        'emailCertified',
        'vatSdiCode',
        'firstName',
      ]);
    });

    it('answers the company normalized beside the referent', () => {
      expect(
        registerFormSchema.parse({
          ...BUSINESS,
          company: 'Rossi Srl',
          vatCode: '00743110157',
          vatSdiCode: 'abc1234',
        }),
      ).toMatchObject({
        mode: 'business',
        firstName: 'Elena',
        company: { company: 'Rossi Srl', vatCode: '00743110157', vatSdiCode: 'ABC1234' },
      });
    });
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createRegisterFormSchema({ privacy: 'Accetta l’informativa' });
    expect(issuesOf({ ...ELENA, privacy: false }, schema)).toEqual([
      { path: 'privacy', message: 'Accetta l’informativa' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages';
import { createFiscalPersonSchema, fiscalPersonSchema } from './fiscal-person';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = fiscalPersonSchema) => schemaIssues(schema, input);

const privatePerson = {
  personTypeId: 1,
  firstName: 'Mario',
  lastName: 'Rossi',
  vatFiscalCode: 'RSSMRA85M01H501Q',
  email: 'mario.rossi@example.it',
};

const company = {
  personTypeId: 2,
  company: 'Alimentari Rossi S.r.l.',
  vatCode: '00743110157',
  vatFiscalCode: '',
  email: 'amministrazione@example.it',
  emailCertified: '',
  vatSdiCode: 'ABC1234',
};

const soleProprietorship = {
  personTypeId: 3,
  company: 'Bar da Mario di Mario Rossi',
  vatCode: '00743110157',
  vatFiscalCode: 'RSSMRA85M01H501Q',
  email: 'bar@example.it',
  emailCertified: 'bar@pec.example.it',
  vatSdiCode: '',
};

const publicBody = {
  personTypeId: 4,
  company: 'Comune di Esempio',
  vatFiscalCode: '80012345676',
  email: 'protocollo@example.it',
  vatSdiCode: 'UFABCD',
};

describe('fiscalPersonSchema', () => {
  it.each([
    ['a private person', privatePerson],
    ['a company', company],
    ['a sole proprietorship', soleProprietorship],
    ['a public body', publicBody],
  ])('accepts %s', (_, person) => {
    expect(issuesOf(person)).toEqual([]);
  });

  describe('when the person type is missing or unknown', () => {
    it.each([[{}], [{ personTypeId: 5 }], [{ personTypeId: '1' }]])(
      'answers "Campo obbligatorio" on personTypeId for %j',
      (input) => {
        expect(issuesOf(input)).toEqual([{ path: 'personTypeId', message: 'Campo obbligatorio' }]);
      },
    );
  });

  describe('private person (type 1)', () => {
    describe('when the names and the codice fiscale are blank', () => {
      it('answers "Campo obbligatorio" on each of them', () => {
        expect(
          issuesOf({ ...privatePerson, firstName: ' ', lastName: '', vatFiscalCode: '' }),
        ).toEqual([
          { path: 'firstName', message: 'Campo obbligatorio' },
          { path: 'lastName', message: 'Campo obbligatorio' },
          { path: 'vatFiscalCode', message: 'Campo obbligatorio' },
        ]);
      });
    });

    describe('when the fields are missing altogether', () => {
      it('answers "Campo obbligatorio" and "Digitare l\'e-mail" on each of them', () => {
        expect(issuesOf({ personTypeId: 1 })).toEqual([
          { path: 'firstName', message: 'Campo obbligatorio' },
          { path: 'lastName', message: 'Campo obbligatorio' },
          { path: 'vatFiscalCode', message: 'Campo obbligatorio' },
          { path: 'email', message: 'Digitare l’e-mail' },
        ]);
      });
    });

    it.each([
      // A wrong check letter.
      { path: 'vatFiscalCode', value: 'RCCMNL83S18D969A', message: 'Formato non corretto' },
      // 11 digits: a person needs the 16-character code.
      { path: 'vatFiscalCode', value: '00743110157', message: 'Formato non corretto' },
      { path: 'email', value: '', message: 'Digitare l’e-mail' },
      { path: 'email', value: 'mario.rossi', message: 'Digitare l’e-mail' },
      { path: 'email', value: 'mario@rossi', message: 'Digitare l’e-mail' },
    ])('answers $message on $path for $value', ({ path, value, message }) => {
      expect(issuesOf({ ...privatePerson, [path]: value })).toEqual([{ path, message }]);
    });

    it('accepts the codice fiscale in lower case with spaces, and upper-cases it', () => {
      const result = fiscalPersonSchema.parse({
        ...privatePerson,
        vatFiscalCode: ' rssmra85m01h501q ',
      });
      expect(result.vatFiscalCode).toBe('RSSMRA85M01H501Q');
    });

    it('accepts an omocode', () => {
      expect(issuesOf({ ...privatePerson, vatFiscalCode: 'RSSMRA85M01H50MI' })).toEqual([]);
    });

    it('needs neither PEC nor SDI', () => {
      expect(issuesOf({ ...privatePerson, emailCertified: '', vatSdiCode: '' })).toEqual([]);
    });
  });

  describe('company (type 2)', () => {
    describe('when both Partita Iva and codice fiscale are blank', () => {
      it('answers "Partita Iva o Codice Fiscale obbligatori" on both fields', () => {
        expect(issuesOf({ ...company, vatCode: '', vatFiscalCode: '  ' })).toEqual([
          { path: 'vatCode', message: 'Partita Iva o Codice Fiscale obbligatori' },
          { path: 'vatFiscalCode', message: 'Partita Iva o Codice Fiscale obbligatori' },
        ]);
      });
    });

    it('accepts a codice fiscale without a Partita Iva (VAT optional for companies)', () => {
      expect(issuesOf({ ...company, vatCode: undefined, vatFiscalCode: '00743110157' })).toEqual(
        [],
      );
    });

    it.each([
      // Not 11 digits.
      { path: 'vatCode', value: '0074311015', message: 'La Partita Iva deve avere 11 cifre' },
      { path: 'vatCode', value: 'IT0074311015X', message: 'La Partita Iva deve avere 11 cifre' },
      { path: 'vatCode', value: 'abc', message: 'La Partita Iva deve avere 11 cifre' },
      // 11 digits but a wrong check digit.
      { path: 'vatCode', value: '00743110158', message: 'Partita Iva non valida' },
      // A numeric-like codice fiscale that is not 11 digits.
      {
        path: 'vatFiscalCode',
        value: '0074311015',
        message: 'Il Codice Fiscale deve avere 11 cifre',
      },
      {
        path: 'vatFiscalCode',
        value: '007431101570',
        message: 'Il Codice Fiscale deve avere 11 cifre',
      },
      {
        path: 'vatFiscalCode',
        value: '0074311015A',
        message: 'Il Codice Fiscale deve avere 11 cifre',
      },
      // 11 digits but a wrong check digit.
      { path: 'vatFiscalCode', value: '00743110158', message: 'Codice Fiscale non valido' },
      // Letters, but not a valid personal code.
      { path: 'vatFiscalCode', value: 'RSSMRA85M01H501X', message: 'Formato non corretto' },
      { path: 'emailCertified', value: 'rossi@pec', message: 'Digitare una e-mail valida' },
      { path: 'vatSdiCode', value: 'ABC12', message: 'Codice SDI non valido' },
      { path: 'vatSdiCode', value: 'ABC12345', message: 'Codice SDI non valido' },
      { path: 'vatSdiCode', value: 'ABC-123', message: 'Codice SDI non valido' },
    ])('answers $message on $path for $value', ({ path, value, message }) => {
      expect(issuesOf({ ...company, [path]: value })).toEqual([{ path, message }]);
    });

    it('normalizes the Partita Iva (IT prefix, spaces, dashes)', () => {
      const result = fiscalPersonSchema.parse({ ...company, vatCode: 'IT 007-431-10157' });
      expect(result.personTypeId === 2 && result.vatCode).toBe('00743110157');
    });

    it.each([
      { sdi: 'blank', vatSdiCode: undefined },
      // A business needs a real code or a PEC.
      { sdi: 'the 0000000 placeholder', vatSdiCode: '0000000' },
    ])(
      'answers "PEC o SDI obbligatori" on both fields without a PEC when the SDI is $sdi',
      ({ vatSdiCode }) => {
        expect(issuesOf({ ...company, emailCertified: '', vatSdiCode })).toEqual([
          { path: 'emailCertified', message: 'PEC o SDI obbligatori' },
          { path: 'vatSdiCode', message: 'PEC o SDI obbligatori' },
        ]);
      },
    );

    it('accepts a PEC without an SDI code', () => {
      expect(
        issuesOf({ ...company, emailCertified: 'rossi@pec.example.it', vatSdiCode: '0000000' }),
      ).toEqual([]);
    });

    it('upper-cases the SDI code', () => {
      const result = fiscalPersonSchema.parse({ ...company, vatSdiCode: ' abc1234 ' });
      expect(result.vatSdiCode).toBe('ABC1234');
    });

    it('reports every problem at once', () => {
      expect(
        issuesOf({ personTypeId: 2, email: 'x', vatCode: '123', vatSdiCode: '' }).map(
          (issue) => issue.path,
        ),
      ).toEqual(['company', 'vatCode', 'email', 'emailCertified', 'vatSdiCode']);
    });
  });

  describe('sole proprietorship (type 3)', () => {
    it.each([
      { when: 'blank', vatCode: '' },
      { when: 'missing', vatCode: undefined },
    ])(
      'answers "Campo obbligatorio" on vatCode (required for type 3) when $when',
      ({ vatCode }) => {
        expect(issuesOf({ ...soleProprietorship, vatCode })).toEqual([
          { path: 'vatCode', message: 'Campo obbligatorio' },
        ]);
      },
    );

    it.each([['RSSMRA85M01H501Q'], ['00743110157'], [''], [undefined]])(
      'accepts the codice fiscale %j',
      (vatFiscalCode) => {
        expect(issuesOf({ ...soleProprietorship, vatFiscalCode })).toEqual([]);
      },
    );

    describe('when both PEC and SDI are blank', () => {
      it('answers "PEC o SDI obbligatori" on both fields', () => {
        expect(issuesOf({ ...soleProprietorship, emailCertified: '', vatSdiCode: '' })).toEqual([
          { path: 'emailCertified', message: 'PEC o SDI obbligatori' },
          { path: 'vatSdiCode', message: 'PEC o SDI obbligatori' },
        ]);
      });
    });
  });

  describe('public body (type 4)', () => {
    it('accepts a Partita Iva without a codice fiscale (VAT optional for public bodies)', () => {
      expect(issuesOf({ ...publicBody, vatCode: '00743110157', vatFiscalCode: '' })).toEqual([]);
    });

    describe('when both Partita Iva and codice fiscale are blank', () => {
      it('answers "Partita Iva o Codice Fiscale obbligatori" on both fields', () => {
        expect(issuesOf({ ...publicBody, vatFiscalCode: '' })).toEqual([
          { path: 'vatCode', message: 'Partita Iva o Codice Fiscale obbligatori' },
          { path: 'vatFiscalCode', message: 'Partita Iva o Codice Fiscale obbligatori' },
        ]);
      });
    });
  });

  describe('a business (types 2 to 4)', () => {
    describe('when the company name is blank', () => {
      it.each([
        ['a company', company],
        ['a sole proprietorship', soleProprietorship],
        ['a public body', publicBody],
      ])('answers "Campo obbligatorio" on company for %s', (_, business) => {
        expect(issuesOf({ ...business, company: '' })).toEqual([
          { path: 'company', message: 'Campo obbligatorio' },
        ]);
      });
    });
  });

  describe('when a brand overrides messages', () => {
    it('answers with the brand wording and keeps the other defaults', () => {
      const schema = createFiscalPersonSchema({ required: 'Obbligatorio' });
      expect(issuesOf({ ...privatePerson, firstName: '', email: '' }, schema)).toEqual([
        { path: 'firstName', message: 'Obbligatorio' },
        { path: 'email', message: validationMessages.personEmail },
      ]);
    });
  });
});

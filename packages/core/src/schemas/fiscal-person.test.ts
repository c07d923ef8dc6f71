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

    describe('when the check letter is wrong', () => {
      it('answers "Formato non corretto" on vatFiscalCode', () => {
        expect(issuesOf({ ...privatePerson, vatFiscalCode: 'RCCMNL83S18D969A' })).toEqual([
          { path: 'vatFiscalCode', message: 'Formato non corretto' },
        ]);
      });
    });

    describe('when the codice fiscale has 11 digits', () => {
      it('answers "Formato non corretto": a person needs the 16-character code', () => {
        expect(issuesOf({ ...privatePerson, vatFiscalCode: '00743110157' })).toEqual([
          { path: 'vatFiscalCode', message: 'Formato non corretto' },
        ]);
      });
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

    describe('when the e-mail is blank or malformed', () => {
      it.each([[''], ['mario.rossi'], ['mario@rossi']])(
        'answers "Digitare l\'e-mail" on email for "%s"',
        (email) => {
          expect(issuesOf({ ...privatePerson, email })).toEqual([
            { path: 'email', message: 'Digitare l’e-mail' },
          ]);
        },
      );
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

    describe('when the Partita Iva is not 11 digits', () => {
      it.each([['0074311015'], ['IT0074311015X'], ['abc']])(
        'answers "La Partita Iva deve avere 11 cifre" on vatCode for %s',
        (vatCode) => {
          expect(issuesOf({ ...company, vatCode })).toEqual([
            { path: 'vatCode', message: 'La Partita Iva deve avere 11 cifre' },
          ]);
        },
      );
    });

    describe('when the Partita Iva has 11 digits but a wrong check digit', () => {
      it('answers "Partita Iva non valida" on vatCode', () => {
        expect(issuesOf({ ...company, vatCode: '00743110158' })).toEqual([
          { path: 'vatCode', message: 'Partita Iva non valida' },
        ]);
      });
    });

    it('normalizes the Partita Iva (IT prefix, spaces, dashes)', () => {
      const result = fiscalPersonSchema.parse({ ...company, vatCode: 'IT 007-431-10157' });
      expect(result.personTypeId === 2 && result.vatCode).toBe('00743110157');
    });

    describe('when a numeric-like codice fiscale is not 11 digits', () => {
      it.each([['0074311015'], ['007431101570'], ['0074311015A']])(
        'answers "Il Codice Fiscale deve avere 11 cifre" on vatFiscalCode for %s',
        (vatFiscalCode) => {
          expect(issuesOf({ ...company, vatFiscalCode })).toEqual([
            { path: 'vatFiscalCode', message: 'Il Codice Fiscale deve avere 11 cifre' },
          ]);
        },
      );
    });

    describe('when an 11-digit codice fiscale has a wrong check digit', () => {
      it('answers "Codice Fiscale non valido" on vatFiscalCode', () => {
        expect(issuesOf({ ...company, vatFiscalCode: '00743110158' })).toEqual([
          { path: 'vatFiscalCode', message: 'Codice Fiscale non valido' },
        ]);
      });
    });

    describe('when a letter codice fiscale is not a valid personal code', () => {
      it('answers "Formato non corretto" on vatFiscalCode', () => {
        expect(issuesOf({ ...company, vatFiscalCode: 'RSSMRA85M01H501X' })).toEqual([
          { path: 'vatFiscalCode', message: 'Formato non corretto' },
        ]);
      });
    });

    describe('when both PEC and SDI are blank', () => {
      it('answers "PEC o SDI obbligatori" on both fields', () => {
        expect(issuesOf({ ...company, emailCertified: '', vatSdiCode: undefined })).toEqual([
          { path: 'emailCertified', message: 'PEC o SDI obbligatori' },
          { path: 'vatSdiCode', message: 'PEC o SDI obbligatori' },
        ]);
      });
    });

    describe('when the SDI code is the 0000000 placeholder and there is no PEC', () => {
      it('answers "PEC o SDI obbligatori": a business needs a real code or a PEC', () => {
        expect(issuesOf({ ...company, emailCertified: '', vatSdiCode: '0000000' })).toEqual([
          { path: 'emailCertified', message: 'PEC o SDI obbligatori' },
          { path: 'vatSdiCode', message: 'PEC o SDI obbligatori' },
        ]);
      });
    });

    it('accepts a PEC without an SDI code', () => {
      expect(
        issuesOf({ ...company, emailCertified: 'rossi@pec.example.it', vatSdiCode: '0000000' }),
      ).toEqual([]);
    });

    describe('when the PEC is malformed', () => {
      it('answers "Digitare una e-mail valida" on emailCertified', () => {
        expect(issuesOf({ ...company, emailCertified: 'rossi@pec' })).toEqual([
          { path: 'emailCertified', message: 'Digitare una e-mail valida' },
        ]);
      });
    });

    describe('when the SDI code is malformed', () => {
      it.each([['ABC12'], ['ABC12345'], ['ABC-123']])(
        'answers "Codice SDI non valido" on vatSdiCode for %s',
        (vatSdiCode) => {
          expect(issuesOf({ ...company, vatSdiCode })).toEqual([
            { path: 'vatSdiCode', message: 'Codice SDI non valido' },
          ]);
        },
      );
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
    describe('when the Partita Iva is blank', () => {
      it('answers "Campo obbligatorio" on vatCode (required for type 3)', () => {
        expect(issuesOf({ ...soleProprietorship, vatCode: '' })).toEqual([
          { path: 'vatCode', message: 'Campo obbligatorio' },
        ]);
      });

      it('answers "Campo obbligatorio" on vatCode when it is missing', () => {
        expect(issuesOf({ ...soleProprietorship, vatCode: undefined })).toEqual([
          { path: 'vatCode', message: 'Campo obbligatorio' },
        ]);
      });
    });

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

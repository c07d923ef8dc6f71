import { describe, expect, it } from 'vitest';
import { companyFormSchema, createCompanyFormSchema } from './company-form';
import { schemaIssues } from '../testing/schema-issues';

const issuesOf = (input: unknown, schema = companyFormSchema) => schemaIssues(schema, input);

const ROSSI = {
  company: ' Rossi Srl ',
  vatCode: '0074311 0157',
  vatFiscalCode: '',
  vatSdiCode: 'abc1234',
  emailCertified: '',
};

describe('companyFormSchema', () => {
  it('answers the fields trimmed and normalized, the empty ones left out', () => {
    expect(companyFormSchema.parse(ROSSI)).toEqual({
      company: 'Rossi Srl',
      vatCode: '00743110157',
      vatSdiCode: 'ABC1234',
    });
  });

  describe('when nothing is typed', () => {
    it('answers each rule on its fields', () => {
      expect(
        issuesOf({
          company: ' ',
          vatCode: '',
          vatFiscalCode: '',
          vatSdiCode: '',
          emailCertified: '',
        }),
      ).toEqual([
        { path: 'company', message: 'Campo obbligatorio' },
        { path: 'vatCode', message: 'Partita Iva o Codice Fiscale obbligatori' },
        { path: 'vatFiscalCode', message: 'Partita Iva o Codice Fiscale obbligatori' },
        { path: 'emailCertified', message: 'PEC o SDI obbligatori' },
        { path: 'vatSdiCode', message: 'PEC o SDI obbligatori' },
      ]);
    });
  });

  describe('when the Partita Iva has a wrong check digit', () => {
    it('answers "Partita Iva non valida" on the Partita Iva', () => {
      expect(issuesOf({ ...ROSSI, vatCode: '00743110158' })).toEqual([
        { path: 'vatCode', message: 'Partita Iva non valida' },
      ]);
    });
  });

  describe('when the PEC is malformed', () => {
    it('answers "Digitare una e-mail valida" on the PEC', () => {
      expect(issuesOf({ ...ROSSI, emailCertified: 'rossi@' })).toEqual([
        { path: 'emailCertified', message: 'Digitare una e-mail valida' },
      ]);
    });
  });

  it('answers a brand’s own wording when given', () => {
    const schema = createCompanyFormSchema({
      certifiedEmailOrSdiRequired: 'Serve la PEC o lo SDI',
    });
    expect(issuesOf({ ...ROSSI, vatSdiCode: '' }, schema)).toEqual([
      { path: 'emailCertified', message: 'Serve la PEC o lo SDI' },
      { path: 'vatSdiCode', message: 'Serve la PEC o lo SDI' },
    ]);
  });
});

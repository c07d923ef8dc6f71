import { describeResource } from '../testing/resource-cases';

const company = {
  personTypeId: 2 as const,
  company: 'Rossi Alimentari S.r.l.',
  vatCode: '00743110157',
  email: 'amministrazione@rossialimentari.it',
};

describeResource('fiscalPersons', [
  {
    call: (client) => client.fiscalPersons.list(),
    data: { personFiscals: [{ personFiscalId: 52, ...company }] },
  },
  {
    call: (client) => client.fiscalPersons.create(company),
    json: company,
  },
  {
    call: (client) =>
      client.fiscalPersons.update({ personFiscalId: 52, ...company, vatSdiCode: 'M5UXCR1' }),
    json: { personFiscalId: 52, ...company, vatSdiCode: 'M5UXCR1' },
  },
  {
    call: (client) => client.fiscalPersons.delete({ person_fiscal_id: 52 }),
    form: { person_fiscal_id: '52' },
    data: { personFiscals: [] },
  },
]);

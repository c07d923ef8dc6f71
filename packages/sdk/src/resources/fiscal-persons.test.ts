import { describeResource } from '../testing/resource-cases';

const company = {
  personTypeId: 2 as const,
  company: 'Rossi Alimentari S.r.l.',
  vatCode: '00743110157',
  email: 'amministrazione@rossialimentari.it',
};

describeResource('fiscalPersons', [
  {
    operationId: 'fiscalPersons.list',
    call: (client) => client.fiscalPersons.list(),
    method: 'GET',
    path: '/ebsn/api/person-fiscal/list',
    data: { personFiscals: [{ personFiscalId: 52, ...company }] },
  },
  {
    operationId: 'fiscalPersons.create',
    call: (client) => client.fiscalPersons.create(company),
    method: 'POST',
    path: '/ebsn/api/person-fiscal/insert',
    json: company,
  },
  {
    operationId: 'fiscalPersons.update',
    call: (client) =>
      client.fiscalPersons.update({ personFiscalId: 52, ...company, vatSdiCode: 'M5UXCR1' }),
    method: 'POST',
    path: '/ebsn/api/person-fiscal/update',
    json: { personFiscalId: 52, ...company, vatSdiCode: 'M5UXCR1' },
  },
  {
    operationId: 'fiscalPersons.delete',
    call: (client) => client.fiscalPersons.delete({ person_fiscal_id: 52 }),
    method: 'POST',
    path: '/ebsn/api/person-fiscal/delete',
    form: { person_fiscal_id: '52' },
    data: { personFiscals: [] },
  },
]);

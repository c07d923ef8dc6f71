import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Fiscal persons (companies, professionals) the user can be invoiced as (`/ebsn/api/person-fiscal/...`). */
export function fiscalPersonsResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the user's fiscal persons.
     * @example const { personFiscals } = await client.fiscalPersons.list();
     */
    list: endpoint.get('/ebsn/api/person-fiscal/list'),

    /**
     * Adds a fiscal person (docs/requirements/invoice.md: the SDI code defaults to `0000000`).
     * @example const person = await client.fiscalPersons.create({ personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email: 'amministrazione@rossi.it' });
     */
    create: endpoint.postJson('/ebsn/api/person-fiscal/insert'),

    /**
     * Changes a fiscal person (the body carries its `personFiscalId`).
     * @example await client.fiscalPersons.update({ ...person, vatSdiCode: 'ABC1234' });
     */
    update: endpoint.postJson('/ebsn/api/person-fiscal/update'),

    /**
     * Deletes a fiscal person; answers the remaining ones.
     * @example const { personFiscals } = await client.fiscalPersons.delete({ person_fiscal_id: 4 });
     */
    delete: endpoint.postForm('/ebsn/api/person-fiscal/delete'),
  };
}

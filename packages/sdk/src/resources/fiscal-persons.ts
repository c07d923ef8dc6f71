import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf } from './types';

/** Fiscal persons (companies, professionals) the user can be invoiced as (`/ebsn/api/person-fiscal/...`). */
export function fiscalPersonsResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the user's fiscal persons.
     * @example const { personFiscals } = await client.fiscalPersons.list();
     */
    list: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/person-fiscal/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/person-fiscal/list', { ...options })),

    /**
     * Adds a fiscal person (docs/requirements/invoice.md: the SDI code defaults to `0000000`).
     * @example const person = await client.fiscalPersons.create({ personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email: 'amministrazione@rossi.it' });
     */
    create: (
      body: JsonBodyOf<'/ebsn/api/person-fiscal/insert', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/person-fiscal/insert', 'post'>> =>
      unwrap(api.POST('/ebsn/api/person-fiscal/insert', { body, ...options })),

    /**
     * Changes a fiscal person (the body carries its `personFiscalId`).
     * @example await client.fiscalPersons.update({ ...person, vatSdiCode: 'ABC1234' });
     */
    update: (
      body: JsonBodyOf<'/ebsn/api/person-fiscal/update', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/person-fiscal/update', 'post'>> =>
      unwrap(api.POST('/ebsn/api/person-fiscal/update', { body, ...options })),

    /**
     * Deletes a fiscal person; answers the remaining ones.
     * @example const { personFiscals } = await client.fiscalPersons.delete({ person_fiscal_id: 4 });
     */
    delete: (
      body: FormBodyOf<'/ebsn/api/person-fiscal/delete', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/person-fiscal/delete', 'post'>> =>
      unwrap(api.POST('/ebsn/api/person-fiscal/delete', { body, ...formBody(options) })),
  };
}

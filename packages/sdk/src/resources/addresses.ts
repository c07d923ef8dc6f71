import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf, QueryOf } from './types';

/** The user's own delivery addresses (profile area, `/ebsn/api/user-address/...`). */
export function addressesResource({ api, unwrap }: Transport) {
  return {
    /**
     * Lists the user's delivery addresses.
     * @example const { addresses } = await client.addresses.list();
     */
    list: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/user-address/list', 'get'>> =>
      unwrap(api.GET('/ebsn/api/user-address/list', { ...options })),

    /**
     * Loads one of the user's addresses.
     * @example const address = await client.addresses.get({ address_id: 15 });
     */
    get: (
      query: QueryOf<'/ebsn/api/user-address/view', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user-address/view', 'get'>> =>
      unwrap(api.GET('/ebsn/api/user-address/view', { params: { query }, ...options })),

    /**
     * Adds a delivery address; answers the saved address.
     * @example const address = await client.addresses.create({ addressName: 'Casa', address1: 'Via Roma', addressNumber: '1', city: 'Milano', province: 'MI', postalcode: '20121' });
     */
    create: (
      body: JsonBodyOf<'/ebsn/api/user-address/add', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user-address/add', 'post'>> =>
      unwrap(api.POST('/ebsn/api/user-address/add', { body, ...options })),

    /**
     * Changes a delivery address (the body carries its `addressId`).
     * @example await client.addresses.update({ ...address, addressNumber: '3' });
     */
    update: (
      body: JsonBodyOf<'/ebsn/api/user-address/update', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user-address/update', 'post'>> =>
      unwrap(api.POST('/ebsn/api/user-address/update', { body, ...options })),

    /**
     * Deletes a delivery address; answers the remaining ones.
     * @example const { addresses } = await client.addresses.delete({ address_id: 15 });
     */
    delete: (
      body: FormBodyOf<'/ebsn/api/user-address/delete', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user-address/delete', 'post'>> =>
      unwrap(api.POST('/ebsn/api/user-address/delete', { body, ...formBody(options) })),
  };
}

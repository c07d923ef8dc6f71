import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** The user's own delivery addresses (profile area, `/ebsn/api/user-address/...`). */
export function addressesResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the user's delivery addresses.
     * @example const { addresses } = await client.addresses.list();
     */
    list: endpoint.get('/ebsn/api/user-address/list'),

    /**
     * Loads one of the user's addresses.
     * @example const address = await client.addresses.get({ address_id: 15 });
     */
    get: endpoint.getWithQuery('/ebsn/api/user-address/view'),

    /**
     * Adds a delivery address; answers the saved address.
     * @example const address = await client.addresses.create({ addressName: 'Casa', address1: 'Via Roma', addressNumber: '1', city: 'Milano', province: 'MI', postalcode: '20121' });
     */
    create: endpoint.postJson('/ebsn/api/user-address/add'),

    /**
     * Changes a delivery address (the body carries its `addressId`).
     * @example await client.addresses.update({ ...address, addressNumber: '3' });
     */
    update: endpoint.postJson('/ebsn/api/user-address/update'),

    /**
     * Deletes a delivery address; answers the remaining ones.
     * @example const { addresses } = await client.addresses.delete({ address_id: 15 });
     */
    delete: endpoint.postForm('/ebsn/api/user-address/delete'),
  };
}

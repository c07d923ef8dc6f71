import type { RequestOptions, Transport } from '../transport';
import { endpoints } from './endpoints';
import type { DataOf, QueryOf } from './types';

/** A retailer's B2B registration group (`/ebsn/api/{retailer}-b2b-registration/...`). */
export function b2bRegistrationResource(transport: Transport) {
  const { api, unwrap } = transport;
  const endpoint = endpoints(transport);
  return {
    /**
     * Lists the addresses (stores) a retailer's B2B customers can register with.
     * @example const { addresses } = await client.b2bRegistration.listAll('acme');
     */
    listAll: (
      retailer: string,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/{retailer}-b2b-registration/list-all', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/{retailer}-b2b-registration/list-all', {
          params: { path: { retailer } },
          ...options,
        }),
      ),

    /**
     * Updates the B2B registration data of the signed-in customer.
     * @example await client.b2bRegistration.update('acme', { phone: '3471234567', addressIds: [8813] });
     */
    update: endpoint.retailerPostJson('/ebsn/api/{retailer}-b2b-registration/update'),

    /**
     * Registers a new B2B customer.
     * @example const { user } = await client.b2bRegistration.registerUser('acme', { email: 'acquisti@rossi.it', password: 'Spesa2026!', firstName: 'Mario', lastName: 'Rossi', privacy: true });
     */
    registerUser: endpoint.retailerPostJson('/ebsn/api/{retailer}-b2b-registration/register_user'),

    /**
     * Registers a B2B customer who already holds the retailer's fidelity card.
     * @example const { user } = await client.b2bRegistration.registerUserWithCard('acme', { fidelityCard: '2900001234567', person: { fiscalCode: '00743110157' }, email: 'acquisti@rossi.it', password: 'Spesa2026!', privacy: true });
     */
    registerUserWithCard: endpoint.retailerPostJson(
      '/ebsn/api/{retailer}-b2b-registration/register_user_with_card',
    ),

    /**
     * Registers the company (person) of a B2B customer.
     * @example const { person } = await client.b2bRegistration.registerPerson('acme', { personTypeId: 2, company: 'Rossi Srl', vatCode: '00743110157', email: 'amministrazione@rossi.it' });
     */
    registerPerson: endpoint.retailerPostJson(
      '/ebsn/api/{retailer}-b2b-registration/register_person',
    ),

    /**
     * Looks a B2B customer up by fidelity card and VAT number or fiscal code.
     * @example const { found, user } = await client.b2bRegistration.lookupUser('acme', { card: '2900001234567', piva_cf: '00743110157' });
     */
    lookupUser: (
      retailer: string,
      query: QueryOf<'/ebsn/api/{retailer}-b2b-registration/lookup_user', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/{retailer}-b2b-registration/lookup_user', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/{retailer}-b2b-registration/lookup_user', {
          params: { path: { retailer }, query },
          ...options,
        }),
      ),
  };
}

import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf } from './types';

/** The signed-in user's detail: contacts, person and billing address (`/ebsn/api/user/...`). */
export function userResource({ api, unwrap }: Transport) {
  return {
    /**
     * Loads the signed-in user's detail.
     * @example const { firstName, person, billingAddress } = await client.user.get();
     */
    get: (options?: RequestOptions): Promise<DataOf<'/ebsn/api/user/detail', 'get'>> =>
      unwrap(api.GET('/ebsn/api/user/detail', { ...options })),

    /**
     * Saves the user's phone, person and billing address; answers the updated detail.
     * @example await client.user.update({ ...detail, phone: '3331234567', prefix: '+39' });
     */
    update: (
      body: JsonBodyOf<'/ebsn/api/user/update-detail', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user/update-detail', 'post'>> =>
      unwrap(api.POST('/ebsn/api/user/update-detail', { body, ...options })),

    /**
     * Changes the sign-in e-mail address, confirmed with the current password.
     * @example await client.user.updateEmail({ new_email: 'mario@example.it', password: 'Spesa2026!' });
     */
    updateEmail: (
      body: FormBodyOf<'/ebsn/api/user/update-email', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/user/update-email', 'post'>> =>
      unwrap(api.POST('/ebsn/api/user/update-email', { body, ...formBody(options) })),
  };
}

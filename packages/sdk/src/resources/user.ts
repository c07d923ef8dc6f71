import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** The signed-in user's detail: contacts, person and billing address (`/ebsn/api/user/...`). */
export function userResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Loads the signed-in user's detail.
     * @example const { firstName, person, billingAddress } = await client.user.get();
     */
    get: endpoint.get('/ebsn/api/user/detail'),

    /**
     * Saves the user's phone, person and billing address; answers the updated detail.
     * @example await client.user.update({ ...detail, phone: '3331234567', prefix: '+39' });
     */
    update: endpoint.postJson('/ebsn/api/user/update-detail'),

    /**
     * Changes the sign-in e-mail address, confirmed with the current password.
     * @example await client.user.updateEmail({ new_email: 'mario@example.it', password: 'Spesa2026!' });
     */
    updateEmail: endpoint.postForm('/ebsn/api/user/update-email'),
  };
}

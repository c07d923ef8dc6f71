import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Registration, its e-mail confirmation and passwords (`/ebsn/api/registration/...`). */
export function registrationResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Registers a new customer with contacts, password and privacy consents.
     * @example const { user } = await client.registration.register({ email: 'mario.rossi@example.it', password: 'Spesa2026!', firstName: 'Mario', lastName: 'Rossi', privacy: true });
     */
    register: endpoint.postJson('/ebsn/api/registration/register_user'),

    /**
     * Confirms a registration (or a new e-mail address) with the code of the e-mailed link.
     * @example const { user } = await client.registration.confirm({ e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' });
     */
    confirm: endpoint.getWithQuery('/ebsn/api/registration/registration_confirm'),

    /**
     * Sends the registration confirmation e-mail again; answers the same for any address.
     * @example await client.registration.resendConfirmation({ e_mail: 'mario.rossi@example.it' });
     */
    resendConfirmation: endpoint.postForm('/ebsn/api/registration/resend_confirmation'),

    /**
     * Asks for a password reset e-mail; answers the same whether the address exists or not.
     * @example await client.registration.requestPasswordReset({ e_mail: 'mario.rossi@example.it' });
     */
    requestPasswordReset: endpoint.getWithQuery(
      '/ebsn/api/registration/password_reset_token_request',
    ),

    /**
     * Sets a new password with the token of the reset e-mail.
     * @example await client.registration.resetPassword({ e_mail: 'mario.rossi@example.it', token: 'a1b2c3', password: 'Nuova2026!' });
     */
    resetPassword: endpoint.postForm('/ebsn/api/registration/password_reset'),

    /**
     * Changes the signed-in user's password.
     * @example await client.registration.updatePassword({ old_password: 'Spesa2026!', new_password: 'Nuova2026!' });
     */
    updatePassword: endpoint.getWithQuery('/ebsn/api/registration/update_password'),
  };
}

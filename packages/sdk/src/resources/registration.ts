import { formBody, type RequestOptions, type Transport } from '../transport';
import type { DataOf, FormBodyOf, JsonBodyOf, QueryOf } from './types';

/** Registration, its e-mail confirmation and passwords (`/ebsn/api/registration/...`). */
export function registrationResource({ api, unwrap }: Transport) {
  return {
    /**
     * Registers a new customer with contacts, password and privacy consents.
     * @example const { user } = await client.registration.register({ email: 'mario.rossi@example.it', password: 'Spesa2026!', firstName: 'Mario', lastName: 'Rossi', privacy: true });
     */
    register: (
      body: JsonBodyOf<'/ebsn/api/registration/register_user', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/registration/register_user', 'post'>> =>
      unwrap(api.POST('/ebsn/api/registration/register_user', { body, ...options })),

    /**
     * Confirms a registration (or a new e-mail address) with the code of the e-mailed link.
     * @example const { user } = await client.registration.confirm({ e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' });
     */
    confirm: (
      query: QueryOf<'/ebsn/api/registration/registration_confirm', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/registration/registration_confirm', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/registration/registration_confirm', { params: { query }, ...options }),
      ),

    /**
     * Sends the registration confirmation e-mail again; answers the same for any address.
     * @example await client.registration.resendConfirmation({ e_mail: 'mario.rossi@example.it' });
     */
    resendConfirmation: (
      body: FormBodyOf<'/ebsn/api/registration/resend_confirmation', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/registration/resend_confirmation', 'post'>> =>
      unwrap(
        api.POST('/ebsn/api/registration/resend_confirmation', { body, ...formBody(options) }),
      ),

    /**
     * Asks for a password reset e-mail; answers the same whether the address exists or not.
     * @example await client.registration.requestPasswordReset({ e_mail: 'mario.rossi@example.it' });
     */
    requestPasswordReset: (
      query: QueryOf<'/ebsn/api/registration/password_reset_token_request', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/registration/password_reset_token_request', 'get'>> =>
      unwrap(
        api.GET('/ebsn/api/registration/password_reset_token_request', {
          params: { query },
          ...options,
        }),
      ),

    /**
     * Sets a new password with the token of the reset e-mail.
     * @example await client.registration.resetPassword({ e_mail: 'mario.rossi@example.it', token: 'a1b2c3', password: 'Nuova2026!' });
     */
    resetPassword: (
      body: FormBodyOf<'/ebsn/api/registration/password_reset', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/registration/password_reset', 'post'>> =>
      unwrap(api.POST('/ebsn/api/registration/password_reset', { body, ...formBody(options) })),

    /**
     * Changes the signed-in user's password.
     * @example await client.registration.updatePassword({ old_password: 'Spesa2026!', new_password: 'Nuova2026!' });
     */
    updatePassword: (
      query: QueryOf<'/ebsn/api/registration/update_password', 'get'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/registration/update_password', 'get'>> =>
      unwrap(api.GET('/ebsn/api/registration/update_password', { params: { query }, ...options })),
  };
}

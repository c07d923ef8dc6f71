import { formBody, type RequestOptions, type Transport } from '../transport';
import { endpoints } from './endpoints';
import type { DataOf, FormBodyOf, QueryOf } from './types';

/** Sign-in, sign-out, session test and single sign-on (`/ebsn/api/auth/...`). */
export function authResource(transport: Transport) {
  const { api, unwrap } = transport;
  const endpoint = endpoints(transport);
  return {
    /**
     * Signs a customer in with the platform's form body; the session cookie (and, where the
     * client keeps it, the `X-Ebsn-Account` token) come back with the answer.
     * @example const { user, cartId } = await client.auth.login({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
     */
    login: (
      body: FormBodyOf<'/ebsn/api/auth/login', 'post'>,
      query?: QueryOf<'/ebsn/api/auth/login', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/auth/login', 'post'>> =>
      unwrap(
        api.POST('/ebsn/api/auth/login', {
          body,
          ...(query ? { params: { query } } : {}),
          ...formBody(options),
        }),
      ),

    /**
     * Signs the current user out.
     * @example await client.auth.logout();
     */
    logout: endpoint.post('/ebsn/api/auth/logout'),

    /**
     * Tells whether the session is alive; `user.userId > 0` means signed in.
     * @example const { user } = await client.auth.test();
     */
    test: endpoint.get('/ebsn/api/auth/test'),

    /**
     * Signs a support or administrator user in through single sign-on.
     * @example await client.auth.ssoLogin({ login: 'supporto', password: 'Supporto2026!' });
     */
    ssoLogin: endpoint.postForm('/ebsn/api/auth/sso/login'),

    /**
     * Lets the signed-in support user browse as the chosen customer.
     * @example await client.auth.ssoSelectUser({ user_id: 42 });
     */
    ssoSelectUser: endpoint.postForm('/ebsn/api/auth/sso/select-user'),

    /**
     * Refreshes the single-sign-on session (the card's "Refresh" action).
     * @example await client.auth.ssoRefresh();
     */
    ssoRefresh: endpoint.post('/ebsn/api/auth/sso/refresh'),

    /**
     * Ends the single-sign-on session (the card's "Esci" action).
     * @example await client.auth.ssoLogout();
     */
    ssoLogout: endpoint.post('/ebsn/api/auth/sso/logout'),
  };
}

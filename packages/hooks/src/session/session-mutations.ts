import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import type {
  DataOf,
  EbsnClient,
  FormBodyOf,
  JsonBodyOf,
  QueryOf,
  UserDetail,
} from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import {
  holdSignedInUser,
  reloadCatalogue,
  resetUserQueries,
  setSessionUser,
} from './session-cache';
import { sessionKeys } from './session-keys';

/** What `sessionMutations.login` and `useLogin` send: the sign-in form, plus a reCAPTCHA token on chains that need it. */
export type LoginVariables = FormBodyOf<'/ebsn/api/auth/login', 'post'> &
  QueryOf<'/ebsn/api/auth/login', 'post'>;

/** What sign-in answers: the user and their cart id. */
export type LoginData = DataOf<'/ebsn/api/auth/login', 'post'>;

/** What `sessionMutations.updateUserDetail` sends: the detail with phone, prefix, person and billing address. */
export type UpdateUserDetailVariables = JsonBodyOf<'/ebsn/api/user/update-detail', 'post'>;

/** What `sessionMutations.ssoLogin` sends: the support user's credentials. */
export type SsoLoginVariables = FormBodyOf<'/ebsn/api/auth/sso/login', 'post'>;

/** What `sessionMutations.ssoSelectUser` sends: the id of the customer to browse as. */
export type SsoSelectUserVariables = FormBodyOf<'/ebsn/api/auth/sso/select-user', 'post'>;

/**
 * Mutation keys of sign-in, sign-out and the user's detail, e.g. for a pending indicator:
 * `useIsMutating({ mutationKey: sessionMutationKeys.all })`.
 */
export const sessionMutationKeys = {
  all: [...sessionKeys.all] as const,
  login: () => [...sessionMutationKeys.all, 'login'] as const,
  logout: () => [...sessionMutationKeys.all, 'logout'] as const,
  updateUserDetail: () => [...sessionMutationKeys.all, 'update-user-detail'] as const,
  ssoLogin: () => [...sessionMutationKeys.all, 'sso-login'] as const,
  ssoLogout: () => [...sessionMutationKeys.all, 'sso-logout'] as const,
  ssoRefresh: () => [...sessionMutationKeys.all, 'sso-refresh'] as const,
  ssoSelectUser: () => [...sessionMutationKeys.all, 'sso-select-user'] as const,
};

/**
 * Mutation option factories of the session; the hooks (`useLogin`, ...) are these factories with
 * the provider's client.
 * @example
 * const login = useMutation(sessionMutations.login(client, queryClient));
 */
export const sessionMutations = {
  /** Signs a customer in: the session holds the new user and every other query reloads. */
  login: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<LoginData, CarrelloError, LoginVariables>({
      mutationKey: sessionMutationKeys.login(),
      mutationFn: ({ token_recaptcha, ...form }) =>
        client.auth.login(form, token_recaptcha === undefined ? undefined : { token_recaptcha }),
      onSuccess: (data) => holdSignedInUser(queryClient, data.user),
    }),

  /** Signs the user out: the user-bound queries are cleared, catalogue and search stay. */
  logout: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DataOf<'/ebsn/api/auth/logout', 'post'>, CarrelloError>({
      mutationKey: sessionMutationKeys.logout(),
      mutationFn: () => client.auth.logout(),
      onSuccess: () => void resetUserQueries(queryClient),
    }),

  /** Saves the user's phone, person and billing data; the user detail takes the answer. */
  updateUserDetail: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<UserDetail, CarrelloError, UpdateUserDetailVariables>({
      mutationKey: sessionMutationKeys.updateUserDetail(),
      mutationFn: (detail) => client.user.update(detail),
      onSuccess: (detail) => queryClient.setQueryData(sessionKeys.userDetail(), detail),
    }),

  /** Signs a support user in through single sign-on: the session holds them, the rest reloads. */
  ssoLogin: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DataOf<'/ebsn/api/auth/sso/login', 'post'>, CarrelloError, SsoLoginVariables>({
      mutationKey: sessionMutationKeys.ssoLogin(),
      mutationFn: (form) => client.auth.ssoLogin(form),
      onSuccess: (data) => holdSignedInUser(queryClient, data.user),
    }),

  /** Ends the single-sign-on session: user-bound queries clear and the catalogue reloads. */
  ssoLogout: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DataOf<'/ebsn/api/auth/sso/logout', 'post'>, CarrelloError>({
      mutationKey: sessionMutationKeys.ssoLogout(),
      mutationFn: () => client.auth.ssoLogout(),
      onSuccess: () => {
        void resetUserQueries(queryClient);
        // docs/requirements/account.md: the catalogue was read in the support session's scope; read it again.
        void reloadCatalogue(queryClient);
      },
    }),

  /** Refreshes the single-sign-on session: the session takes the user, the catalogue reloads. */
  ssoRefresh: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DataOf<'/ebsn/api/auth/sso/refresh', 'post'>, CarrelloError>({
      mutationKey: sessionMutationKeys.ssoRefresh(),
      mutationFn: () => client.auth.ssoRefresh(),
      onSuccess: (data) => {
        setSessionUser(queryClient, data.user);
        // docs/requirements/account.md: single-sign-on refresh reloads the current category without cache. The
        // filters live in the route (the app resets them); here every catalogue answer is
        // marked stale and the ones on screen are fetched again.
        void reloadCatalogue(queryClient);
      },
    }),

  /** Lets the support user browse as a customer: the session holds them, the rest reloads. */
  ssoSelectUser: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/auth/sso/select-user', 'post'>,
      CarrelloError,
      SsoSelectUserVariables
    >({
      mutationKey: sessionMutationKeys.ssoSelectUser(),
      mutationFn: (form) => client.auth.ssoSelectUser(form),
      onSuccess: (data) => holdSignedInUser(queryClient, data.user),
    }),
};

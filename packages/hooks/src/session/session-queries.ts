import { queryOptions } from '@tanstack/react-query';

import type { DataOf, EbsnClient, EbsnError, NetworkError, UserDetail } from '@carrello/sdk';

import { sessionKeys } from './session-keys';

type QueryError = EbsnError | NetworkError;

/** What the session test answers: `{ user }`. */
export type SessionData = DataOf<'/ebsn/api/auth/test', 'get'>;

/**
 * Query option factories of the session, shared by hooks and route loaders.
 * @example await queryClient.ensureQueryData(sessionQueries.current(client));
 */
export const sessionQueries = {
  /** The session test (`auth.test`): `{ user }`, with `user.userId > 0` when signed in. */
  current: (client: EbsnClient) =>
    queryOptions<SessionData, QueryError>({
      queryKey: sessionKeys.current(),
      queryFn: ({ signal }) => client.auth.test({ signal }),
    }),

  /** The signed-in user's detail (contacts, person and billing address). */
  userDetail: (client: EbsnClient) =>
    queryOptions<UserDetail, QueryError>({
      queryKey: sessionKeys.userDetail(),
      queryFn: ({ signal }) => client.user.get({ signal }),
    }),
};

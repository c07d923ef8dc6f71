import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { isConfirmedUser, isSignedInUser, isSsoUser } from '@carrello/core';
import type { DataOf, EbsnError, NetworkError, User } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';
import { sessionQueries } from './session-queries';

/** Who is browsing, as {@link useSession} gives it. */
export interface Session {
  /** The signed-in user; `undefined` for an anonymous visitor. */
  user: User | undefined;
  /** Whether a user is signed in (`userId > 0`). */
  isAuthenticated: boolean;
  /** Whether the user's profile is confirmed (spec 6: profile level at least 1), so they may pay. */
  isConfirmed: boolean;
  /** Whether the user signed in through single sign-on (spec 6: support or administrator). */
  isSsoUser: boolean;
}

function toSession(data: DataOf<'/ebsn/api/auth/test', 'get'>): Session {
  const user = data.user && isSignedInUser(data.user) ? data.user : undefined;
  return {
    user,
    isAuthenticated: user !== undefined,
    isConfirmed: isConfirmedUser(user),
    isSsoUser: isSsoUser({ isSsoUser: user?.ssoUser ?? false }),
  };
}

/**
 * The current session (`auth.test`): the user and whether they are signed in and confirmed.
 * @example
 * const { data: session } = useSession();
 * if (session?.isAuthenticated) return <ProfileMenu user={session.user} />;
 */
export function useSession(): UseQueryResult<Session, EbsnError | NetworkError> {
  const client = useCarrelloClient();
  return useQuery({ ...sessionQueries.current(client), select: toSession });
}

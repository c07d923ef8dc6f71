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
  /** Whether the user's profile is confirmed (docs/requirements/account.md: profile level at least 1), so they may pay. */
  isConfirmed: boolean;
  /** Whether the user signed in through single sign-on (docs/requirements/account.md: support or administrator). */
  isSsoUser: boolean;
}

function toSession(data: DataOf<'/ebsn/api/auth/test', 'get'>): Session {
  const user = signedInUser(data);
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

function signedInUser(data: DataOf<'/ebsn/api/auth/test', 'get'>): User | undefined {
  return data.user && isSignedInUser(data.user) ? data.user : undefined;
}

/**
 * The signed-in user, or `undefined` for an anonymous visitor and while the session is not
 * known yet. Unlike {@link useSession}'s `data`, it stays the same when an anonymous visitor's
 * session answers: a component that only shows who is signed in (a top bar, a page's frame)
 * does not render again for a visitor once the page is live. It reads the same query as
 * `useSession` (one `auth.test` call) and follows sign-in and sign-out.
 * @example
 * const user = useSignedInUser();
 * return user ? <ProfileMenu name={user.firstName} /> : <LoginButton />;
 */
export function useSignedInUser(): User | undefined {
  const client = useCarrelloClient();
  return useQuery({ ...sessionQueries.current(client), select: signedInUser }).data;
}

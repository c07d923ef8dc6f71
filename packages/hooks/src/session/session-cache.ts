// Cache updates shared by the sign-in and sign-out hooks (not exported from the package).
import type { Query, QueryClient } from '@tanstack/react-query';

import type { User } from '@carrello/sdk';

import { catalogueKeys } from '../catalogue/catalogue-keys';
import { carrelloKeys } from '../keys';
import { searchKeys } from '../search/search-keys';
import { sessionKeys } from './session-keys';
import type { SessionData } from './session-queries';

/** Areas whose data does not belong to a user: kept on sign-out. */
const PUBLIC_AREAS: readonly unknown[] = [catalogueKeys.all[1], searchKeys.all[1]];

function isCurrentSession(query: Query) {
  const [root, area, name] = query.queryKey;
  const [, sessionArea, currentName] = sessionKeys.current();
  return root === carrelloKeys.all[0] && area === sessionArea && name === currentName;
}

/** Writes the user a sign-in answered as the current session. */
export function setSessionUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData<SessionData>(sessionKeys.current(), { user });
}

/** Marks every Carrello query but the session stale, so the cart and the user reload. */
function invalidateAllButSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: carrelloKeys.all,
    predicate: (query) => !isCurrentSession(query),
  });
}

/** Someone signed in: the session holds the answered user and every other query reloads. */
export function holdSignedInUser(queryClient: QueryClient, user: User) {
  setSessionUser(queryClient, user);
  void invalidateAllButSession(queryClient);
}

/**
 * Drops the data of every user-bound query (session, user, cart, ...) and refetches the ones on
 * screen, the session first among them; catalogue and search answers stay cached.
 * A reset rather than `removeQueries`: observers on screen see the change at once.
 */
export function resetUserQueries(queryClient: QueryClient) {
  return queryClient.resetQueries({
    queryKey: carrelloKeys.all,
    predicate: (query) => !PUBLIC_AREAS.includes(query.queryKey[1]),
  });
}

/** Marks the catalogue stale and refetches what is on screen (docs/requirements/account.md, single sign-on refresh). */
export function reloadCatalogue(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

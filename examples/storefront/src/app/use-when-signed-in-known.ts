import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { isSignedInUser } from '@carrello/core';
import { sessionQueries, useCarrelloClient, useSession } from '@carrello/hooks';

/**
 * Runs an action that depends on whether a user is signed in only once the session is known.
 * A click that lands before the session test has answered (a fast shopper, a slow network)
 * would otherwise treat a signed-in shopper as a visitor and send them to sign-in. With the
 * session known the action runs at once; otherwise it runs when the session test answers, and
 * as a visitor when it fails (the sign-in page then shows what went wrong).
 * @example
 * const whenSignedInKnown = useWhenSignedInKnown();
 * whenSignedInKnown((signedIn) => (signedIn ? openCart() : navigate('/login')));
 */
export function useWhenSignedInKnown() {
  const { data: session } = useSession();
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useCallback(
    (action: (signedIn: boolean) => void) => {
      if (session) {
        action(session.isAuthenticated);
        return;
      }
      queryClient.ensureQueryData(sessionQueries.current(client)).then(
        (data) => action(isSignedInUser(data.user)),
        () => action(false),
      );
    },
    [client, queryClient, session],
  );
}

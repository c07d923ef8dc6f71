import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { isSignedInUser } from '@carrello/core';
import { sessionQueries, useCarrelloClient } from '@carrello/hooks';

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
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  // The session is read when the action runs, not subscribed to: the callback stays the same
  // when the session test answers, so the product cards that hold it do not all render again
  // (in one task, right after the page hydrates).
  return useCallback(
    (action: (signedIn: boolean) => void) => {
      const query = sessionQueries.current(client);
      const session = queryClient.getQueryData(query.queryKey);
      if (session) {
        action(isSignedInUser(session.user));
        return;
      }
      queryClient.ensureQueryData(query).then(
        (data) => action(isSignedInUser(data.user)),
        () => action(false),
      );
    },
    [client, queryClient],
  );
}

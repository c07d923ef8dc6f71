import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCarrelloClient } from '../provider';
import { mario } from '../session/session-fixtures';
import { sessionKeys } from '../session/session-keys';
import { serveOk } from '../testing/served-call';
import { createTestContext } from '../testing/wrapper';
import { marioSignUp } from './services-fixtures';
import { servicesMutationKeys, servicesMutations } from './services-mutations';

describe('servicesMutations', () => {
  it('register, used with useMutation directly, marks the session stale', async () => {
    serveOk({ post: '/ebsn/api/registration/register_user' }, { user: mario });
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(sessionKeys.current(), { user: { userId: 0 } });
    const { result } = renderHook(
      () => useMutation(servicesMutations.register(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate(marioSignUp));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(sessionKeys.current())?.isInvalidated).toBe(true);
    // Recorded under the factory's key, with what the caller sent.
    expect(
      queryClient.getMutationCache().find({ mutationKey: servicesMutationKeys.register() })?.state
        .variables,
    ).toEqual(marioSignUp);
  });
});

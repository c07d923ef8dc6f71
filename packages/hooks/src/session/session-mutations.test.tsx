import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCarrelloClient } from '../provider';
import { http, ok, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import { anonymous, mario } from './session-fixtures';
import { sessionKeys } from './session-keys';
import { sessionMutationKeys, sessionMutations } from './session-mutations';

describe('sessionMutations', () => {
  it('login, used with useMutation directly, puts the signed-in user in the session cache', async () => {
    server.use(
      http.post('/ebsn/api/auth/login', () => Response.json(ok({ user: mario, cartId: 5531 }))),
      http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: mario }))),
    );
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(sessionKeys.current(), { user: anonymous });
    const { result } = renderHook(
      () => useMutation(sessionMutations.login(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ login: 'mario.rossi@example.it', password: 'Spesa2026!' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(sessionKeys.current())).toEqual({ user: mario });
    // Recorded under the factory's key, with what the caller sent.
    expect(
      queryClient.getMutationCache().find({ mutationKey: sessionMutationKeys.login() })?.state
        .variables,
    ).toEqual({ login: 'mario.rossi@example.it', password: 'Spesa2026!' });
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { DataOf } from '@carrello/sdk';

import { http, ok, server } from '../testing/server';
import { serveOk } from '../testing/served-call';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { anonymous, mario } from './session-fixtures';
import { sessionKeys } from './session-keys';
import { useSession, useSignedInUser } from './use-session';

describe('useSession', () => {
  /** The session `useSession` gives when the session test answers `data`. */
  async function sessionFor(data: DataOf<'/ebsn/api/auth/test', 'get'>) {
    serveOk({ get: '/ebsn/api/auth/test' }, data);
    const { result } = await renderUntilSuccess(() => useSession());
    return result.current.data;
  }

  it.each([
    [
      'gives the signed-in user, authenticated and confirmed',
      { user: mario },
      { user: mario, isAuthenticated: true, isConfirmed: true, isSsoUser: false },
    ],
    [
      'treats user id 0 as an anonymous visitor without a user',
      { user: anonymous },
      { user: undefined, isAuthenticated: false, isConfirmed: false, isSsoUser: false },
    ],
  ])('%s', async (_behaviour, answered, session) => {
    expect(await sessionFor(answered)).toEqual(session);
  });

  it('treats an answer without a user as anonymous', async () => {
    expect((await sessionFor({}))?.isAuthenticated).toBe(false);
  });

  it('tells a signed-in user with profile level 0 is not confirmed yet', async () => {
    const session = await sessionFor({
      user: { ...mario, profileLevel: 0, profileConfirmed: false },
    });
    expect(session?.isAuthenticated).toBe(true);
    expect(session?.isConfirmed).toBe(false);
  });

  it('flags a single-sign-on user', async () => {
    expect((await sessionFor({ user: { ...mario, ssoUser: true } }))?.isSsoUser).toBe(true);
  });

  it("gives the server's message when the session test is refused", async () => {
    await expectServerRefusal({ get: '/ebsn/api/auth/test', message: 'Sessione non valida' }, () =>
      useSession(),
    );
  });
});

describe('useSignedInUser', () => {
  it('gives the signed-in user', async () => {
    serveOk({ get: '/ebsn/api/auth/test' }, { user: mario });
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useSignedInUser(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(mario));
  });

  it("does not render again when an anonymous visitor's session answers", async () => {
    serveOk({ get: '/ebsn/api/auth/test' }, { user: anonymous });
    const { wrapper, queryClient } = createTestContext();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useSignedInUser();
      },
      { wrapper },
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(sessionKeys.current())?.status).toBe('success'),
    );
    expect(result.current).toBeUndefined();
    expect(renders).toBe(1);
  });

  it('follows a sign-in: the user once the session says so', async () => {
    let user = anonymous;
    // The session test answers whoever `user` is when it is asked.
    server.use(http.get('/ebsn/api/auth/test', () => Response.json(ok({ user }))));
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(() => useSignedInUser(), { wrapper });
    await waitFor(() =>
      expect(queryClient.getQueryState(sessionKeys.current())?.status).toBe('success'),
    );
    expect(result.current).toBeUndefined();
    user = mario;
    await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    await waitFor(() => expect(result.current).toEqual(mario));
  });
});

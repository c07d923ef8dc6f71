import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCategoryTree } from '../catalogue/use-category-tree';
import { serveOk } from '../testing/served-call';
import { http, ok, refused, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import { expectServerRefusal } from '../testing/server-refusal';
import { anonymous, mario, marioDetail } from './session-fixtures';
import { useLogout } from './use-logout';
import { useSession } from './use-session';
import { useUserDetail } from './use-user-detail';

const tree = { categories: [{ categoryId: 300, name: 'Dispensa', slug: 'dispensa' }] };

describe('useLogout', () => {
  describe('when the sign-out succeeds', () => {
    it('reloads the session, which shows an anonymous visitor', async () => {
      let signedIn = true;
      let sessionTests = 0;
      server.use(
        http.get('/ebsn/api/auth/test', () => {
          sessionTests += 1;
          return Response.json(ok({ user: signedIn ? mario : anonymous }));
        }),
        http.post('/ebsn/api/auth/logout', () => {
          signedIn = false;
          return Response.json(ok({}));
        }),
      );
      const { wrapper } = createTestContext();
      const { result } = renderHook(() => ({ session: useSession(), logout: useLogout() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.session.data?.isAuthenticated).toBe(true));
      await act(() => result.current.logout.mutateAsync());
      await waitFor(() => expect(result.current.session.data?.isAuthenticated).toBe(false));
      expect(result.current.session.data?.user).toBeUndefined();
      expect(sessionTests).toBe(2);
    });

    it("clears the user's data but keeps the catalogue cached", async () => {
      let detailReads = 0;
      const treeReads = serveOk({ get: '/ebsn/api/category' }, tree);
      server.use(
        http.get('/ebsn/api/user/detail', () => {
          detailReads += 1;
          return detailReads === 1
            ? Response.json(ok(marioDetail))
            : Response.json(refused('Utente non autenticato'));
        }),
        http.post('/ebsn/api/auth/logout', () => Response.json(ok({}))),
      );
      const { wrapper } = createTestContext();
      const { result } = renderHook(
        () => ({ detail: useUserDetail(), tree: useCategoryTree(), logout: useLogout() }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.detail.data).toEqual(marioDetail));
      await waitFor(() => expect(result.current.tree.isSuccess).toBe(true));
      await act(() => result.current.logout.mutateAsync());
      await waitFor(() => expect(result.current.detail.isError).toBe(true));
      expect(result.current.detail.data).toBeUndefined();
      expect(result.current.tree.data).toEqual(tree);
      expect(treeReads).toHaveLength(1);
    });
  });

  it("gives the server's message when the sign-out is refused", async () => {
    await expectServerRefusal(
      { post: '/ebsn/api/auth/logout', message: 'Operazione non consentita' },
      () => useLogout(),
      (hook) => hook.mutate(),
    );
  });
});

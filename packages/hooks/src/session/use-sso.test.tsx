import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useCategory } from '../catalogue/use-category';
import { http, ok, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import { refusalCase } from '../testing/server-refusal';
import { serveOk } from '../testing/served-call';
import { anonymous, mario, marioDetail, support } from './session-fixtures';
import { useSession } from './use-session';
import { useSsoLogin } from './use-sso-login';
import { useSsoLogout } from './use-sso-logout';
import { useSsoRefresh } from './use-sso-refresh';
import { useSsoSelectUser } from './use-sso-select-user';
import { useUserDetail } from './use-user-detail';
import { requestForm } from '../testing/request-text';

const impersonated = { ...mario, ssoUser: true, ssoImpersonatedBy: 'assistenza.milano' };
const dispensa = { categoryId: 300, name: 'Dispensa', slug: 'dispensa', categories: [] };

describe('useSsoLogin', () => {
  it('sends the support credentials and shows the support user in the session', async () => {
    serveOk({ get: '/ebsn/api/auth/test' }, { user: anonymous });
    const forms = serveOk({ post: '/ebsn/api/auth/sso/login' }, { user: support }, requestForm);
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ session: useSession(), ssoLogin: useSsoLogin() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
    await act(() =>
      result.current.ssoLogin.mutateAsync({ login: 'assistenza.milano', password: 'A!2026' }),
    );
    expect(forms).toEqual([{ login: 'assistenza.milano', password: 'A!2026' }]);
    await waitFor(() => expect(result.current.session.data?.user).toEqual(support));
    expect(result.current.session.data?.isSsoUser).toBe(true);
  });
});

describe('useSsoSelectUser', () => {
  it("sends the customer's id, shows them in the session and reloads their data", async () => {
    serveOk({ get: '/ebsn/api/auth/test' }, { user: support });
    const detailReads = serveOk({ get: '/ebsn/api/user/detail' }, marioDetail);
    const forms = serveOk(
      { post: '/ebsn/api/auth/sso/select-user' },
      { user: impersonated, cartId: 5531 },
      requestForm,
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ session: useSession(), detail: useUserDetail(), select: useSsoSelectUser() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.select.mutateAsync({ user_id: 1042 }));
    expect(forms).toEqual([{ user_id: '1042' }]);
    await waitFor(() => expect(result.current.session.data?.user).toEqual(impersonated));
    await waitFor(() => expect(detailReads).toHaveLength(2));
  });
});

describe('useSsoRefresh', () => {
  it('shows the answered user and reloads the category on screen from the server', async () => {
    let categoryReads = 0;
    server.use(
      http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: support }))),
      http.get('/ebsn/api/category', () => {
        categoryReads += 1;
        return Response.json(ok({ category: { ...dispensa, name: `Dispensa ${categoryReads}` } }));
      }),
      http.post('/ebsn/api/auth/sso/refresh', () => Response.json(ok({ user: impersonated }))),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({
        session: useSession(),
        category: useCategory('dispensa'),
        refresh: useSsoRefresh(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.category.data?.name).toBe('Dispensa 1'));
    await act(() => result.current.refresh.mutateAsync());
    await waitFor(() => expect(result.current.category.data?.name).toBe('Dispensa 2'));
    expect(result.current.session.data?.user).toEqual(impersonated);
  });
});

describe('useSsoLogout', () => {
  it('reloads the session as anonymous and the category on screen', async () => {
    let signedIn = true;
    const categoryReads = serveOk({ get: '/ebsn/api/category' }, { category: dispensa });
    server.use(
      http.get('/ebsn/api/auth/test', () =>
        Response.json(ok({ user: signedIn ? support : anonymous })),
      ),
      http.post('/ebsn/api/auth/sso/logout', () => {
        signedIn = false;
        return Response.json(ok({}));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(
      () => ({ session: useSession(), category: useCategory('dispensa'), logout: useSsoLogout() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.session.data?.isSsoUser).toBe(true));
    await waitFor(() => expect(result.current.category.isSuccess).toBe(true));
    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.session.data?.isAuthenticated).toBe(false));
    await waitFor(() => expect(categoryReads).toHaveLength(2));
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  {
    ...refusalCase(
      'useSsoLogin',
      { post: '/ebsn/api/auth/sso/login', message: 'Utente di assistenza non abilitato' },
      () => useSsoLogin(),
      (hook) => hook.mutate({ login: 'assistenza.milano', password: 'no' }),
    ),
    when: 'the credentials are refused',
  },
  {
    ...refusalCase(
      'useSsoSelectUser',
      { post: '/ebsn/api/auth/sso/select-user', message: 'Cliente non trovato' },
      () => useSsoSelectUser(),
      (hook) => hook.mutate({ user_id: 99 }),
    ),
    when: 'the customer does not exist',
  },
  {
    ...refusalCase(
      'useSsoRefresh',
      { post: '/ebsn/api/auth/sso/refresh', message: 'Sessione di assistenza scaduta' },
      () => useSsoRefresh(),
      (hook) => hook.mutate(),
    ),
    when: 'the refresh is refused',
  },
  {
    ...refusalCase(
      'useSsoLogout',
      { post: '/ebsn/api/auth/sso/logout', message: 'Operazione non consentita' },
      () => useSsoLogout(),
      (hook) => hook.mutate(),
    ),
    when: 'the sign-out is refused',
  },
])('$hook', ({ when, expectRefusal }) => {
  it(`gives the server's message when ${when}`, async () => {
    await expectRefusal();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { EbsnError } from '@carrello/sdk';

import { http, ok, refused, server } from '../testing/server';
import { createTestContext } from '../testing/wrapper';
import { serveInTurn, serveOk } from '../testing/served-call';
import { anonymous, mario, marioDetail } from './session-fixtures';
import { sessionKeys } from './session-keys';
import { useLogin } from './use-login';
import { useSession } from './use-session';
import { useUserDetail } from './use-user-detail';
import { requestForm } from '../testing/request-text';

describe('useLogin', () => {
  it('sends the sign-in form and the reCAPTCHA token', async () => {
    const received: { form: Record<string, string>; token: string | null }[] = [];
    server.use(
      http.post('/ebsn/api/auth/login', async ({ request }) => {
        const form = await requestForm(request);
        received.push({ form, token: new URL(request.url).searchParams.get('token_recaptcha') });
        return Response.json(ok({ user: mario, cartId: 5531 }));
      }),
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        login: 'mario.rossi@example.it',
        password: 'Spesa2026!',
        token_recaptcha: 'r3c4ptch4',
      }),
    );
    expect(received).toEqual([
      {
        form: { login: 'mario.rossi@example.it', password: 'Spesa2026!' },
        token: 'r3c4ptch4',
      },
    ]);
  });

  describe('when the sign-in succeeds', () => {
    it('shows the new user in the session without asking the server again', async () => {
      let sessionTests = 0;
      server.use(
        http.get('/ebsn/api/auth/test', () => {
          sessionTests += 1;
          return Response.json(ok({ user: anonymous }));
        }),
        http.post('/ebsn/api/auth/login', () => Response.json(ok({ user: mario, cartId: 5531 }))),
      );
      const { wrapper } = createTestContext();
      const { result } = renderHook(() => ({ session: useSession(), login: useLogin() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.session.data?.isAuthenticated).toBe(false));
      await act(() =>
        result.current.login.mutateAsync({ login: 'mario.rossi@example.it', password: 'x' }),
      );
      await waitFor(() => expect(result.current.session.data?.user).toEqual(mario));
      expect(result.current.session.data?.isAuthenticated).toBe(true);
      expect(sessionTests).toBe(1);
    });

    it('reloads the queries on screen, such as the user detail', async () => {
      const detailReads = serveInTurn(
        { get: '/ebsn/api/user/detail' },
        { ...marioDetail, phone: null },
        { ...marioDetail, phone: '3471234567' },
      );
      serveOk({ post: '/ebsn/api/auth/login' }, { user: mario, cartId: 5531 });
      const { wrapper } = createTestContext();
      const { result } = renderHook(() => ({ detail: useUserDetail(), login: useLogin() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
      expect(result.current.detail.data?.phone).toBeNull();
      await act(() =>
        result.current.login.mutateAsync({ login: 'mario.rossi@example.it', password: 'x' }),
      );
      await waitFor(() => expect(result.current.detail.data?.phone).toBe('3471234567'));
      expect(detailReads).toHaveLength(2);
    });

    it("calls the caller's onSuccess after the session holds the user", async () => {
      serveOk({ post: '/ebsn/api/auth/login' }, { user: mario, cartId: 5531 });
      const { wrapper, queryClient } = createTestContext();
      const seen = vi.fn<(session: unknown) => void>();
      const { result } = renderHook(
        () => useLogin({ onSuccess: () => seen(queryClient.getQueryData(sessionKeys.current())) }),
        { wrapper },
      );
      await act(() =>
        result.current.mutateAsync({ login: 'mario.rossi@example.it', password: 'x' }),
      );
      expect(seen).toHaveBeenCalledWith({ user: mario });
    });
  });

  describe('when the credentials are refused', () => {
    it("gives the server's message and leaves the session anonymous", async () => {
      server.use(
        http.get('/ebsn/api/auth/test', () => Response.json(ok({ user: anonymous }))),
        http.post('/ebsn/api/auth/login', () =>
          Response.json(refused('Nome utente o password non corretti')),
        ),
      );
      const { wrapper } = createTestContext();
      const { result } = renderHook(() => ({ session: useSession(), login: useLogin() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
      act(() => result.current.login.mutate({ login: 'mario.rossi@example.it', password: 'no' }));
      await waitFor(() => expect(result.current.login.isError).toBe(true));
      expect(result.current.login.error).toBeInstanceOf(EbsnError);
      expect(result.current.login.error?.message).toBe('Nome utente o password non corretti');
      expect(result.current.session.data?.isAuthenticated).toBe(false);
    });
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, useNavigation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CarrelloProvider, type AppPlatform } from '@carrello/hooks';
import { createEbsnClient, EbsnError } from '@carrello/sdk';

import { CurrentRouter } from '../app/current-router';
import { MARIO } from '../testing/session';
import { APP_RESTART_AFTER_MS, AppLifecycle } from './app-lifecycle';

const VISITOR = { userId: -1 };

/** The device the test drives: it resumes on demand. */
const device = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    listeners,
    resume: () => listeners.forEach((listener) => listener()),
  };
});

vi.mock('./app-platform', () => {
  const platform: AppPlatform = {
    name: 'android',
    canScanBarcodes: false,
    appVersion: async () => '3.3.1',
    onResume(listener) {
      device.listeners.add(listener);
      return () => device.listeners.delete(listener);
    },
    lockPortrait: async () => {},
  };
  return { useAppPlatform: () => platform };
});

function envelope(data: unknown) {
  return new Response(
    JSON.stringify({ response: { status: 0, errors: [], infos: [], warnings: [] }, data }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/** The EBSN API as the test sets it: who the session says is signed in; the calls it got. */
function api(initialUser: typeof MARIO | typeof VISITOR) {
  const state = { user: initialUser as typeof MARIO | typeof VISITOR, sessionChecks: 0 };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/ebsn/api/auth/test') {
      state.sessionChecks += 1;
      return envelope({ user: state.user });
    }
    // The version check finds the running version (`__APP_VERSION__` is 'test' here).
    if (url.pathname === '/ebsn/api/app/version')
      return envelope({ lastVersion: { version: 'test', description: '', url: '' } });
    return envelope({});
  });
  return { client: createEbsnClient({ baseUrl: 'http://negozio.test', fetch }), state };
}

function Where() {
  const location = useLocation();
  const pending = useNavigation().location;
  return (
    <>
      <output aria-label="Indirizzo">{location.pathname + location.search}</output>
      <output aria-label="In arrivo">{pending ? pending.pathname : ''}</output>
    </>
  );
}

function Shell() {
  return (
    <>
      <AppLifecycle />
      <Where />
    </>
  );
}

/** A page that never finishes loading: React keeps showing the page before it. */
function Unready(): never {
  throw new Promise<never>(() => {});
}

/**
 * The shell on a page of products; `/profilo/errore` is a page whose loader the test holds
 * (`release`), to sign out while a navigation is under way; `/profilo/lenta` renders a part that
 * never loads, so that React keeps showing the products after the router has moved there.
 */
function renderShell(client: ReturnType<typeof createEbsnClient>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: '/profilo/errore', loader: () => held.then(() => null), element: <Shell /> },
      { path: '/profilo/lenta', element: <Unready /> },
      { path: '*', element: <Shell /> },
    ],
    { initialEntries: ['/prodotti?pagina=2'] },
  );
  render(
    <CarrelloProvider client={client} queryClient={queryClient}>
      <CurrentRouter.Provider value={router}>
        <RouterProvider router={router} />
      </CurrentRouter.Provider>
    </CarrelloProvider>,
  );
  return { queryClient, router, release };
}

/** A call of the page refused with HTTP 401, as for a session that ended elsewhere. */
function refuseCall(queryClient: QueryClient, queryKey: readonly string[]) {
  return queryClient
    .fetchQuery({
      queryKey,
      queryFn: () => {
        throw new EbsnError({ httpStatus: 401, method: 'GET', path: '/ebsn/api/user/detail' });
      },
    })
    .catch(() => undefined);
}

/** The sign-in has opened, carrying `target` as the page to come back to. */
function expectSignInBackTo(target: string) {
  return waitFor(() =>
    expect(screen.getByRole('status', { name: 'Indirizzo' })).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(target)}`,
    ),
  );
}

describe('the storefront wires the app lifecycle (docs/requirements/app-shell.md)', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    // Fake clocks that still move on their own, so that Testing Library's waits end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    device.listeners.clear();
  });

  it('restarts (reloads the page) on a resume after the configured absence', async () => {
    const { client } = api(MARIO);
    renderShell(client);
    await waitFor(() => expect(device.listeners.size).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(APP_RESTART_AFTER_MS + 1));
    expect(reload).not.toHaveBeenCalled();
    device.resume();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page on a short resume, and reloads the cart of a signed-in shopper', async () => {
    const { client } = api(MARIO);
    const { queryClient } = renderShell(client);
    await waitFor(() => expect(device.listeners.size).toBe(1));
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ queryKey: ['carrello'] }).length,
      ).toBeGreaterThan(0),
    );
    const cart = { queryKey: ['carrello', 'cart', 'detail'], queryFn: async () => ({ cartId: 1 }) };
    await queryClient.prefetchQuery(cart);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(queryClient.getQueryState(cart.queryKey)?.isInvalidated).toBe(false);
    device.resume();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reload).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(cart.queryKey)?.isInvalidated).toBe(true);
  });

  it('opens the sign-in, back to the same page, when a call is refused for a session that ended', async () => {
    const { client, state } = api(MARIO);
    const { queryClient } = renderShell(client);
    await waitFor(() => expect(device.listeners.size).toBe(1));
    await waitFor(() => expect(state.sessionChecks).toBe(1));
    // The session ended elsewhere: the next call is refused with HTTP 401.
    state.user = VISITOR;
    await refuseCall(queryClient, ['carrello', 'cart', 'detail']);
    await expectSignInBackTo('/prodotti?pagina=2');
    expect(state.sessionChecks).toBeGreaterThanOrEqual(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('opens the sign-in back to the page the shopper was going to when the session ended', async () => {
    const { client, state } = api(MARIO);
    const { queryClient, router, release } = renderShell(client);
    await waitFor(() => expect(device.listeners.size).toBe(1));
    await waitFor(() => expect(state.sessionChecks).toBe(1));
    state.user = VISITOR;
    // A refused save leads to its error page, whose data is still loading when the check of the
    // session answers that it ended.
    void router.navigate('/profilo/errore');
    // The shell has rendered the navigation under way (not only the router's state changed).
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'In arrivo' })).toHaveTextContent(
        '/profilo/errore',
      ),
    );
    await refuseCall(queryClient, ['carrello', 'user', 'detail']);
    await expectSignInBackTo('/profilo/errore');
    release();
  });

  it('opens the sign-in back to the page the router is on, before React shows it', async () => {
    const { client, state } = api(MARIO);
    const { queryClient, router } = renderShell(client);
    await waitFor(() => expect(device.listeners.size).toBe(1));
    await waitFor(() => expect(state.sessionChecks).toBe(1));
    state.user = VISITOR;
    // The router is on the new page; React, waiting for that page's parts, still shows the old.
    await act(() => router.navigate('/profilo/lenta'));
    expect(router.state.location.pathname).toBe('/profilo/lenta');
    expect(screen.getByRole('status', { name: 'Indirizzo' })).toHaveTextContent('/prodotti');
    await refuseCall(queryClient, ['carrello', 'user', 'detail']);
    await expectSignInBackTo('/profilo/lenta');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { AppShell } from './app-shell';

function envelope(data: unknown) {
  return new Response(
    JSON.stringify({ response: { status: 0, errors: [], infos: [], warnings: [] }, data }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/** The EBSN API of a visitor: nobody is signed in; the rest (config, categories) is not found. */
function visitorApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/ebsn/api/auth/test') return envelope({ user: { userId: -1 } });
    if (url.pathname === '/ebsn/api/app/version')
      return envelope({ lastVersion: { version: 'test', description: '', url: '' } });
    return new Response('Not found', { status: 404 });
  });
  return createEbsnClient({ baseUrl: 'http://negozio.test', fetch });
}

/**
 * The shell over two pages; the offers page's code arrives only when `deliverOffers` is called,
 * as a route chunk on a slow network would (the address already shows /offerte meanwhile).
 */
function renderShell() {
  let deliverOffers: () => void = () => undefined;
  const offersArrived = new Promise<void>((resolve) => {
    deliverOffers = resolve;
  });
  const OffersPage = lazy(async () => {
    await offersArrived;
    return { default: () => <h1>Offerte</h1> };
  });
  const router = createBrowserRouter([
    {
      element: <AppShell />,
      children: [
        {
          index: true,
          element: (
            <>
              <h1>Home</h1>
              <Link to="/offerte">Vai alle offerte</Link>
            </>
          ),
        },
        { path: 'offerte', element: <OffersPage /> },
      ],
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <CarrelloProvider client={visitorApi()} queryClient={queryClient}>
        <RouterProvider router={router} />
      </CarrelloProvider>
    </ThemeProvider>,
  );
  return { router, deliverOffers };
}

describe('AppShell category drawer', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  describe('when the menu is opened while the next page is still on its way', () => {
    it('stays open once that page shows', async () => {
      const user = userEvent.setup();
      const { router, deliverOffers } = renderShell();
      await user.click(await screen.findByRole('link', { name: 'Vai alle offerte' }));
      // The address has changed, the shopper still sees the home page.
      await waitFor(() => expect(window.location.pathname).toBe('/offerte'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');

      await user.click(screen.getByRole('button', { name: 'Apri il menu delle categorie' }));
      expect(await screen.findByRole('dialog', { name: 'Categorie' })).toBeVisible();
      // act() returns once React has shown the page and run its effects.
      await act(async () => deliverOffers());

      // Under the open (modal) drawer the page is out of the accessibility tree: found by text.
      expect(await screen.findByText('Offerte', { selector: 'h1' })).toBeVisible();
      expect(screen.getByRole('dialog', { name: 'Categorie' })).toBeVisible();
      router.dispose();
    });
  });

  describe('when the shopper goes to another page with the menu open', () => {
    it('closes', async () => {
      const user = userEvent.setup();
      const { router, deliverOffers } = renderShell();
      deliverOffers();
      await user.click(await screen.findByRole('button', { name: 'Apri il menu delle categorie' }));
      expect(await screen.findByRole('dialog', { name: 'Categorie' })).toBeVisible();

      await router.navigate('/offerte');

      expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' })).toBeVisible();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Categorie' })).not.toBeInTheDocument(),
      );
      router.dispose();
    });
  });
});

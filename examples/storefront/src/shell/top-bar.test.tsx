import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { MARIO } from '../testing/session';
import { TopBar } from './top-bar';

const EMPTY_CART = { cartId: 1, totalItems: 0, grossTotal: 0, cartItems: [], timeslot: null };

function envelope(data: unknown) {
  return new Response(
    JSON.stringify({ response: { status: 0, errors: [], infos: [], warnings: [] }, data }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/**
 * The platform, whose session test answers only when `answerSession` is called, as a slow
 * network would; `user` is who it says is signed in.
 */
function slowSession(user: typeof MARIO | null) {
  let answerSession: () => void = () => undefined;
  const sessionAnswered = new Promise<void>((resolve) => {
    answerSession = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/ebsn/api/auth/test') {
      await sessionAnswered;
      return envelope({ user: user ?? { userId: -1 } });
    }
    if (url.pathname.startsWith('/ebsn/api/cart')) return envelope(EMPTY_CART);
    return envelope({});
  });
  return { client: createEbsnClient({ baseUrl: 'http://negozio.test', fetch }), answerSession };
}

function Where() {
  const location = useLocation();
  return <output aria-label="Indirizzo">{location.pathname}</output>;
}

function renderTopBar(client: ReturnType<typeof createEbsnClient>) {
  const onToggleCart = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <CarrelloProvider client={client} queryClient={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {children}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </CarrelloProvider>
    </ThemeProvider>
  );
  render(
    <TopBar
      cartLocked={false}
      cartOpen={false}
      onToggleCart={onToggleCart}
      onOpenCategories={vi.fn()}
      onChooseTimeSlot={vi.fn()}
    />,
    { wrapper },
  );
  return { onToggleCart };
}

describe('TopBar cart button before the session is known', () => {
  it('opens the cart of a signed-in shopper who clicked before the session answered', async () => {
    const user = userEvent.setup();
    const { client, answerSession } = slowSession(MARIO);
    const { onToggleCart } = renderTopBar(client);

    await user.click(screen.getByRole('button', { name: /^Carrello, / }));
    expect(onToggleCart).not.toHaveBeenCalled();
    answerSession();

    await waitFor(() => expect(onToggleCart).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status', { name: 'Indirizzo' })).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor who clicked before the session answered to sign-in', async () => {
    const user = userEvent.setup();
    const { client, answerSession } = slowSession(null);
    const { onToggleCart } = renderTopBar(client);

    await user.click(screen.getByRole('button', { name: /^Carrello, / }));
    answerSession();

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Indirizzo' })).toHaveTextContent(/^\/login/),
    );
    expect(onToggleCart).not.toHaveBeenCalled();
  });
});

describe('TopBar search before the session is known', () => {
  const searchFor = async (text: string) => {
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await user.type(box, `${text}{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Indirizzo' })).toHaveTextContent('/search'),
    );
  };

  it('keeps a signed-in shopper’s search in their own history, not the device visitor’s', async () => {
    localStorage.clear();
    const { client, answerSession } = slowSession(MARIO);
    renderTopBar(client);

    await searchFor('caffè');
    expect(localStorage.getItem('carrello.recent-searches')).toBeNull();
    answerSession();

    await waitFor(() =>
      expect(localStorage.getItem(`carrello.recent-searches.${MARIO.userId}`)).toBe('["caffè"]'),
    );
    expect(localStorage.getItem('carrello.recent-searches')).toBeNull();
  });

  it('keeps a visitor’s search in the device’s history once the session says so', async () => {
    localStorage.clear();
    const { client, answerSession } = slowSession(null);
    renderTopBar(client);

    await searchFor('birra');
    answerSession();

    await waitFor(() => expect(localStorage.getItem('carrello.recent-searches')).toBe('["birra"]'));
  });
});

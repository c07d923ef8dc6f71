import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { NewsletterForm } from './newsletter-form';

/** The platform, answering `subscribe_newsletter` with `errors`; records the bodies sent. */
function platform(errors: Array<{ error: string; field?: string }> = []) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(await new Request(input, init).text()));
    const body = {
      response: { status: errors.length > 0 ? 1 : 0, errors, infos: [], warnings: [] },
      data: {},
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { client: createEbsnClient({ baseUrl: 'http://negozio.test', fetch }), sent };
}

function renderForm(client: ReturnType<typeof createEbsnClient>, email = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <CarrelloProvider client={client} queryClient={queryClient}>
        <MemoryRouter initialEntries={['/ricevi-le-comunicazioni']}>
          <Routes>
            <Route path="/ricevi-le-comunicazioni" element={children} />
            <Route path="/ricevi-le-comunicazioni/thankyou" element={<h1>Grazie!</h1>} />
          </Routes>
        </MemoryRouter>
      </CarrelloProvider>
    </ThemeProvider>
  );
  render(<NewsletterForm email={email} />, { wrapper });
}

const CONSENT = 'Ho letto l’informativa sulla privacy e acconsento a ricevere comunicazioni';

describe('NewsletterForm', () => {
  it('shows the e-mail the footer brought and waits for the consent', () => {
    renderForm(platform().client, 'lucia@example.it');

    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('lucia@example.it');
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
  });

  describe('when the e-mail is malformed', () => {
    it('explains it under the field, focuses it and sends nothing', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform();
      renderForm(client, 'lucia@');

      await user.click(screen.getByRole('checkbox', { name: CONSENT }));
      await user.click(screen.getByRole('button', { name: 'Iscriviti' }));

      expect(await screen.findByText('Indirizzo e-mail non valido')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
      expect(sent).toHaveLength(0);
    });
  });

  describe('when the e-mail is right and the consent given', () => {
    it('subscribes the trimmed e-mail and thanks the shopper', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform();
      renderForm(client);

      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' lucia@example.it ');
      await user.click(screen.getByRole('checkbox', { name: CONSENT }));
      await user.click(screen.getByRole('button', { name: 'Iscriviti' }));

      expect(await screen.findByRole('heading', { name: 'Grazie!' })).toBeVisible();
      expect(sent).toEqual([{ email: 'lucia@example.it', privacy: true }]);
    });
  });

  describe('when the server refuses the e-mail', () => {
    it('shows its message under the e-mail', async () => {
      const user = userEvent.setup();
      renderForm(platform([{ error: 'Indirizzo già iscritto', field: 'email' }]).client);

      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lucia@example.it');
      await user.click(screen.getByRole('checkbox', { name: CONSENT }));
      await user.click(screen.getByRole('button', { name: 'Iscriviti' }));

      expect(await screen.findByText('Indirizzo già iscritto')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});

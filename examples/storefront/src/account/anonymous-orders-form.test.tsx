import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { AnonymousOrdersForm } from './anonymous-orders-form';

/** The platform, answering `token-order/request-access` with `errors`; records the forms sent. */
function platform(errors: Array<{ error: string; field?: string }> = []) {
  const sent: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(new URLSearchParams(await request.text()));
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

function renderForm(client: ReturnType<typeof createEbsnClient>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <CarrelloProvider client={client} queryClient={queryClient}>
        {children}
      </CarrelloProvider>
    </ThemeProvider>
  );
  render(<AnonymousOrdersForm />, { wrapper });
}

describe('AnonymousOrdersForm', () => {
  describe('when sent empty', () => {
    it('says both fields are required, focuses the e-mail and sends nothing', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform();
      renderForm(client);

      await user.click(screen.getByRole('button', { name: 'Ricevi il link' }));

      expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(sent).toHaveLength(0);
    });
  });

  describe('when the order number is not a number', () => {
    it('explains it under the field and keeps what was typed', async () => {
      const user = userEvent.setup();
      renderForm(platform().client);

      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mario@example.it');
      await user.type(screen.getByRole('textbox', { name: 'Numero d’ordine' }), 'n. 501');
      await user.click(screen.getByRole('button', { name: 'Ricevi il link' }));

      expect(await screen.findByText('Indica il numero d’ordine, solo cifre')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Numero d’ordine' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Numero d’ordine' })).toHaveValue('n. 501');
    });
  });

  describe('when the fields are right', () => {
    it('asks for the link with the trimmed e-mail and the order number, then says it was sent', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform();
      renderForm(client);

      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' mario@example.it ');
      await user.type(screen.getByRole('textbox', { name: 'Numero d’ordine' }), '501');
      await user.click(screen.getByRole('button', { name: 'Ricevi il link' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Ti abbiamo inviato il link per vedere l’ordine.',
      );
      expect(Object.fromEntries(sent[0] ?? [])).toEqual({
        e_mail: 'mario@example.it',
        order_id: '501',
      });
    });
  });

  describe('when the server refuses the order number', () => {
    it('shows its message under the order number and focuses it', async () => {
      const user = userEvent.setup();
      renderForm(platform([{ error: 'Ordine non trovato', field: 'order_id' }]).client);

      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mario@example.it');
      await user.type(screen.getByRole('textbox', { name: 'Numero d’ordine' }), '999');
      await user.click(screen.getByRole('button', { name: 'Ricevi il link' }));

      expect(await screen.findByText('Ordine non trovato')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Numero d’ordine' })).toHaveFocus();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});

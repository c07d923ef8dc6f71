import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { AnonymousOrdersForm } from './anonymous-orders-form';
import { fakePlatform, TestProviders, type PlatformError } from '../testing/platform';

/** The platform, answering `token-order/request-access` with `errors`; records the forms sent. */
function platform(errors: PlatformError[] = []) {
  return fakePlatform({
    errors,
    record: async (request) => new URLSearchParams(await request.text()),
  });
}

function renderForm(client: EbsnClient) {
  render(
    <TestProviders client={client}>
      <AnonymousOrdersForm />
    </TestProviders>,
  );
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

      // Read once: the message takes the focus, and is no live region as well.
      expect(
        await screen.findByText('Ti abbiamo inviato il link per vedere l’ordine.'),
      ).toHaveFocus();
      expect(screen.queryByRole('status')).toBeNull();
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

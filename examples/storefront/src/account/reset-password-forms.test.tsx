import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { ResetPasswordForm, ResetPasswordRequestForm } from './reset-password-forms';
import { fakePlatform, TestProviders, type PlatformError } from '../testing/platform';

/** The platform, answering every call with `errors`; records the forms sent. */
function platform(errors: PlatformError[] = []) {
  return fakePlatform({
    errors,
    record: async (request) => Object.fromEntries(new URLSearchParams(await request.text())),
  });
}

function renderWith(client: EbsnClient, form: ReactNode) {
  render(
    <TestProviders client={client}>
      <MemoryRouter>{form}</MemoryRouter>
    </TestProviders>,
  );
}

describe('ResetPasswordRequestForm', () => {
  describe('when sent empty', () => {
    it('says the e-mail is required and focuses it', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform();
      renderWith(client, <ResetPasswordRequestForm />);

      await user.click(screen.getByRole('button', { name: 'Invia il link' }));

      expect(await screen.findByText('Campo obbligatorio')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
      expect(sent).toHaveLength(0);
    });
  });
});

describe('ResetPasswordForm', () => {
  describe('when the password is shorter than 8 characters', () => {
    it('says so under the field and sends nothing', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform();
      renderWith(client, <ResetPasswordForm email="giulia@example.it" token="a1b2c3" />);

      await user.type(screen.getByLabelText(/^Nuova password/), 'corta');
      await user.click(screen.getByRole('button', { name: 'Salva la password' }));

      expect(await screen.findByText('La password deve avere almeno 8 caratteri')).toBeVisible();
      expect(screen.getByLabelText(/^Nuova password/)).toHaveFocus();
      expect(sent).toHaveLength(0);
    });
  });

  describe('when the link is refused', () => {
    it('shows why and keeps the password typed', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform([{ error: 'Il link non è valido o è scaduto' }]);
      renderWith(client, <ResetPasswordForm email="giulia@example.it" token="a1b2c3" />);

      await user.type(screen.getByLabelText(/^Nuova password/), 'Basilico!2026');
      await user.click(screen.getByRole('button', { name: 'Salva la password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Il link non è valido o è scaduto',
      );
      expect(screen.getByLabelText(/^Nuova password/)).toHaveValue('Basilico!2026');
      expect(sent).toEqual([
        { e_mail: 'giulia@example.it', token: 'a1b2c3', password: 'Basilico!2026' },
      ]);
    });
  });
});

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

  describe('before the shopper types', () => {
    it('shows the rules of the password and describes the field with them', () => {
      renderWith(platform().client, <ResetPasswordForm email="giulia@example.it" token="a1b2c3" />);

      for (const rule of ['Almeno 8 caratteri', 'Almeno una lettera', 'Almeno un numero'])
        expect(screen.getByText(rule)).toBeVisible();
      expect(screen.getByLabelText(/^Nuova password/)).toHaveAccessibleDescription(
        /La password deve avere:.*Almeno una lettera.*Almeno un numero/,
      );
    });
  });

  describe('when the server refuses the password for the rules', () => {
    it('says so under the field, beside the rules, and offers no new link', async () => {
      const user = userEvent.setup();
      const { client } = platform([
        { error: 'La password non rispetta le regole indicate', field: 'password' },
      ]);
      renderWith(client, <ResetPasswordForm email="giulia@example.it" token="a1b2c3" />);

      await user.type(screen.getByLabelText(/^Nuova password/), 'basilicoverde');
      await user.click(screen.getByRole('button', { name: 'Salva la password' }));

      expect(await screen.findByText('La password non rispetta le regole indicate')).toBeVisible();
      expect(screen.getByLabelText(/^Nuova password/)).toHaveAccessibleDescription(
        /Almeno un numero.*La password non rispetta le regole indicate/,
      );
      expect(screen.queryByRole('link', { name: 'Richiedi un nuovo link' })).toBeNull();
    });
  });

  describe.each([
    {
      when: 'a link cut short names its token',
      refusal: { error: 'Almeno 8 caratteri', field: 'token' },
      token: 'a1b2',
      says: 'Il link per reimpostare la password non è valido o è scaduto.',
    },
    {
      when: 'the link is refused',
      refusal: { error: 'Il link non è valido o è scaduto' },
      token: 'a1b2c3',
      says: 'Il link non è valido o è scaduto',
    },
  ])('when $when', ({ refusal, token, says }) => {
    it('says why, offers a new link and keeps the password typed', async () => {
      const user = userEvent.setup();
      const { client, sent } = platform([refusal]);
      renderWith(client, <ResetPasswordForm email="giulia@example.it" token={token} />);

      await user.type(screen.getByLabelText(/^Nuova password/), 'Basilico!2026');
      await user.click(screen.getByRole('button', { name: 'Salva la password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(says);
      expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
        'href',
        '/reset-password-request',
      );
      expect(screen.getByLabelText(/^Nuova password/)).toHaveValue('Basilico!2026');
      expect(sent).toEqual([{ e_mail: 'giulia@example.it', token, password: 'Basilico!2026' }]);
    });
  });
});

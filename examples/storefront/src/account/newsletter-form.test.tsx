import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { EbsnClient } from '@carrello/sdk';

import { NewsletterForm } from './newsletter-form';
import { fakePlatform, TestProviders, type PlatformError } from '../testing/platform';

/** The platform, answering `subscribe_newsletter` with `errors`; records the bodies sent. */
function platform(errors: PlatformError[] = []) {
  return fakePlatform({
    errors,
    record: async (request): Promise<unknown> => JSON.parse(await request.text()),
  });
}

function renderForm(client: EbsnClient, email = '') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client}>
      <MemoryRouter initialEntries={['/ricevi-le-comunicazioni']}>
        <Routes>
          <Route path="/ricevi-le-comunicazioni" element={children} />
          <Route path="/ricevi-le-comunicazioni/thankyou" element={<h1>Grazie!</h1>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>
  );
  render(<NewsletterForm email={email} />, { wrapper });
}

// The notice's name is a link inside the label.
const CONSENT = /^Ho letto l’\s?informativa sulla privacy e acconsento a ricevere comunicazioni$/;

describe('NewsletterForm', () => {
  it('shows the e-mail the footer brought and waits for the consent', () => {
    renderForm(platform().client, 'lucia@example.it');

    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('lucia@example.it');
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
  });

  it('links the privacy notice the consent is about', () => {
    renderForm(platform().client);
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/page/privacy-policy',
    );
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

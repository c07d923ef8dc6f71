import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { EmailUpdatedPage } from './email-updated';
import { fakePlatform, TestProviders, type PlatformError } from '../testing/platform';

const LINK =
  '/profile/email-updated?e_mail=vecchia%40example.it&reg_control_code=a1b2c3&new_email=nuova%40example.it';

function renderPage(errors: PlatformError[]) {
  render(
    <TestProviders client={fakePlatform({ errors }).client}>
      <MemoryRouter initialEntries={[LINK]}>
        <EmailUpdatedPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('EmailUpdatedPage', () => {
  it('opened again after the change, says the address is updated already', async () => {
    renderPage([
      {
        error: 'L’indirizzo e-mail è già stato aggiornato con questo link',
        code: 'EMAIL_ALREADY_UPDATED',
      } as PlatformError,
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail già aggiornata' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Il tuo indirizzo è già nuova@example.it: usalo per accedere.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with a link the server refuses, says the address did not change', async () => {
    renderPage([{ error: 'Il link di conferma non è valido o è scaduto' }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail non aggiornata' }),
    ).toBeVisible();
  });
});

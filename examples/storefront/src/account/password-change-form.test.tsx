import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { PasswordChangeForm } from './password-change-form';
import { fakePlatform, TestProviders } from '../testing/platform';

describe('PasswordChangeForm', () => {
  it('describes the new password with the rules, and with its error when it has one', async () => {
    const user = userEvent.setup();
    render(
      <TestProviders client={fakePlatform().client}>
        <MemoryRouter>
          <PasswordChangeForm />
        </MemoryRouter>
      </TestProviders>,
    );
    const field = screen.getByLabelText(/^Nuova password/);
    expect(field).toHaveAccessibleDescription(/^La password deve avere:.*Almeno un numero/);

    await user.type(screen.getByLabelText(/^Password attuale/), 'Basilico2026');
    await user.type(field, 'corta');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    expect(await screen.findByText('La password non rispetta le regole indicate')).toBeVisible();
    expect(field).toHaveAccessibleDescription(
      /^La password deve avere:.*Almeno un numero.*La password non rispetta le regole indicate$/,
    );
  });
});

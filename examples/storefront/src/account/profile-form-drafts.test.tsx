import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { saveFormDrafts } from '../forms/form-drafts';
import { fakePlatform, TestProviders } from '../testing/platform';
import { MARIO, settle } from '../testing/session';
import { EmailChangeForm } from './email-change-form';
import { LoyaltyCardForm } from './loyalty-card-form';

/** The profile's loyalty card and e-mail forms, signed in, with a cache of their own (a new page). */
function renderForms() {
  const { client } = fakePlatform({ data: { user: MARIO } });
  return render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={['/profile/profile-update']}>
        <LoyaltyCardForm card={null} />
        <EmailChangeForm />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('the profile’s loyalty card and e-mail forms', () => {
  afterEach(() => sessionStorage.clear());

  it('keep what was typed, but the password, when the session ended elsewhere', async () => {
    const first = renderForms();
    await settle();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Numero della carta/ }), '2901234567890');
    await user.type(
      screen.getByRole('textbox', { name: /Nuovo indirizzo e-mail/ }),
      'mario.nuovo@example.it',
    );
    await user.type(screen.getByLabelText(/Password attuale/), 'Spesa2026!');
    // The session is found ended: the lifecycle puts drafts aside before the sign-in opens.
    saveFormDrafts();
    first.unmount();

    renderForms();
    await settle();
    expect(screen.getByRole('textbox', { name: /Numero della carta/ })).toHaveValue(
      '2901234567890',
    );
    expect(screen.getByRole('textbox', { name: /Nuovo indirizzo e-mail/ })).toHaveValue(
      'mario.nuovo@example.it',
    );
    expect(screen.getByLabelText(/Password attuale/)).toHaveValue('');
  });
});

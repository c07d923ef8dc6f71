import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { saveFormDrafts } from '../forms/form-drafts';
import { fakePlatform, TestProviders } from '../testing/platform';
import { MARIO, settle } from '../testing/session';
import { TicketForm } from './ticket-form';

/** The signed-in form on the customer-care page, with a cache of its own (a new page). */
function renderForm() {
  // The platform answers that Mario is signed in and has no orders; a ticket sent is TK-1.
  const { client } = fakePlatform({ data: { user: MARIO, orders: [], ticketId: 'TK-1' } });
  return render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={['/customer-care']}>
        <h1 id="titolo">Scrivici</h1>
        <TicketForm signedIn labelledBy="titolo" />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('TicketForm', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a request typed when the session ended elsewhere for the shopper who signs in again', async () => {
    const message = 'Le uova sono arrivate rotte: vorrei il rimborso di quella confezione.';
    const first = renderForm();
    await settle();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Argomento/ }), 'Il mio account');
    await user.type(screen.getByRole('textbox', { name: /Messaggio/ }), message);
    // The session is found ended: the lifecycle puts drafts aside before the sign-in opens.
    saveFormDrafts();
    first.unmount();

    renderForm();
    await settle();
    expect(screen.getByRole('textbox', { name: /Messaggio/ })).toHaveValue(message);
    expect(screen.getByRole('combobox', { name: /Argomento/ })).toHaveValue('Il mio account');
  });

  it('puts the focus on the message of a sent request, read once: no live region as well', async () => {
    renderForm();
    await settle();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Argomento/ }), 'Il mio account');
    await user.type(screen.getByRole('textbox', { name: /Messaggio/ }), 'Non ricevo le e-mail.');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    expect(await screen.findByText(/^Richiesta TK-1 inviata/)).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

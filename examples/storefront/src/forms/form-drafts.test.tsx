import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CarrelloProvider } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';

import { MARIO, settle } from '../testing/session';
import { saveFormDrafts, useFormDraft } from './form-drafts';

const LUCIA = { userId: 9, login: 'lucia.bianchi@example.it', firstName: 'Lucia' };

/** The EBSN API answering who is signed in. */
function clientFor(user: { userId: number }) {
  return createEbsnClient({
    baseUrl: 'http://negozio.test',
    fetch: async () =>
      new Response(
        JSON.stringify({
          response: { status: 0, errors: [], infos: [], warnings: [] },
          data: { user },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  });
}

function AddressForm() {
  const { register, getValues, reset } = useForm({
    defaultValues: { street: '', password: '' },
  });
  useFormDraft({ getValues, reset }, 'indirizzo');
  return (
    <form aria-label="Indirizzo">
      <label>
        Via <input {...register('street')} />
      </label>
      <label>
        Password <input type="password" {...register('password')} />
      </label>
    </form>
  );
}

/** The form at its address, for `user`, with a cache of its own (a new page after sign-in). */
function renderFormFor(user: { userId: number }, path = '/profile/addresses/manage') {
  return render(
    <CarrelloProvider client={clientFor(user)} queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AddressForm />
      </MemoryRouter>
    </CarrelloProvider>,
  );
}

/** Types an address and a password, then the session ends: the draft is put aside. */
async function typeAndEndSession() {
  const view = renderFormFor(MARIO);
  const user = userEvent.setup();
  // The shopper is known before the session ends (the form was filled while signed in).
  await settle();
  await user.type(screen.getByRole('textbox', { name: 'Via' }), 'Via Roma 10');
  await user.type(screen.getByLabelText('Password'), 'segreta');
  saveFormDrafts();
  view.unmount();
}

describe('useFormDraft, after a session ends with an address typed', () => {
  beforeEach(typeAndEndSession);
  afterEach(() => sessionStorage.clear());

  it('gives the typed values back to the same shopper at the same address, never a password', async () => {
    renderFormFor(MARIO);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Via' })).toHaveValue('Via Roma 10'),
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('gives them back once: the next visit starts empty', async () => {
    const back = renderFormFor(MARIO);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Via' })).toHaveValue('Via Roma 10'),
    );
    back.unmount();
    renderFormFor(MARIO);
    await settle();
    expect(screen.getByRole('textbox', { name: 'Via' })).toHaveValue('');
  });

  it('shows another shopper who signs in an empty form, and forgets the draft', async () => {
    const other = renderFormFor(LUCIA);
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(screen.getByRole('textbox', { name: 'Via' })).toHaveValue('');
    other.unmount();
    renderFormFor(MARIO);
    await settle();
    expect(screen.getByRole('textbox', { name: 'Via' })).toHaveValue('');
  });

  it('keeps the draft for the address it was typed at', async () => {
    renderFormFor(MARIO, '/profile/addresses/manage/12');
    await settle();
    expect(screen.getByRole('textbox', { name: 'Via' })).toHaveValue('');
  });
});

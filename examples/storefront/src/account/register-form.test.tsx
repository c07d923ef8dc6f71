import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { EbsnError } from '@carrello/sdk';
import { ThemeProvider } from '@carrello/ui';

import { RegisterForm } from './register-form';
import type { UseRegistrationReturn } from './use-registration';

function renderForm(submit: UseRegistrationReturn['submit'] = vi.fn()) {
  const registration: UseRegistrationReturn = {
    sentTo: undefined,
    isPending: false,
    error: undefined,
    hasBusinessAccount: false,
    submit,
  };
  render(
    <ThemeProvider>
      <MemoryRouter>
        <RegisterForm registration={registration} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return submit;
}

async function fillAccess(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), ' Elena.Neri@example.it ');
  await user.type(screen.getByLabelText(/^Password/), 'spesa2024');
  await user.click(screen.getByRole('checkbox', { name: /informativa privacy/ }));
}

describe('RegisterForm', () => {
  describe('when sent empty', () => {
    it('shows each message under its field and focuses Nome', async () => {
      const user = userEvent.setup();
      const submit = renderForm();
      await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
      expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(4);
      expect(
        screen.getByText('Per registrarti devi accettare l’informativa privacy'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(submit).not.toHaveBeenCalled();
    });
  });

  describe('as a company, chosen after the form was shown', () => {
    it('focuses Ragione sociale, the first field of the form', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(screen.getByRole('radio', { name: /Sono un’azienda/ }));
      await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
      await waitFor(() => {
        expect(screen.getByRole('textbox', { name: /^Ragione sociale/ })).toHaveFocus();
      });
      expect(screen.getAllByText('PEC o SDI obbligatori')).toHaveLength(2);
    });
  });

  describe('when the data are right', () => {
    it('signs up with the trimmed data and no phone', async () => {
      const user = userEvent.setup();
      const submit = renderForm();
      await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Elena');
      await user.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Neri ');
      await fillAccess(user);
      await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
      await waitFor(() => {
        expect(submit).toHaveBeenCalledWith(
          {
            mode: 'plain',
            firstName: 'Elena',
            lastName: 'Neri',
            email: 'Elena.Neri@example.it',
            password: 'spesa2024',
            privacy: true,
            marketing: false,
          },
          expect.anything(),
        );
      });
    });
  });

  describe('when the server refuses a field', () => {
    it('shows its message under the field and focuses it', async () => {
      const user = userEvent.setup();
      renderForm((_value, { onError }) => {
        onError(
          new EbsnError({
            method: 'POST',
            path: '/ebsn/api/auth/register_user',
            httpStatus: 200,
            status: 1,
            errors: [{ field: 'email', error: 'E-mail già registrata' }],
          }),
        );
      });
      await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Elena');
      await user.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Neri');
      await fillAccess(user);
      await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
      expect(await screen.findByText('E-mail già registrata')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Elena');
    });
  });
  describe('when the password is too short', () => {
    it('describes the password field with the rules and the error', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.type(screen.getByLabelText(/^Password/), 'corta');
      await user.click(screen.getByRole('button', { name: 'Crea l’account' }));
      expect(await screen.findByText('La password non rispetta le regole indicate')).toBeVisible();
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        /^La password deve avere:.*Almeno un numero.*La password non rispetta le regole indicate$/,
      );
    });
  });
});

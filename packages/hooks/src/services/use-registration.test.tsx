import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { mario } from '../session/session-fixtures';
import { sessionKeys } from '../session/session-keys';
import { http, refusedWith, server } from '../testing/server';
import { createTestContext, renderUntilError, renderUntilSuccess } from '../testing/wrapper';
import { serveOk } from '../testing/served-call';
import { refusalCase, serveRefusal } from '../testing/server-refusal';
import {
  useConfirmRegistration,
  useRegister,
  useRequestPasswordReset,
  useResendConfirmation,
  useResetPassword,
  useUpdateEmail,
  useUpdatePassword,
} from './use-registration';
import { marioSignUp } from './services-fixtures';
import { requestForm, requestJson, requestText } from '../testing/request-text';

/**
 * Renders `useHook` beside a query under `sessionKeys.all` (it stands for the session folder's
 * query) that counts its reads; gives the result once the session was read the first time.
 */
async function renderBesideSession<R>(useHook: () => R) {
  const { wrapper } = createTestContext();
  let sessionReads = 0;
  const readSession = () => ({ reads: (sessionReads += 1) });
  const { result } = renderHook(
    () => ({
      hook: useHook(),
      session: useQuery({ queryKey: sessionKeys.current(), queryFn: readSession }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
  return result;
}

describe('useRegister', () => {
  it('sends the registration and asks for the session again', async () => {
    const sent = serveOk(
      { post: '/ebsn/api/registration/register_user' },
      { user: mario },
      requestJson,
    );
    const result = await renderBesideSession(() => useRegister());
    await act(() => result.current.hook.mutateAsync(marioSignUp));
    await waitFor(() => expect(result.current.session.data).toEqual({ reads: 2 }));
    expect(sent).toEqual([marioSignUp]);
  });

  it('gives the server errors of the fields it names', async () => {
    server.use(
      http.post('/ebsn/api/registration/register_user', () =>
        Response.json(refusedWith([{ error: 'E-mail già registrata', field: 'email' }])),
      ),
    );
    const { result } = await renderUntilError(
      () => useRegister(),
      (hook) => hook.mutate(marioSignUp),
    );
    expect(result.current.error?.message).toBe('E-mail già registrata');
    expect(
      result.current.error &&
        'errors' in result.current.error &&
        result.current.error.errors[0]?.field,
    ).toBe('email');
  });
});

describe('useConfirmRegistration', () => {
  it('sends the values of the link and asks for the session again', async () => {
    const sent = serveOk({ get: '/ebsn/api/registration/registration_confirm' }, { user: mario });
    const result = await renderBesideSession(() => useConfirmRegistration());
    await act(() =>
      result.current.hook.mutateAsync({
        e_mail: 'mario.rossi@example.it',
        reg_control_code: 'X7K2',
      }),
    );
    await waitFor(() => expect(result.current.session.data).toEqual({ reads: 2 }));
    expect(sent).toEqual([{ e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' }]);
  });
});

describe('useRequestPasswordReset', () => {
  it('sends the e-mail and succeeds', async () => {
    const sent = serveOk({ get: '/ebsn/api/registration/password_reset_token_request' }, {});
    await renderUntilSuccess(
      () => useRequestPasswordReset(),
      (hook) => hook.mutate({ e_mail: 'mario.rossi@example.it' }),
    );
    expect(sent).toMatchObject([{ e_mail: 'mario.rossi@example.it' }]);
  });

  it('succeeds the same way when the envelope refuses (docs/requirements/errors.md)', async () => {
    serveRefusal({
      get: '/ebsn/api/registration/password_reset_token_request',
      message: 'Utente non trovato',
    });
    const { result } = await renderUntilSuccess(
      () => useRequestPasswordReset(),
      (hook) => hook.mutate({ e_mail: 'nessuno@example.it' }),
    );
    expect(result.current.data).toEqual({});
    expect(result.current.error).toBeNull();
  });
});

describe('useResetPassword', () => {
  it('sends the token and the new password as a form', async () => {
    const sent = serveOk({ post: '/ebsn/api/registration/password_reset' }, {}, requestForm);
    const form = { e_mail: 'mario.rossi@example.it', token: 'a1b2c3', password: 'Nuova2026!' };
    await renderUntilSuccess(
      () => useResetPassword(),
      (hook) => hook.mutate(form),
    );
    expect(sent).toEqual([form]);
  });
});

describe('useUpdatePassword', () => {
  it('sends the old and the new password', async () => {
    const sent = serveOk({ get: '/ebsn/api/registration/update_password' }, {});
    await renderUntilSuccess(
      () => useUpdatePassword(),
      (hook) => hook.mutate({ old_password: 'Spesa2026!', new_password: 'Nuova2026!' }),
    );
    expect(sent).toEqual([{ old_password: 'Spesa2026!', new_password: 'Nuova2026!' }]);
  });
});

describe('useUpdateEmail', () => {
  it('sends the new e-mail and the password as a form', async () => {
    const sent = serveOk({ post: '/ebsn/api/user/update-email' }, {}, requestForm);
    await renderUntilSuccess(
      () => useUpdateEmail(),
      (hook) => hook.mutate({ new_email: 'mario@example.it', password: 'Spesa2026!' }),
    );
    expect(sent).toEqual([{ new_email: 'mario@example.it', password: 'Spesa2026!' }]);
  });
});

describe('useResendConfirmation', () => {
  it('posts the address as a form and reports success', async () => {
    const sent = serveOk({ post: '/ebsn/api/registration/resend_confirmation' }, {}, requestText);
    await renderUntilSuccess(
      () => useResendConfirmation(),
      (hook) => hook.mutate({ e_mail: 'anna.neri@example.it' }),
    );
    expect(sent).toEqual(['e_mail=anna.neri%40example.it']);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  {
    ...refusalCase(
      'useConfirmRegistration',
      {
        get: '/ebsn/api/registration/registration_confirm',
        message: 'Codice di conferma non valido',
      },
      () => useConfirmRegistration(),
      (hook) => hook.mutate({ e_mail: 'mario.rossi@example.it', reg_control_code: 'X' }),
    ),
    behaviour: "gives the server's message when the code is wrong",
  },
  {
    ...refusalCase(
      'useRequestPasswordReset',
      {
        get: '/ebsn/api/registration/password_reset_token_request',
        status: 429,
        message: 'Troppe richieste, riprova tra poco',
      },
      () => useRequestPasswordReset(),
      (hook) => hook.mutate({ e_mail: 'mario.rossi@example.it' }),
    ),
    behaviour: 'fails when the request went nowhere (HTTP error)',
  },
  {
    ...refusalCase(
      'useResetPassword',
      { post: '/ebsn/api/registration/password_reset', message: 'Il link è scaduto' },
      () => useResetPassword(),
      (hook) => hook.mutate({ e_mail: 'm@example.it', token: 'x', password: 'Nuova2026!' }),
    ),
    behaviour: "gives the server's message when the token expired",
  },
  {
    ...refusalCase(
      'useUpdatePassword',
      {
        get: '/ebsn/api/registration/update_password',
        message: 'La password attuale non è corretta',
      },
      () => useUpdatePassword(),
      (hook) => hook.mutate({ old_password: 'x', new_password: 'Nuova2026!' }),
    ),
    behaviour: "gives the server's message when the old password is wrong",
  },
  {
    ...refusalCase(
      'useUpdateEmail',
      { post: '/ebsn/api/user/update-email', message: 'Indirizzo e-mail già in uso' },
      () => useUpdateEmail(),
      (hook) => hook.mutate({ new_email: 'x@example.it', password: 'Spesa2026!' }),
    ),
    behaviour: "gives the server's message when the address is taken",
  },
])('$hook', ({ behaviour, expectRefusal }) => {
  it(behaviour, async () => {
    await expectRefusal();
  });
});

import { describe, expect, it } from 'vitest';

import { GIULIA, MARIO } from '../seed/index';
import { expectContract, expectErrorListed, expectErrorShown } from '../testing/contract';
import {
  SDK_HEADERS,
  mailbox,
  type SentMail,
  form,
  postForm,
  sessionUser,
  signIn,
  type Envelope,
  testAppBeforeAll,
} from '../testing/test-app';

const t = testAppBeforeAll({ products: 20 });

function linkIn(mail: SentMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return new URL(match[0]);
}

/** Signs up, from another client address when given (each address has a sign-up limit). */
function register(body: Record<string, unknown>, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/register_user',
    headers: SDK_HEADERS,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: body,
  });
}

const NEW_USER = {
  email: 'anna.neri@example.it',
  password: 'Carrello2026!',
  firstName: 'Anna',
  lastName: 'Neri',
  phone: '3351234567',
  privacy: true,
};

describe('registration.register and registration.confirm', () => {
  it('creates an unconfirmed account, signs it in and mails a confirmation link that works once', async () => {
    const response = await register(NEW_USER);
    expect(response.statusCode).toBe(200);
    const body = expectContract<Envelope<{ user: { userId: number; profileLevel: number } }>>(
      t.app,
      'registration.register',
      response,
    );
    expect(body.response.status).toBe(0);
    expect(body.data?.user.profileLevel).toBe(0);
    expect(body.user?.login).toBe(NEW_USER.email);
    expect(response.headers['x-ebsn-account']).toBeTruthy();

    const [mail] = await mailbox(t.app, NEW_USER.email);
    expect(mail?.subject).toBe('Conferma la tua registrazione');
    const link = linkIn(mail!);
    expect(link.pathname).toBe('/profile/profile-confirmed');

    const confirm = () =>
      t.app.inject({
        method: 'GET',
        url: `/ebsn/api/registration/registration_confirm?${link.searchParams.toString()}`,
        headers: SDK_HEADERS,
      });
    const confirmed = expectContract<
      Envelope<{ user: { profileLevel: number; profileConfirmed: boolean } }>
    >(t.app, 'registration.confirm', await confirm());
    expect(confirmed.response.status).toBe(0);
    expect(confirmed.data?.user).toMatchObject({ profileLevel: 1, profileConfirmed: true });

    const again = await confirm();
    expect(again.statusCode).toBe(400);
    const refused = expectContract<Envelope>(t.app, 'registration.confirm', again);
    expect(refused.response.errors[0]?.error).toBe('Il link di conferma non è valido o è scaduto');
  });

  it('refuses an e-mail already registered with 409', async () => {
    const response = await register({ ...NEW_USER, email: MARIO.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    const body = expectContract<Envelope>(t.app, 'registration.register', response);
    expect(body.response.errors[0]?.error).toBe(
      'Esiste già un account con questo indirizzo e-mail',
    );
  });

  it('refuses a landline phone and a wrong tax code with the core Italian messages', async () => {
    const response = await register({
      ...NEW_USER,
      email: 'paolo.gialli@example.it',
      phone: '0212345678',
      person: { fiscalCode: 'RCCMNL83S18D969A' },
    });
    expectErrorListed(t.app, 'registration.register', response, 400, {
      error: 'Numero di cellulare non valido',
      field: 'phone',
    });
    const badCode = await register({
      ...NEW_USER,
      email: 'paolo.gialli@example.it',
      person: { fiscalCode: 'RCCMNL83S18D969A' },
    });
    expectErrorListed(t.app, 'registration.register', badCode, 400, {
      error: 'Formato non corretto',
      field: 'person.fiscalCode',
    });
  });

  it('refuses a registration without the privacy consent', async () => {
    const response = await register({ ...NEW_USER, email: 'x@example.it', privacy: false });
    expectErrorShown(
      t.app,
      'registration.register',
      response,
      400,
      'Valore non valido per «privacy»',
    );
  });

  it('refuses an expired confirmation code', async () => {
    await register({ ...NEW_USER, email: 'lenta@example.it', phone: undefined });
    const [mail] = await mailbox(t.app, 'lenta@example.it');
    await t.db
      .updateTable('registration_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?${linkIn(mail!).searchParams.toString()}`,
      headers: SDK_HEADERS,
    });
    expectErrorShown(
      t.app,
      'registration.confirm',
      response,
      400,
      'Il link di conferma non è valido o è scaduto',
    );
  });
});

describe('password reset', () => {
  function requestReset(email: string) {
    return t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/password_reset_token_request?e_mail=${encodeURIComponent(email)}`,
      headers: SDK_HEADERS,
    });
  }
  function reset(fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/password_reset',
      headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });
  }

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await requestReset(GIULIA.email);
    const unknown = await requestReset('nessuno@example.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const a = expectContract<Envelope>(t.app, 'registration.requestPasswordReset', known);
    const b = expectContract<Envelope>(t.app, 'registration.requestPasswordReset', unknown);
    expect(a.response).toEqual(b.response);
    expect(a.data).toEqual(b.data);
    expect(a.response.infos[0]?.info).toContain('Se l’indirizzo è registrato');
    expect(await mailbox(t.app, 'nessuno@example.it')).toHaveLength(0);
    expect((await mailbox(t.app, GIULIA.email))[0]?.subject).toBe('Reimposta la tua password');
  });

  it('sets a new password with the mailed token, only once, and ends the old sessions', async () => {
    const session = await signIn(t.app, GIULIA);
    await requestReset(GIULIA.email);
    const link = linkIn((await mailbox(t.app, GIULIA.email))[0]!);
    expect(link.pathname).toBe('/reset-password');
    const fields = {
      e_mail: link.searchParams.get('e_mail')!,
      token: link.searchParams.get('token')!,
      password: 'NuovaPassword1!',
    };
    const done = await reset(fields);
    expect(done.statusCode).toBe(200);
    expect(
      expectContract<Envelope>(t.app, 'registration.resetPassword', done).response.status,
    ).toBe(0);

    expect((await mailbox(t.app, GIULIA.email))[0]?.subject).toBe(
      'La tua password è stata modificata',
    );

    const reused = await reset({ ...fields, password: 'AltraPassword2!' });
    expect(reused.statusCode).toBe(400);
    const refused = expectContract<Envelope>(t.app, 'registration.resetPassword', reused);
    expect(refused.response.errors[0]?.error).toBe(
      'Il link per reimpostare la password non è valido o è scaduto',
    );

    expect((await sessionUser(t.app, { headers: session.headers })).userId).toBe(0);
    await signIn(t.app, { ...GIULIA, password: 'NuovaPassword1!' });
  });

  it('refuses an expired token', async () => {
    await requestReset(MARIO.email);
    const link = linkIn((await mailbox(t.app, MARIO.email))[0]!);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await reset({
      e_mail: MARIO.email,
      token: link.searchParams.get('token')!,
      password: 'NuovaPassword1!',
    });
    expectErrorShown(
      t.app,
      'registration.resetPassword',
      response,
      400,
      'Il link per reimpostare la password non è valido o è scaduto',
    );
  });

  it('is rate-limited per e-mail with 429', async () => {
    const email = 'bersaglio@example.it';
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await requestReset(email));
    expect(answers.slice(0, 5).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.headers['retry-after']).toBeTruthy();
    expectContract(t.app, 'registration.requestPasswordReset', answers[5]!);
  });

  it('refuses a malformed e-mail with a 400 envelope', async () => {
    const response = await requestReset('non-una-mail');
    expectErrorShown(
      t.app,
      'registration.requestPasswordReset',
      response,
      400,
      'Valore non valido per «e_mail»',
    );
  });
});

describe('registration.updatePassword and user.updateEmail', () => {
  it('changes the password with the right old one and refuses a wrong one with 401', async () => {
    await register({ ...NEW_USER, email: 'cambio@example.it', phone: undefined });
    const session = await signIn(t.app, {
      login: 'cambio@example.it',
      email: 'cambio@example.it',
      password: NEW_USER.password,
    });
    const url = (oldPassword: string, newPassword: string) =>
      `/ebsn/api/registration/update_password?${new URLSearchParams({ old_password: oldPassword, new_password: newPassword }).toString()}`;
    const wrong = await t.app.inject({
      method: 'GET',
      url: url('sbagliata', 'NuovaPass123'),
      headers: session.headers,
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      expectContract<Envelope>(t.app, 'registration.updatePassword', wrong).response.errors[0]
        ?.error,
    ).toBe('La password attuale non è corretta');
    const right = await t.app.inject({
      method: 'GET',
      url: url(NEW_USER.password, 'NuovaPass123'),
      headers: session.headers,
    });
    expect(right.statusCode).toBe(200);
    expectContract(t.app, 'registration.updatePassword', right);
    await signIn(t.app, {
      login: 'cambio@example.it',
      email: 'cambio@example.it',
      password: 'NuovaPass123',
    });
  });

  it('changes the e-mail after the link sent to the new address, and refuses one in use', async () => {
    await register({ ...NEW_USER, email: 'vecchia@example.it', phone: undefined });
    const account = {
      login: 'vecchia@example.it',
      email: 'vecchia@example.it',
      password: NEW_USER.password,
    };
    const session = await signIn(t.app, account);
    const change = (newEmail: string, password = NEW_USER.password) =>
      postForm(t.app, '/ebsn/api/user/update-email', session, { new_email: newEmail, password });
    const taken = await change(MARIO.email);
    expect(taken.statusCode).toBe(409);
    expectContract(t.app, 'user.updateEmail', taken);
    const wrongPassword = await change('nuova@example.it', 'sbagliata');
    expect(wrongPassword.statusCode).toBe(401);
    expectContract(t.app, 'user.updateEmail', wrongPassword);

    const ok = await change('nuova@example.it');
    expect(ok.statusCode).toBe(200);
    expectContract(t.app, 'user.updateEmail', ok);
    expect((await mailbox(t.app, 'vecchia@example.it'))[0]?.subject).toBe(
      'Richiesta di modifica dell’indirizzo e-mail',
    );
    const link = linkIn((await mailbox(t.app, 'nuova@example.it'))[0]!);
    expect(link.pathname).toBe('/profile/email-updated');
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?${link.searchParams.toString()}`,
      headers: session.headers,
    });
    const body = expectContract<Envelope<{ user: { login: string; email: string } }>>(
      t.app,
      'registration.confirm',
      confirmed,
    );
    expect(body.data?.user).toMatchObject({ login: 'nuova@example.it', email: 'nuova@example.it' });
    await signIn(t.app, { ...account, login: 'nuova@example.it' });

    // The link followed again, signed out: refused, and told apart from a bad link.
    const again = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?${link.searchParams.toString()}`,
      headers: SDK_HEADERS,
    });
    expect(again.statusCode).toBe(400);
    expect(
      expectContract<Envelope>(t.app, 'registration.confirm', again).response.errors[0],
    ).toMatchObject({
      code: 'EMAIL_ALREADY_UPDATED',
      error: 'L’indirizzo e-mail è già stato aggiornato con questo link',
    });
    const wrongCode = new URLSearchParams(link.searchParams);
    wrongCode.set('reg_control_code', 'sbagliato');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?${wrongCode.toString()}`,
      headers: SDK_HEADERS,
    });
    expect(
      expectContract<Envelope>(t.app, 'registration.confirm', wrong).response.errors[0]?.code,
    ).toBe('BAD_TOKEN');
  });
});

describe('registration rate limit', () => {
  it('answers 429 with Retry-After after 20 sign-ups from one client in 15 minutes', async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof register>> | undefined;
    for (let attempt = 0; attempt < 21 && !limited; attempt += 1) {
      // The same address every time: refused with 409, but every attempt counts.
      const response = await register({ ...NEW_USER, email: MARIO.email });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.slice(0, -1).every((status) => status === 409)).toBe(true);
    expect(limited).toBeDefined();
    expect(limited!.headers['retry-after']).toBeTruthy();
    expect(
      expectContract<Envelope>(t.app, 'registration.register', limited!).response.errors[0]?.error,
    ).toBe('Troppi tentativi, riprova tra qualche minuto');
  });
});

describe('registration.resendConfirmation', () => {
  function resend(email: string) {
    return t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/resend_confirmation',
      headers: { ...SDK_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ e_mail: email }),
    });
  }

  it('mails a new link to an unconfirmed account, and the new link confirms it', async () => {
    // Another client address: the earlier sign-ups of this file used up the per-client limit.
    const registered = await register(
      { ...NEW_USER, email: 'rinvio@example.it', phone: undefined },
      '203.0.113.7',
    );
    expect(registered.statusCode).toBe(200);
    const response = await resend('Rinvio@Example.it');
    expect(response.statusCode).toBe(200);
    const body = expectContract<Envelope>(t.app, 'registration.resendConfirmation', response);
    expect(body.response.infos[0]?.info).toBe(
      'Se l’account è ancora da confermare, ti abbiamo inviato un nuovo link di conferma',
    );
    const mails = await mailbox(t.app, 'rinvio@example.it');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Conferma la tua registrazione',
      'Conferma la tua registrazione',
    ]);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?${linkIn(mails[1]!).searchParams.toString()}`,
      headers: SDK_HEADERS,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('answers the same and mails nothing for a confirmed or unknown address', async () => {
    const before = (await mailbox(t.app, MARIO.email)).length;
    const confirmedAccount = await resend(MARIO.email);
    const unknown = await resend('nessuno@example.it');
    expect(confirmedAccount.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(bodyText(confirmedAccount)).toEqual(bodyText(unknown));
    expect(await mailbox(t.app, MARIO.email)).toHaveLength(before);
    expect(await mailbox(t.app, 'nessuno@example.it')).toHaveLength(0);
  });
});

function bodyText(response: { json: () => unknown }): unknown {
  return (response.json() as Envelope).response;
}

describe('password policy', () => {
  it('refuses a sign-up whose password has no number, on the password field', async () => {
    const response = await register(
      { ...NEW_USER, email: 'debole@example.it', password: 'Pomodorini' },
      '203.0.113.8',
    );
    expectErrorListed(t.app, 'registration.register', response, 400, {
      error: 'La password non rispetta le regole indicate',
      field: 'password',
    });
  });
});

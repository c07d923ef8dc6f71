import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { computeTaxCodeCheckChar } from '@carrello/core';

import { axeViolations } from './axe';
import {
  NEW_ACCOUNT_PASSWORD,
  PHONE,
  VIEWPORTS,
  chooseMilanStreet,
  createAccount,
  fillCart,
  newEmail,
  signedInAs,
  test,
} from './support';

/** The path of the first link of the newest mail to `to` whose subject is `subject`. */
async function mailedLink(request: APIRequestContext, to: string, subject: string) {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as { subject: string; text: string }[];
  const mail = mails.find((candidate) => candidate.subject === subject);
  expect(mail, `a mail "${subject}" to ${to}`).toBeTruthy();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return `${url.pathname}${url.search}`;
}

/** Registers through the API: the page's context is then signed in as the new customer. */
async function registerByApi(page: Page, email: string) {
  const response = await page.request.post('/ebsn/api/registration/register_user', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      email,
      password: NEW_ACCOUNT_PASSWORD,
      firstName: 'Elena',
      lastName: 'Verdi',
      privacy: true,
    },
  });
  expect(response.status()).toBe(200);
}

test.describe('sign-up', () => {
  test('a new customer registers, confirms from the e-mail, completes the profile and can pay', async ({
    page,
  }) => {
    const email = newEmail('nuova');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Registrati' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();

    // The password rules are shown before typing.
    await expect(page.getByText('Almeno 8 caratteri')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Crea l’account' });
    await submit.click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(4);
    await expect(
      page.getByText('Per registrarti devi accettare l’informativa privacy'),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Neri');
    await page.getByRole('textbox', { name: 'Cellulare' }).fill('0212345678');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel(/^Password/).fill('pomodori');
    await page.getByRole('checkbox', { name: /informativa privacy/ }).check();
    await submit.click();
    await expect(page.getByText('Numero di cellulare non valido')).toBeVisible();
    await expect(page.getByText('La password non rispetta le regole indicate')).toBeVisible();
    // Nothing typed is lost.
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Anna');

    await page.getByRole('textbox', { name: 'Cellulare' }).fill('');
    await page.getByLabel(/^Password/).fill(NEW_ACCOUNT_PASSWORD);
    await submit.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' }),
    ).toBeVisible();
    // The form has gone: the new heading takes the focus, not the page's body.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' }),
    ).toBeFocused();

    // Level 0: the payment step asks to complete the profile.
    await fillCart(page, { delivery: true });
    await page.goto('/payment');
    await expect(page.getByRole('link', { name: 'Completa il profilo' })).toBeVisible();

    await page.goto(await mailedLink(page.request, email, 'Conferma la tua registrazione'));
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo confermato' })).toBeVisible();

    await page.getByRole('link', { name: 'Completa il profilo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'I miei dati' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conferma il tuo account' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Cellulare' }).fill('347 123 4567');
    await page.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(page.getByText('Dati salvati.')).toBeVisible();

    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
    await expect(page.getByText('Per pagare conferma il tuo profilo')).toHaveCount(0);
  });

  test('on a phone the top bar leads a visitor to sign-up, beside a search box that keeps its row', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const register = page.locator('header').getByRole('button', { name: 'Registrati' });
    await expect(register).toBeVisible();
    // The search box becomes its full version (with suggestions) once the page is idle, a new
    // element: a measure that caught the swap is taken again.
    await expect(async () => {
      const box = await register.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      const search = await page.getByRole('search', { name: 'Cerca prodotti' }).boundingBox();
      expect(search!.width).toBeGreaterThanOrEqual(PHONE.width * 0.7);
      const header = await page.locator('header').first().boundingBox();
      expect(header!.height).toBeLessThanOrEqual(100);
      // Nothing in the bar runs past the screen's edge (the cart button and the search button).
      for (const part of [
        page.getByRole('button', { name: /^Carrello/ }),
        page.getByRole('search', { name: 'Cerca prodotti' }),
      ]) {
        const partBox = await part.boundingBox();
        expect(partBox!.x + partBox!.width).toBeLessThanOrEqual(PHONE.width);
      }
    }).toPass();
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
    await register.click();
    await expect(page).toHaveURL(/\/registrati$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
  });

  test('a mobile number typed with spaces, as the hint writes it, is accepted at sign-up', async ({
    page,
  }) => {
    const email = newEmail('spazi');
    await page.goto('/registrati');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Neri');
    await page.getByRole('textbox', { name: 'Cellulare' }).fill('347 1234567');
    await createAccount(page, email, NEW_ACCOUNT_PASSWORD);
    await expect(page.getByText(/Valore non valido/)).toHaveCount(0);
    // The account keeps the number as the profile form shows it.
    await page.goto('/profile/profile-update');
    await expect(page.getByRole('textbox', { name: 'Cellulare' })).toHaveValue('3471234567');
  });

  test('the server words a phone it refuses as the form does', async ({ page }) => {
    const response = await page.request.post('/ebsn/api/registration/register_user', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        email: newEmail('server'),
        password: NEW_ACCOUNT_PASSWORD,
        firstName: 'Anna',
        lastName: 'Neri',
        phone: '347 1234567',
        prefix: '+39',
        privacy: true,
      },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { response: { errors: { error: string }[] } };
    expect(body.response.errors.map((error) => error.error)).toEqual([
      'Numero di cellulare non valido',
    ]);
  });

  test('a save refused because the session ended elsewhere leads to "Dati non aggiornati" after signing in again', async ({
    page,
  }) => {
    const email = newEmail('scaduta');
    await registerByApi(page, email);
    await page.goto('/profile/profile-update');
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect(name).toHaveValue('Elena');
    // The page's own calls (the cart, the user's details) are answered first: one of them meeting
    // the ended session would open the sign-in before the save, for the page being read.
    await page.waitForLoadState('networkidle');
    // Signed out on another device: this browser still shows the form.
    const logout = await page.request.post('/ebsn/api/auth/logout', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(logout.ok()).toBe(true);
    await name.fill('Elena Maria');
    await page.getByRole('textbox', { name: 'Cellulare' }).fill('3351234567');
    await page.getByRole('button', { name: 'Salva i dati' }).click();
    // The save failed for no field: the shopper signs in again and is told, in Italian.
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    const signIn = page.getByRole('main');
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await signIn.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await signIn.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/profile-update-error$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dati non aggiornati' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Non è stato possibile salvare i tuoi dati. Riprova tra qualche minuto.',
    );
    await page.getByRole('link', { name: 'Riprova' }).click();
    // Nothing was saved.
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Elena');
  });

  test('an address typed when the session ended elsewhere is still there after signing in again', async ({
    page,
  }) => {
    const email = newEmail('bozza');
    await registerByApi(page, email);
    await page.goto('/profile/addresses/manage');
    const modal = page.getByRole('dialog', { name: 'Nuovo indirizzo' });
    await modal.getByRole('textbox', { name: /Nome dell’indirizzo/ }).fill('Casa al mare');
    await modal.getByRole('combobox', { name: /Provincia/ }).selectOption('MI');
    await chooseMilanStreet(modal);
    await modal.getByRole('textbox', { name: /CAP/ }).fill('20121');
    await modal.getByRole('textbox', { name: /Numero civico/ }).fill('12');
    await page.waitForLoadState('networkidle');
    // Signed out on another device: the save is refused and the sign-in opens.
    const logout = await page.request.post('/ebsn/api/auth/logout', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(logout.ok()).toBe(true);
    await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    const signIn = page.getByRole('main');
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await signIn.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await signIn.getByRole('button', { name: 'Accedi', exact: true }).click();
    // Back on the form, with what was typed.
    await expect(page).toHaveURL(/\/profile\/addresses\/manage$/);
    await expect(modal.getByRole('textbox', { name: /Nome dell’indirizzo/ })).toHaveValue(
      'Casa al mare',
    );
    await expect(modal.getByRole('combobox', { name: /^Via/ })).toHaveValue('Corso Buenos Aires');
    await expect(modal.getByRole('textbox', { name: /Numero civico/ })).toHaveValue('12');
    await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page.getByRole('main').getByText('Casa al mare')).toBeVisible();
  });

  test('a loyalty card holder registers with the card after it is checked', async ({ page }) => {
    // Luca's card of the reference server's seed (packages/server/src/seed/profile.ts).
    const taxCode = `VRDLCU75C12L219${computeTaxCodeCheckChar('VRDLCU75C12L219')}`;
    const email = newEmail('carta');
    await page.goto('/registrati');
    await page.getByRole('radio', { name: 'Sì, ho la carta fedeltà' }).check();
    const card = page.getByRole('textbox', { name: 'Numero della carta fedeltà' });
    const code = page.getByRole('textbox', { name: 'Codice fiscale o Partita IVA del titolare' });
    const outcome = page.getByRole('group', { name: 'La tua carta' }).getByRole('status');
    await page.getByRole('button', { name: 'Verifica la carta' }).click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);

    await card.fill('2900000067890');
    await code.fill('RSSMRA85M01H501Q');
    await page.getByRole('button', { name: 'Verifica la carta' }).click();
    await expect(outcome).toContainText('non corrispondono a nessun cliente');

    await code.fill(taxCode.toLowerCase());
    await page.getByRole('button', { name: 'Verifica la carta' }).click();
    await expect(outcome).toContainText('Carta trovata');
    await createAccount(page, email, NEW_ACCOUNT_PASSWORD);

    await page.goto('/profile/profile-update');
    await expect(page.getByText('Carta fedeltà: 2900000067890')).toBeVisible();
  });

  test('a wrong confirmation code fails clearly and the link can be sent again', async ({
    page,
  }) => {
    const email = newEmail('rinvio');
    await registerByApi(page, email);
    await page.goto(
      `/profile/profile-confirmed?e_mail=${encodeURIComponent(email)}&reg_control_code=sbagliato`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Account non confermato' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('non è valido o è scaduto');
    await page.getByRole('button', { name: 'Invia di nuovo' }).click();
    await expect(
      page.getByText(`Ti abbiamo inviato un nuovo link di conferma a ${email}`),
    ).toBeVisible();
    const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect((await response.json()) as unknown[]).toHaveLength(2);
  });

  test('the confirmation link opened again says the account is confirmed, not that it is not', async ({
    page,
  }) => {
    const email = newEmail('doppio.clic');
    await registerByApi(page, email);
    const link = await mailedLink(page.request, email, 'Conferma la tua registrazione');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo confermato' })).toBeVisible();
    // The mail opened a second time: the code is spent, the account stays confirmed.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Account già confermato' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Il tuo account è già confermato: puoi fare la spesa e pagare online.',
    );
    await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the e-mail change link opened again says the address is updated, not that it is not', async ({
    page,
  }) => {
    const email = newEmail('doppio.cambio');
    const changed = newEmail('doppio.cambio.nuovo');
    await registerByApi(page, email);
    const asked = await page.request.post('/ebsn/api/user/update-email', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { new_email: changed, password: NEW_ACCOUNT_PASSWORD },
    });
    expect(asked.status()).toBe(200);
    const link = await mailedLink(page.request, changed, 'Conferma il nuovo indirizzo e-mail');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail aggiornata' })).toBeVisible();
    // The mail opened a second time, on a browser where the shopper is not signed in.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'E-mail già aggiornata' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Il tuo indirizzo è già ${changed}: usalo per accedere.`,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a customer edits the profile, changes the e-mail from the mailed link and the password', async ({
    page,
  }) => {
    const email = newEmail('modifica');
    const changed = newEmail('nuovo.indirizzo');
    await registerByApi(page, email);

    await page.goto('/profile/profile-update');
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect(name).toHaveValue('Elena');
    await name.fill('');
    await page.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);
    // The first field in error takes the focus.
    await expect(name).toBeFocused();
    await name.fill('Elena Maria');
    await page.getByRole('textbox', { name: 'Cellulare' }).fill('3351234567');
    await page.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(page.getByText('Dati salvati.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
      'Elena Maria',
    );

    // A malformed address is explained on its field, which takes the focus.
    await page.getByRole('textbox', { name: 'Nuovo indirizzo e-mail' }).fill('nuovo.indirizzo');
    await page.getByRole('button', { name: 'Cambia l’e-mail' }).click();
    await expect(page.getByText('Digitare un’e-mail valida')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nuovo indirizzo e-mail' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Nuovo indirizzo e-mail' }).fill(changed);
    const current = page
      .getByRole('form', { name: 'Cambia l’e-mail' })
      .getByLabel('Password attuale');
    await current.fill('Sbagliata2026');
    await page.getByRole('button', { name: 'Cambia l’e-mail' }).click();
    await expect(page.getByText('La password attuale non è corretta')).toBeVisible();
    // A wrong password is explained on its field, which takes the focus.
    await expect(current).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Nuovo indirizzo e-mail' })).toHaveValue(
      changed,
    );
    await current.fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Cambia l’e-mail' }).click();
    await expect(page.getByText(`Ti abbiamo inviato un link a ${changed}`)).toBeVisible();
    await page.goto(await mailedLink(page.request, changed, 'Conferma il nuovo indirizzo e-mail'));
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail aggiornata' })).toBeVisible();
    await expect(page.getByText(`Da ora il tuo indirizzo è ${changed}`)).toBeVisible();

    await page.goto('/profile/update-password');
    await expect(page.getByText('Almeno una lettera')).toBeVisible();
    const save = page.getByRole('button', { name: 'Salva la nuova password' });
    await save.click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(3);
    // A wrong current password is explained on its field, which takes the focus.
    await page.getByLabel('Password attuale').fill('Sbagliata2026');
    await page.getByLabel(/^Nuova password/).fill('Rosmarino2027');
    await page.getByLabel('Ripeti la nuova password').fill('Rosmarino2027');
    await save.click();
    await expect(page.getByText('La password attuale non è corretta')).toBeVisible();
    await expect(page.getByLabel('Password attuale')).toBeFocused();
    await page.getByLabel('Password attuale').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByLabel(/^Nuova password/).fill('Rosmarino2027');
    await page.getByLabel('Ripeti la nuova password').fill('Rosmarino2028');
    await save.click();
    await expect(page.getByText('Le due password non coincidono')).toBeVisible();
    await page.getByLabel('Ripeti la nuova password').fill('Rosmarino2027');
    await save.click();
    await expect(page.getByText('Password aggiornata.')).toBeVisible();

    const login = await page.request.post('/ebsn/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { login: changed, password: 'Rosmarino2027' },
    });
    expect(((await login.json()) as { response: { status: number } }).response.status).toBe(0);
  });

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    test(`the sign-up and profile pages have no axe violations on the ${label}`, async ({
      browser,
    }) => {
      const visitor = await browser.newContext({ viewport: size });
      const giulia = await browser.newContext({
        viewport: size,
        storageState: signedInAs('giulia'),
      });
      const checks: [Page, string, string][] = [
        [await visitor.newPage(), '/registrati', 'Crea l’account'],
        [await giulia.newPage(), '/profile/profile-update', 'Salva i dati'],
        [await giulia.newPage(), '/profile/update-password', 'Salva la nuova password'],
      ];
      for (const [page, path, button] of checks) {
        await page.goto(path);
        // Error state: an empty submit.
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
        expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
      }
      await visitor.close();
      await giulia.close();
    });
  }
});

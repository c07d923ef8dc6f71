import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import { MARIO, VIEWPORTS, signedInAs, test } from './support';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('account forms', () => {
  test('the reset-password request asks for the e-mail when sent empty', async ({ page }) => {
    await page.goto('/reset-password-request');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  });

  test('the new password is explained in Italian and kept when the link is refused', async ({
    page,
  }) => {
    await page.goto('/reset-password?e_mail=giulia.bianchi%40example.it&token=scaduto12345678');
    await page.waitForLoadState('networkidle');
    const password = page.getByLabel('Nuova password');
    const save = page.getByRole('button', { name: 'Salva la password' });
    await save.click();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();
    await password.fill('corta');
    await save.click();
    await expect(page.getByText('La password deve avere almeno 8 caratteri')).toBeVisible();
    await expect(page.getByText(/Valore non valido/)).toHaveCount(0);
    // The rules of sign-up are on the page before the server has to refuse a password for them.
    await expect(page.getByText('Almeno un numero')).toBeVisible();
    await password.fill('Basilico!2026');
    await save.click();
    await expect(page.getByRole('alert')).toContainText('non è valido o è scaduto');
    await expect(password).toHaveValue('Basilico!2026');
    // A refused link is no dead end.
    await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
    await expect(page).toHaveURL(/\/reset-password-request$/);
  });

  test('anonymous orders: empty fields are required, and the e-mailed link opens the whole order', async ({
    browser,
    page,
  }) => {
    await page.goto('/orders-anon');
    await page.waitForLoadState('networkidle');
    const send = page.getByRole('button', { name: 'Ricevi il link' });
    await send.click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);

    const mario = await browser.newContext({ storageState: signedInAs('mario') });
    const list = await mario.request.get('/ebsn/api/order/list?all=true', { headers: HEADERS });
    const { data } = (await list.json()) as { data: { orders: { orderId: number }[] } };
    await mario.close();
    const orderId = data.orders.at(-1)!.orderId;

    await page.getByRole('main').getByRole('textbox', { name: 'E-mail' }).fill(MARIO.login);
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Numero d’ordine' })
      .fill(String(orderId));
    await send.click();
    // The message in place of the form takes the focus the form had, not the page's body, and is
    // read then: no live region reads it a second time.
    await expect(page.getByText('Ti abbiamo inviato il link per vedere l’ordine.')).toBeFocused();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

    const mailbox = await page.request.get(
      `/dev/mailbox.json?to=${encodeURIComponent(MARIO.login)}`,
    );
    const messages = (await mailbox.json()) as { subject: string; text: string }[];
    const link = /\/orders-anon\?access_token=[\w-]+/.exec(
      messages.find((message) => message.subject === 'I tuoi ordini Carrello')!.text,
    )![0];
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: `Ordine n. ${orderId}` }).click();
    await expect(
      page.getByRole('region', { name: 'Prodotti' }).locator('tbody tr'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pagamento e fattura' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Storico dell’ordine' })).toContainText(
      'Ordine ricevuto',
    );
  });

  test('anonymous orders: a refused link leads to the invalid-data page and a new link', async ({
    page,
  }) => {
    await page.goto('/orders-anon?access_token=scaduto-0123456789abcdef');
    await expect(page).toHaveURL(/\/orders-anon\/invalid-data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link non valido');
    await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
    await expect(page).toHaveURL(/\/orders-anon$/);
    await expect(page.getByRole('button', { name: 'Ricevi il link' })).toBeVisible();
  });

  for (const [name, size] of Object.entries(VIEWPORTS)) {
    test(`the anonymous orders form has no axe violations on the ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/orders-anon');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Ricevi il link' }).click();
      await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

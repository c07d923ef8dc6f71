import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import { ACCOUNTS } from './accounts';
import { axeViolations } from './axe';
import { startStripeStorefront, type StripeStorefront } from './stripe-storefront';
import { VIEWPORTS, removeSavedCard, test as suiteTest } from './support';

// Saving a card with Stripe: a storefront built for Stripe, on a reference
// server of its own (e2e/stripe-storefront.ts). Stripe.js cannot load here (no network), so
// https://js.stripe.com answers with e2e/fake-stripe.js, which confirms the SetupIntent of
// `add-auth` with the server's development Stripe simulation; the storefront's code is the
// production one: "Aggiungi una carta", the add-card page, the return page asking
// `stripe/payment-feedback-recurrent`, the list and the removal.

const FAKE_STRIPE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fake-stripe.js'));

const test = suiteTest.extend<object, { stripeStorefront: StripeStorefront }>({
  stripeStorefront: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const storefront = await startStripeStorefront();
      await provide(storefront);
      await storefront.close();
    },
    // A build and a server start: minutes on a busy machine.
    { scope: 'worker', timeout: 1_200_000 },
  ],
  baseURL: async ({ stripeStorefront }, provide) => provide(stripeStorefront.url),
});

// The server runs with CARRELLO_CARD_PROVIDER=stripe: its policy allows https://js.stripe.com,
// where the fake is served, so the page loads it as it would load Stripe.js.

async function signInAsMario(page: Page) {
  const response = await page.request.post('/ebsn/api/auth/login', {
    headers: SDK_HEADERS,
    form: { login: ACCOUNTS.mario.login, password: ACCOUNTS.mario.password },
  });
  expect(response.ok()).toBe(true);
}

async function openAddCard(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE }),
  );
  await signInAsMario(page);
  await page.goto('/profile/payment-method');
  await page.getByRole('button', { name: 'Aggiungi una carta' }).click();
  await expect(page).toHaveURL(/\/profile\/payment-method\/add-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salva una carta' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Dati della carta' });
  await expect(form.getByRole('button', { name: 'Salva la carta' })).toBeEnabled();
  return form;
}

test.describe('saving a card with Stripe', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a shopper saves a card on the Stripe form, finds it in the list and removes it', async ({
    page,
  }) => {
    const form = await openAddCard(page);
    await form.getByLabel('Numero della carta').fill('5555 5555 5555 4444');
    await form.getByLabel('Scadenza (MM/AA)').fill('12/39');
    await form.getByLabel('Codice di sicurezza (CVC)').fill('123');
    await form.getByRole('button', { name: 'Salva la carta' }).click();

    // The return page asks the platform for the real outcome.
    await expect(page).toHaveURL(/\/profile\/payment-method(\?|$)/);
    await expect(page.getByText('La nuova carta è stata salvata.')).toBeVisible();
    const added = page.getByRole('heading', { level: 2, name: 'Mastercard ****4444' });
    await expect(added).toBeVisible();
    await page.reload();
    await expect(added).toBeVisible();

    await removeSavedCard(page, 'Mastercard ****4444');
    await expect(page.getByRole('heading', { level: 2, name: 'Visa ****4242' })).toBeVisible();
  });

  test('a declined card says so in Italian and keeps what was typed', async ({ page }) => {
    const form = await openAddCard(page);
    const number = form.getByLabel('Numero della carta');
    const expiry = form.getByLabel('Scadenza (MM/AA)');
    // Stripe's test card that is always declined.
    await number.fill('4000 0000 0000 0002');
    await expiry.fill('11/38');
    await form.getByRole('button', { name: 'Salva la carta' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'La carta è stata rifiutata. Prova con un’altra carta o contatta la tua banca.',
    );
    await expect(page).toHaveURL(/\/profile\/payment-method\/add-card$/);
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(expiry).toHaveValue('11/38');

    // Another card on the same form goes through.
    await number.fill('4000 0566 5566 5556');
    await form.getByRole('button', { name: 'Salva la carta' }).click();
    await expect(page.getByText('La nuova carta è stata salvata.')).toBeVisible();
    const added = page.getByRole('heading', { level: 2, name: 'Visa ****5556' });
    await expect(added).toBeVisible();
    await removeSavedCard(page, 'Visa ****5556');
  });

  for (const [label, size] of Object.entries(VIEWPORTS)) {
    test(`the Stripe card page has no axe violations on the ${label}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      const form = await openAddCard(page);
      // Error state: a declined card.
      await form.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
      await form.getByLabel('Scadenza (MM/AA)').fill('11/38');
      await form.getByRole('button', { name: 'Salva la carta' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`stripe-add-card-${label}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

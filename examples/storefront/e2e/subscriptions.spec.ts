import { expect } from '@playwright/test';

import { axeViolations } from './axe';
import {
  DESKTOP,
  PHONE,
  confirmRefusedRemoval,
  emptyCart,
  refuseCalls,
  signedInAs,
  subscribeToFirstPlan,
  test,
} from './support';

test.use({ storageState: signedInAs('mario') });

test.describe('subscriptions, gifts and rewards', () => {
  test('subscribes to a plan, which goes to the cart, and takes it back', async ({ page }) => {
    await emptyCart(page);
    await page.goto('/profile/i-miei-abbonamenti');
    const plans = page.getByRole('list', { name: 'Piani di abbonamento' });
    const plan = plans.getByRole('listitem').first();
    const planName = (await plan.getByRole('heading').textContent())!.trim();
    await plan.getByRole('button', { name: `Abbonati: ${planName}` }).click();
    await expect(page.getByText(/Abbonamento aggiunto al carrello/).first()).toBeVisible();
    await expect(plan.getByText('Nel carrello', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodotto/ })).toBeVisible();

    await plan.getByRole('button', { name: `Togli dal carrello ${planName}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Togliere l’abbonamento?' })
      .getByRole('button', { name: 'Togli' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Abbonamento annullato.' }),
    ).toBeVisible();
    await expect(plan.getByRole('button', { name: `Abbonati: ${planName}` })).toBeVisible();
  });

  test('a failed cancellation closes the question and says so in Italian, the plan kept', async ({
    page,
  }) => {
    await emptyCart(page);
    const { plan, planName } = await subscribeToFirstPlan(page);

    await refuseCalls(page, 'subscription-plan/delete', 'Abbonamento non annullabile ora.');
    await confirmRefusedRemoval(
      plan.getByRole('button', { name: `Togli dal carrello ${planName}` }),
      { name: 'Togliere l’abbonamento?', confirm: 'Togli' },
      'Abbonamento non annullabile ora.',
    );
    // The plan is still in the cart (docs/requirements/account.md).
    await expect(plan.getByText('Nel carrello', { exact: true })).toBeVisible();

    await page.unroute('**/ebsn/api/subscription-plan/delete');
    await emptyCart(page);
  });

  test('a subscription product’s "Aggiungi" subscribes from its page, not from another page', async ({
    page,
  }) => {
    const product = 'Abbonamento Consegna Gratuita 12 mesi';
    await emptyCart(page);
    await page.goto(`/search?q=${encodeURIComponent(product)}`);
    await page.getByRole('link', { name: product }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await page.getByRole('button', { name: `Aggiungi al carrello: ${product}` }).click();
    // The success toast (docs/requirements/account.md: no messages from the server), on the same page.
    await expect(
      page.getByRole('status', { name: 'Notifiche' }).getByText('Abbonamento aggiunto'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Carrello, 1 prodotto/ })).toBeVisible();

    // The plan says so on the subscriptions page, where it is taken back.
    await page.goto('/profile/i-miei-abbonamenti');
    const plan = page
      .getByRole('list', { name: 'Piani di abbonamento' })
      .getByRole('listitem')
      .filter({ hasText: 'Consegna Gratuita 12 mesi' });
    await expect(plan.getByText('Nel carrello', { exact: true })).toBeVisible();
    await plan
      .getByRole('button', { name: 'Togli dal carrello Consegna Gratuita 12 mesi' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Togliere l’abbonamento?' })
      .getByRole('button', { name: 'Togli' })
      .click();
    await expect(
      plan.getByRole('button', { name: 'Abbonati: Consegna Gratuita 12 mesi' }),
    ).toBeVisible();
    await emptyCart(page);
  });

  test('redeems a gift code on the cart and takes it off', async ({ page }) => {
    await page.goto('/profile/gifts');
    const code = page.getByRole('textbox', { name: /Codice del buono/ });
    const use = page.getByRole('button', { name: 'Usa nel carrello' }).first();
    await use.click();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();
    await code.fill('NONESISTE');
    await use.click();
    await expect(page.getByText(/non (trovato|valido)/i).first()).toBeVisible();
    await expect(code).toHaveValue('NONESISTE');
    // Correcting the code takes the refusal away; it does not come back as an alert.
    await code.fill('NONESIST');
    await expect(page.getByText(/non (trovato|valido)/i)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await code.fill('BENVENUTO10');
    await use.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Buono BENVENUTO10 applicato al carrello.' }),
    ).toBeVisible();
    // A code taken leaves the field empty for the next one.
    await expect(code).toHaveValue('');
    const gift = page.getByRole('listitem').filter({ hasText: 'Buono benvenuto 10 €' });
    await expect(gift.getByText('Nel carrello', { exact: true })).toBeVisible();
    // Each voucher's button names its voucher (several are listed).
    await gift
      .getByRole('button', { name: 'Togli dal carrello Buono benvenuto 10 €', exact: true })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Buono tolto dal carrello.' }),
    ).toBeVisible();
    await expect(gift.getByText('Nel carrello', { exact: true })).toHaveCount(0);
  });

  test('the menus say which page is shown, on the phone too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/profile/gifts');
    const gifts = page.getByRole('navigation', { name: 'Buoni e premi' });
    await expect(gifts.getByRole('link', { name: 'Buoni' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(gifts.getByRole('link', { name: 'Catalogo premi' })).not.toHaveAttribute(
      'aria-current',
    );
    // The profile menu is one row that scrolls sideways: its entry of the page is in view.
    const entry = page
      .getByRole('navigation', { name: 'Area personale' })
      .getByRole('link', { name: 'Buoni e premi' });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(entry).toBeInViewport({ ratio: 1 });
    await gifts.getByRole('link', { name: 'Catalogo premi' }).click();
    await expect(gifts.getByRole('link', { name: 'Catalogo premi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(gifts.getByRole('link', { name: 'Buoni' })).not.toHaveAttribute('aria-current');
    // The rewards pages are reached from "Buoni e premi": the profile menu still says so.
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await gifts.getByRole('link', { name: 'Premi richiesti' }).click();
    await expect(page).toHaveURL(/\/profile\/requested-rewards$/);
    await expect(entry).toHaveAttribute('aria-current', 'page');
  });

  test('requests a reward from the catalogue and finds it among the requested ones', async ({
    page,
  }) => {
    // Requested before (an earlier run on the same server): the request adds one more.
    const requested = page.getByRole('list', { name: 'Premi richiesti' }).getByText(/Borsa frigo/);
    await page.goto('/profile/requested-rewards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premi richiesti');
    // The list once loaded, or its empty state.
    await expect(
      page
        .getByRole('list', { name: 'Premi richiesti' })
        .or(page.getByText('Non hai richiesto premi')),
    ).toBeVisible();
    const before = await requested.count();

    await page.goto('/profile/rewards-cart');
    await expect(page.getByText(/^Hai \d+ punti\.$/)).toBeVisible();
    await page
      .getByRole('button', { name: 'Richiedi Borsa frigo Carrello (premio fedeltà)' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: /richiesto/ })).toBeVisible();
    await page.getByRole('link', { name: 'Premi richiesti' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premi richiesti');
    await expect(requested).toHaveCount(before + 1);
  });

  test('writes loyalty points the Italian way, thousands with a point', async ({ page }) => {
    await page.route('**/ebsn/api/reward/list*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { points: number; products: { productInfos?: Record<string, string> }[] };
      };
      body.data.points = 12500;
      body.data.products = body.data.products.slice(0, 1);
      body.data.products[0]!.productInfos = {
        ...body.data.products[0]!.productInfos,
        POINTS: '25000',
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/profile/rewards-cart');
    await expect(page.getByText('Hai 12.500 punti.')).toBeVisible();
    const reward = page.getByRole('list', { name: 'Premi' }).getByRole('listitem');
    await expect(reward.getByText('25.000 punti', { exact: true })).toBeVisible();
    await expect(reward.getByText('Ti mancano 12.500 punti.')).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of [
        '/profile/i-miei-abbonamenti',
        '/profile/gifts',
        '/profile/rewards-cart',
        '/profile/requested-rewards',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});

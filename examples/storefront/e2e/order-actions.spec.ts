import { expect, type Browser, type Page } from '@playwright/test';

import {
  DESKTOP,
  MARIO,
  PHONE,
  api,
  buyLeavingPaymentOpen,
  chooseDelivery,
  chooseLaterSlot,
  emptyCart,
  fillCart,
  payWithProvider,
  placePendingOrder,
  signedInAs,
  test,
} from './support';
import { axeViolations } from './axe';

// Paying a pending order again, the "Non disponibili" part of the reorder
// summary, and the pick-up reservation of an e-mailed order link with its outcome dialogs.

/** A page of Mario's in its own browser context, for the API calls of a test about another visitor. */
async function marioPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInAs('mario') });
  return context.newPage();
}

test.describe('the actions of a signed-in shopper’s order', () => {
  test.use({ storageState: signedInAs('mario') });

  test('"Paga di nuovo" on a pending order pays it with the provider, and the order is paid', async ({
    page,
  }) => {
    const { orderId } = await placePendingOrder(page);

    await page.goto(`/profile/orders/${orderId}`);
    const payment = page.getByRole('region', { name: 'Pagamento e fattura' });
    await expect(payment).toContainText('in attesa');
    await page.getByRole('link', { name: 'Paga di nuovo' }).click();

    // The checkout says the payment was left open, and goes back to paying it.
    await page
      .getByRole('region', { name: 'Pagamento non completato' })
      .getByRole('button', { name: 'Riprova il pagamento' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento');
    await payWithProvider(page);
    // The same order, not a new one.
    await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));

    await page.goto(`/profile/orders/${orderId}`);
    await expect(payment).toContainText('completato');
    await expect(payment).not.toContainText('in attesa');
    await expect(page.getByRole('link', { name: 'Paga di nuovo' })).toBeHidden();
  });

  test('"Riordina" lists under "Non disponibili" what of the order cannot be bought again', async ({
    page,
  }) => {
    // An order holding an ordinary product and a subscription plan (a nature-10 product, sold
    // only from the subscriptions page): the reorder cannot put the plan back in the cart.
    const [product] = await fillCart(page);
    const { subscriptionPlans } = await api<{
      subscriptionPlans: {
        subscriptionPlanId: number;
        productId?: number;
        name: string;
        subscribed: boolean;
      }[];
    }>(page, 'GET', 'subscription-plan/list');
    const plan = subscriptionPlans.find(
      (candidate) => !candidate.subscribed && candidate.productId !== undefined,
    );
    if (!plan) throw new Error('Mario is subscribed to every plan');
    await api(page, 'POST', 'subscription-plan/add', {
      data: { subscriptionPlanId: plan.subscriptionPlanId },
    });
    await chooseDelivery(page);
    await chooseLaterSlot(page);
    const { orderId } = await buyLeavingPaymentOpen(page);
    // The order is then cancelled (no plan starts) and its lines leave the cart.
    await api(page, 'POST', 'order/delete', { form: { order_id: orderId } });
    await emptyCart(page);
    const { items } = await api<{ items: { product: { productId: number; name: string } }[] }>(
      page,
      'GET',
      `order/view?order_id=${orderId}`,
    );
    // The order holds the product and the plan's own product, one line each.
    expect(items.map((item) => item.product.productId).sort()).toEqual(
      [product!.productId, plan.productId!].sort(),
    );
    const planLine = items.find((item) => item.product.productId === plan.productId);

    await page.goto(`/profile/orders/${orderId}`);
    await page.getByRole('button', { name: 'Riordina' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'Aggiunti al carrello' });
    await expect(summary).toBeVisible();
    const added = summary.getByRole('list').first();
    const unavailable = summary.getByRole('list').nth(1);
    await expect(summary).toContainText('Aggiunti al carrello (1):');
    await expect(added).toContainText(product!.name);
    await expect(summary).toContainText('Non disponibili (1):');
    await expect(unavailable).toContainText(planLine!.product.name);
    // The summary matches the cart: the product is in it, the plan is not.
    const cart = await api<{ cartItems: { product: { productId: number } }[] }>(
      page,
      'GET',
      'cart/view',
    );
    expect(cart.cartItems.map((item) => item.product.productId)).toEqual([product!.productId]);
    await emptyCart(page);
  });
});

test.describe('the pick-up reservation of an e-mailed order link', () => {
  test('reserves as an anonymous visitor, with the outcome dialog of every answer', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    // Mario orders a click-and-collect pick-up and leaves the payment open.
    const mario = await marioPage(browser);
    const { orderId, sessionId } = await placePendingOrder(mario, { pickUp: true });

    // Signed out, the visitor asks for the link and opens the order from the e-mail.
    await api(page, 'POST', 'token-order/request-access', {
      form: { e_mail: MARIO.login, order_id: orderId },
    });
    const mailbox = await page.request.get(
      `/dev/mailbox.json?to=${encodeURIComponent(MARIO.login)}`,
    );
    const messages = (await mailbox.json()) as { subject: string; text: string }[];
    const link = /\/orders-anon\?access_token=([\w-]+)/.exec(
      messages.find((message) => message.subject === 'I tuoi ordini Carrello')!.text,
    )!;
    await page.setViewportSize(PHONE);
    await page.goto(`/orders-anon/${orderId}?access_token=${link[1]}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
    ).toBeVisible();

    const reservation = page.getByRole('region', { name: 'Prenota il parcheggio' });
    const arriving = reservation.getByRole('button', { name: 'Sto arrivando' });
    const when = reservation.getByRole('combobox', { name: 'Quando arrivi?' });
    await arriving.click();
    await expect(reservation.getByText('Campo obbligatorio')).toBeVisible();

    // Not paid yet: "Attenzione" says why.
    await when.selectOption('A meno di 5 minuti');
    await arriving.click();
    const refused = page.getByRole('dialog', { name: 'Attenzione' });
    await expect(refused).toContainText('non è ancora stato pagato');
    expect(await axeViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'Chiudi' }).click();
    await expect(refused).toBeHidden();

    // Paid on the provider's page (its "pay" action, as Mario's browser posts it).
    await mario.request.post('/payment-provider/checkout/action', {
      form: { session_id: sessionId, action: 'pay' },
      maxRedirects: 0,
    });
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await when.selectOption('Sono già arrivato');
    await reservation.getByRole('textbox', { name: 'Note (targa, posto auto)' }).fill('AB123CD');
    await arriving.click();
    const done = page.getByRole('dialog', { name: 'Informazioni' });
    await expect(done).toContainText('Prenotazione registrata');
    expect(await axeViolations(page)).toEqual([]);
    await done.getByRole('button', { name: 'Chiudi' }).click();
    await expect(done).toBeHidden();

    // A second "Sto arrivando" replaces the first.
    await when.selectOption('A circa 10 minuti');
    await arriving.click();
    await expect(done).toContainText('Prenotazione aggiornata');
    await done.getByRole('button', { name: 'Chiudi' }).click();
    await expect(done).toBeHidden();

    // Mario cancels the order meanwhile: the reservation is refused.
    await api(mario, 'POST', 'order/delete', { form: { order_id: orderId } });
    await arriving.click();
    await expect(refused).toContainText('annullato');
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'Chiudi' }).click();
    await expect(refused).toBeHidden();

    await emptyCart(mario);
    await mario.context().close();
  });
});

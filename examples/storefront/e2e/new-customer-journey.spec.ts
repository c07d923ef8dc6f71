import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import {
  DESKTOP,
  PHONE,
  PROFILE_MENU,
  buyableProducts,
  chooseMilanStreet,
  createAccount,
  freshNumber,
  openNewAddress,
  MASTERCARD,
  removeSavedCard,
  saveCardWithProvider,
  sendDeliveryTicket,
  subscribeToFirstPlan,
  test,
} from './support';

// One brand-new shopper, from the top bar's "Registrati" to a paid,
// reordered order, a card saved and deleted, a list, a subscription and a customer-care ticket,
// as a shopper does it in the browser, with axe at 390 and 1440 px on every page passed.

const PASSWORD = 'Origano2026!';
/** An address no earlier run used: every run is a new customer of the same server. */
function newEmail(): string {
  return `viaggio.${process.pid}.${Date.now().toString(36)}@example.it`;
}

/** The path of the link of the mail to `to` whose subject is `subject`, once it has arrived. */
async function mailedLink(request: APIRequestContext, to: string, subject: string) {
  let text = '';
  await expect(async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as { subject: string; text: string }[];
    text = mails.find((mail) => mail.subject === subject)?.text ?? '';
    expect(text, `a mail "${subject}" to ${to}`).toMatch(/https?:\/\/\S+/);
  }).toPass({ timeout: 10_000 });
  const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
  return `${url.pathname}${url.search}`;
}

/**
 * Runs axe on the page as it is at 390 and then at 1440 px (the journey goes on at 1440).
 * `exclude` leaves out what axe cannot judge: see the profile menu's step.
 */
async function expectAccessibleAtBothWidths(page: Page, what: string, exclude?: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(
      await axeViolations(page, { exclude }),
      `axe on ${what} at ${viewport.width} px`,
    ).toEqual([]);
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('a new customer, from sign-up to the second order', () => {
  test.use({ viewport: DESKTOP });

  test('registers, confirms, completes the profile, pays, reorders and uses the account pages', async ({
    page,
  }) => {
    // Fourteen pages and two widths each, on a machine the whole suite shares.
    test.setTimeout(600_000);
    const email = newEmail();
    const addressName = `Casa ${freshNumber()}`;
    const [product] = await buyableProducts(page, 1);
    let orderId = '';

    await test.step('registers from the top bar’s "Registrati"', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Registrati' }).click();
      await expect(page).toHaveURL(/\/registrati$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
      // The password rules are there before anything is typed.
      await expect(page.getByText('Almeno 8 caratteri')).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the sign-up page');

      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Chiara');
      await page.getByRole('textbox', { name: 'Cognome' }).fill('Galli');
      await createAccount(page, email, PASSWORD);
      await expect(page.getByText(email)).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the sign-up confirmation');
    });

    await test.step('confirms from the mailed link and completes the profile', async () => {
      await page.goto(await mailedLink(page.request, email, 'Conferma la tua registrazione'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Profilo confermato' }),
      ).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the confirmed profile');

      await page.getByRole('link', { name: 'Completa il profilo' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'I miei dati' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Chiara');
      await page.getByRole('textbox', { name: 'Cellulare' }).fill('347 765 4321');
      await page.getByRole('button', { name: 'Salva i dati' }).click();
      await expect(page.getByText('Dati salvati.')).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the profile data');
    });

    await test.step('adds an address from the delivery dialog and picks a slot', async () => {
      // A product in the cart from its page, as a shopper does it.
      await page.goto(`/product/${product!.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
      await page.getByRole('button', { name: `Aggiungi al carrello: ${product!.name}` }).click();
      await expect(page.getByRole('button', { name: /^Carrello, 1 prodotto/ })).toBeVisible();

      // A new customer has no address yet.
      const modal = await openNewAddress(page);
      await modal.getByRole('button', { name: 'Salva indirizzo' }).click();
      await expect(modal.getByText('Campo obbligatorio').first()).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the new address form');

      await modal.getByRole('textbox', { name: /Nome dell’indirizzo/ }).fill(addressName);
      await modal.getByRole('combobox', { name: /Provincia/ }).selectOption('MI');
      await chooseMilanStreet(modal);
      const cap = modal.getByRole('textbox', { name: /CAP/ });
      await expect(cap).toHaveValue('20124');
      await cap.fill('20121');
      await expect(
        modal.getByText('La consegna a domicilio raggiunge questo indirizzo.'),
      ).toBeVisible();
      await modal.getByRole('textbox', { name: /Numero civico/ }).fill(freshNumber());
      await modal.getByRole('button', { name: 'Salva indirizzo' }).click();

      // Back in the dialog, with the new address chosen.
      await expect(page).toHaveURL(/\/checkout$/);
      const back = page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
      await expect(back.getByRole('radio', { name: new RegExp(addressName) })).toBeChecked();
      await expectAccessibleAtBothWidths(page, 'the delivery dialog');
      await back.getByRole('button', { name: 'Conferma indirizzo' }).click();

      const when = page.getByRole('dialog', { name: 'Scegli la fascia oraria' });
      await when.getByRole('radio', { disabled: false }).first().check();
      await expectAccessibleAtBothWidths(page, 'the time-slot dialog');
      await when.getByRole('button', { name: 'Conferma fascia oraria' }).click();
      await expect(when).toBeHidden();
      await expect(page.getByText('Nessuna fascia oraria scelta')).toBeHidden();
      await expectAccessibleAtBothWidths(page, 'the checkout');
    });

    await test.step('pays with the simulated provider', async () => {
      await page.getByRole('button', { name: 'Concludi ordine' }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
      // Confirmed and with a phone: nothing asks to complete the profile any more.
      await expect(page.getByRole('link', { name: 'Completa il profilo' })).toHaveCount(0);
      await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
      await expectAccessibleAtBothWidths(page, 'the payment page');
      await page.getByRole('button', { name: 'Concludi ordine' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Pagamento sicuro' })).toBeVisible();
      await page.getByRole('button', { name: /^Paga [\d.,]+ €$/ }).click();
      await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
      await expect(page.getByText('completato')).toBeVisible();
      orderId = /(\d+)$/.exec(page.url())![1]!;
      await expectAccessibleAtBothWidths(page, 'the completed order');
    });

    await test.step('opens the order’s detail and reorders it', async () => {
      await page.getByRole('link', { name: 'Vedi l’ordine' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Prodotti' })).toContainText(product!.name);
      await expect(page.getByRole('region', { name: 'Consegna' })).toContainText(
        'Corso Buenos Aires',
      );
      await page.getByRole('button', { name: 'Riordina' }).click();
      const summary = page.getByRole('status').filter({ hasText: 'Aggiunti al carrello (1)' });
      await expect(summary).toContainText(product!.name);
      await expect(page.getByRole('button', { name: /^Carrello, 1 prodotto/ })).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the order detail');
    });

    await test.step('saves a card with the simulated provider and deletes it', async () => {
      await page.goto('/profile/payment-method');
      await expect(page.getByText('Non hai carte salvate')).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the saved cards, empty');
      await saveCardWithProvider(page, { holder: 'Chiara Galli', expiry: '11/38' });
      await expectAccessibleAtBothWidths(page, 'the saved cards');
      await removeSavedCard(page, MASTERCARD.name);
      await expect(page.getByText('Non hai carte salvate')).toBeVisible();
    });

    await test.step('creates a list from a product page', async () => {
      const listName = `Spesa della settimana ${freshNumber()}`;
      await page.goto(`/product/${product!.slug}`);
      await page.getByRole('button', { name: `Aggiungi a una lista: ${product!.name}` }).click();
      const picker = page.getByRole('dialog', { name: 'Aggiungi a una lista' });
      await picker.getByRole('radio', { name: 'Nuova lista' }).check();
      await picker.getByRole('textbox', { name: /Nome della nuova lista/ }).fill(listName);
      await expectAccessibleAtBothWidths(page, 'the list picker');
      await picker.getByRole('button', { name: 'Aggiungi alla lista' }).click();
      await expect(picker).toBeHidden();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `«${product!.name}» aggiunto alla lista «${listName}».` }),
      ).toHaveCount(1);

      await page.goto('/profile/lists');
      const list = page.getByRole('listitem').filter({ hasText: listName });
      await expect(list).toContainText('1 prodotto');
      await expectAccessibleAtBothWidths(page, 'the lists');
    });

    await test.step('subscribes to a plan', async () => {
      await subscribeToFirstPlan(page);
      await expect(page.getByText(/Abbonamento aggiunto al carrello/).first()).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the subscriptions');
    });

    await test.step('opens a customer-care ticket about the order', async () => {
      await page.goto('/assistenza-clienti');
      const main = page.getByRole('main');
      const order = main.getByRole('combobox', { name: 'Ordine' });
      await expect(order.locator(`option[value="${orderId}"]`)).toHaveCount(1);
      await order.selectOption(orderId);
      await sendDeliveryTicket(main, 'Posso ricevere la spesa al citofono Galli?');
      await expectAccessibleAtBothWidths(page, 'the customer care');
    });

    await test.step('finds every account page in the profile menu and signs out', async () => {
      const trigger = page.getByRole('button', { name: 'Menu profilo, Chiara' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(PROFILE_MENU);
      // The menu's focus guards (tabindex 0, aria-hidden) hand the focus on at once: a false
      // positive of axe's aria-hidden-focus (floating-ui/floating-ui#2462, axe-core#4832).
      await expectAccessibleAtBothWidths(
        page,
        'the profile menu',
        '[data-floating-ui-focus-guard]',
      );
      await menu.getByRole('menuitem', { name: 'Esci' }).click();
      await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
      await expect(trigger).toHaveCount(0);
    });
  });
});

import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { join } from 'node:path';

import { ACCOUNTS } from './accounts';
import { SDK_HEADERS, api } from './api';
import { buyableProducts, type CatalogueProduct } from './catalogue';
import { AUTH_DIR } from './auth-dir';

export const MARIO = ACCOUNTS.mario;

/** The saved session of a demo account (signed in once by the global setup). */
export function signedInAs(name: keyof typeof ACCOUNTS): string {
  return join(AUTH_DIR, `${name}.json`);
}

export { api, buyableProducts };

/**
 * Makes the API refuse every call to `path` (below `/ebsn/api/`) as the platform refuses one: an
 * envelope with the Italian `message` as its error. `page.unroute` the same address to end it.
 */
export async function refuseCalls(page: Page, path: string, message: string) {
  await page.route(`**/ebsn/api/${path}`, (route) =>
    route.fulfill({ json: { response: { status: 1, errors: [{ error: message }] }, data: null } }),
  );
}

/**
 * Asks for a removal with `ask` and confirms it with the `confirm` button of the `question`
 * dialog, the server refusing it ({@link refuseCalls}). As docs/requirements/account.md
 * ("Confirmations") asks: the question closes, so the alert is not hidden behind it, the alert
 * says `refusal`, and the focus is back on `ask`. `alerts` holds the alert: the page by default.
 */
export async function confirmRefusedRemoval(
  ask: Locator,
  question: { name: string; confirm: string },
  refusal: string,
  alerts: Page | Locator = ask.page(),
): Promise<void> {
  await ask.click();
  const dialog = ask.page().getByRole('alertdialog', { name: question.name });
  await dialog.getByRole('button', { name: question.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(alerts.getByRole('alert')).toHaveText(refusal);
  await expect(ask).toBeFocused();
}

/**
 * Subscribes to the first plan of the subscriptions page ("Abbonati"), and waits for it to show
 * "Nel carrello"; answers the plan's card and name.
 */
export async function subscribeToFirstPlan(page: Page) {
  await page.goto('/profile/i-miei-abbonamenti');
  const plan = page
    .getByRole('list', { name: 'Piani di abbonamento' })
    .getByRole('listitem')
    .first();
  const planName = (await plan.getByRole('heading').textContent())!.trim();
  await plan.getByRole('button', { name: `Abbonati: ${planName}` }).click();
  await expect(plan.getByText('Nel carrello', { exact: true })).toBeVisible();
  return { plan, planName };
}

interface CartData {
  cartId: number;
  cartItems: { itemId: number; product: { productId: number; name: string } }[];
}

/** Empties the signed-in shopper's cart (unlocking it first if a payment was left open). */
export async function emptyCart(page: Page): Promise<void> {
  await page.request.post('/ebsn/api/cart/unlock', { headers: SDK_HEADERS });
  const cart = await api<CartData>(page, 'GET', 'cart/view');
  if (cart.cartItems.length === 0) return;
  await api(page, 'POST', 'cart/remove-product', {
    data: { items: cart.cartItems.map((item) => ({ itemId: item.itemId })) },
  });
}

/** Puts products in the cart through the API and answers the cart. */
export async function addToCart(
  page: Page,
  items: { productId: number; quantity: number }[],
): Promise<CartData> {
  return api<CartData>(page, 'POST', 'cart/add-product', { data: { items } });
}

/**
 * Chooses the first address of a delivery service (2 home delivery, 1 pick-up at a store)
 * through the API; answers whether the service had one.
 */
async function chooseFirstAddress(page: Page, service: 1 | 2): Promise<boolean> {
  const { addresses } = await api<{ addresses: { addressId: number }[] }>(
    page,
    'GET',
    `address/list?delivery_service_id=${service}`,
  );
  const address = addresses[0];
  if (!address) return false;
  await api(page, 'POST', 'cart/set-address', {
    form: { delivery_service_id: service, address_id: address.addressId },
  });
  return true;
}

/** Chooses the first free time slot through the API. */
export async function chooseFirstSlot(page: Page): Promise<void> {
  const { days } = await api<{
    days: { date: string; timeSlots: { timeslotId: number; available: boolean }[] }[];
  }>(page, 'GET', 'timeslot/list');
  for (const day of days) {
    const slot = day.timeSlots.find((candidate) => candidate.available);
    if (slot) {
      await api(page, 'POST', 'cart/set-timeslot', {
        form: { date: day.date, timeslot_id: slot.timeslotId },
      });
      return;
    }
  }
  throw new Error('No free time slot');
}

/**
 * Chooses the first home-delivery address (or, without one, the first store) and the first free
 * time slot through the API.
 */
export async function chooseDelivery(page: Page): Promise<void> {
  if (!(await chooseFirstAddress(page, 2)) && !(await chooseFirstAddress(page, 1)))
    throw new Error('No address or store to deliver to');
  await chooseFirstSlot(page);
}

/** Chooses the first store, to pick the order up there, through the API (no time slot yet). */
export async function choosePickUp(page: Page): Promise<void> {
  if (!(await chooseFirstAddress(page, 1))) throw new Error('No store to pick up from');
}

/** Chooses the first free slot of a day after today (Rome): the order stays open for changes. */
export async function chooseLaterSlot(page: Page): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const { days } = await api<{
    days: { date: string; timeSlots: { timeslotId: number; available: boolean }[] }[];
  }>(page, 'GET', 'timeslot/list');
  for (const day of days) {
    const slot = day.timeSlots.find((candidate) => candidate.available);
    if (day.date > today && slot) {
      await api(page, 'POST', 'cart/set-timeslot', {
        form: { date: day.date, timeslot_id: slot.timeslotId },
      });
      return;
    }
  }
  throw new Error('No free time slot after today');
}

/** Locks the cart and buys it with the simulated provider (type 12), leaving the payment open. */
export async function buyLeavingPaymentOpen(
  page: Page,
): Promise<{ orderId: number; sessionId: string }> {
  await api(page, 'POST', 'cart/lock');
  const bought = await api<{ orderId: number; paymentParameters: Record<string, string> }>(
    page,
    'POST',
    'cart/buy',
    { form: { payment_type_id: 12 } },
  );
  return { orderId: bought.orderId, sessionId: bought.paymentParameters.session_id! };
}

/** Opens the cart drawer from the home page's top bar; answers the drawer. */
export async function openCartDrawer(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: /^Carrello/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the payment page of the cart as it is and waits for its heading. */
export async function openPayment(page: Page): Promise<void> {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento');
}

/**
 * On the payment page: ticks the sales conditions, presses "Concludi ordine" and waits for the
 * simulated provider's page; answers its pay button.
 */
export async function goToProvider(page: Page): Promise<Locator> {
  await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
  await page.getByRole('button', { name: 'Concludi ordine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento sicuro' })).toBeVisible();
  return page.getByRole('button', { name: /^Paga [\d.,]+\s€$/ });
}

/** On the payment page: pays the cart with the simulated provider (see {@link goToProvider}). */
export async function payWithProvider(page: Page): Promise<void> {
  await (await goToProvider(page)).click();
}

/**
 * The usual start of a cart test for the signed-in shopper: empties the cart, puts `count`
 * buyable products in it (`quantity` of each) and, with `delivery`, chooses where and when
 * (see {@link chooseDelivery}). Answers the products.
 */
export async function fillCart(
  page: Page,
  { count = 1, quantity = 1, delivery = false } = {},
): Promise<CatalogueProduct[]> {
  await emptyCart(page);
  const products = await buyableProducts(page, count);
  await addToCart(
    page,
    products.map((product) => ({ productId: product.productId, quantity })),
  );
  if (delivery) await chooseDelivery(page);
  return products;
}

/**
 * Places an order of one buyable product, bought with the simulated provider (type 12) and its
 * payment left open (the provider not visited), on a slot of a later day: an order stays open
 * for changes until its day. It is delivered (see {@link chooseDelivery}) or, with `pickUp`,
 * picked up at the first store.
 */
export async function placePendingOrder(
  page: Page,
  { pickUp = false } = {},
): Promise<{ orderId: number; sessionId: string }> {
  await fillCart(page);
  if (pickUp) await choosePickUp(page);
  else await chooseDelivery(page);
  await chooseLaterSlot(page);
  return buyLeavingPaymentOpen(page);
}

/**
 * The button that opens the delivery dialog from the checkout or the cart drawer in `scope`:
 * "Scegli indirizzo" before the cart has an address, "Cambia indirizzo" after.
 */
export function addressButton(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /^(Scegli indirizzo|Cambia indirizzo)$/ }).first();
}

/** The delivery dialog: home delivery to an address, or pick-up at a store. */
export function deliveryDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Scegli dove ricevere la spesa' });
}

/**
 * Opens the checkout's delivery dialog ("Scegli dove ricevere la spesa") and chooses home
 * delivery in it; answers the dialog.
 */
export async function openHomeDelivery(page: Page): Promise<Locator> {
  await page.goto('/checkout');
  await page
    .getByRole('button', {
      name: /^(Scegli indirizzo|Cambia indirizzo|Scegli dove ricevere la spesa)$/,
    })
    .first()
    .click();
  const dialog = deliveryDialog(page);
  await dialog.getByRole('radio', { name: /Consegna a domicilio/ }).check();
  return dialog;
}

/**
 * Opens the new-address modal from the checkout's delivery dialog (see {@link openHomeDelivery})
 * with its "Aggiungi un indirizzo"; answers the modal.
 */
export async function openNewAddress(page: Page): Promise<Locator> {
  const delivery = await openHomeDelivery(page);
  await delivery.getByRole('link', { name: 'Aggiungi un indirizzo' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses\/manage$/);
  return page.getByRole('dialog', { name: 'Nuovo indirizzo' });
}

/**
 * Chooses Milano, then Corso Buenos Aires, from the suggestions of the new-address form (whose
 * province is already MI): the street's only postal code, 20124, then fills the CAP.
 */
export async function chooseMilanStreet(form: Locator): Promise<void> {
  await form.getByRole('combobox', { name: /Comune/ }).pressSequentially('Mila');
  await form.getByRole('option', { name: 'Milano', exact: true }).click();
  await form.getByRole('combobox', { name: /^Via/ }).pressSequentially('Corso Bue');
  await form.getByRole('option', { name: 'Corso Buenos Aires' }).click();
}

/**
 * Ends the sign-up form (the shopper's other fields already filled): types the e-mail and the
 * password, accepts the privacy notice, creates the account and waits for the page that asks
 * to confirm the e-mail.
 */
export async function createAccount(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: /informativa privacy/ }).check();
  await page.getByRole('button', { name: 'Crea l’account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' }),
  ).toBeVisible();
}

/** The reference server's simulated Day provider accepts any user with this password. */
export const DAY_PASSWORD = 'BuoniDay2026';

/** Signs in to Day as mario.rossi in the provider's item (`day`) of the payment page's vouchers. */
export async function signInToDay(day: Locator): Promise<void> {
  await day.getByLabel('Utente Day').fill('mario.rossi');
  await day.getByLabel('Password Day').fill(DAY_PASSWORD);
  await day.getByRole('button', { name: 'Accedi a Day' }).click();
}

/** "12,34 €" (with any space before €) as a number, without its sign. */
export function euros(text: string | null): number {
  const match = /([\d.]+,\d{2})\s*€/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, '').replace(',', '.'));
}

/** Signs the shopper out of every meal-voucher provider: Day then starts with a full wallet. */
export async function signOutOfMealVouchers(page: Page): Promise<void> {
  const { mealTicketTypes } = await api<{ mealTicketTypes: { paymentTypeId: number }[] }>(
    page,
    'GET',
    'meal-ticket-type/list',
  );
  for (const type of mealTicketTypes)
    await page.request.post(
      `/ebsn/api/meal-ticket-type/logout?payment_type_id=${type.paymentTypeId}`,
      { headers: SDK_HEADERS },
    );
}

/** Checks the search page of `query`: its address, its heading and a first result. */
export async function expectSearchResults(page: Page, query: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.search === `?${new URLSearchParams({ q: query })}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Risultati per “${query}”`);
  await expect(
    page
      .getByRole('list', { name: `Risultati per ${query}` })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
}

/**
 * Sends the signed-in customer-care form of `main` (its order already chosen) about a delivery,
 * with `message`: the receipt in place of the form takes the focus the form had.
 */
export async function sendDeliveryTicket(main: Locator, message: string): Promise<void> {
  await main.getByRole('combobox', { name: 'Argomento' }).selectOption('Consegna o ritiro');
  await main.getByRole('textbox', { name: 'Messaggio', exact: true }).fill(message);
  await main.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(main.getByText(/^Richiesta TK-\d+ inviata/)).toBeFocused();
}

/** The test card the simulated provider saves as "Mastercard ****4444". */
export const MASTERCARD = { number: '5555 5555 5555 4444', name: 'Mastercard ****4444' };

/**
 * From the saved-cards page, saves the Mastercard test card for `holder` through the simulated
 * provider's page: back on the saved cards, the page says so and lists it.
 */
export async function saveCardWithProvider(
  page: Page,
  { holder, expiry }: { holder: string; expiry: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Aggiungi una carta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salva una carta' })).toBeVisible();
  await page.getByLabel('Titolare della carta').fill(holder);
  await page.getByLabel('Numero della carta').fill(MASTERCARD.number);
  await page.getByLabel('Scadenza (MM/AA)').fill(expiry);
  await page.getByRole('button', { name: 'Salva la carta' }).click();
  await expect(page).toHaveURL(/\/profile\/payment-method$/);
  await expect(page.getByText('La nuova carta è stata salvata.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: MASTERCARD.name })).toBeVisible();
}

/**
 * Removes the saved card `name` ("Mastercard ****4444") from the saved-cards page: the
 * confirmation names it, and once confirmed the page says so and no longer lists it.
 */
export async function removeSavedCard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Rimuovi la carta ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Rimuovere la carta?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Rimuovi la carta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'è stata rimossa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeHidden();
}

/**
 * Opens `dialog` from the keyboard (Enter on `opener`) and closes it with Escape: the test then
 * checks where the focus went back to.
 */
export async function openAndEscape(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens the home page with the welcome popup its `additional_param` names; answers the popup. */
export async function openWelcomePopup(page: Page): Promise<Locator> {
  await page.goto('/?additional_param=benvenuto');
  const popup = page.getByRole('dialog', { name: 'Benvenuto su Carrello' });
  await expect(popup).toBeVisible();
  return popup;
}

/** The password of the accounts the tests create. */
export const NEW_ACCOUNT_PASSWORD = 'Basilico2026!';

let emailCount = 0;
/**
 * An e-mail address no earlier run used, for an account a test creates (several runs share one
 * server): `name`, then the process, the time and a count.
 */
export function newEmail(name: string): string {
  emailCount += 1;
  return `${name}.${process.pid}.${Date.now().toString(36)}${emailCount}@example.it`;
}

/** A civic number no earlier run used, so the server does not refuse a duplicate address. */
export function freshNumber(): string {
  return String(Date.now() % 10_000_000);
}

/** Viewport sizes of the suite: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** The same two sizes by name, for a test repeated at each: `Object.entries(VIEWPORTS)`. */
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP };

/** The profile menu of docs/requirements/account.md, in order: eight entries and logout. */
export const PROFILE_MENU = [
  'Il mio profilo',
  'I miei dati',
  'I miei ordini',
  'Dati di fatturazione',
  'Le mie liste',
  'Buoni e premi',
  'I miei indirizzi',
  'Abbonamenti',
  'Esci',
];

/** What React says in the console when a page's first render differs from the server's HTML. */
const HYDRATION_ERROR =
  /hydrat|did not match|server rendered (?:HTML|text)|Minified React error #(?:418|419|422|423|425)\b/i;

const waiting = new WeakSet<Page>();

/**
 * A server-rendered page shows its controls before the app is live: a click then does nothing.
 * The page's navigations (`goto`, `reload`) wait for `<html data-app-ready>` (set once the app is
 * hydrated) on storefront pages, as a shopper waits for the page to respond; server pages (/sso,
 * the payment provider, the offline page) have no `#root` and do not wait.
 */
function waitForAppOnNavigation(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const ready = () =>
    page
      .waitForFunction(
        () =>
          !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
        undefined,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * Playwright's `test` whose navigations wait for the app to be live, on every page of the test:
 * the `page` fixture, other pages of its context, and pages of contexts the test makes itself.
 */
const appTest = base.extend<{ liveContexts: void }>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) context.on('page', waitForAppOnNavigation);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForAppOnNavigation(page);
    await provide(page);
  },
  liveContexts: [
    async ({ browser, javaScriptEnabled }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Playwright's own contexts get the test's options without naming them here.
        if ((args[0]?.javaScriptEnabled ?? javaScriptEnabled) !== false)
          context.on('page', waitForAppOnNavigation);
        return context;
      };
      await provide();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});

/**
 * The suite's `test`: navigations wait for the app to be live, and a hydration error in the
 * console fails the test (the server's HTML and the browser's first render are the same
 * page). Every spec uses it.
 */
export const test = appTest.extend<{ hydrationErrors: string[] }>({
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'hydration errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});

import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import { DESKTOP, addToCart, emptyCart, fillCart, openPayment, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

interface CartLine {
  itemId: number;
  product: { productId: number; name: string };
  cartItemInfo?: Record<string, string>;
}

interface ServerCart {
  cartItems: CartLine[];
  cartInfos: Record<string, string>;
}

interface ServerPerson {
  personFiscalId: number;
  personTypeId: number;
  firstName?: string;
  lastName?: string;
  company?: string;
  vatCode?: string;
  vatFiscalCode?: string;
}

interface CatalogueProduct {
  productId: number;
  name: string;
  available: number;
  hasAlternatives?: boolean;
  warehousePromo?: unknown;
  productInfos: Record<string, string>;
}

/** Reads the data of an API call, failing the test on an error envelope. */
async function read<T>(page: Page, path: string, form?: Record<string, string>): Promise<T> {
  const response = form
    ? await page.request.post(`/ebsn/api/${path}`, { headers: SDK_HEADERS, form })
    : await page.request.get(`/ebsn/api/${path}`, { headers: SDK_HEADERS });
  const body = (await response.json()) as { response: { status: number }; data: T };
  expect(body.response.status, `${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

const serverCart = (page: Page) => read<ServerCart>(page, 'cart/view');

async function serverPersons(page: Page): Promise<ServerPerson[]> {
  return (await read<{ personFiscals: ServerPerson[] }>(page, 'person-fiscal/list')).personFiscals;
}

/**
 * Products whose line takes the accept-alternatives flag (docs/requirements/cart.md: editable, not in promotion,
 * not of nature rewards/8/10, with proposed alternatives), with distinct names.
 */
async function productsWithAlternatives(page: Page, count: number) {
  const { products } = await read<{ products: CatalogueProduct[] }>(page, 'products?page_size=100');
  const names = new Set<string>();
  const eligible = products.filter((product) => {
    const ok =
      product.available > 0 &&
      product.hasAlternatives === true &&
      !product.warehousePromo &&
      !['8', '10', 'rewards'].includes(product.productInfos.PRODUCT_NATURE_ID ?? '') &&
      !names.has(product.name);
    if (ok) names.add(product.name);
    return ok;
  });
  if (eligible.length < count) throw new Error(`Only ${eligible.length} products qualify`);
  return eligible.slice(0, count);
}

/** A cart of one product, delivery chosen, on /payment with no invoice asked and the test's persons gone. */
async function goToPayment(page: Page, created: (person: ServerPerson) => boolean) {
  await fillCart(page, { delivery: true });
  await read(page, 'cart/set-cart-info', { property: 'need_invoice', value: 'false' });
  for (const person of (await serverPersons(page)).filter(created)) {
    await read(page, 'person-fiscal/delete', { person_fiscal_id: String(person.personFiscalId) });
  }
  await page.setViewportSize(DESKTOP);
  await openPayment(page);
}

/** Switches the invoice on and opens the new fiscal person form. */
async function openNewPersonForm(page: Page) {
  const invoice = page.getByRole('switch', { name: 'Ho bisogno della fattura' });
  await invoice.click();
  await expect(invoice).toBeChecked();
  // Mario already has a saved person: the new person form opens from its button.
  await page.getByRole('button', { name: 'Nuovo intestatario' }).click();
  return page.getByRole('form', { name: 'Nuovo intestatario' });
}

/** Fills the billing address with the lookups: Milano, a street from the suggestions. */
async function fillBillingAddress(page: Page) {
  const form = page.getByRole('form', { name: 'Nuovo intestatario' });
  await form.getByRole('combobox', { name: 'Provincia' }).selectOption('MI');
  await form.getByRole('combobox', { name: 'Comune' }).fill('Milano');
  await page.getByRole('option', { name: 'Milano', exact: true }).click();
  await form.getByRole('combobox', { name: 'Indirizzo' }).fill('Via Alessandro');
  await page
    .getByRole('option', { name: /^Via Alessandro/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Numero civico', exact: true }).fill('12');
  const cap = form.getByRole('textbox', { name: 'CAP', exact: true });
  if ((await cap.inputValue()) === '') await cap.fill('20121');
}

test.describe('accepting alternatives (docs/requirements/cart.md)', () => {
  test.beforeEach(async ({ page }) => {
    await emptyCart(page);
  });

  test('ticking a line opens its alternatives, and the choice survives a reload', async ({
    page,
  }) => {
    const [product, other] = await productsWithAlternatives(page, 2);
    await addToCart(page, [
      { productId: product!.productId, quantity: 1 },
      { productId: other!.productId, quantity: 1 },
    ]);
    const { products: alternatives } = await read<{ products: { name: string }[] }>(
      page,
      `products/${product!.productId}/alternatives`,
    );
    expect(alternatives.length).toBeGreaterThan(0);
    await page.setViewportSize(DESKTOP);
    await page.goto('/checkout');

    const accept = page.getByRole('switch', { name: `Accetta sostituzioni per ${product!.name}` });
    await expect(accept).not.toBeChecked();
    await accept.click();
    const dialog = page.getByRole('dialog', { name: product!.name });
    await expect(
      dialog.getByRole('heading', { name: 'Solitamente sostituito con:' }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: alternatives[0]!.name, exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Chiudi' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(accept).toBeChecked();
    // One of two eligible lines accepts: the cart-wide checkbox is mixed.
    const all = page.getByRole('checkbox', { name: 'Accetta sostituzioni per tutti i prodotti' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');

    const saved = await serverCart(page);
    const info = (productId: number) =>
      saved.cartItems.find((line) => line.product.productId === productId)?.cartItemInfo
        ?.accept_alternatives;
    expect(info(product!.productId)).toBe('true');
    expect(info(other!.productId) ?? 'false').toBe('false');

    await page.reload();
    await expect(
      page.getByRole('switch', { name: `Accetta sostituzioni per ${product!.name}` }),
    ).toBeChecked();
    await expect(
      page.getByRole('switch', { name: `Accetta sostituzioni per ${other!.name}` }),
    ).not.toBeChecked();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the cart-wide option accepts alternatives for every eligible line', async ({ page }) => {
    const products = await productsWithAlternatives(page, 2);
    await addToCart(
      page,
      products.map((product) => ({ productId: product.productId, quantity: 1 })),
    );
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: /^Carrello, 2 prodotti/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    const all = drawer.getByRole('checkbox', { name: 'Accetta sostituzioni per tutti i prodotti' });
    await expect(all).not.toBeChecked();
    await all.click();
    await expect(all).toBeChecked();
    for (const product of products) {
      await expect(
        drawer.getByRole('switch', { name: `Accetta sostituzioni per ${product.name}` }),
      ).toBeChecked();
    }
    await expect
      .poll(async () =>
        (await serverCart(page)).cartItems.map((line) => line.cartItemInfo?.accept_alternatives),
      )
      .toEqual(['true', 'true']);

    await page.reload();
    await page.getByRole('button', { name: /^Carrello, 2 prodotti/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Il tuo carrello' })
        .getByRole('checkbox', { name: 'Accetta sostituzioni per tutti i prodotti' }),
    ).toBeChecked();
  });
});

test.describe('the payment method (docs/requirements/checkout.md)', () => {
  test('pays on delivery with the method chosen in the list', async ({ page }) => {
    await goToPayment(page, () => false);
    // The cart cannot change on the payment page: the cards have no actions.
    await expect(page.getByRole('region', { name: 'Data e ora' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambia indirizzo' })).toHaveCount(0);
    const methods = page.getByRole('group', { name: 'Metodi di pagamento' });
    await expect(methods.getByRole('radio', { name: 'Carta di credito' })).toBeChecked();
    // Meal vouchers are paid through their own provider, not from this list.
    await expect(methods.getByRole('radio', { name: /Buoni pasto/ })).toHaveCount(0);
    await methods.getByRole('radio', { name: 'Contanti alla consegna' }).check();
    await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
    await page.getByRole('button', { name: 'Concludi ordine' }).click();
    // No provider page: the order is confirmed and paid at the door.
    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
    await expect(page.getByText('in attesa')).toBeVisible();
  });
});

test.describe('the invoice (docs/requirements/invoice.md and validation.md)', () => {
  test('a private person with a valid codice fiscale is saved and chosen for the cart', async ({
    page,
  }) => {
    const CF = 'RSSMRA85T10A562S';
    await goToPayment(page, (person) => person.vatFiscalCode === CF);
    const form = await openNewPersonForm(page);
    await expect(form.getByRole('radio', { name: 'Privato' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria');
    await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Russo');
    const taxCode = form.getByRole('textbox', { name: 'Codice fiscale', exact: true });
    // A wrong check letter: the Italian message, on leaving the field.
    await taxCode.fill('RSSMRA85T10A562X');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).click();
    await expect(taxCode).toHaveAttribute('aria-invalid', 'true');
    await expect(taxCode).toHaveAccessibleDescription(/Formato non corretto/);
    await taxCode.fill(CF);
    await expect(taxCode).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('maria.russo@example.it');
    await fillBillingAddress(page);
    await form.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();

    const saved = page
      .getByRole('radiogroup', { name: 'Intestatario della fattura' })
      .getByRole('radio', { name: /Maria Russo/ });
    await expect(saved).toBeChecked();
    await expect(page.getByRole('form', { name: 'Nuovo intestatario' })).toBeHidden();

    const person = (await serverPersons(page)).find((candidate) => candidate.vatFiscalCode === CF);
    expect(person).toMatchObject({ personTypeId: 1, firstName: 'Maria', lastName: 'Russo' });
    await expect
      .poll(async () => (await serverCart(page)).cartInfos)
      .toMatchObject({ need_invoice: 'true', PERSON_FISCAL_ID: String(person!.personFiscalId) });

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Ho bisogno della fattura' })).toBeChecked();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Intestatario della fattura' })
        .getByRole('radio', { name: /Maria Russo/ }),
    ).toBeChecked();
  });

  test('looks streets up only in the Comune the field shows, not one picked before it', async ({
    page,
  }) => {
    await goToPayment(page, () => false);
    const form = await openNewPersonForm(page);
    await form.getByRole('combobox', { name: 'Provincia' }).selectOption('MI');
    const city = form.getByRole('combobox', { name: 'Comune' });
    await city.fill('Milano');
    await page.getByRole('option', { name: 'Milano', exact: true }).click();
    const streetLookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ebsn/api/geo/address-list')) streetLookups.push(request.url());
    });
    // The shopper retypes the Comune without picking it, then types a street.
    await city.fill('Rh');
    await form.getByRole('combobox', { name: 'Indirizzo' }).fill('Via Dante');
    // A later Comune lookup (same delay, started after the street's) marks when the street's
    // lookup would have gone.
    const cityLookup = page.waitForRequest((request) =>
      request.url().includes('/ebsn/api/geo/city-list'),
    );
    await city.pressSequentially('o');
    await cityLookup;
    expect(streetLookups).toEqual([]);
    await expect(page.getByRole('option', { name: /^Via Dante/ })).toHaveCount(0);
  });

  test('a company with a wrong VAT number keeps the form, then pays with the right one', async ({
    page,
  }) => {
    const COMPANY = 'Trattoria Da Mario Srl';
    await goToPayment(page, (person) => person.company === COMPANY);
    const form = await openNewPersonForm(page);
    await expect(
      page.getByText(
        'Per concludere l’ordine scegli l’intestatario della fattura e accetta le condizioni di vendita.',
      ),
    ).toBeVisible();
    await form.getByRole('radio', { name: 'Azienda' }).check();
    await form.getByRole('textbox', { name: 'Ragione sociale', exact: true }).fill(COMPANY);
    await form
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill('amministrazione@trattoria.example.it');
    await form.getByRole('textbox', { name: 'Codice SDI', exact: true }).fill('M5UXCR1');
    await fillBillingAddress(page);
    // 00743110158: the right office code with a wrong check digit (docs/requirements/validation.md).
    const vat = form.getByRole('textbox', { name: 'Partita IVA', exact: true });
    await vat.fill('00743110158');
    await form.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toHaveAccessibleDescription(/Partita Iva non valida/);
    await expect(form.getByText('Partita Iva non valida')).toBeVisible();
    // Nothing is lost: every field keeps what the shopper typed, and nothing was saved.
    await expect(form.getByRole('radio', { name: 'Azienda' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Ragione sociale', exact: true })).toHaveValue(
      COMPANY,
    );
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'amministrazione@trattoria.example.it',
    );
    await expect(form.getByRole('textbox', { name: 'Codice SDI', exact: true })).toHaveValue(
      'M5UXCR1',
    );
    await expect(form.getByRole('combobox', { name: 'Comune' })).toHaveValue('Milano');
    await expect(form.getByRole('textbox', { name: 'Numero civico', exact: true })).toHaveValue(
      '12',
    );
    await expect(vat).toHaveValue('00743110158');
    expect((await serverPersons(page)).some((person) => person.company === COMPANY)).toBe(false);

    await vat.fill('00743110157');
    await expect(vat).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Partita Iva non valida')).toBeHidden();
    await form.getByRole('button', { name: 'Salva i dati di fatturazione' }).click();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Intestatario della fattura' })
        .getByRole('radio', { name: new RegExp(COMPANY) }),
    ).toBeChecked();
    const person = (await serverPersons(page)).find((candidate) => candidate.company === COMPANY);
    expect(person).toMatchObject({ personTypeId: 2, vatCode: '00743110157' });
    await expect
      .poll(async () => (await serverCart(page)).cartInfos.PERSON_FISCAL_ID)
      .toBe(String(person!.personFiscalId));

    const pay = page.getByRole('button', { name: 'Concludi ordine' });
    await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento sicuro' })).toBeVisible();
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  VIEWPORTS,
  addToCart,
  addressButton,
  api,
  deliveryDialog,
  emptyCart,
  fillCart,
  openAndEscape,
  openCartDrawer,
  openWelcomePopup,
  signedInAs,
  test,
} from './support';

// Keyboard only: a dialog opened with Enter or Space and closed with Escape gives the focus back
// to the control that opened it, never to <body>; a quantity changed with "−" is announced with
// the product's name, never as a bare number. Each check reads what the browser exposes (the
// focused element, the text of a live region), never a component's state.

/**
 * Lowers the `quantity` stepper of the product `name`, showing `from`, with Enter on its "−". The
 * live region reads the whole sentence: the new quantity alone says nothing once the focus is
 * elsewhere or the shopper pressed several times. While the change is on its way the buttons
 * wait; afterwards the focus is where it was. Answers the live region and the "−" button.
 */
async function lowerWithEnter(page: Page, quantity: Locator, name: string, from: number) {
  const said = quantity.locator('[aria-live="polite"]');
  await expect(said).toHaveText(String(from));
  const decrease = quantity.getByRole('button', { name: 'Diminuisci quantità' });
  await decrease.focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText(`Quantità di ${name}: ${from - 1}`);
  await expect(decrease).toBeEnabled();
  await expect(decrease).toBeFocused();
  return { said, decrease };
}

/** The first product that can be bought by the piece and for which the store proposes substitutes. */
async function productWithAlternatives(page: Page): Promise<{ productId: number; name: string }> {
  const { products } = await api<{
    products: {
      productId: number;
      name: string;
      available: number;
      hasAlternatives?: boolean;
      productInfos: Record<string, string>;
    }[];
  }>(page, 'GET', 'products?page_size=60');
  const product = products.find(
    (candidate) =>
      candidate.hasAlternatives === true &&
      candidate.available > 0 &&
      candidate.productInfos.PRODUCT_NATURE_ID === '1' &&
      candidate.productInfos.TIPOLOGIA?.trim().toLowerCase() !== 'sfuso',
  );
  if (!product) throw new Error('No product with substitutes');
  return product;
}

test.describe('the home popup, shown on arrival without an opener', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const how of ['Escape', 'Chiudi'] as const) {
      test(`closed with ${how}, the focus goes to the page heading (${device})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const popup = await openWelcomePopup(page);
        const close = popup.getByRole('button', { name: 'Chiudi' });
        // The popup takes the focus on its only control, so Enter answers it at once.
        await expect(close).toBeFocused();
        await page.keyboard.press(how === 'Escape' ? 'Escape' : 'Enter');
        await expect(popup).toBeHidden();
        await expect(page).toHaveURL(/\/$/);
        // Nothing opened the popup, so there is no button to go back to: closing it drops the
        // parameter from the address, and the page heading takes the focus, as after any page
        // change. The next Tab goes on into the page, not back to the top of the document.
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(page.locator('main :focus')).toHaveCount(1);
      });
    }
  }
});

test('the category drawer gives the focus back to the menu button (phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Apri il menu delle categorie' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Categorie' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('signed in', () => {
  test.use({ storageState: signedInAs('mario') });

  test('an account question ("Eliminare l’indirizzo?") gives the focus back to its "Elimina"', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/profile/addresses');
    const opener = page
      .getByRole('main')
      .getByRole('button', { name: /^Elimina / })
      .first();
    await expect(opener).toBeVisible();
    // The question's dialog loads the first time it is asked: Escape on the second one too.
    for (const time of [1, 2]) {
      await opener.focus();
      await page.keyboard.press('Enter');
      const question = page.getByRole('alertdialog', { name: 'Eliminare l’indirizzo?' });
      await expect(question, `question ${time}`).toBeVisible();
      await expect(question.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(question).toBeHidden();
      await expect(opener, `focus after question ${time}`).toBeFocused();
    }
    // Escape is "Annulla": the address is still there.
    await expect(opener).toBeVisible();
  });

  test('a list deleted from the keyboard hands the focus to the next list’s "Elimina"', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const stamp = Date.now() % 100_000;
    const names = [`Focus A ${stamp}`, `Focus B ${stamp}`];
    for (const name of names) await api(page, 'POST', 'wishlist/create', { form: { name } });
    await page.goto('/profile/lists');
    const lists = page.getByRole('list', { name: 'Liste' });
    await expect(lists.getByRole('link', { name: names[1] })).toBeVisible();
    // The lists in the order shown: the one after the deleted list takes its place.
    const shown = await lists.getByRole('heading', { level: 2 }).allInnerTexts();
    const next = shown[shown.indexOf(names[0]!) + 1];
    if (!next) throw new Error(`No list after ${names[0]} in ${shown.join(', ')}`);

    await lists.getByRole('button', { name: `Elimina ${names[0]}` }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Eliminare la lista?' });
    await expect(question.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Elimina' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(lists.getByRole('link', { name: names[0] })).toHaveCount(0);
    // Not <body>: the next list's "Elimina", so Enter again would ask about that one.
    await expect(lists.getByRole('button', { name: `Elimina ${next}` })).toBeFocused();

    // The other list goes the same way (its card may be the last: then the one before it).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveText(next);
    const own = lists.getByRole('button', { name: `Elimina ${names[1]}` });
    await own.focus();
    await page.keyboard.press('Enter');
    // The question takes the focus once it is open: a Tab pressed before that stays on the page.
    await expect(question.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Elimina' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(lists.getByRole('link', { name: names[1] })).toHaveCount(0);
    await expect(page.locator('main :focus')).toHaveCount(1);
    await expect(page.locator('main :focus')).toHaveAccessibleName(/^Elimina |^Le mie liste$/);
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`the fast-search dialog gives the focus back to the search box (${device})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // The dialog has no button of its own: it is the "Lista della spesa" entry, first in the
      // search box's list, which the keyboard reaches with the arrow keys from the box.
      const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
      await box.focus();
      await page.keyboard.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('option', { name: 'Lista della spesa' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Lista della spesa' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Prodotto' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(box).toBeFocused();
    });

    // The switch stays focusable while its change is saved (aria-disabled, not disabled): a
    // disabled button would drop the focus to the page's body, and the dialog it opens would
    // then have nowhere to give it back.
    test(`the substitutes dialog gives the focus back to its switch (${device})`, async ({
      page,
    }) => {
      await emptyCart(page);
      const product = await productWithAlternatives(page);
      await addToCart(page, [{ productId: product.productId, quantity: 1 }]);
      await page.setViewportSize(viewport);
      await page.goto('/checkout');
      const accept = page.getByRole('switch', { name: `Accetta sostituzioni per ${product.name}` });
      await accept.focus();
      // Ticking the switch opens the dialog; unticking it does not, and keeps the focus.
      if ((await accept.getAttribute('aria-checked')) === 'true') {
        await page.keyboard.press('Space');
        await expect(accept).toHaveAttribute('aria-checked', 'false');
        await expect(accept).not.toHaveAttribute('aria-disabled', 'true');
        await expect(accept).toBeFocused();
      }
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog', { name: product.name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(accept).toBeFocused();
      await expect(accept).toHaveAttribute('aria-checked', 'true');
    });

    test(`the list picker gives the focus back to "Aggiungi a una lista" (${device})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const opener = page.getByRole('button', { name: /^Aggiungi a una lista: / }).first();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Aggiungi a una lista' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  // On a phone the header's cart button opens the checkout: the drawer is a desktop affordance.
  test('a dialog opened in the cart drawer goes back to its button, the drawer to the cart button', async ({
    page,
  }) => {
    const [product] = await fillCart(page, { count: 1 });
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Carrello/ });
    await cart.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(drawer).toBeVisible();

    const remove = drawer.getByRole('button', { name: `Rimuovi ${product!.name}` });
    await openAndEscape(
      page,
      remove,
      page.getByRole('alertdialog', { name: 'Rimuovere il prodotto?' }),
    );
    // Escape closes the newest dialog only: the drawer stays, its line and its focus too.
    await expect(drawer).toBeVisible();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cart).toBeFocused();
  });

  test('the address dialog opened in the cart drawer goes back to "Scegli indirizzo"', async ({
    page,
  }) => {
    await fillCart(page, { count: 1 });
    await page.setViewportSize(DESKTOP);
    const drawer = await openCartDrawer(page);
    const where = addressButton(drawer);
    await openAndEscape(page, where, deliveryDialog(page));
    await expect(drawer).toBeVisible();
    await expect(where).toBeFocused({ timeout: 3_000 });
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`"−" on a cart line names the product and its new quantity, and keeps the focus (${device})`, async ({
      page,
    }) => {
      const [product] = await fillCart(page, { count: 1, quantity: 3 });
      await page.setViewportSize(viewport);
      let lines;
      if (viewport === DESKTOP) {
        lines = await openCartDrawer(page);
      } else {
        await page.goto('/checkout');
        lines = page.getByRole('list', { name: 'Prodotti nel carrello' });
      }
      const quantity = lines.getByRole('group', { name: `Quantità di ${product!.name}` });
      const { said, decrease } = await lowerWithEnter(page, quantity, product!.name, 3);
      // Down to the least quantity "−" is disabled: the focus moves to "+" in the same group,
      // not to <body>.
      await page.keyboard.press('Enter');
      await expect(said).toHaveText(`Quantità di ${product!.name}: 1`);
      await expect(decrease).toBeDisabled();
      await expect(quantity.getByRole('button', { name: 'Aumenta quantità' })).toBeFocused();
    });
  }

  test('"−" on a product card names the product and its new quantity (phone)', async ({ page }) => {
    const [product] = await fillCart(page, { quantity: 2 });
    await page.setViewportSize(PHONE);
    await page.goto(`/search?q=${encodeURIComponent(product!.name)}`);
    const quantity = page.getByRole('group', { name: `Quantità di ${product!.name}` }).first();
    await lowerWithEnter(page, quantity, product!.name, 2);
  });
});

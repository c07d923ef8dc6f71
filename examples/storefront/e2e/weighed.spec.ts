import { expect, type Page } from '@playwright/test';

import { DESKTOP, PHONE, chooseDelivery, emptyCart, signedInAs, test } from './support';
import { axeViolations } from './axe';

test.use({ storageState: signedInAs('mario') });

interface LooseProduct {
  productId: number;
  name: string;
  slug: string;
  available: number;
  priceDisplay: number;
  productInfos: Record<string, string>;
}

/** A product sold by weight (TIPOLOGIA Sfuso) that can be bought. */
async function looseProduct(page: Page): Promise<LooseProduct> {
  const response = await page.request.get('/ebsn/api/products?page_size=200', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { data: { products: LooseProduct[] } };
  const product = body.data.products.find(
    (candidate) => candidate.available > 0 && candidate.productInfos.TIPOLOGIA === 'Sfuso',
  );
  if (!product) throw new Error('No product sold by weight in the catalogue');
  return product;
}

const euro = (value: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);
const grams = (kg: number) => `${Math.round(kg * 1000)} g`;

test.describe('goods sold by weight', () => {
  test.beforeEach(async ({ page }) => {
    await emptyCart(page);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`are bought by weight with a per-kg and an estimated price at ${viewport.width} px`, async ({
      page,
    }) => {
      const product = await looseProduct(page);
      // − and + change the weight by 100 g.
      const step = 0.1;
      await page.setViewportSize(viewport);
      await page.goto(`/product/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await expect(page.getByText(`${euro(product.priceDisplay)}/kg`).first()).toBeVisible();

      await page.getByRole('button', { name: `Aggiungi al carrello: ${product.name}` }).click();
      const weight = page.getByRole('group', { name: `Peso di ${product.name}` });
      await expect(weight).toContainText(grams(step));
      const more = weight.getByRole('button', { name: 'Aumenta quantità' });
      // The control is busy until the add settles: the keyboard works once it is enabled.
      await expect(more).toBeEnabled();
      await more.press('Enter');
      await expect(weight).toContainText(grams(step * 2));
      const estimate = Math.round(product.priceDisplay * step * 2 * 100) / 100;
      await expect(page.getByText(`Prezzo stimato ${euro(estimate)}`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // In the cart: the weight, the estimate, never "colli".
      await page.goto('/checkout');
      const line = page.getByRole('listitem').filter({ hasText: product.name });
      await expect(line.getByRole('group', { name: `Peso di ${product.name}` })).toContainText(
        grams(step * 2),
      );
      await expect(line.getByText('Prezzo stimato, si paga il peso effettivo')).toBeVisible();
      await expect(line.getByText(`${euro(product.priceDisplay)}/kg`)).toBeVisible();
      await expect(line.getByText(euro(estimate), { exact: true })).toBeVisible();
      await expect(line.getByText(/colli/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('an order and a list write their weights as the cart does, the Italian way', async ({
    page,
  }) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const product = await looseProduct(page);
    const added = await page.request.post('/ebsn/api/cart/add-product', {
      headers,
      data: { items: [{ productId: product.productId, quantity: 1, weight: 1.5 }] },
    });
    expect(added.ok()).toBe(true);
    await chooseDelivery(page);
    expect((await page.request.post('/ebsn/api/cart/lock', { headers })).ok()).toBe(true);
    const bought = await page.request.post('/ebsn/api/cart/buy', {
      headers,
      form: { payment_type_id: 12 },
    });
    const { orderId } = ((await bought.json()) as { data: { orderId: number } }).data;

    await page.goto(`/profile/orders/${orderId}`);
    const line = page.getByRole('row').filter({ hasText: product.name });
    await expect(line.getByRole('cell').nth(1)).toHaveText('1,5 kg');

    // A list keeps pieces: three pieces of the selling weight, written as a weight.
    const created = await page.request.post('/ebsn/api/wishlist/create', {
      headers,
      form: { name: `Sfusi ${Date.now() % 100_000}` },
    });
    const { listId } = ((await created.json()) as { data: { listId: number } }).data;
    const filled = await page.request.post('/ebsn/api/wishlist/add-product', {
      headers,
      data: { listId, items: [{ productId: product.productId, quantity: 3 }] },
    });
    expect(filled.ok()).toBe(true);
    const kg = Math.round(3 * Number(product.productInfos.WEIGHT_SELLING) * 1000) / 1000;
    await page.goto(`/profile/lists/${listId}`);
    const weight = page.getByRole('group', { name: `Peso di ${product.name}` });
    await expect(weight).toContainText(kg < 1 ? grams(kg) : `${String(kg).replace('.', ',')} kg`);
    await weight.getByRole('button', { name: 'Aumenta quantità' }).click();
    const more = Math.round(4 * Number(product.productInfos.WEIGHT_SELLING) * 1000) / 1000;
    await expect(weight).toContainText(
      more < 1 ? grams(more) : `${String(more).replace('.', ',')} kg`,
    );
    await page.request.post('/ebsn/api/wishlist/delete', { headers, form: { list_id: listId } });
  });
});

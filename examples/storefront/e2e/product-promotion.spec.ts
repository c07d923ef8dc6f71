import { expect } from '@playwright/test';

import { api } from './api';
import { DESKTOP, test } from './support';

interface PromotedProduct {
  name: string;
  slug: string;
  available: number;
  priceDisplay: number;
  priceStandardDisplay?: number;
  productInfos: Record<string, string>;
  warehousePromo?: { expireDate?: string; view?: { body?: string } };
}

const euro = (amount: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(amount);

/** The whole text `parts` joined by spaces, whichever spaces the page uses. */
const whole = (...parts: string[]) =>
  new RegExp(
    `^${parts
      .join(' ')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s*')}$`,
  );

// A product on promotion shows the promotion on its page, as its card does: the promotion's
// text, the price to pay beside the full price, what the shopper saves and until when.
test.describe('the page of a product on promotion', () => {
  test('shows the promotion, the full price, the saving and its last day', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const { products } = await api<{ products: PromotedProduct[] }>(
      page,
      'GET',
      'products?page_size=100',
    );
    // A promotion whose text is a discount ("-20%"), on a product sold by the piece.
    const product = products.find(
      (candidate) =>
        /^-\d+%$/.test(candidate.warehousePromo?.view?.body ?? '') &&
        candidate.priceStandardDisplay !== undefined &&
        candidate.productInfos.TIPOLOGIA?.trim().toLowerCase() !== 'sfuso',
    );
    if (!product) throw new Error('No product on promotion with a discount');
    const standard = product.priceStandardDisplay!;

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const main = page.getByRole('main');
    await expect(
      main.getByText(product.warehousePromo!.view!.body!, { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByText(whole(euro(product.priceDisplay), 'Prezzo pieno', euro(standard))),
    ).toBeVisible();
    const saving = Math.round((standard - product.priceDisplay) * 100) / 100;
    await expect(main.getByText(whole('Risparmi', euro(saving)))).toBeVisible();
    const lastDay = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long' }).format(
      new Date(`${product.warehousePromo!.expireDate!}T12:00:00`),
    );
    await expect(main.getByText(whole('Offerta valida fino al', lastDay))).toBeVisible();
  });
});

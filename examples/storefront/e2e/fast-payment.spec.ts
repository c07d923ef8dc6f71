import { expect } from '@playwright/test';

import { DESKTOP, addToCart, buyableProducts, emptyCart, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

test('the cart drawer offers the fast payment by the type 12 / 25 rule and it leads to paying', async ({
  page,
}) => {
  await emptyCart(page);
  const [product] = await buyableProducts(page, 1);
  await addToCart(page, [{ productId: product!.productId, quantity: 1 }]);
  const listed = page.waitForRequest((request) =>
    request.url().includes('/ebsn/api/payment-type/list?'),
  );
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer).toBeVisible();
  // spec 7.1: the list is asked for the cart's store.
  expect(new URL((await listed).url()).searchParams.get('store_id')).toMatch(/^\d+$/);
  const response = await page.request.get(
    `/ebsn/api/payment-type/list?${new URL((await listed).url()).searchParams}`,
    { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  );
  const { data } = (await response.json()) as {
    data: { payments: { paymentTypeId: number; active: number | boolean }[] };
  };
  const offersFast = data.payments.some((type) => type.paymentTypeId === 12);
  const cardIntentActive = data.payments.some(
    (type) => type.paymentTypeId === 25 && Number(type.active) === 1,
  );
  const fast = drawer.getByRole('button', { name: 'Pagamento veloce' });
  if (offersFast && !cardIntentActive) {
    await expect(fast).toBeVisible();
    await fast.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento');
  } else {
    await expect(drawer.getByRole('button', { name: 'Concludi ordine' })).toBeVisible();
    await expect(fast).toHaveCount(0);
  }
});

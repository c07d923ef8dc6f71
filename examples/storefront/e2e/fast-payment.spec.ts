import { expect, type Page } from '@playwright/test';

import { SDK_HEADERS } from './api';
import {
  DESKTOP,
  PHONE,
  chooseDelivery,
  emptyCart,
  fillCart,
  payWithProvider,
  signedInAs,
  test,
} from './support';

test.use({ storageState: signedInAs('mario') });

/** Picks the cart up at the seeded store whose name contains `city`, at its first free slot. */
async function pickUpAt(page: Page, city: string): Promise<void> {
  const stores = await page.request.get('/ebsn/api/address/list?delivery_service_id=1', {
    headers: SDK_HEADERS,
  });
  const { data } = (await stores.json()) as {
    data: { addresses: { addressId: number; addressName: string }[] };
  };
  const store = data.addresses.find((address) => address.addressName.includes(city));
  if (!store) throw new Error(`No store in ${city}`);
  const chosen = await page.request.post('/ebsn/api/cart/set-address', {
    headers: SDK_HEADERS,
    form: { delivery_service_id: 1, address_id: store.addressId },
  });
  expect(chosen.ok()).toBe(true);
  const slots = await page.request.get('/ebsn/api/timeslot/list', { headers: SDK_HEADERS });
  const { data: list } = (await slots.json()) as {
    data: { days: { date: string; timeSlots: { timeslotId: number; available: boolean }[] }[] };
  };
  for (const day of list.days) {
    const slot = day.timeSlots.find((candidate) => candidate.available);
    if (!slot) continue;
    const set = await page.request.post('/ebsn/api/cart/set-timeslot', {
      headers: SDK_HEADERS,
      form: { date: day.date, timeslot_id: slot.timeslotId },
    });
    expect(set.ok()).toBe(true);
    return;
  }
  throw new Error(`No free slot in ${city}`);
}

async function openDrawer(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Carrello, 1 prodotto/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Concludi ordine' })).toBeVisible();
  return drawer;
}

test.afterEach(async ({ page }) => {
  // Back to Mario's home delivery, where the other tests expect his cart.
  await page.request.post('/ebsn/api/cart/unlock', { headers: SDK_HEADERS });
  await emptyCart(page);
  await chooseDelivery(page);
});

// The drawer is the desktop's: on a phone the cart button opens the cart page instead.
test('a store without saved cards offers the fast payment in the drawer, and it pays', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // At Mario's home in Milan the card intent (type 25, his saved card) hides it.
  await fillCart(page, { delivery: true });
  const milan = await openDrawer(page);
  await expect(milan.getByRole('button', { name: 'Pagamento veloce' })).toHaveCount(0);

  // The Bologna store takes no saved cards: type 12 alone, so the drawer offers it.
  await pickUpAt(page, 'Bologna');
  const drawer = await openDrawer(page);
  const fast = drawer.getByRole('button', { name: 'Pagamento veloce' });
  await expect(fast).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('fast-payment-drawer.png') });
  await fast.click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento');
  await expect(page.getByText('Carta salvata')).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await page.screenshot({
    path: test.info().outputPath('fast-payment-payment-phone.png'),
    fullPage: true,
  });
  await page.setViewportSize(DESKTOP);
  await payWithProvider(page);
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, ordine ricevuto!');
});

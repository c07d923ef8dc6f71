import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { join } from 'node:path';

import { ACCOUNTS } from './accounts';
import { AUTH_DIR } from './auth-dir';

export const MARIO = ACCOUNTS.mario;

/** The saved session of a demo account (signed in once by the global setup). */
export function signedInAs(name: keyof typeof ACCOUNTS): string {
  return join(AUTH_DIR, `${name}.json`);
}

const SDK_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

interface Envelope<T> {
  response: { status: number; errors: { error?: string }[] };
  data: T;
}

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { form?: Record<string, string | number>; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/ebsn/api/${path}`, {
    method,
    headers: SDK_HEADERS,
    ...(options.form ? { form: options.form } : {}),
    ...(options.data !== undefined ? { data: options.data } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.response.status, `${method} ${path}: ${JSON.stringify(body.response.errors)}`).toBe(
    0,
  );
  return body.data;
}

interface CartData {
  cartId: number;
  cartItems: { itemId: number; product: { productId: number; name: string } }[];
}

/** Empties the signed-in shopper's cart. */
export async function emptyCart(page: Page): Promise<void> {
  const cart = await api<CartData>(page.request, 'GET', 'cart/view');
  if (cart.cartItems.length === 0) return;
  await api(page.request, 'POST', 'cart/remove-product', {
    data: { items: cart.cartItems.map((item) => ({ itemId: item.itemId })) },
  });
}

/** Puts products in the cart through the API and answers the cart. */
export async function addToCart(
  page: Page,
  items: { productId: number; quantity: number }[],
): Promise<CartData> {
  return api<CartData>(page.request, 'POST', 'cart/add-product', { data: { items } });
}

/** Chooses the first home-delivery address and the first free time slot through the API. */
export async function chooseDelivery(page: Page): Promise<void> {
  const { addresses } = await api<{ addresses: { addressId: number }[] }>(
    page.request,
    'GET',
    'address/list?delivery_service_id=2',
  );
  const address = addresses[0];
  if (!address) throw new Error('Mario has no home-delivery address');
  await api(page.request, 'POST', 'cart/set-address', {
    form: { delivery_service_id: 2, address_id: address.addressId },
  });
  const { days } = await api<{
    days: { date: string; timeSlots: { timeslotId: number; available: boolean }[] }[];
  }>(page.request, 'GET', 'timeslot/list');
  for (const day of days) {
    const slot = day.timeSlots.find((candidate) => candidate.available);
    if (slot) {
      await api(page.request, 'POST', 'cart/set-timeslot', {
        form: { date: day.date, timeslot_id: slot.timeslotId },
      });
      return;
    }
  }
  throw new Error('No free time slot');
}

/** Viewport sizes of the suite: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Request,
} from '@playwright/test';

import { ACCOUNTS } from '../../examples/storefront/e2e/accounts';
import { SDK_HEADERS, api } from '../../examples/storefront/e2e/api';
import {
  buyable,
  buyableProducts,
  type CatalogueProduct,
} from '../../examples/storefront/e2e/catalogue';
import { FIXED_NOW } from './clock.mjs';
import { expectPicture } from './picture';

/** The two widths every page is pictured at: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const VIEWPORTS = [PHONE, DESKTOP] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export type AccountName = keyof typeof ACCOUNTS;

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export { api };

export interface Category {
  categoryId: number;
  name: string;
  slug: string;
  categories?: Category[];
}

interface Facet {
  parameterName: string;
  values: { id: string; name: string; count: number }[];
}

/**
 * The first subcategory of the seeded tree (in the tree's order) whose products offer both a
 * brand and a characteristic filter: a category page with every kind of facet.
 */
export async function categoryWithFacets(page: Page): Promise<Category> {
  const { categories } = await api<{ categories: Category[] }>(
    page,
    'GET',
    'category?filtered=true',
  );
  for (const department of categories) {
    for (const child of department.categories ?? []) {
      const { facets = [] } = await api<{ facets?: Facet[] }>(
        page,
        'GET',
        `products?parent_category_id=${child.categoryId}&page_size=1`,
      );
      const offered = (name: string) =>
        facets.some((facet) => facet.parameterName === name && facet.values.length > 1);
      if (offered('parent_vendor_id') && offered('filter')) return child;
    }
  }
  throw new Error('No category of the seed offers brand and characteristic filters');
}

/** The first buyable product on promotion: its page shows the offer and the full price. */
export async function productOnPromotion(page: Page): Promise<CatalogueProduct> {
  const product = (await buyable(page, 100)).find((candidate) => candidate.warehousePromo);
  if (!product) throw new Error('No buyable product on promotion');
  return product;
}

interface CartData {
  cartItems: { itemId: number }[];
}

/**
 * Brings the signed-in shopper's cart back to where every cart picture starts: unlocked (a
 * payment left open locks it), empty, no invoice asked.
 */
export async function resetCart(page: Page): Promise<void> {
  await page.request.post('/ebsn/api/cart/unlock', { headers: SDK_HEADERS });
  const cart = await api<CartData>(page, 'GET', 'cart/view');
  if (cart.cartItems.length > 0) {
    await api(page, 'POST', 'cart/remove-product', {
      data: { items: cart.cartItems.map((item) => ({ itemId: item.itemId })) },
    });
  }
  await api(page, 'POST', 'cart/set-cart-info', {
    form: { property: 'need_invoice', value: 'false' },
  });
}

/** The day of the fixed instant in Rome, `YYYY-MM-DD`. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
  new Date(FIXED_NOW),
);

/**
 * Chooses home delivery to the shopper's first address, the first free time slot (with
 * `laterDay`, of a day after the fixed instant's: an order stays open for changes until its day),
 * and holds it (as the checkout does once a slot is chosen), so a page opens with its countdown.
 */
async function chooseDelivery(page: Page, { laterDay = false } = {}): Promise<void> {
  const { addresses } = await api<{ addresses: { addressId: number }[] }>(
    page,
    'GET',
    'address/list?delivery_service_id=2',
  );
  const address = addresses[0];
  if (!address) throw new Error('The shopper has no home-delivery address');
  await api(page, 'POST', 'cart/set-address', {
    form: { delivery_service_id: 2, address_id: address.addressId },
  });
  const { days } = await api<{
    days: { date: string; timeSlots: { timeslotId: number; available: boolean }[] }[];
  }>(page, 'GET', 'timeslot/list');
  const day = days.find(
    (candidate) =>
      (!laterDay || candidate.date > TODAY) && candidate.timeSlots.some((slot) => slot.available),
  );
  const slot = day?.timeSlots.find((candidate) => candidate.available);
  if (!day || !slot) throw new Error('No free time slot');
  await api(page, 'POST', 'cart/set-timeslot', {
    form: { date: day.date, timeslot_id: slot.timeslotId },
  });
  await api(page, 'POST', 'order/reserve-time?reserveTime=30');
}

/**
 * The cart of the cart pictures: emptied, then the first `count` buyable products, the n-th
 * `n` times, an address and a held time slot (see {@link chooseDelivery}).
 */
export async function fillCart(
  page: Page,
  { count = 3, laterDay = false }: { count?: number; laterDay?: boolean } = {},
): Promise<CatalogueProduct[]> {
  await resetCart(page);
  const products = await buyableProducts(page, count);
  if (products.length > 0) {
    await api(page, 'POST', 'cart/add-product', {
      data: {
        items: products.map((product, index) => ({
          productId: product.productId,
          quantity: index + 1,
        })),
      },
    });
  }
  await chooseDelivery(page, { laterDay });
  return products;
}

/** The id of a delivered order of the signed-in shopper's seed (the oldest one). */
export async function deliveredOrderId(page: Page): Promise<number> {
  const { orders } = await api<{ orders: { orderId: number; orderStatusId: number }[] }>(
    page,
    'GET',
    'order/list?all=true&page_size=50',
  );
  const delivered = orders
    .filter((order) => order.orderStatusId === 8)
    .sort((a, b) => a.orderId - b.orderId)[0];
  if (!delivered) throw new Error('The shopper has no delivered order');
  return delivered.orderId;
}

interface PlacedOrder {
  orderId: number;
  orderStatusId: number;
  paymentStatus: string;
}

/** The order the suite places (the shopper's newest one that the seed did not deliver), if any. */
async function placedOrder(page: Page): Promise<PlacedOrder | undefined> {
  const { orders } = await api<{ orders: PlacedOrder[] }>(
    page,
    'GET',
    'order/list?all=true&page_size=50',
  );
  return orders
    .filter((order) => order.orderStatusId !== 8)
    .sort((a, b) => b.orderId - a.orderId)[0];
}

/** Ticks the sales conditions on /payment and sends the order to the simulated provider. */
async function sendToProvider(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /condizioni di vendita/ }).check();
  await page.getByRole('button', { name: 'Concludi ordine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento sicuro' })).toBeVisible();
}

/**
 * The id of the one order the suite places, whose card was declined by the simulated provider
 * (as a shopper does it: "Concludi ordine", then the provider's "Simula pagamento rifiutato").
 * It is placed once, by the first test that needs it: every later test finds it, so its number
 * and its history are the same whichever tests run. It is delivered on a later day than the
 * fixed instant's, so it stays open for changes.
 */
export async function declinedOrder(page: Page): Promise<number> {
  const placed = await placedOrder(page);
  if (placed) return placed.orderId;
  await fillCart(page, { laterDay: true });
  await open(page, '/payment');
  await sendToProvider(page);
  await page.getByRole('button', { name: 'Simula pagamento rifiutato' }).click();
  await expect(page).toHaveURL(/\/payment-error\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * The id of the suite's order (see {@link declinedOrder}) once paid on a second attempt through
 * the simulated provider's "Paga".
 */
export async function paidOrder(page: Page): Promise<number> {
  const orderId = await declinedOrder(page);
  if ((await placedOrder(page))?.paymentStatus === 'paid') return orderId;
  await open(page, '/payment');
  // A new attempt is told from the first by the instant it starts: the shopper tries again a
  // minute later (every page is then opened at the fixed instant again).
  await page.clock.setFixedTime(new Date(Date.parse(FIXED_NOW) + 60_000));
  await sendToProvider(page);
  await page.getByRole('button', { name: /^Paga [\d.,]+ €$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
  return orderId;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests that have not finished, for {@link settle}. */
function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Opens a storefront page at the fixed instant (the browser's clock is set again before every
 * navigation, so its dates match the server's frozen clock) and waits until the app is live:
 * `<html data-app-ready="true">`, set once every part of the page is hydrated.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  await page.goto(path);
  await waitForApp(page);
}

/** Waits for `<html data-app-ready="true">` (after a navigation or a click that navigates). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', {
    timeout: 20_000,
  });
}

/**
 * What still loads or moves on a page: skeletons, spinners, busy regions and buttons, toasts.
 * None of them may be in a picture.
 */
const UNSETTLED = [
  // Skeleton placeholders (the kit's Skeleton marks its shape).
  'span[aria-hidden="true"][data-shape]',
  // The search box's spinner, a busy button's spinner, busy lists and headers.
  '[data-part="spinner"]',
  '[data-loading]',
  '[aria-busy="true"]',
  // Toasts leave after their time (paused while hovered: the mouse is moved away first).
  '[data-toast-id]',
].join(', ');

/** Waits until no request of the page has been running for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 15_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return;
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const urls = Array.from(pending, (request) => request.url()).join(', ');
  throw new Error(`Requests still running after ${timeoutMs} ms: ${urls}`);
}

/**
 * Waits until the page is still: the app live, no request running, nothing loading or moving
 * (see UNSETTLED), the fonts loaded and every picture loaded and decoded, the mouse out of the
 * way so that no hover state shows.
 */
async function settle(page: Page): Promise<void> {
  await waitForApp(page);
  await page.mouse.move(0, 0);
  await networkQuiet(page);
  await expect(page.locator(UNSETTLED)).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Chromium keeps a native select's text where the fallback font put it when the select was
    // laid out before the web font had loaded (the first page a tab opens), one pixel off: every
    // select is laid out again now that the fonts are in, whatever the tab opened before.
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (select === document.activeElement) continue;
      const display = select.style.display;
      select.style.display = 'none';
      void select.offsetHeight;
      select.style.display = display;
    }
    // A full-page picture shows what is below the fold too: lazy pictures load now.
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // Two frames: whatever the last answers changed has been laid out and painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await networkQuiet(page);
}

/**
 * Compares the page with its reviewed baseline `<name>--<width>.png`: the whole page, or only
 * the window while a dialog or a drawer is open (`fullPage: false`). Nothing is masked: every
 * page is pictured on fixed data at the fixed instant.
 */
export async function picture(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  // A whole page is pictured from its top: a page scrolled by a focused field would show its
  // sticky header and its "back to top" button in the middle of the picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const width = page.viewportSize()?.width;
  await expectPicture(page, `${name}--${width}.png`, { fullPage });
}

/**
 * Playwright's `test` for the storefront's pages: `account` names the demo account a test is
 * signed in as (none by default). Each account signs in once per worker through the API, as the
 * server limits sign-ins per client address; its tests start from that saved session. Every page
 * counts its running requests for {@link settle}.
 */
export const test = base.extend<
  { account: AccountName | null },
  { sessions: (name: AccountName) => Promise<StorageState> }
>({
  account: [null, { option: true }],
  sessions: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const signedIn = new Map<AccountName, Promise<StorageState>>();
      const signIn = async (name: AccountName): Promise<StorageState> => {
        const context = await playwright.request.newContext({ baseURL });
        try {
          const { login, password } = ACCOUNTS[name];
          const response = await context.post('/ebsn/api/auth/login', {
            headers: SDK_HEADERS,
            form: { login, password, remember_me: 'true' },
          });
          if (!response.ok()) throw new Error(`Sign-in of ${login}: HTTP ${response.status()}`);
          return await context.storageState();
        } finally {
          await context.dispose();
        }
      };
      await provide((name) => {
        let session = signedIn.get(name);
        if (!session) {
          session = signIn(name);
          signedIn.set(name, session);
        }
        return session;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessions, storageState }, provide) => {
    await provide(account ? await sessions(account) : storageState);
  },
  page: async ({ page }, provide) => {
    trackRequests(page);
    await provide(page);
  },
});

import { expect, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { DESKTOP, PHONE, openCartDrawer, signedInAs, test } from './support';

async function firstSlug(page: Page, path: string, pick: (data: never) => string | undefined) {
  const response = await page.request.get(`/ebsn/api/${path}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { data: never };
  const slug = pick(body.data);
  if (!slug) throw new Error(`No data at ${path}`);
  return slug;
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
}

const ANONYMOUS_ROUTES = [
  '/',
  '/login',
  '/search?q=latte',
  '/fast-search?q=latte&q=pane',
  '/not-found',
  '/service-down',
  '/payment-error',
  '/page/condizioni-di-vendita',
  '/faq',
  '/volantini',
  '/store-locator',
  '/ricevi-le-comunicazioni',
  '/reset-password-request',
];

const SIGNED_IN_ROUTES = [
  '/checkout',
  '/payment',
  '/profile/dashboard',
  '/profile/orders',
  '/profile/addresses',
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ANONYMOUS_ROUTES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await expectNoViolations(page, path);
      });
    }

    test('a category page has no axe violations', async ({ page }) => {
      const slug = await firstSlug(
        page,
        'category',
        (data: { categories: { slug: string }[] }) => data.categories[0]?.slug,
      );
      await expectNoViolations(page, `/${slug}`);
    });

    test('a product page has no axe violations', async ({ page }) => {
      const slug = await firstSlug(
        page,
        'products?page_size=1',
        (data: { products: { slug: string }[] }) => data.products[0]?.slug,
      );
      await expectNoViolations(page, `/product/${slug}`);
    });

    test.describe('signed in', () => {
      test.use({ storageState: signedInAs('mario') });

      for (const path of SIGNED_IN_ROUTES) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await expectNoViolations(page, path);
        });
      }

      test('the order pages have no axe violations', async ({ page }) => {
        const orderId = await firstSlug(
          page,
          'order/list?all=true',
          (data: { orders: { orderId: number }[] }) =>
            data.orders[0] ? String(data.orders[0].orderId) : undefined,
        );
        await expectNoViolations(page, `/cart/payment-completed/${orderId}`);
        await expectNoViolations(page, `/payment-error/${orderId}`);
        await expectNoViolations(page, `/profile/orders/${orderId}`);
      });

      test('the open cart drawer has no axe violations', async ({ page }) => {
        test.skip(viewport.width < 600, 'phones open the checkout instead of the drawer');
        await openCartDrawer(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}

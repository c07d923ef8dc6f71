import { expect, type Page, type Response } from '@playwright/test';

import { DESKTOP, addToCart, buyableProducts, emptyCart, signedInAs, test } from './support';

test.use({ storageState: signedInAs('mario') });

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Collects what the page's Content-Security-Policy blocks: the `securitypolicyviolation` events
 * (from a script the browser injects outside the policy) and Chromium's "Refused to..." console
 * errors.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.cspViolations ??= []).push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

function expectHeaders(response: Response | null, label: string, { inlineStyles = false } = {}) {
  expect(response, label).not.toBeNull();
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, label).toContain("frame-ancestors 'none'");
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  // Inline scripts run by the answer's nonce (a page of the shopper's own) or by their hashes (a
  // shared page, the same bytes for everyone); the storefront's pages may compile WebAssembly
  // (the barcode reader), never eval JavaScript.
  expect(scripts, label).toMatch(
    /^'self'(?: (?:'nonce-[^']+'|(?:'sha256-[A-Za-z0-9+/=]+'(?: |$))*) ?'wasm-unsafe-eval')?$/,
  );
  const styles = /(?:^|;\s*)style-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (inlineStyles) expect(styles, label).toBe("'self' 'unsafe-inline'");
  else expect(styles, label).not.toContain('unsafe-inline');
  expect(policy, label).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}

/**
 * The styled-components `<style>` tags hold their rules: on a page of the shopper's own they
 * carry the answer's nonce; a shared page has no nonce anywhere (its policy names hashes).
 */
async function expectStyled(page: Page, allowedBy: 'nonce' | 'hashes', response: Response | null) {
  const styles = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    return {
      nonce: meta?.nonce ?? '',
      tags: tags.map((tag) => ({ nonce: tag.nonce, rules: tag.sheet?.cssRules.length ?? 0 })),
    };
  });
  expect(styles.tags.length).toBeGreaterThan(0);
  expect(styles.tags.reduce((sum, tag) => sum + tag.rules, 0)).toBeGreaterThan(0);
  const policy = response?.headers()['content-security-policy'] ?? '';
  if (allowedBy === 'nonce') {
    expect(styles.nonce).not.toBe('');
    for (const tag of styles.tags) expect(tag.nonce).toBe(styles.nonce);
    expect(policy).toContain(`'nonce-${styles.nonce}'`);
  } else {
    expect(styles.nonce).toBe('');
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
  }
}

test.describe('the Content-Security-Policy', () => {
  test('blocks nothing the storefront needs: home, product and checkout', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const violations = await watchPolicy(page);

    const home = await page.goto('/');
    expectHeaders(home, 'home');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expectStyled(page, 'hashes', home);

    await emptyCart(page);
    const [product] = await buyableProducts(page, 1);
    const productPage = await page.goto(`/product/${product!.slug}`);
    expectHeaders(productPage, 'product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    await expectStyled(page, 'hashes', productPage);

    await addToCart(page, [{ productId: product!.productId, quantity: 1 }]);
    const checkout = await page.goto('/checkout');
    expectHeaders(checkout, 'checkout');
    await expect(page.getByText(product!.name).first()).toBeVisible();
    await expectStyled(page, 'nonce', checkout);

    expect(await violations()).toEqual([]);
    await emptyCart(page);
  });

  test('blocks nothing on the support sign-in page and the API reference', async ({ page }) => {
    const violations = await watchPolicy(page);
    const sso = await page.goto('/sso');
    expectHeaders(sso, '/sso');
    await expect(page.getByRole('heading', { name: 'Accesso assistenza' })).toBeVisible();
    // The page's own style block (allowed by its hash) applies: the body is centred.
    await expect(page.locator('body')).toHaveCSS('max-width', '896px');

    const docs = await page.goto('/docs/');
    expectHeaders(docs, '/docs', { inlineStyles: true });
    // Swagger UI renders the contract with its own bundled scripts (slow: a large contract).
    await expect(page.locator('.swagger-ui .info .title')).toBeVisible({ timeout: 45_000 });
    expect(await violations()).toEqual([]);
  });

  test('keeps the storefront out of frames on other sites', async ({ page }) => {
    const storefront = `${process.env.STOREFRONT_URL}/`;
    await page.route('http://other.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>altro sito</title><iframe src="${storefront}" title="negozio" onload="document.title = 'caricato'"></iframe>`,
      }),
    );
    await page.goto('http://other.example/');
    await expect(page).toHaveTitle('caricato');
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // Chromium shows its error page in place of a page that refuses to be framed.
    expect(framed?.url()).not.toBe(storefront);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  });
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import config from '../playwright.config';
import {
  expectSearchResult,
  openScanner,
  productWithEan13,
  writeEan13Video,
  type CatalogueProduct,
} from './barcode-support';
import { DESKTOP, PHONE, test } from './support';

const BASE_ARGS = config.use?.launchOptions?.args ?? [];

// Chromium's fake camera plays a video of the code, written before the browser starts (the
// browser of this file is launched with it on first use, after beforeAll).
const video = join(tmpdir(), `carrello-ean13-${process.pid}.y4m`);

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...BASE_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ['camera'],
});

test.describe('with a camera filming a printed EAN-13', () => {
  let product: Required<CatalogueProduct>;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: config.use?.baseURL ?? process.env.STOREFRONT_URL,
    });
    product = await productWithEan13({ request });
    await request.dispose();
    writeEan13Video(video, product.barcode);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`scans the code and lists its product at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await openScanner(page);
      // The camera's preview is read until the code shows; the search follows by itself.
      await expectSearchResult(page, product);
      await expect(page.getByRole('dialog', { name: 'Scansiona il codice a barre' })).toBeHidden();
    });
  }
});

import type { Page } from '@playwright/test';

import { api } from './api';

/** A product of the seeded catalogue, as the end-to-end and visual suites read it. */
export interface CatalogueProduct {
  productId: number;
  name: string;
  slug: string;
  available: number;
  warehousePromo?: unknown;
  productInfos: Record<string, string>;
}

/**
 * Products bought by the piece with plus and minus: not natures 8, 10 or rewards, and not loose
 * goods sold by weight (TIPOLOGIA Sfuso, whose control chooses a weight), in the order of the
 * catalogue's first `pageSize` products. Shared by the end-to-end suite and the visual review's
 * pages (`visual/support/shop.ts`).
 */
export async function buyable(page: Page, pageSize: number): Promise<CatalogueProduct[]> {
  const { products } = await api<{ products: CatalogueProduct[] }>(
    page,
    'GET',
    `products?page_size=${pageSize}`,
  );
  return products.filter(
    (product) =>
      product.available > 0 &&
      !['8', '10', 'rewards'].includes(product.productInfos.PRODUCT_NATURE_ID ?? '') &&
      product.productInfos.TIPOLOGIA?.trim().toLowerCase() !== 'sfuso',
  );
}

/** The first `count` buyable products of the catalogue (see {@link buyable}). */
export async function buyableProducts(page: Page, count: number): Promise<CatalogueProduct[]> {
  const products = await buyable(page, 60);
  if (products.length < count) throw new Error(`Only ${products.length} buyable products`);
  return products.slice(0, count);
}

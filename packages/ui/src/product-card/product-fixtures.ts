// Stories and tests only (not exported): catalogue products shaped like the contract's.
import type { Product } from '@carrello/sdk';
import { aProduct as aSampleProduct } from '../testing/sample-data';

/** An inline SVG picture (no network in stories and tests). */
export function pictureOf(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="#f3f1ea"/><circle cx="120" cy="112" r="70" fill="${color}"/><text x="120" y="214" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A product with an inline picture; `overrides` replace fields. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const slug = `pomodori-pelati-cirio-400-g-${overrides.productId ?? 100231}`;
  return aSampleProduct({
    slug,
    itemUrl: `/product/${slug}`,
    mediaURL: pictureOf('Pelati', '#d1432f'),
    ...overrides,
  });
}

/** A small catalogue of Italian groceries. */
export const products: Product[] = [
  aProduct(),
  aProduct({
    productId: 100232,
    name: 'Latte fresco intero',
    shortDescr: 'Granarolo',
    description: '1 l',
    mediaURL: pictureOf('Latte', '#8fb8de'),
    price: 1.69,
    priceDisplay: 1.39,
    priceStandardDisplay: 1.69,
    priceUmDisplay: 1.39,
    weightUnitDisplay: 'l',
    warehousePromo: {
      promoType: '6I01P',
      discountPerc: 18,
      view: { header: 'OFFERTA', body: '<b>-18%</b>', cssClass: 'promo-red' },
    },
  }),
  aProduct({
    productId: 100233,
    name: 'Mozzarella di bufala campana DOP',
    shortDescr: 'Caseificio Il Casolare',
    description: '250 g',
    mediaURL: pictureOf('Bufala', '#f2efe6'),
    price: 3.49,
    priceDisplay: 3.49,
    priceUmDisplay: 13.96,
  }),
  aProduct({
    productId: 100234,
    name: 'Pane di Altamura DOP a fette',
    shortDescr: 'Forno Santa Chiara',
    description: '500 g',
    mediaURL: pictureOf('Pane', '#c98b4a'),
    price: 2.9,
    priceDisplay: 2.49,
    priceStandardDisplay: 2.9,
    priceUmDisplay: 4.98,
    warehousePromo: {
      promoType: 'PBS',
      view: { header: 'PROMO', body: 'PI&Ugrave; BASSI SEMPRE' },
    },
  }),
  aProduct({
    productId: 100235,
    name: 'Spaghetti n.5',
    shortDescr: 'Barilla',
    description: '1 kg',
    mediaURL: pictureOf('Spaghetti', '#f5c542'),
    price: 1.99,
    priceDisplay: 1.99,
    priceUmDisplay: 1.99,
  }),
  aProduct({
    productId: 100236,
    name: 'Olio extravergine di oliva 100% italiano',
    shortDescr: 'Monini',
    description: '750 ml',
    mediaURL: pictureOf('Olio', '#7a8b2f'),
    price: 8.99,
    priceDisplay: 8.99,
    priceUmDisplay: 11.99,
    weightUnitDisplay: 'l',
  }),
];

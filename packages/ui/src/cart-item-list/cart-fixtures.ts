// Stories and tests only (not exported): cart lines and carts shaped like the contract's.
import type { Cart, CartItem } from '@carrello/sdk';
import { aCart as aSampleCart, aCartItem as aSampleCartItem } from '../testing/sample-data';
import { aProduct, pictureOf, products } from '../product-card/product-fixtures';

/** A cart line of a product with alternatives; `overrides` replace fields. */
export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return aSampleCartItem({
    product: aProduct({ hasAlternatives: true, proposedAlternatives: [100240, 100241] }),
    ...overrides,
  });
}

/** The lines of a typical cart: plain, promo, loose, nature 8, subscription and a free gift. */
export const cartItems: CartItem[] = [
  aCartItem({ quantity: 24, grossTotal: 30.96 }),
  aCartItem({
    itemId: 70012,
    quantity: 1,
    grossTotal: 1.39,
    product: products[1]!,
  }),
  aCartItem({
    itemId: 70013,
    quantity: 3,
    grossTotal: 4.47,
    product: aProduct({
      productId: 100250,
      name: 'Pomodorini ciliegino',
      shortDescr: 'Orto di Sicilia',
      description: 'sfuso, circa 500 g',
      mediaURL: pictureOf('Ciliegino', '#e0412b'),
      productInfos: { TIPOLOGIA: 'Sfuso' },
      hasAlternatives: true,
    }),
    cartItemInfo: { accept_alternatives: 'true' },
  }),
  aCartItem({
    itemId: 70014,
    quantity: 1,
    grossTotal: 0,
    editable: false,
    cartItemInsertionTypeId: 2,
    product: aProduct({
      productId: 100251,
      name: 'Shopper riutilizzabile',
      shortDescr: 'Omaggio del punto vendita',
      description: '1 pz',
      mediaURL: pictureOf('Shopper', '#3c8d5a'),
    }),
    cartItemInfo: {},
  }),
  aCartItem({
    itemId: 70015,
    quantity: 1,
    grossTotal: 9.9,
    product: aProduct({
      productId: 100252,
      name: 'Abbonamento consegna gratuita mensile',
      shortDescr: 'Carrello Plus',
      description: '30 giorni',
      mediaURL: pictureOf('Plus', '#1b6b3a'),
      productInfos: { PRODUCT_NATURE_ID: '10' },
    }),
    cartItemInfo: { SUBSCRIPTION_PLAN_ID: '81' },
  }),
];

/** An open cart with packages and a gift certificate; `overrides` replace fields. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  return aSampleCart({
    cartItems,
    totalPrice: 44.82,
    grossTotal: 47.22,
    orderPackages: [
      {
        orderPackageId: 1,
        quantity: 3,
        totalPrice: 0.3,
        package: { packageId: 4, descr: 'Sacchetto biodegradabile', cost: 0.1 },
      },
      {
        orderPackageId: 2,
        quantity: 1,
        totalPrice: 2.1,
        package: { packageId: 5, descr: 'Borsa termica per surgelati', cost: 2.1 },
      },
    ],
    giftCertificatesToGenerate: [{ name: 'Buono fedeltà di novembre', giftTotal: 5 }],
    ...overrides,
  });
}

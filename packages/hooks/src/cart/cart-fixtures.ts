// Test support (not exported): products, cart lines and carts shaped like the contract's.
import type { Cart, CartItem, Product } from '@carrello/sdk';

import { home } from '../profile/profile-fixtures';
// The sample data of the kit's stories: plain objects that import nothing but types.
import { aCart as aSampleCart } from '../../../ui/src/testing/sample-data';

/** A product of the catalogue; `overrides` replace fields. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const productId = overrides.productId ?? 100231;
  return {
    productId,
    id: productId,
    slug: `prodotto-${productId}`,
    name: 'Pomodori pelati',
    shortDescr: 'Cirio',
    description: '400 g',
    itemUrl: `/product/prodotto-${productId}`,
    mediaURL: `https://img.carrello.dev/photo/thumb/${productId}.jpg`,
    available: 1,
    price: 1.2,
    priceDisplay: 1.2,
    productInfos: {},
    logisticPalletItems: 0,
    logisticPackagingItems: 24,
    ...overrides,
  };
}

/** A cart line; `overrides` replace fields. */
export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const itemId = overrides.itemId ?? 70011;
  return {
    cartItemId: itemId,
    itemId,
    quantity: 1,
    editable: true,
    grossTotal: 1.2,
    product: aProduct(),
    cartItemInsertionTypeId: 1,
    cartItemInfo: {},
    ...overrides,
  };
}

/**
 * The kit's sample cart (its time slot, store and warehouse) delivered to the shopper's home,
 * empty unless given lines; `overrides` replace fields.
 */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  return aSampleCart({
    cartItems: [],
    totalPrice: 0,
    grossTotal: 0,
    shippingAddress: home,
    ...overrides,
  });
}

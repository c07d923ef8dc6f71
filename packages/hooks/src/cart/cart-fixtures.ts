// Test support (not exported): products, cart lines and carts shaped like the contract's.
import type { Cart, CartItem, Product } from '@carrello/sdk';

import { home } from '../profile/profile-fixtures';

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

/** An open cart delivered to the shopper's home in a time slot; `overrides` replace fields. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  const cartItems = overrides.cartItems ?? [];
  return {
    cartId: 5531,
    cartStatusId: 1,
    locked: false,
    cartItems,
    totalItems: cartItems.length,
    totalPrice: 0,
    grossTotal: 0,
    orderPackages: [],
    giftCertificatesToGenerate: [],
    shippingAddress: home,
    timeslot: {
      timeslotId: 7,
      date: '2026-11-24',
      beginTime: '10:00',
      endTime: '12:00',
      autoAssigned: false,
    },
    store: { storeId: 1 },
    warehouse: { warehouseId: 12 },
    cartInfos: {},
    ...overrides,
  };
}

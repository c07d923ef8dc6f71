// Contract-shaped sample data for everything that renders the kit without a backend: the kit's
// stories and tests (src/**/*-fixtures.ts build on these factories), the kit pages of
// examples/next-app and the consumer check, whose script copies this file into its app outside
// the workspace. So it imports nothing but types from @carrello/sdk, and holds plain objects only
// (a Server Component passes them to the kit's client components as props). The build never
// reaches this folder: nothing here is published.
import type {
  Address,
  Cart,
  CartItem,
  Category,
  NavItem,
  PaymentAuth,
  PaymentType,
  Product,
  TimeslotDay,
} from '@carrello/sdk';

/** A product; `overrides` replace fields. Its picture is one that examples/next-app serves. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const productId = overrides.productId ?? 100231;
  return {
    productId,
    id: productId,
    slug: `pomodori-pelati-${productId}`,
    name: 'Pomodori pelati',
    shortDescr: 'Cirio',
    description: '400 g',
    itemUrl: `/product/pomodori-pelati-${productId}`,
    mediaURL: '/kit/pomodori-pelati.svg',
    available: 1,
    price: 1.29,
    priceDisplay: 1.29,
    priceUmDisplay: 3.23,
    priceUnitDisplay: 'pz',
    weightUnitDisplay: 'kg',
    productInfos: { TIPOLOGIA: 'Pezzo' },
    logisticPalletItems: 0,
    logisticPackagingItems: 24,
    ...overrides,
  };
}

const peeledTomatoes = aProduct({ hasAlternatives: true, proposedAlternatives: [100232] });
const freshMilk = aProduct({
  productId: 100232,
  slug: 'latte-fresco-intero-100232',
  name: 'Latte fresco intero',
  shortDescr: 'Granarolo',
  description: '1 l',
  itemUrl: '/product/latte-fresco-intero-100232',
  mediaURL: '/kit/latte-fresco-intero.svg',
  price: 1.69,
  priceDisplay: 1.39,
  priceStandardDisplay: 1.69,
  warehousePromo: {
    promoType: '6I01P',
    discountPerc: 18,
    view: { header: 'OFFERTA', body: '<b>-18%</b>', cssClass: 'promo-red' },
  },
});

/** Two products: one with an alternative, one on promotion. */
export const products: Product[] = [peeledTomatoes, freshMilk];

/** A cart line; `overrides` replace fields. */
export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const itemId = overrides.itemId ?? 70011;
  return {
    cartItemId: itemId,
    itemId,
    quantity: 2,
    editable: true,
    grossTotal: 2.58,
    product: peeledTomatoes,
    cartItemInsertionTypeId: 1,
    cartItemInfo: { accept_alternatives: 'false' },
    ...overrides,
  };
}

/** The lines of a small cart, one for each of `products`. */
export const cartItems: CartItem[] = [
  aCartItem(),
  aCartItem({
    itemId: 70012,
    quantity: 1,
    grossTotal: 1.39,
    product: freshMilk,
    cartItemInfo: { accept_alternatives: 'true' },
  }),
];

/** A store for click and collect (delivery service 1). */
export const storeAddress: Address = {
  addressId: 8812,
  deliveryServiceId: 1,
  addressTypeId: 1,
  addressName: 'Carrello Milano Porta Romana',
  address1: 'Corso di Porta Romana',
  addressNumber: '112',
  city: 'Milano',
  province: 'MI',
  postalcode: '20122',
};

/** An open cart picked up at `storeAddress`, with a time slot; `overrides` replace fields. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.cartItems ?? cartItems;
  return {
    cartId: 5531,
    cartStatusId: 1,
    locked: false,
    cartItems: items,
    totalItems: items.length,
    totalPrice: 3.97,
    grossTotal: 3.97,
    shippingAddress: storeAddress,
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
    orderPackages: [],
    giftCertificatesToGenerate: [],
    ...overrides,
  };
}

/** The open cart of `cartItems`. */
export const cart: Cart = aCart();

/** Two delivery days: a full slot and an open one, then one open slot. */
export const slotDays: TimeslotDay[] = [
  {
    date: '2026-11-24',
    timeSlots: [
      { timeslotId: 1, beginTime: '08:00', endTime: '10:00', status: 'full', available: false },
      { timeslotId: 2, beginTime: '10:00', endTime: '12:00', status: 'open', available: true },
    ],
  },
  {
    date: '2026-11-25',
    timeSlots: [
      { timeslotId: 3, beginTime: '18:00', endTime: '20:00', status: 'open', available: true },
    ],
  },
];

/** An online and an on-delivery payment type. */
export const paymentTypes: PaymentType[] = [
  { paymentTypeId: 12, active: 1, name: 'Carta di credito', descr: 'Paga online.' },
  { paymentTypeId: 1, active: 1, name: 'Contanti alla consegna', descr: 'Paga alla consegna.' },
];

/** A saved card, the shopper's default. */
export const auth: PaymentAuth = {
  paymentAuthId: 301,
  paymentTypeId: 12,
  active: '1',
  defaultAuth: true,
  creditCard: '4242********4242',
  expireDate: '09/28',
  holder: 'MARIO ROSSI',
};

/** A department with one subcategory. */
export const categories: Category[] = [
  {
    categoryId: 1001,
    parentId: 0,
    slug: 'frutta-e-verdura',
    name: 'Frutta e verdura',
    itemUrl: '/frutta-e-verdura',
    categories: [
      {
        categoryId: 1002,
        parentId: 1001,
        slug: 'frutta-fresca',
        name: 'Frutta fresca',
        itemUrl: '/frutta-e-verdura/frutta-fresca',
        categories: [],
      },
    ],
  },
];

/** One footer column with one link. */
export const footerColumns: NavItem[] = [
  {
    ID: 1,
    name: 'Chi siamo',
    itemUrl: '/page/chi-siamo',
    templateNavItems: [{ ID: 11, name: 'La nostra storia', itemUrl: '/page/storia' }],
  },
];

/** Cities an address combobox suggests for "Mil". */
export const cities = ['Milano', 'Milazzo', 'Mileto'];

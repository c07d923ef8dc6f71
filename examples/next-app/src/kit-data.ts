// Sample data for the kit's pages: contract-shaped, typed with @carrello/sdk's types, plain
// objects only (a Server Component passes them to the kit's client components as props).
import type {
  Cart,
  CartItem,
  Category,
  NavItem,
  PaymentAuth,
  PaymentType,
  Product,
  TimeslotDay,
} from '@carrello/sdk';

function aProduct(overrides: Partial<Product> = {}): Product {
  const productId = overrides.productId ?? 100231;
  return {
    productId,
    id: productId,
    slug: `pomodori-pelati-${productId}`,
    name: 'Pomodori pelati',
    shortDescr: 'Cirio',
    description: '400 g',
    itemUrl: `/product/pomodori-pelati-${productId}`,
    // The app's own pictures (public/kit): the kit pages call no backend.
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

export const products: Product[] = [
  aProduct({ hasAlternatives: true, proposedAlternatives: [100232] }),
  aProduct({
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
  }),
];

export const cartItems: CartItem[] = [
  {
    cartItemId: 70011,
    itemId: 70011,
    quantity: 2,
    editable: true,
    grossTotal: 2.58,
    product: products[0]!,
    cartItemInsertionTypeId: 1,
    cartItemInfo: { accept_alternatives: 'false' },
  },
  {
    cartItemId: 70012,
    itemId: 70012,
    quantity: 1,
    editable: true,
    grossTotal: 1.39,
    product: products[1]!,
    cartItemInsertionTypeId: 1,
    cartItemInfo: { accept_alternatives: 'true' },
  },
];

export const cart: Cart = {
  cartId: 5531,
  cartStatusId: 1,
  locked: false,
  cartItems,
  totalItems: cartItems.length,
  totalPrice: 3.97,
  grossTotal: 3.97,
  shippingAddress: {
    addressId: 8812,
    deliveryServiceId: 1,
    addressTypeId: 1,
    addressName: 'Carrello Milano Porta Romana',
    address1: 'Corso di Porta Romana',
    addressNumber: '112',
    city: 'Milano',
    province: 'MI',
    postalcode: '20122',
  },
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
};

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

export const paymentTypes: PaymentType[] = [
  { paymentTypeId: 12, active: 1, name: 'Carta di credito', descr: 'Paga online.' },
  { paymentTypeId: 1, active: 1, name: 'Contanti alla consegna', descr: 'Paga alla consegna.' },
];

export const auth: PaymentAuth = {
  paymentAuthId: 301,
  paymentTypeId: 12,
  active: '1',
  defaultAuth: true,
  creditCard: '4242********4242',
  expireDate: '09/28',
  holder: 'MARIO ROSSI',
};

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

export const footerColumns: NavItem[] = [
  {
    ID: 1,
    name: 'Chi siamo',
    itemUrl: '/page/chi-siamo',
    templateNavItems: [{ ID: 11, name: 'La nostra storia', itemUrl: '/page/storia' }],
  },
];

export const cities = ['Milano', 'Milazzo', 'Mileto'];

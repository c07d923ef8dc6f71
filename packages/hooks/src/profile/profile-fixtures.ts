// Test support (not exported): profile data shaped like the contract's.
import type {
  Address,
  GiftCertificate,
  List,
  Order,
  Person,
  Product,
  RequestedReward,
  SubscriptionPlan,
} from '@carrello/sdk';

export const home: Address = {
  addressId: 15,
  deliveryServiceId: 2,
  addressTypeId: 1,
  addressName: 'Casa',
  address1: 'Via Roma',
  addressNumber: '1',
  city: 'Milano',
  province: 'MI',
  postalcode: '20121',
};

export const office: Address = {
  ...home,
  addressId: 16,
  addressName: 'Ufficio',
  address1: 'Corso Como',
};

export const order: Order = {
  orderId: 501,
  orderStatusId: 1,
  orderStatusDescr: 'In preparazione',
  paymentStatus: 'authorized',
  addDate: '2026-11-20T10:15:00Z',
  deliveryServiceId: 2,
  shippingAddress: home,
  timeslot: {
    timeslotId: 31,
    date: '2026-11-23',
    beginTime: '09:00',
    endTime: '11:00',
    autoAssigned: false,
  },
  grossTotal: 54.3,
  isEditable: true,
  isDeletable: true,
};

export const pasta: Product = {
  productId: 1001,
  id: 1001,
  slug: 'spaghetti-500-g',
  name: 'Spaghetti 500 g',
  shortDescr: 'Pasta di semola',
  description: 'Spaghetti di semola di grano duro.',
  itemUrl: '/product/spaghetti-500-g',
  mediaURL: 'https://spesa.example.it/img/1001.jpg',
  available: 50,
  productInfos: {},
  logisticPalletItems: 0,
  logisticPackagingItems: 0,
};

export const weekly: List = { listId: 3, name: 'Spesa settimanale', size: 1, isDefault: true };

export const weeklyWithItems: List = {
  ...weekly,
  wishlistItems: [{ itemId: 9, quantity: 2, product: pasta }],
};

export const voucher: GiftCertificate = {
  giftCertificateId: 2,
  userGiftCertificateId: 6,
  name: 'Buono 10 €',
  code: 'BUONO10',
  amount: 10,
};

export const requestedPasta: RequestedReward = {
  requestedRewardId: 1,
  product: pasta,
  quantity: 1,
  points: 300,
  requestDate: '2026-11-20T10:15:00Z',
  status: 'requested',
};

export const plan: SubscriptionPlan = {
  subscriptionPlanId: 2,
  name: 'Consegna illimitata',
  descr: 'Consegne gratuite per un anno',
  price: 49,
  subscribed: false,
};

export const rossi: Person = {
  personFiscalId: 4,
  personTypeId: 2,
  company: 'Rossi Srl',
  vatCode: '00743110157',
  email: 'amministrazione@rossi.it',
  billingAddress: {
    address1: 'Via Dante',
    addressNumber: '4',
    city: 'Milano',
    province: 'MI',
    postalcode: '20121',
  },
};

export const bianchi: Person = {
  personFiscalId: 5,
  personTypeId: 1,
  firstName: 'Luca',
  lastName: 'Bianchi',
  vatFiscalCode: 'BNCLCU80A01F205X',
  email: 'luca.bianchi@example.it',
};

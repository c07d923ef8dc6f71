import { describeResource } from '../testing/resource-cases';

describeResource('gifts', [
  {
    call: (client) => client.gifts.list(),
    data: { giftCertificates: [{ userGiftCertificateId: 6, code: 'BUONO10' }] },
  },
  {
    call: (client) => client.gifts.redeem({ code: 'BUONO10' }),
    form: { code: 'BUONO10' },
  },
  {
    call: (client) => client.gifts.remove({ user_gift_certificate_id: 6 }),
    form: { user_gift_certificate_id: '6' },
  },
  {
    call: (client) => client.gifts.rewards(),
    data: { products: [{ productId: 3001 }], points: 1200 },
  },
  {
    call: (client) => client.gifts.requestedRewards(),
  },
  {
    call: (client) => client.gifts.requestReward({ product_id: 3001, quantity: 1 }),
    form: { product_id: '3001', quantity: '1' },
  },
]);

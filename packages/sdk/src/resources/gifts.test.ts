import { describeResource } from '../testing/resource-cases';

describeResource('gifts', [
  {
    operationId: 'gifts.list',
    call: (client) => client.gifts.list(),
    data: { giftCertificates: [{ userGiftCertificateId: 6, code: 'BUONO10' }] },
  },
  {
    operationId: 'gifts.redeem',
    call: (client) => client.gifts.redeem({ code: 'BUONO10' }),
    form: { code: 'BUONO10' },
  },
  {
    operationId: 'gifts.remove',
    call: (client) => client.gifts.remove({ user_gift_certificate_id: 6 }),
    form: { user_gift_certificate_id: '6' },
  },
  {
    operationId: 'gifts.rewards',
    call: (client) => client.gifts.rewards(),
    data: { products: [{ productId: 3001 }], points: 1200 },
  },
  {
    operationId: 'gifts.requestedRewards',
    call: (client) => client.gifts.requestedRewards(),
  },
  {
    operationId: 'gifts.requestReward',
    call: (client) => client.gifts.requestReward({ product_id: 3001, quantity: 1 }),
    form: { product_id: '3001', quantity: '1' },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('gifts', [
  {
    operationId: 'gifts.list',
    call: (client) => client.gifts.list(),
    method: 'GET',
    path: '/ebsn/api/gift-certificate/list',
    data: { giftCertificates: [{ userGiftCertificateId: 6, code: 'BUONO10' }] },
  },
  {
    operationId: 'gifts.redeem',
    call: (client) => client.gifts.redeem({ code: 'BUONO10' }),
    method: 'POST',
    path: '/ebsn/api/gift-certificate/redeem',
    form: { code: 'BUONO10' },
  },
  {
    operationId: 'gifts.remove',
    call: (client) => client.gifts.remove({ user_gift_certificate_id: 6 }),
    method: 'POST',
    path: '/ebsn/api/gift-certificate/remove',
    form: { user_gift_certificate_id: '6' },
  },
  {
    operationId: 'gifts.rewards',
    call: (client) => client.gifts.rewards(),
    method: 'GET',
    path: '/ebsn/api/reward/list',
    data: { products: [{ productId: 3001 }], points: 1200 },
  },
  {
    operationId: 'gifts.requestedRewards',
    call: (client) => client.gifts.requestedRewards(),
    method: 'GET',
    path: '/ebsn/api/reward/requested-list',
  },
  {
    operationId: 'gifts.requestReward',
    call: (client) => client.gifts.requestReward({ product_id: 3001, quantity: 1 }),
    method: 'POST',
    path: '/ebsn/api/reward/request',
    form: { product_id: '3001', quantity: '1' },
  },
]);

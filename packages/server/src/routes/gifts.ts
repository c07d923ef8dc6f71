import {
  listGiftCertificates,
  listRequestedRewards,
  listRewards,
  redeemGiftCertificate,
  removeGiftCertificate,
  requestReward,
} from '../services/gifts';
import { confirmed, type Handlers } from './registry';

/** Handlers of gift certificates and loyalty rewards. */
export const giftsHandlers: Handlers = {
  'gifts.list': async (ctx) => listGiftCertificates(ctx.db, ctx.requireUser().id),
  'gifts.redeem': async (ctx) =>
    confirmed(
      ctx,
      'Buono applicato al carrello',
      redeemGiftCertificate(ctx.db, ctx.requireUser().id, ctx.body.code),
    ),
  'gifts.remove': async (ctx) =>
    removeGiftCertificate(ctx.db, ctx.requireUser().id, ctx.body.user_gift_certificate_id),
  'gifts.rewards': async (ctx) => listRewards(ctx.db, ctx.requireUser().id),
  'gifts.requestedRewards': async (ctx) => listRequestedRewards(ctx.db, ctx.requireUser().id),
  'gifts.requestReward': async (ctx) =>
    requestReward(ctx.db, ctx.requireUser().id, ctx.body.product_id, ctx.body.quantity),
};

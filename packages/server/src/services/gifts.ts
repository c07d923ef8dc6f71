import { sql } from 'kysely';

import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { changeCart, enrichProducts, type WireCart } from './cart';
import { GIFT_CERTIFICATE_COLUMNS, toWireGiftCertificate } from './gift-certificates-wire';
import { loadPricedProducts } from './products-wire';

/** Italian texts of the gifts and rewards area. */
const GIFT_MESSAGES = {
  unknownCode: 'Codice del buono non valido',
  expired: 'Il buono non è valido in questa data',
  used: 'Il buono è già stato utilizzato',
  applied: 'Il buono è già applicato al carrello',
  notInCart: 'Buono non presente nel carrello',
  redeemed: 'Buono applicato al carrello',
  rewardNotFound: 'Premio non trovato',
  notEnoughPoints: 'Non hai abbastanza punti per questo premio',
} as const;

const REQUEST_STATUS_DESCR: Record<string, string> = {
  requested: 'Richiesto',
  approved: 'Approvato',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
};

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Gift certificates of the user. */
export async function listGiftCertificates(db: Db, userId: number) {
  const rows = await db
    .selectFrom('user_gift_certificates as ugc')
    .innerJoin('gift_certificates as gc', 'gc.id', 'ugc.gift_certificate_id')
    .select([...GIFT_CERTIFICATE_COLUMNS, 'ugc.used_at'])
    .where('ugc.user_id', '=', userId)
    .orderBy('ugc.id')
    .execute();
  return {
    giftCertificates: rows.map((row) => toWireGiftCertificate(row, row.used_at !== null)),
  };
}

/** Applies a gift certificate code to the cart. */
export async function redeemGiftCertificate(
  db: Db,
  userId: number,
  code: string,
): Promise<WireCart> {
  const gift = await db
    .selectFrom('gift_certificates')
    .selectAll()
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .executeTakeFirstOrThrow(() => notFound(GIFT_MESSAGES.unknownCode));
  const today = new Date().toISOString().slice(0, 10);
  if (isoDate(gift.valid_from) > today || isoDate(gift.valid_to) < today)
    throw new HttpError(409, GIFT_MESSAGES.expired, 'GIFT_EXPIRED');
  return changeCart(db, userId, async (trx, cart) => {
    const mine = await trx
      .selectFrom('user_gift_certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('gift_certificate_id', '=', gift.id)
      .forUpdate()
      .executeTakeFirst();
    if (mine?.used_at) throw new HttpError(409, GIFT_MESSAGES.used, 'GIFT_USED');
    if (mine?.cart_id === cart.id) throw new HttpError(409, GIFT_MESSAGES.applied, 'GIFT_APPLIED');
    if (mine)
      await trx
        .updateTable('user_gift_certificates')
        .set({ cart_id: cart.id })
        .where('id', '=', mine.id)
        .execute();
    else
      await trx
        .insertInto('user_gift_certificates')
        .values({ user_id: userId, gift_certificate_id: gift.id, cart_id: cart.id })
        .execute();
  });
}

/** Takes an applied gift certificate off the cart. */
export async function removeGiftCertificate(
  db: Db,
  userId: number,
  userGiftCertificateId: number,
): Promise<WireCart> {
  return changeCart(db, userId, async (trx, cart) => {
    await trx
      .updateTable('user_gift_certificates')
      .set({ cart_id: null })
      .where('id', '=', userGiftCertificateId)
      .where('user_id', '=', userId)
      .where('cart_id', '=', cart.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirstOrThrow(() => notFound(GIFT_MESSAGES.notInCart));
  });
}

async function pointsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_points')
    .select('points')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.points ?? 0;
}

/** Rewards with their products, and the user's points. */
export async function listRewards(db: Db, userId: number) {
  const rewards = await db
    .selectFrom('rewards')
    .selectAll()
    .where('product_id', 'is not', null)
    .orderBy('points')
    .execute();
  const products = await loadPricedProducts(
    db,
    rewards.map((reward) => reward.product_id!),
  );
  await enrichProducts(db, products);
  return {
    products: rewards.flatMap((reward) => {
      const product = products.get(reward.product_id!);
      if (!product) return [];
      return [
        {
          ...product.wire,
          productInfos: { ...product.wire.productInfos, POINTS: String(reward.points) },
        },
      ];
    }),
    points: await pointsOf(db, userId),
  };
}

/** Rewards the user requested, newest first. */
export async function listRequestedRewards(db: Db, userId: number) {
  const rows = await db
    .selectFrom('requested_rewards as rr')
    .innerJoin('rewards as r', 'r.id', 'rr.reward_id')
    .select(['rr.id', 'rr.status', 'rr.created_at', 'rr.quantity', 'rr.points', 'r.product_id'])
    .where('rr.user_id', '=', userId)
    .orderBy('rr.id', 'desc')
    .execute();
  const products = await loadPricedProducts(
    db,
    rows.flatMap((row) => (row.product_id !== null ? [row.product_id] : [])),
  );
  await enrichProducts(db, products);
  const statuses = ['requested', 'approved', 'delivered', 'cancelled'] as const;
  return {
    rewards: rows.flatMap((row) => {
      const product = row.product_id !== null ? products.get(row.product_id) : undefined;
      if (!product) return [];
      const status = statuses.find((s) => s === row.status) ?? 'requested';
      return [
        {
          requestedRewardId: row.id,
          product: product.wire,
          quantity: Math.max(1, row.quantity),
          points: Math.max(0, row.points),
          requestDate: row.created_at.toISOString(),
          status,
          statusDescr: REQUEST_STATUS_DESCR[status] ?? status,
        },
      ];
    }),
  };
}

/** Requests a reward: its points are taken atomically (never below zero). */
export async function requestReward(db: Db, userId: number, productId: number, quantity: number) {
  const reward = await db
    .selectFrom('rewards')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow(() => notFound(GIFT_MESSAGES.rewardNotFound));
  const cost = reward.points * quantity;
  await db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('user_points')
      .set((eb) => ({ points: eb('points', '-', cost), updated_at: new Date() }))
      .where('user_id', '=', userId)
      .where('points', '>=', cost)
      .returning('points')
      .executeTakeFirst();
    if (!taken) throw new HttpError(409, GIFT_MESSAGES.notEnoughPoints, 'NOT_ENOUGH_POINTS');
    await trx
      .insertInto('requested_rewards')
      .values({ user_id: userId, reward_id: reward.id, quantity, points: cost })
      .execute();
  });
  return listRequestedRewards(db, userId);
}

import type { Db } from '../db/database';
import type { SeededAccounts } from './accounts';

/**
 * Loyalty points of the demo customers and a gift certificate in Mario's wallet (not yet
 * applied to a cart). Payment types, slots, plans, meal-ticket types and gift certificates come
 * from the stores and content seeds.
 */
export async function seedCommerce(db: Db, accounts: SeededAccounts): Promise<void> {
  await db
    .insertInto('user_points')
    .values([
      { user_id: accounts.mario, points: 2400 },
      { user_id: accounts.giulia, points: 300 },
    ])
    .execute();
  const gift = await db
    .selectFrom('gift_certificates')
    .select('id')
    .where('code', '=', 'FEDELTA5')
    .executeTakeFirst();
  if (gift)
    await db
      .insertInto('user_gift_certificates')
      .values({ user_id: accounts.mario, gift_certificate_id: gift.id })
      .execute();
}

import type { EbsnClient } from '@carrello/sdk';

import { trailOf } from './category-trail';

/** What a path no other route matches shows: a category, or a gift-card payment outcome. */
export type CatchAll =
  | { kind: 'category'; slug: string }
  | { kind: 'payment-error'; orderId: string }
  | { kind: 'payment-completed'; orderId: string };

// docs/requirements/app-shell.md: /payment-error-{provider}/{orderId} and /cart/payment-completed-{provider}/{orderId}.
const GIFT_CARD_ERROR = /^payment-error-[\w-]+\/(\d+)\/?$/;
const GIFT_CARD_COMPLETED = /^cart\/payment-completed-[\w-]+\/(\d+)\/?$/;

/** Reads the catch-all route's splat as a category slug or a gift-card payment outcome. */
export function readCatchAll(splat: string): CatchAll {
  const error = GIFT_CARD_ERROR.exec(splat);
  if (error?.[1]) return { kind: 'payment-error', orderId: error[1] };
  const completed = GIFT_CARD_COMPLETED.exec(splat);
  if (completed?.[1]) return { kind: 'payment-completed', orderId: completed[1] };
  return { kind: 'category', slug: splat.replace(/\/+$/, '') };
}

/**
 * Any other path is a category page, the category named by its path or by `?categoryId=`: a path
 * that is no category's leads to the address of the `categoryId` one, the other parameters kept.
 * Null when the id names no category of the tree.
 */
export async function categoryAddress(
  client: EbsnClient,
  searchParams: URLSearchParams,
): Promise<string | null> {
  const categoryId = Number(searchParams.get('categoryId'));
  if (!Number.isInteger(categoryId) || categoryId <= 0) return null;
  const category = trailOf(await client.category.tree(), categoryId).at(-1);
  if (!category) return null;
  const rest = new URLSearchParams(searchParams);
  rest.delete('categoryId');
  const query = rest.toString();
  return `/${category.slug}${query ? `?${query}` : ''}`;
}

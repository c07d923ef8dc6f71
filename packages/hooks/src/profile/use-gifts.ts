import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Cart, DataOf } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import type { ProfileMutationOptions } from './profile-mutation-options';
import { giftKeys } from './profile-keys';
import { giftQueries } from './profile-queries';

/**
 * The user's gift certificates.
 * @example
 * const { data } = useGiftCertificates();
 * data?.giftCertificates.map((gift) => `${gift.name}: ${gift.amount} €`);
 */
export function useGiftCertificates() {
  const client = useCarrelloClient();
  return useQuery(giftQueries.certificates(client));
}

/** What `useRedeemGiftCode` sends. */
export interface RedeemGiftCodeVariables {
  /** The gift certificate code the user typed. */
  code: string;
}

/**
 * Applies a gift certificate code to the cart: the answered cart goes to the cart cache and the
 * gift certificates reload.
 * @example
 * const redeem = useRedeemGiftCode();
 * redeem.mutate({ code: 'BUONO10' });
 */
export function useRedeemGiftCode(
  options: ProfileMutationOptions<Cart, RedeemGiftCodeVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ code }: RedeemGiftCodeVariables) => client.gifts.redeem({ code }),
    onSuccess: (cart, ...rest) => {
      queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      void queryClient.invalidateQueries({ queryKey: giftKeys.certificates() });
      return options.onSuccess?.(cart, ...rest);
    },
  });
}

/** What `useRemoveGiftCertificate` sends. */
export interface RemoveGiftCertificateVariables {
  /** The user's gift certificate to take off the cart (`userGiftCertificateId`). */
  userGiftCertificateId: number;
}

/**
 * Takes a gift certificate off the cart: the answered cart goes to the cart cache and the gift
 * certificates reload.
 * @example
 * const remove = useRemoveGiftCertificate();
 * remove.mutate({ userGiftCertificateId: 6 });
 */
export function useRemoveGiftCertificate(
  options: ProfileMutationOptions<Cart, RemoveGiftCertificateVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ userGiftCertificateId }: RemoveGiftCertificateVariables) =>
      client.gifts.remove({ user_gift_certificate_id: userGiftCertificateId }),
    onSuccess: (cart, ...rest) => {
      queryClient.setQueryData<Cart>(cartKeys.detail(), cart);
      void queryClient.invalidateQueries({ queryKey: giftKeys.certificates() });
      return options.onSuccess?.(cart, ...rest);
    },
  });
}

/**
 * The rewards catalogue with the user's points.
 * @example
 * const { data } = useRewards();
 * `${data?.points} punti`;
 */
export function useRewards() {
  const client = useCarrelloClient();
  return useQuery(giftQueries.rewards(client));
}

/**
 * The rewards the user has requested.
 * @example
 * const { data } = useRequestedRewards();
 * data?.rewards.map((reward) => reward.statusDescr);
 */
export function useRequestedRewards() {
  const client = useCarrelloClient();
  return useQuery(giftQueries.requestedRewards(client));
}

/** What `useRequestReward` sends. */
export interface RequestRewardVariables {
  /** The reward product. */
  productId: number;
  /** How many. */
  quantity: number;
}

/** What `useRequestReward` answers: the requested rewards. */
export type RequestRewardResult = DataOf<'/ebsn/api/reward/request', 'post'>;

/**
 * Requests a reward with the user's points: the requested rewards take the server's answer and
 * the catalogue (points) reloads.
 * @example
 * const request = useRequestReward();
 * request.mutate({ productId: 3001, quantity: 1 });
 */
export function useRequestReward(
  options: ProfileMutationOptions<RequestRewardResult, RequestRewardVariables> = {},
) {
  const client = useCarrelloClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ productId, quantity }: RequestRewardVariables) =>
      client.gifts.requestReward({ product_id: productId, quantity }),
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(giftKeys.requestedRewards(), data);
      void queryClient.invalidateQueries({ queryKey: giftKeys.rewards() });
      return options.onSuccess?.(data, ...rest);
    },
  });
}

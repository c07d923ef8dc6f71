import { carrelloKeys } from '../keys';

/**
 * Query keys of the cart. Every mutation that changes the cart on the server (cart
 * mutations, fiscal person selection, address, time slot, gift codes, meal vouchers)
 * writes the answered cart under `cartKeys.detail()` or invalidates `cartKeys.all`.
 */
export const cartKeys = {
  all: [...carrelloKeys.all, 'cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
  preBilledAmount: (paymentTypeId: number) =>
    [...cartKeys.all, 'pre-billed-amount', paymentTypeId] as const,
};

/**
 * Mutation keys of the cart's changes, e.g. for a "saving" indicator:
 * `useIsMutating({ mutationKey: cartMutationKeys.all })`.
 */
export const cartMutationKeys = {
  all: [...cartKeys.all] as const,
  addProduct: () => [...cartMutationKeys.all, 'add-product'] as const,
  updateItem: () => [...cartMutationKeys.all, 'update-item'] as const,
  removeItem: () => [...cartMutationKeys.all, 'remove-item'] as const,
  setItemInfo: () => [...cartMutationKeys.all, 'set-item-info'] as const,
  setAcceptAlternatives: () => [...cartMutationKeys.all, 'set-accept-alternatives'] as const,
  setAcceptAlternativesForAll: () =>
    [...cartMutationKeys.all, 'set-accept-alternatives-for-all'] as const,
  setInfo: () => [...cartMutationKeys.all, 'set-info'] as const,
  empty: () => [...cartMutationKeys.all, 'empty'] as const,
  lock: () => [...cartMutationKeys.all, 'lock'] as const,
  unlock: () => [...cartMutationKeys.all, 'unlock'] as const,
  setAddress: () => [...cartMutationKeys.all, 'set-address'] as const,
  setTimeslot: () => [...cartMutationKeys.all, 'set-timeslot'] as const,
};

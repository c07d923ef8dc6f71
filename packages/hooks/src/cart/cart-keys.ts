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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aCart } from '../cart/cart-fixtures';
import { cartKeys } from '../cart/cart-keys';
import { useCarrelloClient } from '../provider';
import { serveOk } from '../testing/served-call';
import { createTestContext } from '../testing/wrapper';
import { card } from './payment-fixtures';
import { mealTicketKeys, paymentKeys } from './payment-keys';
import { mealTicketMutations, paymentMutationKeys, paymentMutations } from './payment-mutations';

describe('paymentMutations', () => {
  it('addAuth, used with useMutation directly, replaces the cached methods with the answered ones', async () => {
    serveOk({ post: '/ebsn/api/payment-type/add-auth' }, { auths: [card(1), card(2)] });
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(paymentKeys.authList(12), { auths: [card(1)] });
    const { result } = renderHook(
      () => useMutation(paymentMutations.addAuth(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ payment_type_id: 12, payment_data: '{}' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(paymentKeys.authList(12))).toEqual({
      auths: [card(1), card(2)],
    });
    // Recorded under the factory's key, with what the caller sent.
    expect(
      queryClient.getMutationCache().find({ mutationKey: paymentMutationKeys.addAuth() })?.state
        .variables,
    ).toEqual({ payment_type_id: 12, payment_data: '{}' });
  });
});

describe('mealTicketMutations', () => {
  it('select marks the cart and the voucher types stale, in the cart scope', async () => {
    serveOk({ post: '/ebsn/api/meal-ticket-type/select' }, {});
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), aCart({ totalItems: 1 }));
    queryClient.setQueryData(mealTicketKeys.types(), { mealTicketTypes: [] });
    const { result } = renderHook(
      () => useMutation(mealTicketMutations.select(useCarrelloClient(), useQueryClient())),
      { wrapper },
    );

    act(() => result.current.mutate({ payment_type_id: 21, select: true }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mealTicketKeys.types())?.isInvalidated).toBe(true);
    const [mutation] = queryClient.getMutationCache().getAll();
    expect(mutation?.options.scope).toEqual({ id: 'carrello-cart' });
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveInTurn, serveOk } from '../testing/served-call';
import { expectServerRefusal, refusalCase } from '../testing/server-refusal';
import { aCart } from '../cart/cart-fixtures';
import { order, pasta } from './profile-fixtures';
import { orderKeys } from './profile-keys';
import { useRequestAnonOrderAccess } from './use-anon-orders';
import { useCancelOrder, useEditOrder, useOrders, useReorder } from './use-orders';
import { requestForm } from '../testing/request-text';

const cartWithPasta = aCart({
  totalItems: 1,
  cartItems: [
    {
      cartItemId: 1,
      itemId: 1,
      quantity: 2,
      editable: true,
      grossTotal: 2.4,
      product: pasta,
    } as Cart['cartItems'][number],
  ],
});

describe('useCancelOrder', () => {
  it('caches the cancelled order and reloads the order list', async () => {
    const cancelled = { ...order, orderStatusId: 11, orderStatusDescr: 'Annullato' };
    const listRequests = serveInTurn(
      { get: '/ebsn/api/order/list' },
      { orders: [order] },
      { orders: [cancelled] },
    );
    const sent = serveOk({ post: '/ebsn/api/order/delete' }, cancelled, requestForm);
    const onSuccess = vi.fn();
    const { wrapper, queryClient } = createTestContext();
    const { result } = renderHook(
      () => ({ orders: useOrders(), cancel: useCancelOrder({ onSuccess }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.orders.isSuccess).toBe(true));

    act(() => result.current.cancel.mutate({ orderId: 501 }));

    await waitFor(() => expect(result.current.cancel.isSuccess).toBe(true));
    expect(sent).toEqual([{ order_id: '501' }]);
    expect(queryClient.getQueryData(orderKeys.detail(501))).toEqual(cancelled);
    await waitFor(() =>
      expect(result.current.orders.data?.orders[0]?.orderStatusDescr).toBe('Annullato'),
    );
    expect(listRequests).toHaveLength(2);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it("gives the server's message when it refuses", async () => {
    const { queryClient } = await expectServerRefusal(
      { post: '/ebsn/api/order/delete', status: 409, message: "L'ordine non è più annullabile" },
      () => useCancelOrder(),
      (hook) => hook.mutate({ orderId: 501 }),
    );
    expect(queryClient.getQueryData(orderKeys.detail(501))).toBeUndefined();
  });
});

describe('useEditOrder', () => {
  it('puts the reopened cart in the cart cache', async () => {
    serveOk({ post: '/ebsn/api/order/edit' }, cartWithPasta);
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(cartKeys.detail(), aCart());
    const { result } = renderHook(() => useEditOrder(), { wrapper });
    act(() => result.current.mutate({ orderId: 501 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.totalItems).toBe(1);
  });
});

describe('useReorder', () => {
  it('sends the order and puts the answered cart in the cart cache', async () => {
    const sent = serveOk({ post: '/ebsn/api/order/add-to-cart' }, cartWithPasta, requestForm);
    const { queryClient } = await renderUntilSuccess(
      () => useReorder(),
      (hook) => hook.mutate({ orderId: 501 }),
    );
    expect(sent).toEqual([{ order_id: '501' }]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())).toEqual(cartWithPasta);
  });

  it("gives the server's message when it refuses", async () => {
    const { queryClient } = await expectServerRefusal(
      { post: '/ebsn/api/order/add-to-cart', message: 'Prodotti non più disponibili' },
      () => useReorder(),
      (hook) => hook.mutate({ orderId: 501 }),
    );
    expect(queryClient.getQueryData(cartKeys.detail())).toBeUndefined();
  });
});

describe('useRequestAnonOrderAccess', () => {
  it('sends the e-mail address and the order', async () => {
    const sent = serveOk({ post: '/ebsn/api/token-order/request-access' }, {}, requestForm);
    await renderUntilSuccess(
      () => useRequestAnonOrderAccess(),
      (hook) => hook.mutate({ email: 'mario.rossi@example.it', orderId: 501 }),
    );
    expect(sent).toEqual([{ e_mail: 'mario.rossi@example.it', order_id: '501' }]);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useEditOrder',
    { post: '/ebsn/api/order/edit', message: "L'ordine non è più modificabile" },
    () => useEditOrder(),
    (hook) => hook.mutate({ orderId: 501 }),
  ),
  refusalCase(
    'useRequestAnonOrderAccess',
    {
      post: '/ebsn/api/token-order/request-access',
      status: 404,
      message: "L'e-mail non corrisponde all'ordine",
    },
    () => useRequestAnonOrderAccess(),
    (hook) => hook.mutate({ email: 'altro@example.it', orderId: 501 }),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", expectRefusal);
});

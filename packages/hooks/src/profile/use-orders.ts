import { useQuery } from '@tanstack/react-query';

import { mutationHook } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import { queryHook } from '../query-hook';
import type { OrderListParams } from './profile-keys';
import { orderMutations } from './profile-mutations';
import { orderQueries } from './profile-queries';

/**
 * A page of the user's open orders; the previous page stays shown while the next one loads.
 * @example
 * const { data, isPlaceholderData } = useOrders({ page, page_size: 10 });
 * data?.orders.map((order) => order.orderStatusDescr);
 */
export const useOrders = queryHook(orderQueries.list);

/**
 * A page of all the user's orders, delivered and cancelled ones included (`all: true`), for the
 * profile's all-orders page.
 * @example const { data } = useAllOrders({ page: 1, page_size: 10 });
 */
export function useAllOrders(params: Omit<OrderListParams, 'all'> = {}) {
  const client = useCarrelloClient();
  return useQuery(orderQueries.list(client, { ...params, all: true }));
}

/**
 * One order with its items, time slot and shipping address; waits while `orderId` is undefined.
 * @example const { data: order } = useOrder(Number(params.orderId));
 */
export const useOrder = queryHook(orderQueries.detail);

/**
 * Cancels an order: the answered order replaces the cached one and order lists reload.
 * @example
 * const cancel = useCancelOrder();
 * cancel.mutate({ orderId: order.orderId });
 */
export const useCancelOrder = mutationHook(orderMutations.cancel);

/**
 * Reopens an order into the cart to change it: the answered cart goes to the cart cache and the
 * orders reload (the order is now being edited).
 * @example
 * const edit = useEditOrder({ onSuccess: () => navigate('/checkout') });
 * edit.mutate({ orderId: order.orderId });
 */
export const useEditOrder = mutationHook(orderMutations.edit);

/**
 * Adds the products of a past order to the cart ("buy again"); the answered cart goes to the
 * cart cache.
 * @example
 * const reorder = useReorder();
 * reorder.mutate({ orderId: order.orderId });
 */
export const useReorder = mutationHook(orderMutations.reorder);

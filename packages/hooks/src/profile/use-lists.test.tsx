import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Cart } from '@carrello/sdk';

import { cartKeys } from '../cart/cart-keys';
import { createTestContext, renderUntilSuccess } from '../testing/wrapper';
import { serveInTurn, serveOk } from '../testing/served-call';
import { refusalCase } from '../testing/server-refusal';
import { aCart } from '../cart/cart-fixtures';
import { weekly, weeklyWithItems } from './profile-fixtures';
import { listKeys } from './profile-keys';
import {
  useAddListToCart,
  useAddToList,
  useCreateList,
  useDeleteList,
  useList,
  useLists,
  useRemoveFromList,
  useRenameList,
} from './use-lists';
import { requestForm, requestJson } from '../testing/request-text';

const grill = { listId: 4, name: 'Grigliata', size: 0, isDefault: false };

describe('useCreateList', () => {
  it('sends the name and reloads the lists', async () => {
    const listRequests = serveInTurn(
      { get: '/ebsn/api/wishlist/list' },
      { lists: [weekly] },
      { lists: [weekly, grill] },
    );
    const sent = serveOk({ post: '/ebsn/api/wishlist/create' }, grill, requestForm);
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ lists: useLists(), create: useCreateList() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.lists.isSuccess).toBe(true));

    act(() => result.current.create.mutate({ name: 'Grigliata' }));

    await waitFor(() => expect(result.current.lists.data?.lists).toHaveLength(2));
    expect(sent).toEqual([{ name: 'Grigliata' }]);
    expect(listRequests).toHaveLength(2);
  });
});

describe('useRenameList', () => {
  it('sends the list and its new name, then reloads that list', async () => {
    serveInTurn({ get: '/ebsn/api/wishlist/view' }, weeklyWithItems, {
      ...weeklyWithItems,
      name: 'Grigliata',
    });
    const sent = serveOk(
      { post: '/ebsn/api/wishlist/rename' },
      { ...weekly, name: 'Grigliata' },
      requestForm,
    );
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ list: useList(3), rename: useRenameList() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.rename.mutate({ listId: 3, name: 'Grigliata' }));

    await waitFor(() => expect(result.current.list.data?.name).toBe('Grigliata'));
    expect(sent).toEqual([{ list_id: '3', name: 'Grigliata' }]);
  });
});

describe('useDeleteList', () => {
  it('gives the lists the remaining ones and forgets the deleted list', async () => {
    serveOk({ post: '/ebsn/api/wishlist/delete' }, { lists: [weekly] });
    const { wrapper, queryClient } = createTestContext();
    queryClient.setQueryData(listKeys.lists(), { lists: [weekly, grill] });
    queryClient.setQueryData(listKeys.detail(4), grill);
    const { result } = renderHook(() => useDeleteList(), { wrapper });

    act(() => result.current.mutate({ listId: 4 }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(listKeys.lists())).toEqual({ lists: [weekly] });
    expect(queryClient.getQueryData(listKeys.detail(4))).toBeUndefined();
  });
});

describe('useAddToList', () => {
  it('sends the products and reloads the list', async () => {
    const detailRequests = serveInTurn({ get: '/ebsn/api/wishlist/view' }, weekly, weeklyWithItems);
    const sent = serveOk({ post: '/ebsn/api/wishlist/add-product' }, weeklyWithItems, requestJson);
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ list: useList(3), add: useAddToList() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    act(() => result.current.add.mutate({ listId: 3, items: [{ productId: 1001, quantity: 2 }] }));

    await waitFor(() => expect(result.current.list.data?.wishlistItems).toHaveLength(1));
    expect(sent).toEqual([{ listId: 3, items: [{ productId: 1001, quantity: 2 }] }]);
    expect(detailRequests).toHaveLength(2);
  });
});

describe('useRemoveFromList', () => {
  it('sends the items and reloads the list', async () => {
    serveInTurn({ get: '/ebsn/api/wishlist/view' }, weeklyWithItems, weekly);
    const sent = serveOk({ post: '/ebsn/api/wishlist/remove-product' }, weekly, requestJson);
    const { wrapper } = createTestContext();
    const { result } = renderHook(() => ({ list: useList(3), remove: useRemoveFromList() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.wishlistItems).toHaveLength(1));

    act(() => result.current.remove.mutate({ listId: 3, items: [{ itemId: 9 }] }));

    await waitFor(() => expect(result.current.list.data?.wishlistItems).toBeUndefined());
    expect(sent).toEqual([{ listId: 3, items: [{ itemId: 9 }] }]);
  });
});

describe('useAddListToCart', () => {
  it('puts the answered cart in the cart cache', async () => {
    const sent = serveOk(
      { post: '/ebsn/api/wishlist/add-to-cart' },
      aCart({ totalItems: 2 }),
      requestForm,
    );
    const { queryClient } = await renderUntilSuccess(
      () => useAddListToCart(),
      (hook) => hook.mutate({ listId: 3 }),
    );
    expect(sent).toEqual([{ list_id: '3' }]);
    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.totalItems).toBe(2);
  });
});

// Each hook fails with the server's own message when it refuses (docs/requirements/errors.md).
describe.each([
  refusalCase(
    'useCreateList',
    {
      post: '/ebsn/api/wishlist/create',
      status: 409,
      message: 'Esiste già una lista con questo nome',
    },
    () => useCreateList(),
    (hook) => hook.mutate({ name: 'Spesa settimanale' }),
  ),
  refusalCase(
    'useDeleteList',
    { post: '/ebsn/api/wishlist/delete', status: 404, message: 'Lista non trovata' },
    () => useDeleteList(),
    (hook) => hook.mutate({ listId: 99 }),
  ),
  refusalCase(
    'useAddToList',
    { post: '/ebsn/api/wishlist/add-product', message: 'Prodotto non disponibile' },
    () => useAddToList(),
    (hook) => hook.mutate({ listId: 3, items: [{ productId: 9, quantity: 1 }] }),
  ),
  refusalCase(
    'useAddListToCart',
    { post: '/ebsn/api/wishlist/add-to-cart', message: 'La lista è vuota' },
    () => useAddListToCart(),
    (hook) => hook.mutate({ listId: 3 }),
  ),
])('$hook', ({ expectRefusal }) => {
  it("gives the server's message when it refuses", expectRefusal);
});

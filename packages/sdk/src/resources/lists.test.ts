import { describeResource } from '../testing/resource-cases';

describeResource('lists', [
  {
    operationId: 'lists.list',
    call: (client) => client.lists.list(),
    method: 'GET',
    path: '/ebsn/api/wishlist/list',
    data: { lists: [{ listId: 3, name: 'Spesa settimanale', size: 4, isDefault: true }] },
  },
  {
    operationId: 'lists.get',
    call: (client) => client.lists.get({ list_id: 3 }),
    method: 'GET',
    path: '/ebsn/api/wishlist/view',
    query: { list_id: '3' },
  },
  {
    operationId: 'lists.create',
    call: (client) => client.lists.create({ name: 'Spesa settimanale' }),
    method: 'POST',
    path: '/ebsn/api/wishlist/create',
    form: { name: 'Spesa settimanale' },
  },
  {
    operationId: 'lists.rename',
    call: (client) => client.lists.rename({ list_id: 3, name: 'Grigliata' }),
    method: 'POST',
    path: '/ebsn/api/wishlist/rename',
    form: { list_id: '3', name: 'Grigliata' },
  },
  {
    operationId: 'lists.delete',
    call: (client) => client.lists.delete({ list_id: 3 }),
    method: 'POST',
    path: '/ebsn/api/wishlist/delete',
    form: { list_id: '3' },
  },
  {
    operationId: 'lists.addProduct',
    call: (client) =>
      client.lists.addProduct({ listId: 3, items: [{ productId: 1001, quantity: 1 }] }),
    method: 'POST',
    path: '/ebsn/api/wishlist/add-product',
    json: { listId: 3, items: [{ productId: 1001, quantity: 1 }] },
  },
  {
    operationId: 'lists.removeProduct',
    call: (client) => client.lists.removeProduct({ listId: 3, items: [{ itemId: 9 }] }),
    method: 'POST',
    path: '/ebsn/api/wishlist/remove-product',
    json: { listId: 3, items: [{ itemId: 9 }] },
  },
  {
    operationId: 'lists.addToCart',
    call: (client) => client.lists.addToCart({ list_id: 3 }),
    method: 'POST',
    path: '/ebsn/api/wishlist/add-to-cart',
    form: { list_id: '3' },
  },
]);

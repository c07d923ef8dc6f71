import { describeResource } from '../testing/resource-cases';

describeResource('lists', [
  {
    call: (client) => client.lists.list(),
    data: { lists: [{ listId: 3, name: 'Spesa settimanale', size: 4, isDefault: true }] },
  },
  {
    call: (client) => client.lists.get({ list_id: 3 }),
    query: { list_id: '3' },
  },
  {
    call: (client) => client.lists.create({ name: 'Spesa settimanale' }),
    form: { name: 'Spesa settimanale' },
  },
  {
    call: (client) => client.lists.rename({ list_id: 3, name: 'Grigliata' }),
    form: { list_id: '3', name: 'Grigliata' },
  },
  {
    call: (client) => client.lists.delete({ list_id: 3 }),
    form: { list_id: '3' },
  },
  {
    call: (client) =>
      client.lists.addProduct({ listId: 3, items: [{ productId: 1001, quantity: 1 }] }),
    json: { listId: 3, items: [{ productId: 1001, quantity: 1 }] },
  },
  {
    call: (client) => client.lists.removeProduct({ listId: 3, items: [{ itemId: 9 }] }),
    json: { listId: 3, items: [{ itemId: 9 }] },
  },
  {
    call: (client) => client.lists.addToCart({ list_id: 3 }),
    form: { list_id: '3' },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('stores', [
  {
    operationId: 'stores.search',
    call: (client) => client.stores.search({ province: 'MI' }),
    query: { province: 'MI' },
    data: { warehouses: [{ warehouseId: 3, name: 'Milano Centro', slug: 'milano-centro' }] },
  },
  {
    operationId: 'stores.search',
    call: (client) => client.stores.search(),
  },
  {
    operationId: 'stores.get',
    call: (client) => client.stores.get({ slug: 'milano-centro' }),
    query: { slug: 'milano-centro' },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('stores', [
  {
    call: (client) => client.stores.search({ province: 'MI' }),
    query: { province: 'MI' },
    data: { warehouses: [{ warehouseId: 3, name: 'Milano Centro', slug: 'milano-centro' }] },
  },
  {
    call: (client) => client.stores.search(),
  },
  {
    call: (client) => client.stores.get({ slug: 'milano-centro' }),
    query: { slug: 'milano-centro' },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('stores', [
  {
    operationId: 'stores.search',
    call: (client) => client.stores.search({ province: 'MI' }),
    method: 'GET',
    path: '/ebsn/api/warehouse-locator/search',
    query: { province: 'MI' },
    data: { warehouses: [{ warehouseId: 3, name: 'Milano Centro', slug: 'milano-centro' }] },
  },
  {
    operationId: 'stores.search',
    call: (client) => client.stores.search(),
    method: 'GET',
    path: '/ebsn/api/warehouse-locator/search',
  },
  {
    operationId: 'stores.get',
    call: (client) => client.stores.get({ slug: 'milano-centro' }),
    method: 'GET',
    path: '/ebsn/api/warehouse-locator/view',
    query: { slug: 'milano-centro' },
  },
]);

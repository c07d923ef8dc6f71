import { describeResource } from '../testing/resource-cases';

describeResource('geo', [
  {
    operationId: 'geo.provinces',
    call: (client) => client.geo.provinces({ country_id: 1, home_delivery_only: true }),
    method: 'GET',
    path: '/ebsn/api/geo/province-list',
    query: { country_id: '1', home_delivery_only: 'true' },
    data: { results: [{ Id: 15, Nome: 'Milano', Sigla: 'MI' }] },
  },
  {
    operationId: 'geo.cities',
    call: (client) => client.geo.cities({ province_id: 15, filter: 'Mil' }),
    method: 'GET',
    path: '/ebsn/api/geo/city-list',
    query: { province_id: '15', filter: 'Mil' },
    data: { results: [{ Id: 146, Nome: 'Milano' }] },
  },
  {
    operationId: 'geo.streets',
    call: (client) => client.geo.streets({ city_id: 146, filter: 'Via Roma' }),
    method: 'GET',
    path: '/ebsn/api/geo/address-list',
    query: { city_id: '146', filter: 'Via Roma' },
    data: { results: [{ Id: 9, Nome: 'Via Roma', elencoCAP: ['20121'] }] },
  },
]);

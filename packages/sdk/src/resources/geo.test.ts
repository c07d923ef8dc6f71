import { describeResource } from '../testing/resource-cases';

describeResource('geo', [
  {
    call: (client) => client.geo.provinces({ country_id: 1, home_delivery_only: true }),
    query: { country_id: '1', home_delivery_only: 'true' },
    data: { results: [{ Id: 15, Nome: 'Milano', Sigla: 'MI' }] },
  },
  {
    call: (client) => client.geo.cities({ province_id: 15, filter: 'Mil' }),
    query: { province_id: '15', filter: 'Mil' },
    data: { results: [{ Id: 146, Nome: 'Milano' }] },
  },
  {
    call: (client) => client.geo.streets({ city_id: 146, filter: 'Via Roma' }),
    query: { city_id: '146', filter: 'Via Roma' },
    data: { results: [{ Id: 9, Nome: 'Via Roma', elencoCAP: ['20121'] }] },
  },
]);

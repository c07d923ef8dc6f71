import { describeResource } from '../testing/resource-cases';

describeResource('delivery', [
  {
    operationId: 'delivery.services',
    call: (client) => client.delivery.services(),
    method: 'GET',
    path: '/ebsn/api/delivery-service/list',
    data: { deliveryServices: [{ deliveryServiceId: 2, name: 'Consegna a domicilio' }] },
  },
  {
    operationId: 'delivery.addresses',
    call: (client) => client.delivery.addresses({ delivery_service_id: 1 }),
    method: 'GET',
    path: '/ebsn/api/address/list',
    query: { delivery_service_id: '1' },
    data: { addresses: [{ addressId: 3, deliveryServiceId: 1, addressName: 'Milano Centro' }] },
  },
  {
    operationId: 'delivery.timeslots',
    call: (client) => client.delivery.timeslots({ delivery_service_id: 2, address_id: 15 }),
    method: 'GET',
    path: '/ebsn/api/timeslot/list',
    query: { delivery_service_id: '2', address_id: '15' },
  },
  {
    operationId: 'delivery.timeslots',
    call: (client) => client.delivery.timeslots(),
    method: 'GET',
    path: '/ebsn/api/timeslot/list',
    data: { days: [] },
  },
  {
    operationId: 'delivery.checkAddress',
    call: (client) =>
      client.delivery.checkAddress({ postalcode: '20121', city: 'Milano', address1: 'Via Roma' }),
    method: 'GET',
    path: '/ebsn/api/user-address/check',
    query: { postalcode: '20121', city: 'Milano', address1: 'Via Roma' },
    data: { covered: true, deliveryServiceId: 2 },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('delivery', [
  {
    call: (client) => client.delivery.services(),
    data: { deliveryServices: [{ deliveryServiceId: 2, name: 'Consegna a domicilio' }] },
  },
  {
    call: (client) => client.delivery.addresses({ delivery_service_id: 1 }),
    query: { delivery_service_id: '1' },
    data: { addresses: [{ addressId: 3, deliveryServiceId: 1, addressName: 'Milano Centro' }] },
  },
  {
    call: (client) => client.delivery.timeslots({ delivery_service_id: 2, address_id: 15 }),
    query: { delivery_service_id: '2', address_id: '15' },
  },
  {
    call: (client) => client.delivery.timeslots(),
    data: { days: [] },
  },
  {
    call: (client) =>
      client.delivery.checkAddress({ postalcode: '20121', city: 'Milano', address1: 'Via Roma' }),
    query: { postalcode: '20121', city: 'Milano', address1: 'Via Roma' },
    data: { covered: true, deliveryServiceId: 2 },
  },
]);

import { describeResource } from '../testing/resource-cases';

const address = {
  addressName: 'Casa',
  address1: 'Via Roma',
  addressNumber: '1',
  city: 'Milano',
  province: 'MI',
  postalcode: '20121',
};

describeResource('addresses', [
  {
    call: (client) => client.addresses.list(),
    data: { addresses: [{ addressId: 15, ...address }] },
  },
  {
    call: (client) => client.addresses.get({ address_id: 15 }),
    query: { address_id: '15' },
  },
  {
    call: (client) => client.addresses.create(address),
    json: address,
  },
  {
    call: (client) => client.addresses.update({ addressId: 15, ...address, addressNumber: '3' }),
    json: { addressId: 15, ...address, addressNumber: '3' },
  },
  {
    call: (client) => client.addresses.delete({ address_id: 15 }),
    form: { address_id: '15' },
    data: { addresses: [] },
  },
]);

import { describeResource } from '../testing/resource-cases';

describeResource('mealTickets', [
  {
    call: (client) => client.mealTickets.types(),
    data: { mealTicketTypes: [{ paymentTypeId: 21, name: 'Edenred' }] },
  },
  {
    call: (client) => client.mealTickets.select({ payment_type_id: 21, select: true }),
    query: { payment_type_id: '21', select: 'true' },
  },
  {
    call: (client) => client.mealTickets.logout({ payment_type_id: 21 }),
    query: { payment_type_id: '21' },
  },
  {
    call: (client) => client.mealTickets.updateData({ payment_type_id: 21 }, { vouchersToUse: 4 }),
    query: { payment_type_id: '21' },
    json: { vouchersToUse: 4 },
  },
  {
    call: (client) => client.mealTickets.edenredDetail({ payment_type_id: 21 }),
    query: { payment_type_id: '21' },
    data: { paymentTypeId: 21, logged: true, balance: 32, tickets: [{ value: 8, count: 4 }] },
  },
  {
    call: (client) => client.mealTickets.edenredLogin({ payment_type_id: 21 }),
    query: { payment_type_id: '21' },
    data: { loginUrl: 'https://login.edenred.example/authorize' },
  },
  {
    call: (client) => client.mealTickets.edenredDiscardLogin({ payment_type_id: 21 }),
    query: { payment_type_id: '21' },
  },
  {
    call: (client) => client.mealTickets.edenredLogout({ payment_type_id: 21 }),
    query: { payment_type_id: '21' },
  },
  {
    call: (client) => client.mealTickets.pellegriniDetail({ payment_type_id: 22 }),
    query: { payment_type_id: '22' },
  },
  {
    call: (client) => client.mealTickets.pellegriniMobileCallback({ code: 'c0de' }),
    query: { code: 'c0de' },
  },
  {
    call: (client) => client.mealTickets.pellegriniMobileCallbackTc({ code: 'c0de' }),
    query: { code: 'c0de' },
  },
  {
    call: (client) => client.mealTickets.pellegriniMobileLogout(),
  },
  {
    call: (client) => client.mealTickets.pellegriniMobileLogoutTc(),
  },
  {
    call: (client) => client.mealTickets.sodexoDetail({ payment_type_id: 23 }),
    query: { payment_type_id: '23' },
  },
  {
    call: (client) => client.mealTickets.dayDetail({ payment_type_id: 24 }),
    query: { payment_type_id: '24' },
  },
  {
    call: (client) => client.mealTickets.dayLogin({ user: 'mario.rossi', pwd: 'Buoni2026!' }),
    form: { user: 'mario.rossi', pwd: 'Buoni2026!' },
  },
  {
    call: (client) => client.mealTickets.dayLogout(),
  },
]);

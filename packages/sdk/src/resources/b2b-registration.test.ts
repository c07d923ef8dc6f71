import { describeResource } from '../testing/resource-cases';

const company = {
  personTypeId: 2 as const,
  company: 'Rossi Alimentari S.r.l.',
  vatCode: '00743110157',
  email: 'amministrazione@rossialimentari.it',
  vatSdiCode: 'M5UXCR1',
};

const newUser = {
  email: 'acquisti@rossialimentari.it',
  password: 'Pomodoro!2026',
  firstName: 'Mario',
  lastName: 'Rossi',
  person: { fiscalCode: '00743110157', personTypeId: 2 as const, company: company.company },
  privacy: true as const,
  salesConditions: true,
  marketing: false,
  profiling: false,
};

const cardHolder = {
  fidelityCard: '2900001234567',
  person: { fiscalCode: 'RSSMRA85M01H501Q' },
  email: 'mario.rossi@example.it',
  password: 'Pomodoro!2026',
  privacy: true as const,
};

describeResource('b2bRegistration', [
  {
    call: (client) => client.b2bRegistration.listAll('acme'),
    path: '/ebsn/api/acme-b2b-registration/list-all',
    data: { addresses: [{ addressId: 3, addressName: 'Milano Centro' }] },
  },
  {
    call: (client) =>
      client.b2bRegistration.update('acme', {
        phone: '3471234567',
        prefix: '+39',
        addressIds: [8813],
      }),
    path: '/ebsn/api/acme-b2b-registration/update',
    json: { phone: '3471234567', prefix: '+39', addressIds: [8813] },
  },
  {
    call: (client) => client.b2bRegistration.registerUser('acme', newUser),
    path: '/ebsn/api/acme-b2b-registration/register_user',
    json: newUser,
    data: { user: { userId: 77 } },
  },
  {
    call: (client) => client.b2bRegistration.registerUserWithCard('acme', cardHolder),
    path: '/ebsn/api/acme-b2b-registration/register_user_with_card',
    json: cardHolder,
  },
  {
    call: (client) => client.b2bRegistration.registerPerson('acme', company),
    path: '/ebsn/api/acme-b2b-registration/register_person',
    json: company,
  },
  {
    call: (client) =>
      client.b2bRegistration.lookupUser('acme', { card: '2900001234567', piva_cf: '00743110157' }),
    path: '/ebsn/api/acme-b2b-registration/lookup_user',
    query: { card: '2900001234567', piva_cf: '00743110157' },
    data: { found: false },
  },
  {
    call: (client) =>
      client.b2bRegistration.lookupUser('super market', { card: '2900001234567', piva_cf: 'X' }),
    path: '/ebsn/api/super%20market-b2b-registration/lookup_user',
    query: { card: '2900001234567', piva_cf: 'X' },
  },
]);

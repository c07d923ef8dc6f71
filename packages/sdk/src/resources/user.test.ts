import { describeResource } from '../testing/resource-cases';

describeResource('user', [
  {
    call: (client) => client.user.get(),
    data: { userId: 42, login: 'mario.rossi@example.it', firstName: 'Mario', lastName: 'Rossi' },
  },
  {
    call: (client) => client.user.update({ phone: '3331234567', prefix: '+39' }),
    json: { phone: '3331234567', prefix: '+39' },
  },
  {
    call: (client) =>
      client.user.updateEmail({ new_email: 'mario@example.it', password: 'Spesa2026!' }),
    form: { new_email: 'mario@example.it', password: 'Spesa2026!' },
  },
]);

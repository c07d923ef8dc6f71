import { describeResource } from '../testing/resource-cases';

const signUp = {
  email: 'mario.rossi@example.it',
  password: 'Spesa2026!',
  firstName: 'Mario',
  lastName: 'Rossi',
  privacy: true as const,
  marketing: false,
  profiling: false,
};

describeResource('registration', [
  {
    call: (client) => client.registration.register(signUp),
    json: signUp,
    data: { user: { userId: 42 } },
  },
  {
    call: (client) =>
      client.registration.confirm({ e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' }),
    query: { e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' },
  },
  {
    call: (client) =>
      client.registration.requestPasswordReset({ e_mail: 'mario.rossi@example.it' }),
    query: { e_mail: 'mario.rossi@example.it' },
  },
  {
    call: (client) => client.registration.resendConfirmation({ e_mail: 'mario.rossi@example.it' }),
    form: { e_mail: 'mario.rossi@example.it' },
  },
  {
    call: (client) =>
      client.registration.resetPassword({
        e_mail: 'mario.rossi@example.it',
        token: 'a1b2c3',
        password: 'Nuova2026!',
      }),
    form: { e_mail: 'mario.rossi@example.it', token: 'a1b2c3', password: 'Nuova2026!' },
  },
  {
    call: (client) =>
      client.registration.updatePassword({
        old_password: 'Spesa2026!',
        new_password: 'Nuova2026!',
      }),
    query: { old_password: 'Spesa2026!', new_password: 'Nuova2026!' },
  },
]);

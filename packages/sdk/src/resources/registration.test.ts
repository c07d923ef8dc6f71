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
    operationId: 'registration.register',
    call: (client) => client.registration.register(signUp),
    method: 'POST',
    path: '/ebsn/api/registration/register_user',
    json: signUp,
    data: { user: { userId: 42 } },
  },
  {
    operationId: 'registration.confirm',
    call: (client) =>
      client.registration.confirm({ e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' }),
    method: 'GET',
    path: '/ebsn/api/registration/registration_confirm',
    query: { e_mail: 'mario.rossi@example.it', reg_control_code: 'X7K2' },
  },
  {
    operationId: 'registration.requestPasswordReset',
    call: (client) =>
      client.registration.requestPasswordReset({ e_mail: 'mario.rossi@example.it' }),
    method: 'GET',
    path: '/ebsn/api/registration/password_reset_token_request',
    query: { e_mail: 'mario.rossi@example.it' },
  },
  {
    operationId: 'registration.resendConfirmation',
    call: (client) => client.registration.resendConfirmation({ e_mail: 'mario.rossi@example.it' }),
    method: 'POST',
    path: '/ebsn/api/registration/resend_confirmation',
    form: { e_mail: 'mario.rossi@example.it' },
  },
  {
    operationId: 'registration.resetPassword',
    call: (client) =>
      client.registration.resetPassword({
        e_mail: 'mario.rossi@example.it',
        token: 'a1b2c3',
        password: 'Nuova2026!',
      }),
    method: 'POST',
    path: '/ebsn/api/registration/password_reset',
    form: { e_mail: 'mario.rossi@example.it', token: 'a1b2c3', password: 'Nuova2026!' },
  },
  {
    operationId: 'registration.updatePassword',
    call: (client) =>
      client.registration.updatePassword({
        old_password: 'Spesa2026!',
        new_password: 'Nuova2026!',
      }),
    method: 'GET',
    path: '/ebsn/api/registration/update_password',
    query: { old_password: 'Spesa2026!', new_password: 'Nuova2026!' },
  },
]);

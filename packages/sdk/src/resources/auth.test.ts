import { describeResource } from '../testing/resource-cases';

describeResource('auth', [
  {
    call: (client) =>
      client.auth.login({ login: 'mario.rossi@example.it', password: 'Spesa2026!' }),
    form: { login: 'mario.rossi@example.it', password: 'Spesa2026!' },
    data: { user: { userId: 42, login: 'mario.rossi@example.it' }, cartId: 12 },
  },
  {
    call: (client) =>
      client.auth.login(
        {
          login: 'mario.rossi@example.it',
          password: 'Spesa2026!',
          remember_me: true,
          show_sectors: true,
        },
        { token_recaptcha: 'r3c4ptch4' },
      ),
    query: { token_recaptcha: 'r3c4ptch4' },
    form: {
      login: 'mario.rossi@example.it',
      password: 'Spesa2026!',
      remember_me: 'true',
      show_sectors: 'true',
    },
  },
  {
    call: (client) => client.auth.logout(),
  },
  {
    call: (client) => client.auth.test(),
    data: { user: { userId: 0 } },
  },
  {
    call: (client) => client.auth.ssoLogin({ login: 'supporto', password: 'Supporto2026!' }),
    form: { login: 'supporto', password: 'Supporto2026!' },
  },
  {
    call: (client) => client.auth.ssoSelectUser({ user_id: 42 }),
    form: { user_id: '42' },
  },
  {
    call: (client) => client.auth.ssoRefresh(),
  },
  {
    call: (client) => client.auth.ssoLogout(),
  },
]);

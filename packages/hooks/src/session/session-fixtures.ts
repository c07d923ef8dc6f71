// Test data of the session hooks (not exported from the package).
import type { User, UserDetail } from '@carrello/sdk';

export const mario: User = {
  userId: 1042,
  login: 'mario.rossi@example.it',
  email: 'mario.rossi@example.it',
  firstName: 'Mario',
  lastName: 'Rossi',
  profileConfirmed: true,
  profileLevel: 1,
  masterAccount: false,
  betaTester: false,
  ssoUser: false,
};

export const anonymous: User = {
  userId: 0,
  login: '',
  profileConfirmed: false,
  profileLevel: 0,
  masterAccount: false,
  betaTester: false,
  ssoUser: false,
};

export const support: User = {
  userId: 7,
  login: 'assistenza.milano',
  profileConfirmed: true,
  profileLevel: 1,
  masterAccount: false,
  betaTester: false,
  ssoUser: true,
};

export const marioDetail: UserDetail = {
  userId: 1042,
  login: 'mario.rossi@example.it',
  email: 'mario.rossi@example.it',
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '3471234567',
  prefix: '+39',
  person: null,
  billingAddress: null,
  profileLevel: 1,
};

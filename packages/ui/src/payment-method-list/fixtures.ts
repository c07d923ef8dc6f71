import type { PaymentAuth, PaymentType } from '@carrello/sdk';

/** Payment types as the order offers them. */
export const paymentTypes: PaymentType[] = [
  {
    paymentTypeId: 12,
    active: 1,
    name: 'Carta di credito',
    descr: 'Paga online con carta di credito, debito o prepagata.',
  },
  {
    paymentTypeId: 1,
    active: 1,
    name: 'Contanti alla consegna',
    descr: 'Paga in contanti o con il POS quando ricevi la spesa.',
  },
  {
    paymentTypeId: 7,
    active: 0,
    name: 'Buoni pasto elettronici',
    descr: 'Non disponibili per questa fascia oraria.',
  },
];

/** Saved cards. */
export const auths: PaymentAuth[] = [
  {
    paymentAuthId: 301,
    paymentTypeId: 12,
    active: '1',
    defaultAuth: true,
    creditCard: '4242********4242',
    expireDate: '09/28',
    holder: 'MARIO ROSSI',
  },
  {
    paymentAuthId: 302,
    paymentTypeId: 12,
    active: '1',
    defaultAuth: false,
    creditCard: '5555********4444',
    expireDate: '01/27',
    holder: 'MARIO ROSSI',
  },
];

import type { PaymentAuth, PaymentType } from '@carrello/sdk';
import { auth } from '../testing/sample-data';

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

/** Saved cards: the shopper's default one and another. */
export const auths: PaymentAuth[] = [
  auth,
  {
    ...auth,
    paymentAuthId: 302,
    defaultAuth: false,
    creditCard: '5555********4444',
    expireDate: '01/27',
  },
];

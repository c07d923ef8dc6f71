import { describeResource } from '../testing/resource-cases';

describeResource('ticketing', [
  {
    call: (client) =>
      client.ticketing.sendTicket({
        email: 'mario.rossi@example.it',
        firstName: 'Mario',
        lastName: 'Rossi',
        subject: 'Consegna',
        message: 'Posso cambiare orario?',
      }),
    json: {
      email: 'mario.rossi@example.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      subject: 'Consegna',
      message: 'Posso cambiare orario?',
    },
    data: { ticketId: 88 },
  },
  {
    call: (client) =>
      client.ticketing.sendOrderTicket({
        orderId: 501,
        subject: 'Prodotto mancante',
        message: 'Manca il latte.',
      }),
    json: { orderId: 501, subject: 'Prodotto mancante', message: 'Manca il latte.' },
  },
  {
    call: (client) =>
      client.ticketing.subscribeNewsletter({ email: 'mario.rossi@example.it', privacy: true }),
    json: { email: 'mario.rossi@example.it', privacy: true },
  },
]);

import type { Transport } from '../transport';
import { endpoints } from './endpoints';

/** Customer support tickets and the newsletter (`/ebsn/api/ticketing/...`). */
export function ticketingResource(transport: Transport) {
  const endpoint = endpoints(transport);
  return {
    /**
     * Opens a customer support ticket (contact form).
     * @example const { ticketId } = await client.ticketing.sendTicket({ email: 'mario.rossi@example.it', firstName: 'Mario', lastName: 'Rossi', subject: 'Consegna', message: 'Posso cambiare orario?' });
     */
    sendTicket: endpoint.postJson('/ebsn/api/ticketing/send_ticket'),

    /**
     * Opens a customer support ticket about one of the user's orders.
     * @example const { ticketId } = await client.ticketing.sendOrderTicket({ orderId: 501, subject: 'Prodotto mancante', message: 'Manca il latte.' });
     */
    sendOrderTicket: endpoint.postJson('/ebsn/api/ticketing/send_order_ticket'),

    /**
     * Subscribes an e-mail address to the newsletter (privacy consent required).
     * @example await client.ticketing.subscribeNewsletter({ email: 'mario.rossi@example.it', privacy: true });
     */
    subscribeNewsletter: endpoint.postJson('/ebsn/api/ticketing/subscribe_newsletter'),
  };
}

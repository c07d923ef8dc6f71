import type { RequestOptions, Transport } from '../transport';
import type { DataOf, JsonBodyOf } from './types';

/** Customer support tickets and the newsletter (`/ebsn/api/ticketing/...`). */
export function ticketingResource({ api, unwrap }: Transport) {
  return {
    /**
     * Opens a customer support ticket (contact form).
     * @example const { ticketId } = await client.ticketing.sendTicket({ email: 'mario.rossi@example.it', firstName: 'Mario', lastName: 'Rossi', subject: 'Consegna', message: 'Posso cambiare orario?' });
     */
    sendTicket: (
      body: JsonBodyOf<'/ebsn/api/ticketing/send_ticket', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/ticketing/send_ticket', 'post'>> =>
      unwrap(api.POST('/ebsn/api/ticketing/send_ticket', { body, ...options })),

    /**
     * Opens a customer support ticket about one of the user's orders.
     * @example const { ticketId } = await client.ticketing.sendOrderTicket({ orderId: 501, subject: 'Prodotto mancante', message: 'Manca il latte.' });
     */
    sendOrderTicket: (
      body: JsonBodyOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>> =>
      unwrap(api.POST('/ebsn/api/ticketing/send_order_ticket', { body, ...options })),

    /**
     * Subscribes an e-mail address to the newsletter (privacy consent required).
     * @example await client.ticketing.subscribeNewsletter({ email: 'mario.rossi@example.it', privacy: true });
     */
    subscribeNewsletter: (
      body: JsonBodyOf<'/ebsn/api/ticketing/subscribe_newsletter', 'post'>,
      options?: RequestOptions,
    ): Promise<DataOf<'/ebsn/api/ticketing/subscribe_newsletter', 'post'>> =>
      unwrap(api.POST('/ebsn/api/ticketing/subscribe_newsletter', { body, ...options })),
  };
}

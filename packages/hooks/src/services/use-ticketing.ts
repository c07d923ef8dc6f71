import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf, EbsnError, JsonBodyOf, NetworkError } from '@carrello/sdk';

import { useCarrelloClient } from '../provider';

type Options<TData, TVariables> = Omit<
  UseMutationOptions<TData, EbsnError | NetworkError, TVariables>,
  'mutationFn'
>;

/** What subscribing to the newsletter sends: the e-mail and the privacy consent. */
export type SubscribeNewsletterVariables = JsonBodyOf<
  '/ebsn/api/ticketing/subscribe_newsletter',
  'post'
>;

/** Options of {@link useSubscribeNewsletter}: TanStack mutation options without `mutationFn`. */
export type UseSubscribeNewsletterOptions = Options<
  DataOf<'/ebsn/api/ticketing/subscribe_newsletter', 'post'>,
  SubscribeNewsletterVariables
>;

/**
 * Subscribes an e-mail address to the newsletter (footer form and `/ricevi-le-comunicazioni`).
 * Spec 5: server errors show under the e-mail field; split `error` with `serverFormErrors`.
 * @example
 * const subscribe = useSubscribeNewsletter({ onSuccess: () => navigate('thankyou') });
 * subscribe.mutate({ email, privacy: true });
 * const { fields } = serverFormErrors(subscribe.error); // fields.email
 */
export function useSubscribeNewsletter(options: UseSubscribeNewsletterOptions = {}) {
  const client = useCarrelloClient();
  return useMutation({
    ...options,
    mutationFn: (variables) => client.ticketing.subscribeNewsletter(variables),
  });
}

/** What opening a support ticket sends (contact form). */
export type SendTicketVariables = JsonBodyOf<'/ebsn/api/ticketing/send_ticket', 'post'>;

/** Options of {@link useSendTicket}: TanStack mutation options without `mutationFn`. */
export type UseSendTicketOptions = Options<
  DataOf<'/ebsn/api/ticketing/send_ticket', 'post'>,
  SendTicketVariables
>;

/**
 * Opens a customer support ticket from the assistance form; answers the `ticketId`.
 * @example
 * const sendTicket = useSendTicket({ onSuccess: () => navigate('/contatti/thankyou') });
 * sendTicket.mutate({ email, firstName, lastName, subject, message });
 */
export function useSendTicket(options: UseSendTicketOptions = {}) {
  const client = useCarrelloClient();
  return useMutation({
    ...options,
    mutationFn: (variables) => client.ticketing.sendTicket(variables),
  });
}

/** What opening a ticket about an order sends. */
export type SendOrderTicketVariables = JsonBodyOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>;

/** Options of {@link useSendOrderTicket}: TanStack mutation options without `mutationFn`. */
export type UseSendOrderTicketOptions = Options<
  DataOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>,
  SendOrderTicketVariables
>;

/**
 * Opens a support ticket about one of the user's orders; answers the `ticketId`.
 * @example
 * const sendOrderTicket = useSendOrderTicket();
 * sendOrderTicket.mutate({ orderId: 90210, subject: 'Prodotto mancante', message: 'Manca il latte.' });
 */
export function useSendOrderTicket(options: UseSendOrderTicketOptions = {}) {
  const client = useCarrelloClient();
  return useMutation({
    ...options,
    mutationFn: (variables) => client.ticketing.sendOrderTicket(variables),
  });
}

import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import { withCallerOptions } from '../mutation-options';
import { useCarrelloClient } from '../provider';
import {
  servicesMutations,
  type SendOrderTicketVariables,
  type SendTicketVariables,
  type SubscribeNewsletterVariables,
} from './services-mutations';

export type {
  SendOrderTicketVariables,
  SendTicketVariables,
  SubscribeNewsletterVariables,
} from './services-mutations';

type Options<TData, TVariables> = Omit<
  UseMutationOptions<TData, CarrelloError, TVariables>,
  'mutationFn'
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
  return useMutation(withCallerOptions(servicesMutations.subscribeNewsletter(client), options));
}

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
  return useMutation(withCallerOptions(servicesMutations.sendTicket(client), options));
}

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
  return useMutation(withCallerOptions(servicesMutations.sendOrderTicket(client), options));
}

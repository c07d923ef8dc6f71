import { mutationHook, type MutationHookOptions } from '../mutation-options';
import { servicesMutations } from './services-mutations';

/** Options of {@link useSubscribeNewsletter}: TanStack mutation options without `mutationFn`. */
export type UseSubscribeNewsletterOptions = MutationHookOptions<
  typeof servicesMutations.subscribeNewsletter
>;

/**
 * Subscribes an e-mail address to the newsletter (footer form and `/ricevi-le-comunicazioni`).
 * docs/requirements/validation.md: server errors show under the e-mail field; split `error` with `serverFormErrors`.
 * @example
 * const subscribe = useSubscribeNewsletter({ onSuccess: () => navigate('thankyou') });
 * subscribe.mutate({ email, privacy: true });
 * const { fields } = serverFormErrors(subscribe.error); // fields.email
 */
export const useSubscribeNewsletter = mutationHook(servicesMutations.subscribeNewsletter);

/** Options of {@link useSendTicket}: TanStack mutation options without `mutationFn`. */
export type UseSendTicketOptions = MutationHookOptions<typeof servicesMutations.sendTicket>;

/**
 * Opens a customer support ticket from the assistance form; answers the `ticketId`.
 * @example
 * const sendTicket = useSendTicket({ onSuccess: () => navigate('/contatti/thankyou') });
 * sendTicket.mutate({ email, firstName, lastName, subject, message });
 */
export const useSendTicket = mutationHook(servicesMutations.sendTicket);

/** Options of {@link useSendOrderTicket}: TanStack mutation options without `mutationFn`. */
export type UseSendOrderTicketOptions = MutationHookOptions<
  typeof servicesMutations.sendOrderTicket
>;

/**
 * Opens a support ticket about one of the user's orders; answers the `ticketId`.
 * @example
 * const sendOrderTicket = useSendOrderTicket();
 * sendOrderTicket.mutate({ orderId: 90210, subject: 'Prodotto mancante', message: 'Manca il latte.' });
 */
export const useSendOrderTicket = mutationHook(servicesMutations.sendOrderTicket);

import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import {
  isEbsnError,
  type DataOf,
  type EbsnClient,
  type FormBodyOf,
  type JsonBodyOf,
  type QueryOf,
} from '@carrello/sdk';

import {
  CART_MUTATION_SCOPE,
  invalidateLatestCart,
  settleFailedCartChange,
} from '../cart/cart-mutations';
import type { CarrelloError } from '../errors';
import { carrelloKeys } from '../keys';
import { defaultHookMessages } from '../messages';
import type { CarrelloMutationContext } from '../mutation-options';
import { sessionKeys } from '../session/session-keys';
import {
  reserveParking,
  type ReservationOutcome,
  type ReserveParkingVariables,
} from './reserve-parking';

/** What registering sends: contacts, password and consents. */
export type RegisterVariables = JsonBodyOf<'/ebsn/api/registration/register_user', 'post'>;

/** What confirming a registration (or a new e-mail) sends: the values of the e-mailed link. */
export type ConfirmRegistrationVariables = QueryOf<
  '/ebsn/api/registration/registration_confirm',
  'get'
>;

/** What asking for a password reset sends: the e-mail address. */
export type RequestPasswordResetVariables = QueryOf<
  '/ebsn/api/registration/password_reset_token_request',
  'get'
>;

/** What setting a new password with the e-mailed token sends. */
export type ResetPasswordVariables = FormBodyOf<'/ebsn/api/registration/password_reset', 'post'>;

/** What asking for the confirmation e-mail again sends: the address of the account. */
export type ResendConfirmationVariables = FormBodyOf<
  '/ebsn/api/registration/resend_confirmation',
  'post'
>;

/** What registering with a retailer's loyalty card sends (card, tax code, contacts, consents). */
export type RegisterWithCardVariables = JsonBodyOf<
  '/ebsn/api/{retailer}-b2b-registration/register_user_with_card',
  'post'
>;

/** What registering a business customer sends: the contacts with `person` carrying the company. */
export type RegisterBusinessVariables = JsonBodyOf<
  '/ebsn/api/{retailer}-b2b-registration/register_user',
  'post'
>;

/** What registering the company (fiscal person) of a business customer sends. */
export type RegisterBusinessPersonVariables = JsonBodyOf<
  '/ebsn/api/{retailer}-b2b-registration/register_person',
  'post'
>;

/** What changing the signed-in user's password sends. */
export type UpdatePasswordVariables = QueryOf<'/ebsn/api/registration/update_password', 'get'>;

/** What changing the e-mail address sends: the new address and the current password. */
export type UpdateEmailVariables = FormBodyOf<'/ebsn/api/user/update-email', 'post'>;

/** What subscribing to the newsletter sends: the e-mail and the privacy consent. */
export type SubscribeNewsletterVariables = JsonBodyOf<
  '/ebsn/api/ticketing/subscribe_newsletter',
  'post'
>;

/** What opening a support ticket sends (contact form). */
export type SendTicketVariables = JsonBodyOf<'/ebsn/api/ticketing/send_ticket', 'post'>;

/** What opening a ticket about an order sends. */
export type SendOrderTicketVariables = JsonBodyOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>;

/** What holding the order's time slot sends: the minutes to hold it. */
export type ReserveTimeVariables = QueryOf<'/ebsn/api/order/reserve-time', 'post'>;

/** What updating the B2B registration sends. */
export type UpdateB2bRegistrationVariables = JsonBodyOf<
  '/ebsn/api/{retailer}-b2b-registration/update',
  'post'
>;

/** Mutation keys of the services: registration, password, newsletter, tickets, reservations. */
export const servicesMutationKeys = {
  all: [...carrelloKeys.all, 'services'] as const,
  register: () => [...servicesMutationKeys.all, 'register'] as const,
  confirmRegistration: () => [...servicesMutationKeys.all, 'confirm-registration'] as const,
  resendConfirmation: () => [...servicesMutationKeys.all, 'resend-confirmation'] as const,
  registerWithCard: (retailer: string) =>
    [...servicesMutationKeys.all, 'register-with-card', retailer] as const,
  requestPasswordReset: () => [...servicesMutationKeys.all, 'request-password-reset'] as const,
  resetPassword: () => [...servicesMutationKeys.all, 'reset-password'] as const,
  updatePassword: () => [...servicesMutationKeys.all, 'update-password'] as const,
  updateEmail: () => [...servicesMutationKeys.all, 'update-email'] as const,
  subscribeNewsletter: () => [...servicesMutationKeys.all, 'subscribe-newsletter'] as const,
  sendTicket: () => [...servicesMutationKeys.all, 'send-ticket'] as const,
  sendOrderTicket: () => [...servicesMutationKeys.all, 'send-order-ticket'] as const,
  reserveTime: () => [...servicesMutationKeys.all, 'reserve-time'] as const,
  reserveParking: () => [...servicesMutationKeys.all, 'reserve-parking'] as const,
  updateB2bRegistration: (retailer: string) =>
    [...servicesMutationKeys.all, 'update-b2b-registration', retailer] as const,
  registerBusiness: (retailer: string) =>
    [...servicesMutationKeys.all, 'register-business', retailer] as const,
  registerBusinessPerson: (retailer: string) =>
    [...servicesMutationKeys.all, 'register-business-person', retailer] as const,
};

/**
 * Mutation option factories of the services (registration, password, newsletter, support
 * tickets, reservations, B2B registration); only registration touches the cache.
 * @example const subscribe = useMutation(servicesMutations.subscribeNewsletter(client));
 */
export const servicesMutations = {
  /** Registers a new customer; the session is then asked again. */
  register: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/registration/register_user', 'post'>,
      CarrelloError,
      RegisterVariables
    >({
      mutationKey: servicesMutationKeys.register(),
      mutationFn: (variables) => client.registration.register(variables),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    }),

  /** Confirms a registration or a new e-mail; the session (profile level) is asked again. */
  confirmRegistration: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/registration/registration_confirm', 'get'>,
      CarrelloError,
      ConfirmRegistrationVariables
    >({
      mutationKey: servicesMutationKeys.confirmRegistration(),
      mutationFn: (variables) => client.registration.confirm(variables),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    }),

  /** Sends the registration confirmation e-mail again (same answer for any address). */
  resendConfirmation: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/registration/resend_confirmation', 'post'>,
      CarrelloError,
      ResendConfirmationVariables
    >({
      mutationKey: servicesMutationKeys.resendConfirmation(),
      mutationFn: (variables) => client.registration.resendConfirmation(variables),
    }),

  /** Registers the holder of a retailer's loyalty card (docs/requirements/account.md); the session is asked again. */
  registerWithCard: (client: EbsnClient, queryClient: QueryClient, retailer: string) =>
    mutationOptions<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/register_user_with_card', 'post'>,
      CarrelloError,
      RegisterWithCardVariables
    >({
      mutationKey: servicesMutationKeys.registerWithCard(retailer),
      mutationFn: (variables) => client.b2bRegistration.registerUserWithCard(retailer, variables),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    }),

  /** Registers a business customer with a retailer (docs/requirements/account.md); the session is asked again. */
  registerBusiness: (client: EbsnClient, queryClient: QueryClient, retailer: string) =>
    mutationOptions<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/register_user', 'post'>,
      CarrelloError,
      RegisterBusinessVariables
    >({
      mutationKey: servicesMutationKeys.registerBusiness(retailer),
      mutationFn: (variables) => client.b2bRegistration.registerUser(retailer, variables),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    }),

  /**
   * Registers the company of the signed-in business customer (docs/requirements/account.md): it becomes the
   * profile's billing person, so the session and the user detail are asked again.
   */
  registerBusinessPerson: (client: EbsnClient, queryClient: QueryClient, retailer: string) =>
    mutationOptions<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/register_person', 'post'>,
      CarrelloError,
      RegisterBusinessPersonVariables
    >({
      mutationKey: servicesMutationKeys.registerBusinessPerson(retailer),
      mutationFn: (variables) => client.b2bRegistration.registerPerson(retailer, variables),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    }),

  /**
   * Asks for a password reset e-mail; an envelope refusal (HTTP 200, `status != 0`) resolves as
   * success, so the answer never tells whether the address has an account (docs/requirements/errors.md).
   */
  requestPasswordReset: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/registration/password_reset_token_request', 'get'>,
      CarrelloError,
      RequestPasswordResetVariables
    >({
      mutationKey: servicesMutationKeys.requestPasswordReset(),
      mutationFn: async (variables) => {
        try {
          return await client.registration.requestPasswordReset(variables);
        } catch (error) {
          // docs/requirements/errors.md: a nonzero status is not propagated properly; the answer must not reveal
          // whether the e-mail belongs to an account.
          if (isEbsnError(error) && error.httpStatus === 200) return {};
          throw error;
        }
      },
    }),

  /** Sets a new password with the token of the reset e-mail. */
  resetPassword: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/registration/password_reset', 'post'>,
      CarrelloError,
      ResetPasswordVariables
    >({
      mutationKey: servicesMutationKeys.resetPassword(),
      mutationFn: (variables) => client.registration.resetPassword(variables),
    }),

  /** Changes the signed-in user's password. */
  updatePassword: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/registration/update_password', 'get'>,
      CarrelloError,
      UpdatePasswordVariables
    >({
      mutationKey: servicesMutationKeys.updatePassword(),
      mutationFn: (variables) => client.registration.updatePassword(variables),
    }),

  /** Asks to change the e-mail address; it takes effect once confirmed from the e-mailed link. */
  updateEmail: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/user/update-email', 'post'>,
      CarrelloError,
      UpdateEmailVariables
    >({
      mutationKey: servicesMutationKeys.updateEmail(),
      mutationFn: (variables) => client.user.updateEmail(variables),
    }),

  /** Subscribes an e-mail address to the newsletter. */
  subscribeNewsletter: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/ticketing/subscribe_newsletter', 'post'>,
      CarrelloError,
      SubscribeNewsletterVariables
    >({
      mutationKey: servicesMutationKeys.subscribeNewsletter(),
      mutationFn: (variables) => client.ticketing.subscribeNewsletter(variables),
    }),

  /** Opens a customer support ticket; answers the `ticketId`. */
  sendTicket: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/ticketing/send_ticket', 'post'>,
      CarrelloError,
      SendTicketVariables
    >({
      mutationKey: servicesMutationKeys.sendTicket(),
      mutationFn: (variables) => client.ticketing.sendTicket(variables),
    }),

  /** Opens a support ticket about one of the user's orders; answers the `ticketId`. */
  sendOrderTicket: (client: EbsnClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>,
      CarrelloError,
      SendOrderTicketVariables
    >({
      mutationKey: servicesMutationKeys.sendOrderTicket(),
      mutationFn: (variables) => client.ticketing.sendOrderTicket(variables),
    }),

  /**
   * Holds the chosen time slot for some minutes while the order is completed
   * (docs/requirements/delivery.md), then reloads the cart, whose
   * `cartInfos.TIMESLOT_RESERVED_UNTIL` says until when. A change of the cart, so it runs in the
   * cart's scope: its reload never lands over a quantity the shopper changed meanwhile.
   */
  reserveTime: (client: EbsnClient, queryClient?: QueryClient) =>
    mutationOptions<
      DataOf<'/ebsn/api/order/reserve-time', 'post'>,
      CarrelloError,
      ReserveTimeVariables
    >({
      mutationKey: servicesMutationKeys.reserveTime(),
      scope: CART_MUTATION_SCOPE,
      mutationFn: (variables) => client.orders.reserveTime(variables),
      onSuccess: () => (queryClient ? invalidateLatestCart(queryClient) : undefined),
      onError: () => (queryClient ? settleFailedCartChange(queryClient) : undefined),
    }),

  /** Reserves the pick-up of an order; always resolves with the dialog to show (docs/requirements/delivery.md). */
  reserveParking: (client: EbsnClient, context: CarrelloMutationContext = {}) =>
    mutationOptions<ReservationOutcome, CarrelloError, ReserveParkingVariables>({
      mutationKey: servicesMutationKeys.reserveParking(),
      mutationFn: (variables) =>
        reserveParking(client, variables, undefined, {
          ...defaultHookMessages,
          ...context.messages,
        }),
    }),

  /** Updates the signed-in customer's B2B registration data with a retailer (docs/requirements/account.md). */
  updateB2bRegistration: (client: EbsnClient, retailer: string) =>
    mutationOptions<
      DataOf<'/ebsn/api/{retailer}-b2b-registration/update', 'post'>,
      CarrelloError,
      UpdateB2bRegistrationVariables
    >({
      mutationKey: servicesMutationKeys.updateB2bRegistration(retailer),
      mutationFn: (variables) => client.b2bRegistration.update(retailer, variables),
    }),
};

import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { ErrorsOf, SentAndAnswered } from '../testing/mutation-types';
import type { ReservationOutcome, ReserveParkingVariables } from './reserve-parking';
import {
  servicesMutationKeys,
  type servicesMutations,
  type ConfirmRegistrationVariables,
  type RegisterBusinessPersonVariables,
  type RegisterBusinessVariables,
  type RegisterVariables,
  type RegisterWithCardVariables,
  type RequestPasswordResetVariables,
  type ResendConfirmationVariables,
  type ReserveTimeVariables,
  type ResetPasswordVariables,
  type SendOrderTicketVariables,
  type SendTicketVariables,
  type SubscribeNewsletterVariables,
  type UpdateB2bRegistrationVariables,
  type UpdateEmailVariables,
  type UpdatePasswordVariables,
} from './services-mutations';
import { useRegister } from './use-registration';
import { useReserveParking } from './use-reserve-parking';

describe('servicesMutations', () => {
  it('keys under the services; each call sends its form and answers the contract', () => {
    expectTypeOf(servicesMutationKeys.register()).toEqualTypeOf<
      readonly ['carrello', 'services', 'register']
    >();
    expectTypeOf(servicesMutationKeys.updateB2bRegistration('acme')).toEqualTypeOf<
      readonly ['carrello', 'services', 'update-b2b-registration', string]
    >();
    expectTypeOf<SentAndAnswered<typeof servicesMutations>>().toEqualTypeOf<{
      register: {
        variables: RegisterVariables;
        data: DataOf<'/ebsn/api/registration/register_user', 'post'>;
      };
      confirmRegistration: {
        variables: ConfirmRegistrationVariables;
        data: DataOf<'/ebsn/api/registration/registration_confirm', 'get'>;
      };
      resendConfirmation: {
        variables: ResendConfirmationVariables;
        data: DataOf<'/ebsn/api/registration/resend_confirmation', 'post'>;
      };
      registerWithCard: {
        variables: RegisterWithCardVariables;
        data: DataOf<'/ebsn/api/{retailer}-b2b-registration/register_user_with_card', 'post'>;
      };
      registerBusiness: {
        variables: RegisterBusinessVariables;
        data: DataOf<'/ebsn/api/{retailer}-b2b-registration/register_user', 'post'>;
      };
      registerBusinessPerson: {
        variables: RegisterBusinessPersonVariables;
        data: DataOf<'/ebsn/api/{retailer}-b2b-registration/register_person', 'post'>;
      };
      requestPasswordReset: {
        variables: RequestPasswordResetVariables;
        data: DataOf<'/ebsn/api/registration/password_reset_token_request', 'get'>;
      };
      resetPassword: {
        variables: ResetPasswordVariables;
        data: DataOf<'/ebsn/api/registration/password_reset', 'post'>;
      };
      updatePassword: {
        variables: UpdatePasswordVariables;
        data: DataOf<'/ebsn/api/registration/update_password', 'get'>;
      };
      updateEmail: {
        variables: UpdateEmailVariables;
        data: DataOf<'/ebsn/api/user/update-email', 'post'>;
      };
      subscribeNewsletter: {
        variables: SubscribeNewsletterVariables;
        data: DataOf<'/ebsn/api/ticketing/subscribe_newsletter', 'post'>;
      };
      sendTicket: {
        variables: SendTicketVariables;
        data: DataOf<'/ebsn/api/ticketing/send_ticket', 'post'>;
      };
      sendOrderTicket: {
        variables: SendOrderTicketVariables;
        data: DataOf<'/ebsn/api/ticketing/send_order_ticket', 'post'>;
      };
      reserveTime: {
        variables: ReserveTimeVariables;
        data: DataOf<'/ebsn/api/order/reserve-time', 'post'>;
      };
      reserveParking: { variables: ReserveParkingVariables; data: ReservationOutcome };
      updateB2bRegistration: {
        variables: UpdateB2bRegistrationVariables;
        data: DataOf<'/ebsn/api/{retailer}-b2b-registration/update', 'post'>;
      };
    }>();
    expectTypeOf<ErrorsOf<typeof servicesMutations>>().toEqualTypeOf<CarrelloError>();
  });
});

describe('services mutation hooks', () => {
  it('keep their results', () => {
    expectTypeOf(useRegister).returns.toEqualTypeOf<
      UseMutationResult<
        DataOf<'/ebsn/api/registration/register_user', 'post'>,
        CarrelloError,
        RegisterVariables
      >
    >();
    expectTypeOf(useReserveParking).returns.toEqualTypeOf<
      UseMutationResult<ReservationOutcome, CarrelloError, ReserveParkingVariables>
    >();
  });
});

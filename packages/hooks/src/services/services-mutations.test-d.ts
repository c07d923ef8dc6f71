import type { QueryClient, UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import type { ReservationOutcome, ReserveParkingVariables } from './reserve-parking';
import {
  servicesMutationKeys,
  servicesMutations,
  type RegisterVariables,
  type SubscribeNewsletterVariables,
  type UpdateB2bRegistrationVariables,
} from './services-mutations';
import { useRegister } from './use-registration';
import { useReserveParking } from './use-reserve-parking';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('servicesMutations', () => {
  it('register: a key under the services, the registration form as variables', () => {
    expectTypeOf(servicesMutationKeys.register()).toEqualTypeOf<
      readonly ['carrello', 'services', 'register']
    >();
    const register = servicesMutations.register(client, queryClient);
    expectTypeOf<VariablesOf<typeof register>>().toEqualTypeOf<RegisterVariables>();
    expectTypeOf<DataOfMutation<typeof register>>().toEqualTypeOf<
      DataOf<'/ebsn/api/registration/register_user', 'post'>
    >();
    expectTypeOf<ErrorOfMutation<typeof register>>().toEqualTypeOf<CarrelloError>();
  });

  it('subscribeNewsletter, reserveParking, updateB2bRegistration: their variables and data', () => {
    const subscribe = servicesMutations.subscribeNewsletter(client);
    expectTypeOf<VariablesOf<typeof subscribe>>().toEqualTypeOf<SubscribeNewsletterVariables>();
    const reserve = servicesMutations.reserveParking(client);
    expectTypeOf<VariablesOf<typeof reserve>>().toEqualTypeOf<ReserveParkingVariables>();
    expectTypeOf<DataOfMutation<typeof reserve>>().toEqualTypeOf<ReservationOutcome>();
    expectTypeOf(servicesMutationKeys.updateB2bRegistration('acme')).toEqualTypeOf<
      readonly ['carrello', 'services', 'update-b2b-registration', string]
    >();
    const b2b = servicesMutations.updateB2bRegistration(client, 'acme');
    expectTypeOf<VariablesOf<typeof b2b>>().toEqualTypeOf<UpdateB2bRegistrationVariables>();
  });
});

describe('services mutation hooks', () => {
  it('keep their results', () => {
    expectTypeOf(useRegister).returns.toEqualTypeOf<
      UseMutationResult<
        DataOf<'/ebsn/api/registration/register_user', 'post'>,
        CarrelloError,
        RegisterVariables,
        unknown
      >
    >();
    expectTypeOf(useReserveParking).returns.toEqualTypeOf<
      UseMutationResult<ReservationOutcome, CarrelloError, ReserveParkingVariables, unknown>
    >();
  });
});

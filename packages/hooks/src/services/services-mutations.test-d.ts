import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import type { ReservationOutcome, ReserveParkingVariables } from './reserve-parking';
import {
  servicesMutationKeys,
  type servicesMutations,
  type RegisterVariables,
  type SubscribeNewsletterVariables,
  type UpdateB2bRegistrationVariables,
} from './services-mutations';
import { useRegister } from './use-registration';
import { useReserveParking } from './use-reserve-parking';

describe('servicesMutations', () => {
  it('register: a key under the services, the registration form as variables', () => {
    expectTypeOf(servicesMutationKeys.register()).toEqualTypeOf<
      readonly ['carrello', 'services', 'register']
    >();
    type Register = ReturnType<typeof servicesMutations.register>;
    expectTypeOf<VariablesOf<Register>>().toEqualTypeOf<RegisterVariables>();
    expectTypeOf<DataOfMutation<Register>>().toEqualTypeOf<
      DataOf<'/ebsn/api/registration/register_user', 'post'>
    >();
    expectTypeOf<ErrorOfMutation<Register>>().toEqualTypeOf<CarrelloError>();
  });

  it('subscribeNewsletter, reserveParking, updateB2bRegistration: their variables and data', () => {
    type Subscribe = ReturnType<typeof servicesMutations.subscribeNewsletter>;
    expectTypeOf<VariablesOf<Subscribe>>().toEqualTypeOf<SubscribeNewsletterVariables>();
    type Reserve = ReturnType<typeof servicesMutations.reserveParking>;
    expectTypeOf<VariablesOf<Reserve>>().toEqualTypeOf<ReserveParkingVariables>();
    expectTypeOf<DataOfMutation<Reserve>>().toEqualTypeOf<ReservationOutcome>();
    expectTypeOf(servicesMutationKeys.updateB2bRegistration('acme')).toEqualTypeOf<
      readonly ['carrello', 'services', 'update-b2b-registration', string]
    >();
    type B2b = ReturnType<typeof servicesMutations.updateB2bRegistration>;
    expectTypeOf<VariablesOf<B2b>>().toEqualTypeOf<UpdateB2bRegistrationVariables>();
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

import type { QueryClient, UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf, EbsnClient } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import {
  mealTicketMutationKeys,
  mealTicketMutations,
  paymentMutationKeys,
  paymentMutations,
  type AddPaymentAuthData,
  type AddPaymentAuthVariables,
  type DeletePaymentAuthData,
  type DeletePaymentAuthVariables,
  type MealTicketLoginData,
  type MealTicketLoginVariables,
  type SelectMealTicketVariables,
  type UpdateMealTicketDataVariables,
} from './payment-mutations';
import { useAddPaymentAuth, type UseAddPaymentAuthOptions } from './use-add-payment-auth';
import { useMealTicketLogin } from './use-meal-ticket-provider';

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('paymentMutations', () => {
  it('addAuth and deleteAuth: keys under payments, the auths as data', () => {
    expectTypeOf(paymentMutationKeys.addAuth()).toEqualTypeOf<
      readonly ['carrello', 'payment', 'add-auth']
    >();
    const add = paymentMutations.addAuth(client, queryClient);
    expectTypeOf<VariablesOf<typeof add>>().toEqualTypeOf<AddPaymentAuthVariables>();
    expectTypeOf<DataOfMutation<typeof add>>().toEqualTypeOf<AddPaymentAuthData>();
    expectTypeOf<ErrorOfMutation<typeof add>>().toEqualTypeOf<CarrelloError>();
    const remove = paymentMutations.deleteAuth(client, queryClient);
    expectTypeOf<VariablesOf<typeof remove>>().toEqualTypeOf<DeletePaymentAuthVariables>();
    expectTypeOf<DataOfMutation<typeof remove>>().toEqualTypeOf<DeletePaymentAuthData>();
  });
});

describe('mealTicketMutations', () => {
  it('each call has its key under the meal tickets, its variables and data', () => {
    expectTypeOf(mealTicketMutationKeys.select()).toEqualTypeOf<
      readonly ['carrello', 'meal-tickets', 'select']
    >();
    const select = mealTicketMutations.select(client, queryClient);
    expectTypeOf<VariablesOf<typeof select>>().toEqualTypeOf<SelectMealTicketVariables>();
    expectTypeOf<DataOfMutation<typeof select>>().toEqualTypeOf<
      DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>
    >();
    const update = mealTicketMutations.updateData(client, queryClient);
    expectTypeOf<VariablesOf<typeof update>>().toEqualTypeOf<UpdateMealTicketDataVariables>();
    const login = mealTicketMutations.login(client, queryClient);
    expectTypeOf<VariablesOf<typeof login>>().toEqualTypeOf<MealTicketLoginVariables>();
    expectTypeOf<DataOfMutation<typeof login>>().toEqualTypeOf<MealTicketLoginData>();
  });
});

describe('payment mutation hooks', () => {
  it('keep their options and results', () => {
    expectTypeOf(useAddPaymentAuth)
      .parameter(0)
      .toEqualTypeOf<UseAddPaymentAuthOptions | undefined>();
    expectTypeOf(useAddPaymentAuth).returns.toEqualTypeOf<
      UseMutationResult<AddPaymentAuthData, CarrelloError, AddPaymentAuthVariables, unknown>
    >();
    expectTypeOf(useMealTicketLogin).returns.toEqualTypeOf<
      UseMutationResult<MealTicketLoginData, CarrelloError, MealTicketLoginVariables, unknown>
    >();
  });
});

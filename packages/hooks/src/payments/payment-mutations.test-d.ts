import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import {
  mealTicketMutationKeys,
  type mealTicketMutations,
  paymentMutationKeys,
  type paymentMutations,
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

describe('paymentMutations', () => {
  it('addAuth and deleteAuth: keys under payments, the auths as data', () => {
    expectTypeOf(paymentMutationKeys.addAuth()).toEqualTypeOf<
      readonly ['carrello', 'payment', 'add-auth']
    >();
    type Add = ReturnType<typeof paymentMutations.addAuth>;
    expectTypeOf<VariablesOf<Add>>().toEqualTypeOf<AddPaymentAuthVariables>();
    expectTypeOf<DataOfMutation<Add>>().toEqualTypeOf<AddPaymentAuthData>();
    expectTypeOf<ErrorOfMutation<Add>>().toEqualTypeOf<CarrelloError>();
    type Remove = ReturnType<typeof paymentMutations.deleteAuth>;
    expectTypeOf<VariablesOf<Remove>>().toEqualTypeOf<DeletePaymentAuthVariables>();
    expectTypeOf<DataOfMutation<Remove>>().toEqualTypeOf<DeletePaymentAuthData>();
  });
});

describe('mealTicketMutations', () => {
  it('each call has its key under the meal tickets, its variables and data', () => {
    expectTypeOf(mealTicketMutationKeys.select()).toEqualTypeOf<
      readonly ['carrello', 'meal-tickets', 'select']
    >();
    type Select = ReturnType<typeof mealTicketMutations.select>;
    expectTypeOf<VariablesOf<Select>>().toEqualTypeOf<SelectMealTicketVariables>();
    expectTypeOf<DataOfMutation<Select>>().toEqualTypeOf<
      DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>
    >();
    type Update = ReturnType<typeof mealTicketMutations.updateData>;
    expectTypeOf<VariablesOf<Update>>().toEqualTypeOf<UpdateMealTicketDataVariables>();
    type Login = ReturnType<typeof mealTicketMutations.login>;
    expectTypeOf<VariablesOf<Login>>().toEqualTypeOf<MealTicketLoginVariables>();
    expectTypeOf<DataOfMutation<Login>>().toEqualTypeOf<MealTicketLoginData>();
  });
});

describe('payment mutation hooks', () => {
  it('keep their options and results', () => {
    expectTypeOf(useAddPaymentAuth)
      .parameter(0)
      .toEqualTypeOf<UseAddPaymentAuthOptions | undefined>();
    expectTypeOf(useAddPaymentAuth).returns.toEqualTypeOf<
      UseMutationResult<AddPaymentAuthData, CarrelloError, AddPaymentAuthVariables>
    >();
    expectTypeOf(useMealTicketLogin).returns.toEqualTypeOf<
      UseMutationResult<MealTicketLoginData, CarrelloError, MealTicketLoginVariables>
    >();
  });
});

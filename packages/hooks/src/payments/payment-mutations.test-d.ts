import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { DataOf } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { ErrorsOf, SentAndAnswered } from '../testing/mutation-types';
import {
  mealTicketMutationKeys,
  type mealTicketMutations,
  paymentMutationKeys,
  type paymentMutations,
  type AddPaymentAuthData,
  type AddPaymentAuthVariables,
  type DeletePaymentAuthData,
  type DeletePaymentAuthVariables,
  type DiscardMealTicketLoginVariables,
  type MealTicketLoginData,
  type MealTicketLoginVariables,
  type MealTicketLogoutVariables,
  type MealTicketMobileCallbackVariables,
  type MealTicketProviderLogoutVariables,
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
    expectTypeOf<SentAndAnswered<typeof paymentMutations>>().toEqualTypeOf<{
      addAuth: { variables: AddPaymentAuthVariables; data: AddPaymentAuthData };
      deleteAuth: { variables: DeletePaymentAuthVariables; data: DeletePaymentAuthData };
    }>();
    expectTypeOf<ErrorsOf<typeof paymentMutations>>().toEqualTypeOf<CarrelloError>();
  });
});

describe('mealTicketMutations', () => {
  it('each call has its key under the meal tickets, its variables and data', () => {
    expectTypeOf(mealTicketMutationKeys.select()).toEqualTypeOf<
      readonly ['carrello', 'meal-tickets', 'select']
    >();
    expectTypeOf<SentAndAnswered<typeof mealTicketMutations>>().toEqualTypeOf<{
      select: {
        variables: SelectMealTicketVariables;
        data: DataOf<'/ebsn/api/meal-ticket-type/select', 'post'>;
      };
      logout: {
        variables: MealTicketLogoutVariables;
        data: DataOf<'/ebsn/api/meal-ticket-type/logout', 'post'>;
      };
      updateData: {
        variables: UpdateMealTicketDataVariables;
        data: DataOf<'/ebsn/api/meal-ticket-type/update-data', 'post'>;
      };
      login: { variables: MealTicketLoginVariables; data: MealTicketLoginData };
      discardLogin: {
        variables: DiscardMealTicketLoginVariables;
        data: DataOf<'/ebsn/api/meal-ticket/edenred/discard-login', 'post'>;
      };
      providerLogout: { variables: MealTicketProviderLogoutVariables; data: unknown };
      mobileCallback: { variables: MealTicketMobileCallbackVariables; data: unknown };
    }>();
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

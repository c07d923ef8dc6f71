import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { Address, AddressInput, Cart, List, Order, Person } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { ErrorsOf, SentAndAnswered } from '../testing/mutation-types';
import type { ProfileMutationOptions } from './profile-mutation-options';
import {
  addressMutationKeys,
  type addressMutations,
  type anonOrderMutations,
  type billingAddressMutations,
  type giftMutations,
  listMutationKeys,
  type listMutations,
  orderMutationKeys,
  type orderMutations,
  subscriptionMutationKeys,
  type subscriptionMutations,
  type AddToListVariables,
  type CreateBillingAddressVariables,
  type DeleteAddressResult,
  type DeleteAddressVariables,
  type DeleteListResult,
  type UpdateAddressVariables,
  type UpdateBillingAddressVariables,
  type ListVariables,
  type OrderVariables,
  type RedeemGiftCodeVariables,
  type RemoveFromListVariables,
  type RemoveGiftCertificateVariables,
  type RenameListVariables,
  type RequestAnonOrderAccessResult,
  type RequestAnonOrderAccessVariables,
  type RequestRewardResult,
  type RequestRewardVariables,
  type SubscriptionPlansResult,
  type SubscriptionPlanVariables,
} from './profile-mutations';
import { useAddListToCart, useCreateList } from './use-lists';
import { useCancelOrder } from './use-orders';

describe('profile mutation factories', () => {
  it('listMutations: keys under the lists, the list or the cart as data', () => {
    expectTypeOf(listMutationKeys.addToCart()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'lists', 'add-to-cart']
    >();
    expectTypeOf<SentAndAnswered<typeof listMutations>>().toEqualTypeOf<{
      create: { variables: { name: string }; data: List };
      rename: { variables: RenameListVariables; data: List };
      delete: { variables: ListVariables; data: DeleteListResult };
      addProduct: { variables: AddToListVariables; data: List };
      removeProduct: { variables: RemoveFromListVariables; data: List };
      addToCart: { variables: ListVariables; data: Cart };
    }>();
    expectTypeOf<ErrorsOf<typeof listMutations>>().toEqualTypeOf<CarrelloError>();
  });

  it('orderMutations: the order or the cart as data', () => {
    expectTypeOf(orderMutationKeys.cancel()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'orders', 'cancel']
    >();
    expectTypeOf<SentAndAnswered<typeof orderMutations>>().toEqualTypeOf<{
      cancel: { variables: OrderVariables; data: Order };
      edit: { variables: OrderVariables; data: Cart };
      reorder: { variables: OrderVariables; data: Cart };
    }>();
    expectTypeOf<SentAndAnswered<typeof anonOrderMutations>>().toEqualTypeOf<{
      requestAccess: {
        variables: RequestAnonOrderAccessVariables;
        data: RequestAnonOrderAccessResult;
      };
    }>();
  });

  it('addressMutations and billingAddressMutations: addresses and persons', () => {
    expectTypeOf(addressMutationKeys.delete()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'addresses', 'delete']
    >();
    expectTypeOf<SentAndAnswered<typeof addressMutations>>().toEqualTypeOf<{
      create: { variables: AddressInput; data: Address };
      update: { variables: UpdateAddressVariables; data: Address };
      delete: { variables: DeleteAddressVariables; data: DeleteAddressResult };
    }>();
    expectTypeOf<SentAndAnswered<typeof billingAddressMutations>>().toEqualTypeOf<{
      create: { variables: CreateBillingAddressVariables; data: Person };
      update: { variables: UpdateBillingAddressVariables; data: Person };
    }>();
  });

  it('giftMutations and subscriptionMutations: the cart, rewards or plans as data', () => {
    expectTypeOf(subscriptionMutationKeys.add()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'subscriptions', 'add']
    >();
    expectTypeOf<SentAndAnswered<typeof giftMutations>>().toEqualTypeOf<{
      redeem: { variables: RedeemGiftCodeVariables; data: Cart };
      remove: { variables: RemoveGiftCertificateVariables; data: Cart };
      requestReward: { variables: RequestRewardVariables; data: RequestRewardResult };
    }>();
    expectTypeOf<SentAndAnswered<typeof subscriptionMutations>>().toEqualTypeOf<{
      add: { variables: SubscriptionPlanVariables; data: SubscriptionPlansResult };
      delete: { variables: SubscriptionPlanVariables; data: SubscriptionPlansResult };
    }>();
  });
});

describe('profile mutation hooks', () => {
  it('keep their options and results', () => {
    expectTypeOf(useCreateList)
      .parameter(0)
      .toEqualTypeOf<ProfileMutationOptions<List, { name: string }> | undefined>();
    expectTypeOf(useAddListToCart).returns.toEqualTypeOf<
      UseMutationResult<Cart, CarrelloError, ListVariables>
    >();
    expectTypeOf(useCancelOrder).returns.toEqualTypeOf<
      UseMutationResult<Order, CarrelloError, OrderVariables>
    >();
  });
});

import type { UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { Address, AddressInput, Cart, List, Order, Person } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
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
  type ListVariables,
  type OrderVariables,
  type RedeemGiftCodeVariables,
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
    type Create = ReturnType<typeof listMutations.create>;
    expectTypeOf<VariablesOf<Create>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<DataOfMutation<Create>>().toEqualTypeOf<List>();
    expectTypeOf<ErrorOfMutation<Create>>().toEqualTypeOf<CarrelloError>();
    type Remove = ReturnType<typeof listMutations.delete>;
    expectTypeOf<VariablesOf<Remove>>().toEqualTypeOf<ListVariables>();
    expectTypeOf<DataOfMutation<Remove>>().toEqualTypeOf<DeleteListResult>();
    type Add = ReturnType<typeof listMutations.addProduct>;
    expectTypeOf<VariablesOf<Add>>().toEqualTypeOf<AddToListVariables>();
    type ToCart = ReturnType<typeof listMutations.addToCart>;
    expectTypeOf<DataOfMutation<ToCart>>().toEqualTypeOf<Cart>();
  });

  it('orderMutations: the order or the cart as data', () => {
    expectTypeOf(orderMutationKeys.cancel()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'orders', 'cancel']
    >();
    type Cancel = ReturnType<typeof orderMutations.cancel>;
    expectTypeOf<VariablesOf<Cancel>>().toEqualTypeOf<OrderVariables>();
    expectTypeOf<DataOfMutation<Cancel>>().toEqualTypeOf<Order>();
    expectTypeOf<DataOfMutation<ReturnType<typeof orderMutations.reorder>>>().toEqualTypeOf<Cart>();
    type Access = ReturnType<typeof anonOrderMutations.requestAccess>;
    expectTypeOf<VariablesOf<Access>>().toEqualTypeOf<RequestAnonOrderAccessVariables>();
    expectTypeOf<DataOfMutation<Access>>().toEqualTypeOf<RequestAnonOrderAccessResult>();
  });

  it('addressMutations and billingAddressMutations: addresses and persons', () => {
    expectTypeOf(addressMutationKeys.delete()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'addresses', 'delete']
    >();
    type Create = ReturnType<typeof addressMutations.create>;
    expectTypeOf<VariablesOf<Create>>().toEqualTypeOf<AddressInput>();
    expectTypeOf<DataOfMutation<Create>>().toEqualTypeOf<Address>();
    type Remove = ReturnType<typeof addressMutations.delete>;
    expectTypeOf<VariablesOf<Remove>>().toEqualTypeOf<DeleteAddressVariables>();
    expectTypeOf<DataOfMutation<Remove>>().toEqualTypeOf<DeleteAddressResult>();
    type Billing = ReturnType<typeof billingAddressMutations.create>;
    expectTypeOf<VariablesOf<Billing>>().toEqualTypeOf<CreateBillingAddressVariables>();
    expectTypeOf<DataOfMutation<Billing>>().toEqualTypeOf<Person>();
  });

  it('giftMutations and subscriptionMutations: the cart, rewards or plans as data', () => {
    type Redeem = ReturnType<typeof giftMutations.redeem>;
    expectTypeOf<VariablesOf<Redeem>>().toEqualTypeOf<RedeemGiftCodeVariables>();
    expectTypeOf<DataOfMutation<Redeem>>().toEqualTypeOf<Cart>();
    type Reward = ReturnType<typeof giftMutations.requestReward>;
    expectTypeOf<VariablesOf<Reward>>().toEqualTypeOf<RequestRewardVariables>();
    expectTypeOf<DataOfMutation<Reward>>().toEqualTypeOf<RequestRewardResult>();
    expectTypeOf(subscriptionMutationKeys.add()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'subscriptions', 'add']
    >();
    type Add = ReturnType<typeof subscriptionMutations.add>;
    expectTypeOf<VariablesOf<Add>>().toEqualTypeOf<SubscriptionPlanVariables>();
    expectTypeOf<DataOfMutation<Add>>().toEqualTypeOf<SubscriptionPlansResult>();
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

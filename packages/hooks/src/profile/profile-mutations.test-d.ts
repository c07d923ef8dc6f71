import type { QueryClient, UseMutationResult } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';

import type { Address, AddressInput, Cart, EbsnClient, List, Order, Person } from '@carrello/sdk';

import type { CarrelloError } from '../errors';
import type { DataOfMutation, ErrorOfMutation, VariablesOf } from '../testing/mutation-types';
import type { ProfileMutationOptions } from './profile-mutation-options';
import {
  addressMutationKeys,
  addressMutations,
  anonOrderMutations,
  billingAddressMutations,
  giftMutations,
  listMutationKeys,
  listMutations,
  orderMutationKeys,
  orderMutations,
  subscriptionMutationKeys,
  subscriptionMutations,
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

declare const client: EbsnClient;
declare const queryClient: QueryClient;

describe('profile mutation factories', () => {
  it('listMutations: keys under the lists, the list or the cart as data', () => {
    expectTypeOf(listMutationKeys.addToCart()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'lists', 'add-to-cart']
    >();
    const create = listMutations.create(client, queryClient);
    expectTypeOf<VariablesOf<typeof create>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<DataOfMutation<typeof create>>().toEqualTypeOf<List>();
    expectTypeOf<ErrorOfMutation<typeof create>>().toEqualTypeOf<CarrelloError>();
    const remove = listMutations.delete(client, queryClient);
    expectTypeOf<VariablesOf<typeof remove>>().toEqualTypeOf<ListVariables>();
    expectTypeOf<DataOfMutation<typeof remove>>().toEqualTypeOf<DeleteListResult>();
    const add = listMutations.addProduct(client, queryClient);
    expectTypeOf<VariablesOf<typeof add>>().toEqualTypeOf<AddToListVariables>();
    const toCart = listMutations.addToCart(client, queryClient);
    expectTypeOf<DataOfMutation<typeof toCart>>().toEqualTypeOf<Cart>();
  });

  it('orderMutations: the order or the cart as data', () => {
    expectTypeOf(orderMutationKeys.cancel()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'orders', 'cancel']
    >();
    const cancel = orderMutations.cancel(client, queryClient);
    expectTypeOf<VariablesOf<typeof cancel>>().toEqualTypeOf<OrderVariables>();
    expectTypeOf<DataOfMutation<typeof cancel>>().toEqualTypeOf<Order>();
    expectTypeOf<DataOfMutation<ReturnType<typeof orderMutations.reorder>>>().toEqualTypeOf<Cart>();
    const access = anonOrderMutations.requestAccess(client);
    expectTypeOf<VariablesOf<typeof access>>().toEqualTypeOf<RequestAnonOrderAccessVariables>();
    expectTypeOf<DataOfMutation<typeof access>>().toEqualTypeOf<RequestAnonOrderAccessResult>();
  });

  it('addressMutations and billingAddressMutations: addresses and persons', () => {
    expectTypeOf(addressMutationKeys.delete()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'addresses', 'delete']
    >();
    const create = addressMutations.create(client, queryClient);
    expectTypeOf<VariablesOf<typeof create>>().toEqualTypeOf<AddressInput>();
    expectTypeOf<DataOfMutation<typeof create>>().toEqualTypeOf<Address>();
    const remove = addressMutations.delete(client, queryClient);
    expectTypeOf<VariablesOf<typeof remove>>().toEqualTypeOf<DeleteAddressVariables>();
    expectTypeOf<DataOfMutation<typeof remove>>().toEqualTypeOf<DeleteAddressResult>();
    const billing = billingAddressMutations.create(client, queryClient);
    expectTypeOf<VariablesOf<typeof billing>>().toEqualTypeOf<CreateBillingAddressVariables>();
    expectTypeOf<DataOfMutation<typeof billing>>().toEqualTypeOf<Person>();
  });

  it('giftMutations and subscriptionMutations: the cart, rewards or plans as data', () => {
    const redeem = giftMutations.redeem(client, queryClient);
    expectTypeOf<VariablesOf<typeof redeem>>().toEqualTypeOf<RedeemGiftCodeVariables>();
    expectTypeOf<DataOfMutation<typeof redeem>>().toEqualTypeOf<Cart>();
    const reward = giftMutations.requestReward(client, queryClient);
    expectTypeOf<VariablesOf<typeof reward>>().toEqualTypeOf<RequestRewardVariables>();
    expectTypeOf<DataOfMutation<typeof reward>>().toEqualTypeOf<RequestRewardResult>();
    expectTypeOf(subscriptionMutationKeys.add()).toEqualTypeOf<
      readonly ['carrello', 'profile', 'subscriptions', 'add']
    >();
    const add = subscriptionMutations.add(client, queryClient, {});
    expectTypeOf<VariablesOf<typeof add>>().toEqualTypeOf<SubscriptionPlanVariables>();
    expectTypeOf<DataOfMutation<typeof add>>().toEqualTypeOf<SubscriptionPlansResult>();
  });
});

describe('profile mutation hooks', () => {
  it('keep their options and results', () => {
    expectTypeOf(useCreateList)
      .parameter(0)
      .toEqualTypeOf<ProfileMutationOptions<List, { name: string }> | undefined>();
    expectTypeOf(useAddListToCart).returns.toEqualTypeOf<
      UseMutationResult<Cart, CarrelloError, ListVariables, unknown>
    >();
    expectTypeOf(useCancelOrder).returns.toEqualTypeOf<
      UseMutationResult<Order, CarrelloError, OrderVariables, unknown>
    >();
  });
});

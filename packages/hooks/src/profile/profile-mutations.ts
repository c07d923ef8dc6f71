import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import type {
  Address,
  AddressInput,
  Cart,
  DataOf,
  EbsnClient,
  JsonBodyOf,
  List,
  Order,
  Person,
} from '@carrello/sdk';

import {
  CART_MUTATION_SCOPE,
  invalidateLatestCart,
  settleFailedCartChange,
  writeLatestCart,
} from '../cart/cart-mutations';
import { cartKeys } from '../cart/cart-keys';
import { deliveryKeys } from '../delivery/delivery-keys';
import type { CarrelloError } from '../errors';
import { invoiceKeys } from '../invoice/invoice-keys';
import { withDefaultSdiCode } from '../invoice/with-default-sdi-code';
import { defaultHookMessages } from '../messages';
import type { CarrelloMutationContext } from '../mutation-options';
import {
  addressKeys,
  anonOrderKeys,
  giftKeys,
  listKeys,
  orderKeys,
  profileKeys,
  subscriptionKeys,
} from './profile-keys';

/** What the order mutations send. */
export interface OrderVariables {
  /** The order to act on. */
  orderId: number;
}

/** What `useRequestAnonOrderAccess` sends. */
export interface RequestAnonOrderAccessVariables {
  /** The e-mail address the order was placed with. */
  email: string;
  /** The order to open. */
  orderId: number;
}

/** What `useRequestAnonOrderAccess` answers (nothing: the link goes by e-mail). */
export type RequestAnonOrderAccessResult = DataOf<'/ebsn/api/token-order/request-access', 'post'>;

/** What `useCreateList` sends. */
export interface CreateListVariables {
  /** Name of the new list. */
  name: string;
}

/** What `useRenameList` sends. */
export interface RenameListVariables {
  /** The list to rename. */
  listId: number;
  /** Its new name. */
  name: string;
}

/** What the list mutations acting on a whole list send. */
export interface ListVariables {
  /** The shopping list to act on. */
  listId: number;
}

/** What `useDeleteList` answers: the remaining lists. */
export type DeleteListResult = DataOf<'/ebsn/api/wishlist/delete', 'post'>;

/** What `useAddToList` sends: the list and the products with their quantities. */
export type AddToListVariables = JsonBodyOf<'/ebsn/api/wishlist/add-product', 'post'>;

/** What `useRemoveFromList` sends: the list and the items to remove. */
export type RemoveFromListVariables = JsonBodyOf<'/ebsn/api/wishlist/remove-product', 'post'>;

/** What `useUpdateAddress` sends: the address with its `addressId`. */
export type UpdateAddressVariables = JsonBodyOf<'/ebsn/api/user-address/update', 'post'>;

/** What `useDeleteAddress` sends. */
export interface DeleteAddressVariables {
  /** The address to delete. */
  addressId: number;
}

/** What `useDeleteAddress` answers: the remaining addresses. */
export type DeleteAddressResult = DataOf<'/ebsn/api/user-address/delete', 'post'>;

/** What `useCreateBillingAddress` sends; an empty `vatSdiCode` becomes `0000000` (docs/requirements/invoice.md). */
export type CreateBillingAddressVariables = JsonBodyOf<'/ebsn/api/person-fiscal/insert', 'post'>;

/** What `useUpdateBillingAddress` sends: the fiscal person with its `personFiscalId`. */
export type UpdateBillingAddressVariables = JsonBodyOf<'/ebsn/api/person-fiscal/update', 'post'>;

/** What `useRedeemGiftCode` sends. */
export interface RedeemGiftCodeVariables {
  /** The gift certificate code the user typed. */
  code: string;
}

/** What `useRemoveGiftCertificate` sends. */
export interface RemoveGiftCertificateVariables {
  /** The user's gift certificate to take off the cart (`userGiftCertificateId`). */
  userGiftCertificateId: number;
}

/** What `useRequestReward` sends. */
export interface RequestRewardVariables {
  /** The reward product. */
  productId: number;
  /** How many. */
  quantity: number;
}

/** What `useRequestReward` answers: the requested rewards. */
export type RequestRewardResult = DataOf<'/ebsn/api/reward/request', 'post'>;

/** What the subscription plan mutations send. */
export interface SubscriptionPlanVariables {
  /** The plan to subscribe to or cancel. */
  subscriptionPlanId: number;
}

/** What the subscription plan mutations answer: the plans. */
export type SubscriptionPlansResult = DataOf<'/ebsn/api/subscription-plan/add', 'post'>;

/** Mutation keys of the user's orders. */
export const orderMutationKeys = {
  all: [...orderKeys.all] as const,
  cancel: () => [...orderMutationKeys.all, 'cancel'] as const,
  edit: () => [...orderMutationKeys.all, 'edit'] as const,
  reorder: () => [...orderMutationKeys.all, 'reorder'] as const,
};

/** Mutation keys of orders opened with an access token. */
export const anonOrderMutationKeys = {
  all: [...anonOrderKeys.all] as const,
  requestAccess: () => [...anonOrderMutationKeys.all, 'request-access'] as const,
};

/** Mutation keys of the user's shopping lists. */
export const listMutationKeys = {
  all: [...listKeys.all] as const,
  create: () => [...listMutationKeys.all, 'create'] as const,
  rename: () => [...listMutationKeys.all, 'rename'] as const,
  delete: () => [...listMutationKeys.all, 'delete'] as const,
  addProduct: () => [...listMutationKeys.all, 'add-product'] as const,
  removeProduct: () => [...listMutationKeys.all, 'remove-product'] as const,
  addToCart: () => [...listMutationKeys.all, 'add-to-cart'] as const,
};

/** Mutation keys of the user's own delivery addresses. */
export const addressMutationKeys = {
  all: [...addressKeys.all] as const,
  create: () => [...addressMutationKeys.all, 'create'] as const,
  update: () => [...addressMutationKeys.all, 'update'] as const,
  delete: () => [...addressMutationKeys.all, 'delete'] as const,
};

/** Mutation keys of the profile's billing addresses (fiscal persons). */
export const billingAddressMutationKeys = {
  all: [...profileKeys.all, 'billing-addresses'] as const,
  create: () => [...billingAddressMutationKeys.all, 'create'] as const,
  update: () => [...billingAddressMutationKeys.all, 'update'] as const,
};

/** Mutation keys of gift certificates and loyalty rewards. */
export const giftMutationKeys = {
  all: [...giftKeys.all] as const,
  redeem: () => [...giftMutationKeys.all, 'redeem'] as const,
  remove: () => [...giftMutationKeys.all, 'remove'] as const,
  requestReward: () => [...giftMutationKeys.all, 'request-reward'] as const,
};

/** Mutation keys of subscription plans. */
export const subscriptionMutationKeys = {
  all: [...subscriptionKeys.all] as const,
  add: () => [...subscriptionMutationKeys.all, 'add'] as const,
  delete: () => [...subscriptionMutationKeys.all, 'delete'] as const,
};

/**
 * Mutation option factories of the user's orders; those that answer the cart write it in the
 * cart's mutation scope (`CART_MUTATION_SCOPE`).
 * @example const cancel = useMutation(orderMutations.cancel(client, queryClient));
 */
export const orderMutations = {
  /** Cancels an order: the answered order replaces the cached one and order lists reload. */
  cancel: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Order, CarrelloError, OrderVariables>({
      mutationKey: orderMutationKeys.cancel(),
      mutationFn: ({ orderId }) => client.orders.cancel({ order_id: orderId }),
      onSuccess: (order, { orderId }) => {
        queryClient.setQueryData(orderKeys.detail(orderId), order);
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      },
    }),

  /** Reopens an order into the cart: the answered cart is cached and the orders reload. */
  edit: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, OrderVariables>({
      mutationKey: orderMutationKeys.edit(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ orderId }) => client.orders.edit({ order_id: orderId }),
      onSuccess: (cart) => {
        writeLatestCart(queryClient, cart);
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      },
    }),

  /** Adds the products of a past order to the cart ("buy again"); the answered cart is cached. */
  reorder: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, OrderVariables>({
      mutationKey: orderMutationKeys.reorder(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ orderId }) => client.orders.addToCart({ order_id: orderId }),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),
};

/** Mutation option factories of orders opened with an access token, without signing in. */
export const anonOrderMutations = {
  /** Sends the access link of an order to its e-mail address; nothing is cached. */
  requestAccess: (client: EbsnClient) =>
    mutationOptions<RequestAnonOrderAccessResult, CarrelloError, RequestAnonOrderAccessVariables>({
      mutationKey: anonOrderMutationKeys.requestAccess(),
      mutationFn: ({ email, orderId }) =>
        client.orders.anonRequestAccess({ e_mail: email, order_id: orderId }),
    }),
};

/** Mutation option factories of the user's shopping lists. */
export const listMutations = {
  /** Creates a shopping list; the lists reload. */
  create: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<List, CarrelloError, CreateListVariables>({
      mutationKey: listMutationKeys.create(),
      mutationFn: ({ name }) => client.lists.create({ name }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKeys.lists() }),
    }),

  /** Renames a shopping list; the lists and that list reload. */
  rename: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<List, CarrelloError, RenameListVariables>({
      mutationKey: listMutationKeys.rename(),
      mutationFn: ({ listId, name }) => client.lists.rename({ list_id: listId, name }),
      onSuccess: (_list, { listId }) => invalidateList(queryClient, listId),
    }),

  /** Deletes a shopping list: the lists take the server's remaining ones, the list leaves the cache. */
  delete: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DeleteListResult, CarrelloError, ListVariables>({
      mutationKey: listMutationKeys.delete(),
      mutationFn: ({ listId }) => client.lists.delete({ list_id: listId }),
      onSuccess: (data, { listId }) => {
        queryClient.setQueryData(listKeys.lists(), data);
        queryClient.removeQueries({ queryKey: listKeys.detail(listId), exact: true });
      },
    }),

  /** Adds products to a shopping list; that list and the lists (sizes) reload. */
  addProduct: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<List, CarrelloError, AddToListVariables>({
      mutationKey: listMutationKeys.addProduct(),
      mutationFn: (variables) => client.lists.addProduct(variables),
      onSuccess: (_list, { listId }) => invalidateList(queryClient, listId),
    }),

  /** Removes items from a shopping list; that list and the lists (sizes) reload. */
  removeProduct: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<List, CarrelloError, RemoveFromListVariables>({
      mutationKey: listMutationKeys.removeProduct(),
      mutationFn: (variables) => client.lists.removeProduct(variables),
      onSuccess: (_list, { listId }) => invalidateList(queryClient, listId),
    }),

  /** Adds every product of a list to the cart, in the cart's scope; the answered cart is cached. */
  addToCart: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, ListVariables>({
      mutationKey: listMutationKeys.addToCart(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ listId }) => client.lists.addToCart({ list_id: listId }),
      onSuccess: (cart) => writeLatestCart(queryClient, cart),
    }),
};

function invalidateList(queryClient: QueryClient, listId: number) {
  void queryClient.invalidateQueries({ queryKey: listKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) });
}

/**
 * Reloads the user's addresses and the home-delivery addresses of checkout, after caching the
 * answered address.
 */
function cacheAddress(queryClient: QueryClient, address: Address) {
  queryClient.setQueryData(addressKeys.detail(address.addressId), address);
  void queryClient.invalidateQueries({ queryKey: addressKeys.list() });
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.addressLists() });
  reloadCartOfAddress(queryClient, address.addressId);
}

/**
 * When the changed or deleted address is the cart's delivery address, the cart (which carries
 * it, shown in the cart drawer and checkout) and its address's time slots are asked again.
 */
function reloadCartOfAddress(queryClient: QueryClient, addressId: number) {
  const cart = queryClient.getQueryData<Cart>(cartKeys.detail());
  if (cart?.shippingAddress?.addressId !== addressId) return;
  void invalidateLatestCart(queryClient);
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.timeslots({}), exact: true });
}

/** Mutation option factories of the user's own delivery addresses. */
export const addressMutations = {
  /** Adds an address: it is cached, the addresses and checkout's home-delivery ones reload. */
  create: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Address, CarrelloError, AddressInput>({
      mutationKey: addressMutationKeys.create(),
      mutationFn: (variables) => client.addresses.create(variables),
      onSuccess: (address) => cacheAddress(queryClient, address),
    }),

  /**
   * Changes an address: it is cached, the addresses and checkout's home-delivery ones reload, and
   * so does the cart when it is the cart's delivery address.
   */
  update: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Address, CarrelloError, UpdateAddressVariables>({
      mutationKey: addressMutationKeys.update(),
      mutationFn: (variables) => client.addresses.update(variables),
      onSuccess: (address) => cacheAddress(queryClient, address),
    }),

  /**
   * Deletes an address: the addresses take the server's remaining ones, the deleted one leaves
   * the cache and checkout's home-delivery addresses reload.
   */
  delete: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<DeleteAddressResult, CarrelloError, DeleteAddressVariables>({
      mutationKey: addressMutationKeys.delete(),
      mutationFn: ({ addressId }) => client.addresses.delete({ address_id: addressId }),
      onSuccess: (data, { addressId }) => {
        queryClient.setQueryData(addressKeys.list(), data);
        queryClient.removeQueries({ queryKey: addressKeys.detail(addressId), exact: true });
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.addressLists() });
        reloadCartOfAddress(queryClient, addressId);
      },
    }),
};

/** Mutation option factories of the profile's billing addresses; the cart is left alone. */
export const billingAddressMutations = {
  /** Adds a fiscal person with its billing address (empty SDI code sent as `0000000`); the list reloads. */
  create: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Person, CarrelloError, CreateBillingAddressVariables>({
      mutationKey: billingAddressMutationKeys.create(),
      mutationFn: (variables) => client.fiscalPersons.create(withDefaultSdiCode(variables)),
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.fiscalPersons() }),
    }),

  /** Changes a fiscal person and its billing address; the list reloads. */
  update: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Person, CarrelloError, UpdateBillingAddressVariables>({
      mutationKey: billingAddressMutationKeys.update(),
      mutationFn: (variables) => client.fiscalPersons.update(variables),
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.fiscalPersons() }),
    }),
};

/** Mutation option factories of gift certificates and rewards. */
export const giftMutations = {
  /** Applies a gift code to the cart, in the cart's scope: the cart is cached, the gifts reload. */
  redeem: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, RedeemGiftCodeVariables>({
      mutationKey: giftMutationKeys.redeem(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ code }) => client.gifts.redeem({ code }),
      onSuccess: (cart) => {
        writeLatestCart(queryClient, cart);
        void queryClient.invalidateQueries({ queryKey: giftKeys.certificates() });
      },
    }),

  /** Takes a gift certificate off the cart, in the cart's scope: the cart is cached, the gifts reload. */
  remove: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<Cart, CarrelloError, RemoveGiftCertificateVariables>({
      mutationKey: giftMutationKeys.remove(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ userGiftCertificateId }) =>
        client.gifts.remove({ user_gift_certificate_id: userGiftCertificateId }),
      onSuccess: (cart) => {
        writeLatestCart(queryClient, cart);
        void queryClient.invalidateQueries({ queryKey: giftKeys.certificates() });
      },
    }),

  /** Requests a reward: the requested rewards take the answer and the catalogue (points) reloads. */
  requestReward: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<RequestRewardResult, CarrelloError, RequestRewardVariables>({
      mutationKey: giftMutationKeys.requestReward(),
      mutationFn: ({ productId, quantity }) =>
        client.gifts.requestReward({ product_id: productId, quantity }),
      onSuccess: (data) => {
        queryClient.setQueryData(giftKeys.requestedRewards(), data);
        void queryClient.invalidateQueries({ queryKey: giftKeys.rewards() });
      },
    }),
};

/**
 * Mutation option factories of subscription plans; the server puts a plan in the cart as a
 * product, so they run in the cart's scope and the cart reloads.
 */
export const subscriptionMutations = {
  /** Subscribes to a plan: a success notice (docs/requirements/account.md), then the plans and the cart reload. */
  add: (client: EbsnClient, queryClient: QueryClient, context: CarrelloMutationContext = {}) =>
    mutationOptions<SubscriptionPlansResult, CarrelloError, SubscriptionPlanVariables>({
      mutationKey: subscriptionMutationKeys.add(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ subscriptionPlanId }) => client.subscriptions.add({ subscriptionPlanId }),
      onSuccess: () => {
        // docs/requirements/account.md: "a success toast is shown when no messages are returned". The envelope's
        // infos reach the SDK's onInfos, not this factory, so the toast is always sent.
        const messages = { ...defaultHookMessages, ...context.messages };
        context.notify?.({ type: 'success', message: messages.subscriptionAdded });
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        void invalidateLatestCart(queryClient);
      },
    }),

  /** Cancels a subscription: the plans and the cart (which may hold the plan) reload. */
  delete: (client: EbsnClient, queryClient: QueryClient) =>
    mutationOptions<SubscriptionPlansResult, CarrelloError, SubscriptionPlanVariables>({
      mutationKey: subscriptionMutationKeys.delete(),
      scope: CART_MUTATION_SCOPE,
      onError: () => settleFailedCartChange(queryClient),
      mutationFn: ({ subscriptionPlanId }) => client.subscriptions.delete({ subscriptionPlanId }),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        void invalidateLatestCart(queryClient);
      },
    }),
};

// The strictest consumer we know of: strict, skipLibCheck: false and exactOptionalPropertyTypes,
// type-checked under moduleResolution bundler, node16 and nodenext (tsconfig.strict-*.json) and
// never run. Every query factory of @carrello/hooks goes through prefetchQuery, ensureQueryData
// and fetchQuery (the server prefetch of docs/ssr.md), every mutation factory through
// useMutation. Each object must list every factory: a new one fails here until it has a line.
import {
  QueryClient,
  queryOptions,
  useMutation,
  type DefaultError,
  type EnsureQueryDataOptions,
  type QueryKey,
} from '@tanstack/react-query';

import * as hooks from '@carrello/hooks';

/** What a factory gives: its options as a call with valid arguments returns them. */
function made<TFactory extends (...args: never[]) => unknown>(
  factory: TFactory,
): ReturnType<TFactory> {
  return factory as unknown as ReturnType<TFactory>;
}

/** One entry for every key of a factory object, and no other. */
type Every<TFactories> = Record<keyof TFactories, unknown>;
type Names<TSuffix extends string> = Extract<keyof typeof hooks, `${string}${TSuffix}`>;

const queryClient = new QueryClient();

/**
 * The server prefetch of docs/ssr.md with one query factory's options: prefetchQuery,
 * ensureQueryData and fetchQuery. Its parameter is ensureQueryData's, which extends the other
 * two's, so options that are valid here are valid for each of the three.
 */
function prefetchEveryWay<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>) {
  return [
    queryClient.prefetchQuery(options),
    queryClient.ensureQueryData(options),
    queryClient.fetchQuery(options),
  ];
}

/** Prefetches with every query factory, and with a plain TanStack `queryOptions` beside them. */
export function prefetchEveryQuery() {
  return {
    plainTanStack: queryClient.prefetchQuery(
      queryOptions({ queryKey: ['plain'], queryFn: () => Promise.resolve(1) }),
    ),
    addressQueries: {
      list: prefetchEveryWay(made(hooks.addressQueries.list)),
      detail: prefetchEveryWay(made(hooks.addressQueries.detail)),
    } satisfies Every<typeof hooks.addressQueries>,
    anonOrderQueries: {
      list: prefetchEveryWay(made(hooks.anonOrderQueries.list)),
      detail: prefetchEveryWay(made(hooks.anonOrderQueries.detail)),
    } satisfies Every<typeof hooks.anonOrderQueries>,
    appQueries: {
      config: prefetchEveryWay(made(hooks.appQueries.config)),
      version: prefetchEveryWay(made(hooks.appQueries.version)),
    } satisfies Every<typeof hooks.appQueries>,
    b2bQueries: {
      addresses: prefetchEveryWay(made(hooks.b2bQueries.addresses)),
      lookup: prefetchEveryWay(made(hooks.b2bQueries.lookup)),
    } satisfies Every<typeof hooks.b2bQueries>,
    cartQueries: {
      detail: prefetchEveryWay(made(hooks.cartQueries.detail)),
    } satisfies Every<typeof hooks.cartQueries>,
    categoryQueries: {
      tree: prefetchEveryWay(made(hooks.categoryQueries.tree)),
      detail: prefetchEveryWay(made(hooks.categoryQueries.detail)),
    } satisfies Every<typeof hooks.categoryQueries>,
    contentQueries: {
      page: prefetchEveryWay(made(hooks.contentQueries.page)),
      leaflets: prefetchEveryWay(made(hooks.contentQueries.leaflets)),
      leaflet: prefetchEveryWay(made(hooks.contentQueries.leaflet)),
      leafletProducts: prefetchEveryWay(made(hooks.contentQueries.leafletProducts)),
      faqCategories: prefetchEveryWay(made(hooks.contentQueries.faqCategories)),
      faqs: prefetchEveryWay(made(hooks.contentQueries.faqs)),
      popup: prefetchEveryWay(made(hooks.contentQueries.popup)),
    } satisfies Every<typeof hooks.contentQueries>,
    deliveryQueries: {
      services: prefetchEveryWay(made(hooks.deliveryQueries.services)),
      addresses: prefetchEveryWay(made(hooks.deliveryQueries.addresses)),
      timeslots: prefetchEveryWay(made(hooks.deliveryQueries.timeslots)),
    } satisfies Every<typeof hooks.deliveryQueries>,
    fastSearchPopupQueries: {
      detail: prefetchEveryWay(made(hooks.fastSearchPopupQueries.detail)),
    } satisfies Every<typeof hooks.fastSearchPopupQueries>,
    giftQueries: {
      certificates: prefetchEveryWay(made(hooks.giftQueries.certificates)),
      rewards: prefetchEveryWay(made(hooks.giftQueries.rewards)),
      requestedRewards: prefetchEveryWay(made(hooks.giftQueries.requestedRewards)),
    } satisfies Every<typeof hooks.giftQueries>,
    invoiceQueries: {
      fiscalPersons: prefetchEveryWay(made(hooks.invoiceQueries.fiscalPersons)),
      provinces: prefetchEveryWay(made(hooks.invoiceQueries.provinces)),
      cities: prefetchEveryWay(made(hooks.invoiceQueries.cities)),
      streets: prefetchEveryWay(made(hooks.invoiceQueries.streets)),
    } satisfies Every<typeof hooks.invoiceQueries>,
    listQueries: {
      lists: prefetchEveryWay(made(hooks.listQueries.lists)),
      detail: prefetchEveryWay(made(hooks.listQueries.detail)),
    } satisfies Every<typeof hooks.listQueries>,
    mealTicketQueries: {
      types: prefetchEveryWay(made(hooks.mealTicketQueries.types)),
      detail: prefetchEveryWay(made(hooks.mealTicketQueries.detail)),
    } satisfies Every<typeof hooks.mealTicketQueries>,
    orderQueries: {
      list: prefetchEveryWay(made(hooks.orderQueries.list)),
      detail: prefetchEveryWay(made(hooks.orderQueries.detail)),
    } satisfies Every<typeof hooks.orderQueries>,
    paymentQueries: {
      types: prefetchEveryWay(made(hooks.paymentQueries.types)),
      auths: prefetchEveryWay(made(hooks.paymentQueries.auths)),
      preBilledAmount: prefetchEveryWay(made(hooks.paymentQueries.preBilledAmount)),
      feedback: prefetchEveryWay(made(hooks.paymentQueries.feedback)),
    } satisfies Every<typeof hooks.paymentQueries>,
    productQueries: {
      infiniteList: [
        queryClient.prefetchInfiniteQuery(made(hooks.productQueries.infiniteList)),
        queryClient.ensureInfiniteQueryData(made(hooks.productQueries.infiniteList)),
        queryClient.fetchInfiniteQuery(made(hooks.productQueries.infiniteList)),
      ],
      detail: prefetchEveryWay(made(hooks.productQueries.detail)),
      detailById: prefetchEveryWay(made(hooks.productQueries.detailById)),
      alternatives: prefetchEveryWay(made(hooks.productQueries.alternatives)),
    } satisfies Every<typeof hooks.productQueries>,
    searchQueries: {
      suggestions: prefetchEveryWay(made(hooks.searchQueries.suggestions)),
    } satisfies Every<typeof hooks.searchQueries>,
    sessionQueries: {
      current: prefetchEveryWay(made(hooks.sessionQueries.current)),
      userDetail: prefetchEveryWay(made(hooks.sessionQueries.userDetail)),
    } satisfies Every<typeof hooks.sessionQueries>,
    storeQueries: {
      list: prefetchEveryWay(made(hooks.storeQueries.list)),
      detail: prefetchEveryWay(made(hooks.storeQueries.detail)),
    } satisfies Every<typeof hooks.storeQueries>,
    subscriptionQueries: {
      list: prefetchEveryWay(made(hooks.subscriptionQueries.list)),
    } satisfies Every<typeof hooks.subscriptionQueries>,
  } satisfies Record<Names<'Queries'> | 'plainTanStack', unknown>;
}

/** Uses every mutation factory (a React hook: call it from a component). */
export function useEveryMutation() {
  return {
    addressMutations: {
      create: useMutation(made(hooks.addressMutations.create)),
      update: useMutation(made(hooks.addressMutations.update)),
      delete: useMutation(made(hooks.addressMutations.delete)),
    } satisfies Every<typeof hooks.addressMutations>,
    anonOrderMutations: {
      requestAccess: useMutation(made(hooks.anonOrderMutations.requestAccess)),
    } satisfies Every<typeof hooks.anonOrderMutations>,
    billingAddressMutations: {
      create: useMutation(made(hooks.billingAddressMutations.create)),
      update: useMutation(made(hooks.billingAddressMutations.update)),
    } satisfies Every<typeof hooks.billingAddressMutations>,
    cartMutations: {
      addProduct: useMutation(made(hooks.cartMutations.addProduct)),
      updateItem: useMutation(made(hooks.cartMutations.updateItem)),
      removeItem: useMutation(made(hooks.cartMutations.removeItem)),
      setItemInfo: useMutation(made(hooks.cartMutations.setItemInfo)),
      setAcceptAlternatives: useMutation(made(hooks.cartMutations.setAcceptAlternatives)),
      setAcceptAlternativesForAll: useMutation(
        made(hooks.cartMutations.setAcceptAlternativesForAll),
      ),
      setInfo: useMutation(made(hooks.cartMutations.setInfo)),
      empty: useMutation(made(hooks.cartMutations.empty)),
      lock: useMutation(made(hooks.cartMutations.lock)),
      unlock: useMutation(made(hooks.cartMutations.unlock)),
      setAddress: useMutation(made(hooks.cartMutations.setAddress)),
      setTimeslot: useMutation(made(hooks.cartMutations.setTimeslot)),
    } satisfies Every<typeof hooks.cartMutations>,
    checkoutMutations: {
      buy: useMutation(made(hooks.checkoutMutations.buy)),
    } satisfies Every<typeof hooks.checkoutMutations>,
    deliveryMutations: {
      checkAddress: useMutation(made(hooks.deliveryMutations.checkAddress)),
    } satisfies Every<typeof hooks.deliveryMutations>,
    giftMutations: {
      redeem: useMutation(made(hooks.giftMutations.redeem)),
      remove: useMutation(made(hooks.giftMutations.remove)),
      requestReward: useMutation(made(hooks.giftMutations.requestReward)),
    } satisfies Every<typeof hooks.giftMutations>,
    invoiceMutations: {
      insertFiscalPerson: useMutation(made(hooks.invoiceMutations.insertFiscalPerson)),
      deleteFiscalPerson: useMutation(made(hooks.invoiceMutations.deleteFiscalPerson)),
      selectFiscalPerson: useMutation(made(hooks.invoiceMutations.selectFiscalPerson)),
      needInvoice: useMutation(made(hooks.invoiceMutations.needInvoice)),
    } satisfies Every<typeof hooks.invoiceMutations>,
    listMutations: {
      create: useMutation(made(hooks.listMutations.create)),
      rename: useMutation(made(hooks.listMutations.rename)),
      delete: useMutation(made(hooks.listMutations.delete)),
      addProduct: useMutation(made(hooks.listMutations.addProduct)),
      removeProduct: useMutation(made(hooks.listMutations.removeProduct)),
      addToCart: useMutation(made(hooks.listMutations.addToCart)),
    } satisfies Every<typeof hooks.listMutations>,
    mealTicketMutations: {
      select: useMutation(made(hooks.mealTicketMutations.select)),
      logout: useMutation(made(hooks.mealTicketMutations.logout)),
      updateData: useMutation(made(hooks.mealTicketMutations.updateData)),
      login: useMutation(made(hooks.mealTicketMutations.login)),
      discardLogin: useMutation(made(hooks.mealTicketMutations.discardLogin)),
      providerLogout: useMutation(made(hooks.mealTicketMutations.providerLogout)),
      mobileCallback: useMutation(made(hooks.mealTicketMutations.mobileCallback)),
    } satisfies Every<typeof hooks.mealTicketMutations>,
    orderMutations: {
      cancel: useMutation(made(hooks.orderMutations.cancel)),
      edit: useMutation(made(hooks.orderMutations.edit)),
      reorder: useMutation(made(hooks.orderMutations.reorder)),
    } satisfies Every<typeof hooks.orderMutations>,
    paymentMutations: {
      addAuth: useMutation(made(hooks.paymentMutations.addAuth)),
      deleteAuth: useMutation(made(hooks.paymentMutations.deleteAuth)),
    } satisfies Every<typeof hooks.paymentMutations>,
    servicesMutations: {
      register: useMutation(made(hooks.servicesMutations.register)),
      confirmRegistration: useMutation(made(hooks.servicesMutations.confirmRegistration)),
      resendConfirmation: useMutation(made(hooks.servicesMutations.resendConfirmation)),
      registerWithCard: useMutation(made(hooks.servicesMutations.registerWithCard)),
      registerBusiness: useMutation(made(hooks.servicesMutations.registerBusiness)),
      registerBusinessPerson: useMutation(made(hooks.servicesMutations.registerBusinessPerson)),
      requestPasswordReset: useMutation(made(hooks.servicesMutations.requestPasswordReset)),
      resetPassword: useMutation(made(hooks.servicesMutations.resetPassword)),
      updatePassword: useMutation(made(hooks.servicesMutations.updatePassword)),
      updateEmail: useMutation(made(hooks.servicesMutations.updateEmail)),
      subscribeNewsletter: useMutation(made(hooks.servicesMutations.subscribeNewsletter)),
      sendTicket: useMutation(made(hooks.servicesMutations.sendTicket)),
      sendOrderTicket: useMutation(made(hooks.servicesMutations.sendOrderTicket)),
      reserveTime: useMutation(made(hooks.servicesMutations.reserveTime)),
      reserveParking: useMutation(made(hooks.servicesMutations.reserveParking)),
      updateB2bRegistration: useMutation(made(hooks.servicesMutations.updateB2bRegistration)),
    } satisfies Every<typeof hooks.servicesMutations>,
    sessionMutations: {
      login: useMutation(made(hooks.sessionMutations.login)),
      logout: useMutation(made(hooks.sessionMutations.logout)),
      updateUserDetail: useMutation(made(hooks.sessionMutations.updateUserDetail)),
      ssoLogin: useMutation(made(hooks.sessionMutations.ssoLogin)),
      ssoLogout: useMutation(made(hooks.sessionMutations.ssoLogout)),
      ssoRefresh: useMutation(made(hooks.sessionMutations.ssoRefresh)),
      ssoSelectUser: useMutation(made(hooks.sessionMutations.ssoSelectUser)),
    } satisfies Every<typeof hooks.sessionMutations>,
    subscriptionMutations: {
      add: useMutation(made(hooks.subscriptionMutations.add)),
      delete: useMutation(made(hooks.subscriptionMutations.delete)),
    } satisfies Every<typeof hooks.subscriptionMutations>,
  } satisfies Record<Names<'Mutations'>, unknown>;
}

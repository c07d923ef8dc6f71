// The strictest consumer we know of: strict, skipLibCheck: false and exactOptionalPropertyTypes,
// type-checked under moduleResolution bundler, node16 and nodenext (tsconfig.strict-*.json) and
// never run. Every query factory of @carrello/hooks goes through prefetchQuery, ensureQueryData
// and fetchQuery (the server prefetch of docs/ssr.md), every mutation factory through
// useMutation. Each object must list every factory: a new one fails here until it has a line.
import { QueryClient, queryOptions, useMutation } from '@tanstack/react-query';

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

/** Prefetches with every query factory, and with a plain TanStack `queryOptions` beside them. */
export function prefetchEveryQuery() {
  return {
    plainTanStack: queryClient.prefetchQuery(
      queryOptions({ queryKey: ['plain'], queryFn: () => Promise.resolve(1) }),
    ),
    addressQueries: {
      list: [
        queryClient.prefetchQuery(made(hooks.addressQueries.list)),
        queryClient.ensureQueryData(made(hooks.addressQueries.list)),
        queryClient.fetchQuery(made(hooks.addressQueries.list)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.addressQueries.detail)),
        queryClient.ensureQueryData(made(hooks.addressQueries.detail)),
        queryClient.fetchQuery(made(hooks.addressQueries.detail)),
      ],
    } satisfies Every<typeof hooks.addressQueries>,
    anonOrderQueries: {
      list: [
        queryClient.prefetchQuery(made(hooks.anonOrderQueries.list)),
        queryClient.ensureQueryData(made(hooks.anonOrderQueries.list)),
        queryClient.fetchQuery(made(hooks.anonOrderQueries.list)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.anonOrderQueries.detail)),
        queryClient.ensureQueryData(made(hooks.anonOrderQueries.detail)),
        queryClient.fetchQuery(made(hooks.anonOrderQueries.detail)),
      ],
    } satisfies Every<typeof hooks.anonOrderQueries>,
    appQueries: {
      config: [
        queryClient.prefetchQuery(made(hooks.appQueries.config)),
        queryClient.ensureQueryData(made(hooks.appQueries.config)),
        queryClient.fetchQuery(made(hooks.appQueries.config)),
      ],
      version: [
        queryClient.prefetchQuery(made(hooks.appQueries.version)),
        queryClient.ensureQueryData(made(hooks.appQueries.version)),
        queryClient.fetchQuery(made(hooks.appQueries.version)),
      ],
    } satisfies Every<typeof hooks.appQueries>,
    b2bQueries: {
      addresses: [
        queryClient.prefetchQuery(made(hooks.b2bQueries.addresses)),
        queryClient.ensureQueryData(made(hooks.b2bQueries.addresses)),
        queryClient.fetchQuery(made(hooks.b2bQueries.addresses)),
      ],
      lookup: [
        queryClient.prefetchQuery(made(hooks.b2bQueries.lookup)),
        queryClient.ensureQueryData(made(hooks.b2bQueries.lookup)),
        queryClient.fetchQuery(made(hooks.b2bQueries.lookup)),
      ],
    } satisfies Every<typeof hooks.b2bQueries>,
    cartQueries: {
      detail: [
        queryClient.prefetchQuery(made(hooks.cartQueries.detail)),
        queryClient.ensureQueryData(made(hooks.cartQueries.detail)),
        queryClient.fetchQuery(made(hooks.cartQueries.detail)),
      ],
    } satisfies Every<typeof hooks.cartQueries>,
    categoryQueries: {
      tree: [
        queryClient.prefetchQuery(made(hooks.categoryQueries.tree)),
        queryClient.ensureQueryData(made(hooks.categoryQueries.tree)),
        queryClient.fetchQuery(made(hooks.categoryQueries.tree)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.categoryQueries.detail)),
        queryClient.ensureQueryData(made(hooks.categoryQueries.detail)),
        queryClient.fetchQuery(made(hooks.categoryQueries.detail)),
      ],
    } satisfies Every<typeof hooks.categoryQueries>,
    contentQueries: {
      page: [
        queryClient.prefetchQuery(made(hooks.contentQueries.page)),
        queryClient.ensureQueryData(made(hooks.contentQueries.page)),
        queryClient.fetchQuery(made(hooks.contentQueries.page)),
      ],
      leaflets: [
        queryClient.prefetchQuery(made(hooks.contentQueries.leaflets)),
        queryClient.ensureQueryData(made(hooks.contentQueries.leaflets)),
        queryClient.fetchQuery(made(hooks.contentQueries.leaflets)),
      ],
      leaflet: [
        queryClient.prefetchQuery(made(hooks.contentQueries.leaflet)),
        queryClient.ensureQueryData(made(hooks.contentQueries.leaflet)),
        queryClient.fetchQuery(made(hooks.contentQueries.leaflet)),
      ],
      leafletProducts: [
        queryClient.prefetchQuery(made(hooks.contentQueries.leafletProducts)),
        queryClient.ensureQueryData(made(hooks.contentQueries.leafletProducts)),
        queryClient.fetchQuery(made(hooks.contentQueries.leafletProducts)),
      ],
      faqCategories: [
        queryClient.prefetchQuery(made(hooks.contentQueries.faqCategories)),
        queryClient.ensureQueryData(made(hooks.contentQueries.faqCategories)),
        queryClient.fetchQuery(made(hooks.contentQueries.faqCategories)),
      ],
      faqs: [
        queryClient.prefetchQuery(made(hooks.contentQueries.faqs)),
        queryClient.ensureQueryData(made(hooks.contentQueries.faqs)),
        queryClient.fetchQuery(made(hooks.contentQueries.faqs)),
      ],
      popup: [
        queryClient.prefetchQuery(made(hooks.contentQueries.popup)),
        queryClient.ensureQueryData(made(hooks.contentQueries.popup)),
        queryClient.fetchQuery(made(hooks.contentQueries.popup)),
      ],
    } satisfies Every<typeof hooks.contentQueries>,
    deliveryQueries: {
      services: [
        queryClient.prefetchQuery(made(hooks.deliveryQueries.services)),
        queryClient.ensureQueryData(made(hooks.deliveryQueries.services)),
        queryClient.fetchQuery(made(hooks.deliveryQueries.services)),
      ],
      addresses: [
        queryClient.prefetchQuery(made(hooks.deliveryQueries.addresses)),
        queryClient.ensureQueryData(made(hooks.deliveryQueries.addresses)),
        queryClient.fetchQuery(made(hooks.deliveryQueries.addresses)),
      ],
      timeslots: [
        queryClient.prefetchQuery(made(hooks.deliveryQueries.timeslots)),
        queryClient.ensureQueryData(made(hooks.deliveryQueries.timeslots)),
        queryClient.fetchQuery(made(hooks.deliveryQueries.timeslots)),
      ],
    } satisfies Every<typeof hooks.deliveryQueries>,
    fastSearchPopupQueries: {
      detail: [
        queryClient.prefetchQuery(made(hooks.fastSearchPopupQueries.detail)),
        queryClient.ensureQueryData(made(hooks.fastSearchPopupQueries.detail)),
        queryClient.fetchQuery(made(hooks.fastSearchPopupQueries.detail)),
      ],
    } satisfies Every<typeof hooks.fastSearchPopupQueries>,
    giftQueries: {
      certificates: [
        queryClient.prefetchQuery(made(hooks.giftQueries.certificates)),
        queryClient.ensureQueryData(made(hooks.giftQueries.certificates)),
        queryClient.fetchQuery(made(hooks.giftQueries.certificates)),
      ],
      rewards: [
        queryClient.prefetchQuery(made(hooks.giftQueries.rewards)),
        queryClient.ensureQueryData(made(hooks.giftQueries.rewards)),
        queryClient.fetchQuery(made(hooks.giftQueries.rewards)),
      ],
      requestedRewards: [
        queryClient.prefetchQuery(made(hooks.giftQueries.requestedRewards)),
        queryClient.ensureQueryData(made(hooks.giftQueries.requestedRewards)),
        queryClient.fetchQuery(made(hooks.giftQueries.requestedRewards)),
      ],
    } satisfies Every<typeof hooks.giftQueries>,
    invoiceQueries: {
      fiscalPersons: [
        queryClient.prefetchQuery(made(hooks.invoiceQueries.fiscalPersons)),
        queryClient.ensureQueryData(made(hooks.invoiceQueries.fiscalPersons)),
        queryClient.fetchQuery(made(hooks.invoiceQueries.fiscalPersons)),
      ],
      provinces: [
        queryClient.prefetchQuery(made(hooks.invoiceQueries.provinces)),
        queryClient.ensureQueryData(made(hooks.invoiceQueries.provinces)),
        queryClient.fetchQuery(made(hooks.invoiceQueries.provinces)),
      ],
      cities: [
        queryClient.prefetchQuery(made(hooks.invoiceQueries.cities)),
        queryClient.ensureQueryData(made(hooks.invoiceQueries.cities)),
        queryClient.fetchQuery(made(hooks.invoiceQueries.cities)),
      ],
      streets: [
        queryClient.prefetchQuery(made(hooks.invoiceQueries.streets)),
        queryClient.ensureQueryData(made(hooks.invoiceQueries.streets)),
        queryClient.fetchQuery(made(hooks.invoiceQueries.streets)),
      ],
    } satisfies Every<typeof hooks.invoiceQueries>,
    listQueries: {
      lists: [
        queryClient.prefetchQuery(made(hooks.listQueries.lists)),
        queryClient.ensureQueryData(made(hooks.listQueries.lists)),
        queryClient.fetchQuery(made(hooks.listQueries.lists)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.listQueries.detail)),
        queryClient.ensureQueryData(made(hooks.listQueries.detail)),
        queryClient.fetchQuery(made(hooks.listQueries.detail)),
      ],
    } satisfies Every<typeof hooks.listQueries>,
    mealTicketQueries: {
      types: [
        queryClient.prefetchQuery(made(hooks.mealTicketQueries.types)),
        queryClient.ensureQueryData(made(hooks.mealTicketQueries.types)),
        queryClient.fetchQuery(made(hooks.mealTicketQueries.types)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.mealTicketQueries.detail)),
        queryClient.ensureQueryData(made(hooks.mealTicketQueries.detail)),
        queryClient.fetchQuery(made(hooks.mealTicketQueries.detail)),
      ],
    } satisfies Every<typeof hooks.mealTicketQueries>,
    orderQueries: {
      list: [
        queryClient.prefetchQuery(made(hooks.orderQueries.list)),
        queryClient.ensureQueryData(made(hooks.orderQueries.list)),
        queryClient.fetchQuery(made(hooks.orderQueries.list)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.orderQueries.detail)),
        queryClient.ensureQueryData(made(hooks.orderQueries.detail)),
        queryClient.fetchQuery(made(hooks.orderQueries.detail)),
      ],
    } satisfies Every<typeof hooks.orderQueries>,
    paymentQueries: {
      types: [
        queryClient.prefetchQuery(made(hooks.paymentQueries.types)),
        queryClient.ensureQueryData(made(hooks.paymentQueries.types)),
        queryClient.fetchQuery(made(hooks.paymentQueries.types)),
      ],
      auths: [
        queryClient.prefetchQuery(made(hooks.paymentQueries.auths)),
        queryClient.ensureQueryData(made(hooks.paymentQueries.auths)),
        queryClient.fetchQuery(made(hooks.paymentQueries.auths)),
      ],
      preBilledAmount: [
        queryClient.prefetchQuery(made(hooks.paymentQueries.preBilledAmount)),
        queryClient.ensureQueryData(made(hooks.paymentQueries.preBilledAmount)),
        queryClient.fetchQuery(made(hooks.paymentQueries.preBilledAmount)),
      ],
      feedback: [
        queryClient.prefetchQuery(made(hooks.paymentQueries.feedback)),
        queryClient.ensureQueryData(made(hooks.paymentQueries.feedback)),
        queryClient.fetchQuery(made(hooks.paymentQueries.feedback)),
      ],
    } satisfies Every<typeof hooks.paymentQueries>,
    productQueries: {
      infiniteList: [
        queryClient.prefetchInfiniteQuery(made(hooks.productQueries.infiniteList)),
        queryClient.ensureInfiniteQueryData(made(hooks.productQueries.infiniteList)),
        queryClient.fetchInfiniteQuery(made(hooks.productQueries.infiniteList)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.productQueries.detail)),
        queryClient.ensureQueryData(made(hooks.productQueries.detail)),
        queryClient.fetchQuery(made(hooks.productQueries.detail)),
      ],
      detailById: [
        queryClient.prefetchQuery(made(hooks.productQueries.detailById)),
        queryClient.ensureQueryData(made(hooks.productQueries.detailById)),
        queryClient.fetchQuery(made(hooks.productQueries.detailById)),
      ],
      alternatives: [
        queryClient.prefetchQuery(made(hooks.productQueries.alternatives)),
        queryClient.ensureQueryData(made(hooks.productQueries.alternatives)),
        queryClient.fetchQuery(made(hooks.productQueries.alternatives)),
      ],
    } satisfies Every<typeof hooks.productQueries>,
    searchQueries: {
      suggestions: [
        queryClient.prefetchQuery(made(hooks.searchQueries.suggestions)),
        queryClient.ensureQueryData(made(hooks.searchQueries.suggestions)),
        queryClient.fetchQuery(made(hooks.searchQueries.suggestions)),
      ],
    } satisfies Every<typeof hooks.searchQueries>,
    sessionQueries: {
      current: [
        queryClient.prefetchQuery(made(hooks.sessionQueries.current)),
        queryClient.ensureQueryData(made(hooks.sessionQueries.current)),
        queryClient.fetchQuery(made(hooks.sessionQueries.current)),
      ],
      userDetail: [
        queryClient.prefetchQuery(made(hooks.sessionQueries.userDetail)),
        queryClient.ensureQueryData(made(hooks.sessionQueries.userDetail)),
        queryClient.fetchQuery(made(hooks.sessionQueries.userDetail)),
      ],
    } satisfies Every<typeof hooks.sessionQueries>,
    storeQueries: {
      list: [
        queryClient.prefetchQuery(made(hooks.storeQueries.list)),
        queryClient.ensureQueryData(made(hooks.storeQueries.list)),
        queryClient.fetchQuery(made(hooks.storeQueries.list)),
      ],
      detail: [
        queryClient.prefetchQuery(made(hooks.storeQueries.detail)),
        queryClient.ensureQueryData(made(hooks.storeQueries.detail)),
        queryClient.fetchQuery(made(hooks.storeQueries.detail)),
      ],
    } satisfies Every<typeof hooks.storeQueries>,
    subscriptionQueries: {
      list: [
        queryClient.prefetchQuery(made(hooks.subscriptionQueries.list)),
        queryClient.ensureQueryData(made(hooks.subscriptionQueries.list)),
        queryClient.fetchQuery(made(hooks.subscriptionQueries.list)),
      ],
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

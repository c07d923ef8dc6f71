export {
  addressKeys,
  anonOrderKeys,
  giftKeys,
  listKeys,
  orderKeys,
  profileKeys,
  subscriptionKeys,
} from './profile-keys';
export type { OrderListParams, SubscriptionPlanParams } from './profile-keys';
export {
  addressQueries,
  anonOrderQueries,
  giftQueries,
  listQueries,
  orderQueries,
  subscriptionQueries,
} from './profile-queries';
export type { ProfileMutationOptions } from './profile-mutation-options';
export {
  addressMutationKeys,
  addressMutations,
  anonOrderMutationKeys,
  anonOrderMutations,
  billingAddressMutationKeys,
  billingAddressMutations,
  giftMutationKeys,
  giftMutations,
  listMutationKeys,
  listMutations,
  orderMutationKeys,
  orderMutations,
  subscriptionMutationKeys,
  subscriptionMutations,
} from './profile-mutations';
export type {
  AddToListVariables,
  CreateBillingAddressVariables,
  CreateListVariables,
  DeleteAddressResult,
  DeleteAddressVariables,
  DeleteListResult,
  ListVariables,
  OrderVariables,
  RedeemGiftCodeVariables,
  RemoveFromListVariables,
  RemoveGiftCertificateVariables,
  RenameListVariables,
  RequestAnonOrderAccessResult,
  RequestAnonOrderAccessVariables,
  RequestRewardResult,
  RequestRewardVariables,
  SubscriptionPlansResult,
  SubscriptionPlanVariables,
  UpdateAddressVariables,
  UpdateBillingAddressVariables,
} from './profile-mutations';
export {
  useAllOrders,
  useCancelOrder,
  useEditOrder,
  useOrder,
  useOrders,
  useReorder,
} from './use-orders';
export { useAnonOrder, useAnonOrders, useRequestAnonOrderAccess } from './use-anon-orders';
export {
  useAddListToCart,
  useAddToList,
  useCreateList,
  useDeleteList,
  useList,
  useLists,
  useRemoveFromList,
  useRenameList,
} from './use-lists';
export {
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
  useUserAddress,
  useUserAddresses,
} from './use-user-addresses';
export {
  useBillingAddresses,
  useCreateBillingAddress,
  useUpdateBillingAddress,
} from './use-billing-addresses';
export type { PersonWithBillingAddress } from './use-billing-addresses';
export {
  useGiftCertificates,
  useRedeemGiftCode,
  useRemoveGiftCertificate,
  useRequestedRewards,
  useRequestReward,
  useRewards,
} from './use-gifts';
export {
  SUBSCRIPTION_ADDED_MESSAGE,
  useAddSubscriptionPlan,
  useDeleteSubscriptionPlan,
  useSubscriptionPlans,
} from './use-subscriptions';

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
  useAllOrders,
  useCancelOrder,
  useEditOrder,
  useOrder,
  useOrders,
  useReorder,
} from './use-orders';
export type { OrderVariables } from './use-orders';
export { useAnonOrder, useAnonOrders, useRequestAnonOrderAccess } from './use-anon-orders';
export type {
  RequestAnonOrderAccessResult,
  RequestAnonOrderAccessVariables,
} from './use-anon-orders';
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
export type {
  AddToListVariables,
  CreateListVariables,
  DeleteListResult,
  ListVariables,
  RemoveFromListVariables,
  RenameListVariables,
} from './use-lists';
export {
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
  useUserAddress,
  useUserAddresses,
} from './use-user-addresses';
export type {
  DeleteAddressResult,
  DeleteAddressVariables,
  UpdateAddressVariables,
} from './use-user-addresses';
export {
  useBillingAddresses,
  useCreateBillingAddress,
  useUpdateBillingAddress,
} from './use-billing-addresses';
export type {
  CreateBillingAddressVariables,
  PersonWithBillingAddress,
  UpdateBillingAddressVariables,
} from './use-billing-addresses';
export {
  useGiftCertificates,
  useRedeemGiftCode,
  useRemoveGiftCertificate,
  useRequestedRewards,
  useRequestReward,
  useRewards,
} from './use-gifts';
export type {
  RedeemGiftCodeVariables,
  RemoveGiftCertificateVariables,
  RequestRewardResult,
  RequestRewardVariables,
} from './use-gifts';
export {
  SUBSCRIPTION_ADDED_MESSAGE,
  useAddSubscriptionPlan,
  useDeleteSubscriptionPlan,
  useSubscriptionPlans,
} from './use-subscriptions';
export type { SubscriptionPlanVariables, SubscriptionPlansResult } from './use-subscriptions';

export { paymentKeys, mealTicketKeys } from './payment-keys';
export type {
  MealTicketProvider,
  PaymentFeedbackProvider,
  PaymentTypesParams,
} from './payment-keys';
export { paymentQueries } from './payment-queries';
export { mealTicketQueries } from './meal-ticket-queries';
export {
  mealTicketMutationKeys,
  mealTicketMutations,
  paymentMutationKeys,
  paymentMutations,
} from './payment-mutations';
export type {
  AddPaymentAuthData,
  AddPaymentAuthVariables,
  DeletePaymentAuthData,
  DeletePaymentAuthVariables,
  DiscardMealTicketLoginVariables,
  MealTicketLoginData,
  MealTicketLoginVariables,
  MealTicketLogoutVariables,
  MealTicketMobileCallbackVariables,
  MealTicketProviderLogoutVariables,
  SelectMealTicketVariables,
  UpdateMealTicketDataVariables,
} from './payment-mutations';
export type { MealTicketBalance } from './meal-ticket-queries';
export {
  INVALID_PAYMENT_FEEDBACK_MESSAGE,
  InvalidPaymentFeedbackError,
  parsePaymentFeedback,
  sendPaymentFeedback,
} from './payment-feedback';
export type { PaymentFeedbackParams, PaymentFeedbackRequest } from './payment-feedback';
export { usePaymentTypes } from './use-payment-types';
export { useFastPayment } from './use-fast-payment';
export type { UseFastPaymentOptions } from './use-fast-payment';
export { usePaymentAuths } from './use-payment-auths';
export { useAddPaymentAuth } from './use-add-payment-auth';
export type { UseAddPaymentAuthOptions } from './use-add-payment-auth';
export { useDeletePaymentAuth } from './use-delete-payment-auth';
export type { UseDeletePaymentAuthOptions } from './use-delete-payment-auth';
export { usePreBilledAmount } from './use-pre-billed-amount';
export { usePaymentFeedback } from './use-payment-feedback';
export { useMealTicketTypes } from './use-meal-ticket-types';
export { useMealTicketDetail } from './use-meal-ticket-detail';
export { useSelectMealTicket } from './use-select-meal-ticket';
export type { UseSelectMealTicketOptions } from './use-select-meal-ticket';
export { useMealTicketLogout } from './use-meal-ticket-logout';
export type { UseMealTicketLogoutOptions } from './use-meal-ticket-logout';
export { useUpdateMealTicketData } from './use-update-meal-ticket-data';
export type { UseUpdateMealTicketDataOptions } from './use-update-meal-ticket-data';
export {
  useDiscardMealTicketLogin,
  useMealTicketLogin,
  useMealTicketMobileCallback,
  useMealTicketProviderLogout,
} from './use-meal-ticket-provider';
export type {
  UseDiscardMealTicketLoginOptions,
  UseMealTicketLoginOptions,
  UseMealTicketMobileCallbackOptions,
  UseMealTicketProviderLogoutOptions,
} from './use-meal-ticket-provider';

import { carrelloKeys } from '../keys';

/** Parameters that scope the payment type list. */
export interface PaymentTypesParams {
  /** The order being paid again; without it, the types of the current cart. */
  orderId?: number;
  /** The store (chain) id some chains scope payment types by. */
  storeId?: number;
}

/** The return pages that report a payment provider's redirect to the platform. */
export type PaymentFeedbackProvider = 'stripe' | 'stripe-recurrent' | 'satispay';

/** Query keys of payment types, saved payment methods and provider feedback. */
export const paymentKeys = {
  all: [...carrelloKeys.all, 'payment'] as const,
  typeLists: () => [...paymentKeys.all, 'types'] as const,
  typeList: (params: PaymentTypesParams = {}) =>
    [...paymentKeys.typeLists(), { orderId: params.orderId, storeId: params.storeId }] as const,
  authLists: () => [...paymentKeys.all, 'auths'] as const,
  authList: (paymentTypeId: number) => [...paymentKeys.authLists(), paymentTypeId] as const,
  feedbacks: () => [...paymentKeys.all, 'feedback'] as const,
  /** Keyed by the order or payment id only: a client secret never goes into a cache key. */
  feedback: (provider: PaymentFeedbackProvider, reference: string) =>
    [...paymentKeys.feedbacks(), provider, reference] as const,
};

/** A meal-voucher provider (docs/requirements/payments.md: four providers under `/ebsn/api/meal-ticket/{provider}/`). */
export type MealTicketProvider = 'edenred' | 'pellegrini' | 'sodexo' | 'day';

/** Query keys of meal vouchers. */
export const mealTicketKeys = {
  all: [...carrelloKeys.all, 'meal-tickets'] as const,
  types: () => [...mealTicketKeys.all, 'types'] as const,
  details: () => [...mealTicketKeys.all, 'detail'] as const,
  detail: (provider: MealTicketProvider, paymentTypeId: number) =>
    [...mealTicketKeys.details(), provider, paymentTypeId] as const,
};

export { checkoutMutationKeys, checkoutMutations } from './checkout-mutations';
export type { BuyCartData, BuyCartVariables } from './checkout-mutations';
export {
  PAYMENT_ERROR_PATH,
  PLACE_ORDER_MESSAGES,
  paymentCompletedPath,
  usePlaceOrder,
} from './use-place-order';
export type {
  CheckoutError,
  CheckoutStep,
  PlaceOrderResult,
  UsePlaceOrderOptions,
  UsePlaceOrderReturn,
} from './use-place-order';
export { postForm } from './post-form';
export type { PostFormRequest } from './post-form';

export { FastPaymentCard, PaymentMethodList, cardDisplayNumber } from './payment-method-list';
export type { FastPaymentCardProps, PaymentMethodListProps } from './payment-method-list';

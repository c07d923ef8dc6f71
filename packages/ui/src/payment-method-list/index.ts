export {
  FastPaymentCard,
  PaymentMethodList,
  cardDisplayNumber,
} from './payment-method-list.styles';
export type { FastPaymentCardProps, PaymentMethodListProps } from './payment-method-list.styles';

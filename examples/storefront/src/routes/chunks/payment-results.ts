// The payment outcome pages load together as one chunk, as they did when they shared a file.

export { PaymentCompletedPage } from '../payment-completed';
export { PaymentErrorPage } from '../payment-error';

import type { StripeError } from '@stripe/stripe-js';

import type { CardPaymentFailure } from './payment-provider';

const DECLINED = 'La carta è stata rifiutata. Prova con un’altra carta o contatta la tua banca.';
const GENERIC = 'Il pagamento non è andato a buon fine. Riprova o usa un’altra carta.';
const UNREACHABLE =
  'Il servizio di pagamento non risponde. Controlla la connessione e riprova tra qualche istante.';

const EXPIRED = 'La carta è scaduta. Prova con un’altra carta.';
const WRONG_CVC = 'Il codice di sicurezza (CVC) non è corretto. Controllalo e riprova.';
const WRONG_NUMBER = 'Il numero della carta non è corretto. Controllalo e riprova.';
const WRONG_EXPIRY = 'La data di scadenza della carta non è valida.';
const LIMIT =
  'La carta ha superato il limite di spesa. Prova con un’altra carta o contatta la tua banca.';
const BANK_BUSY = 'La banca non ha potuto elaborare il pagamento. Riprova tra qualche istante.';
const THREE_D_SECURE =
  'La verifica della banca (3D Secure) non è andata a buon fine. Riprova o usa un’altra carta.';

// Stripe's decline codes a shopper can act on; the others (lost or stolen card, fraud
// suspicion) get the generic decline on purpose, as Stripe advises.
const DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  insufficient_funds:
    'La carta non ha fondi sufficienti per questo importo. Prova con un’altra carta.',
  expired_card: EXPIRED,
  incorrect_cvc: WRONG_CVC,
  incorrect_number: WRONG_NUMBER,
  card_velocity_exceeded: LIMIT,
  withdrawal_count_limit_exceeded: LIMIT,
  processing_error: BANK_BUSY,
  try_again_later: BANK_BUSY,
};

const CODE_MESSAGES: Readonly<Record<string, string>> = {
  card_declined: DECLINED,
  expired_card: EXPIRED,
  incorrect_cvc: WRONG_CVC,
  invalid_cvc: WRONG_CVC,
  incorrect_number: WRONG_NUMBER,
  invalid_number: WRONG_NUMBER,
  invalid_expiry_month: WRONG_EXPIRY,
  invalid_expiry_year: WRONG_EXPIRY,
  incomplete_number: 'Il numero della carta è incompleto.',
  incomplete_cvc: 'Il codice di sicurezza (CVC) è incompleto.',
  incomplete_expiry: 'La data di scadenza della carta è incompleta.',
  incomplete_zip: 'Il codice postale è incompleto.',
  processing_error: BANK_BUSY,
  authentication_required:
    'La banca chiede una verifica che non è stata completata. Riprova e conferma il pagamento quando la banca lo chiede.',
  payment_intent_authentication_failure: THREE_D_SECURE,
  setup_intent_authentication_failure: THREE_D_SECURE,
};

// Codes after which the intent can no longer be paid: a new attempt starts from the order.
const FINAL_CODES = new Set(['payment_intent_unexpected_state', 'resource_missing']);

/**
 * Turns a Stripe error into Italian for the shopper: known codes get our own wording (clearer
 * than the bank's), card and form errors otherwise keep Stripe's message, already in Italian
 * through `locale: 'it'`; anything else gets a generic text.
 * @example describeStripeError({ type: 'card_error', code: 'card_declined' }).message
 */
export function describeStripeError(error: StripeError): CardPaymentFailure {
  if (error.code && FINAL_CODES.has(error.code)) {
    return {
      message: 'Questo pagamento non può più essere completato. Torna all’ordine per riprovare.',
      retryable: false,
    };
  }
  if (error.type === 'api_connection_error' || error.type === 'rate_limit_error') {
    return { message: UNREACHABLE, retryable: true };
  }
  const byDecline = error.decline_code ? DECLINE_MESSAGES[error.decline_code] : undefined;
  const byCode = error.code ? CODE_MESSAGES[error.code] : undefined;
  const stripeText =
    (error.type === 'card_error' || error.type === 'validation_error') && error.message
      ? error.message
      : undefined;
  return { message: byDecline ?? byCode ?? stripeText ?? GENERIC, retryable: true };
}

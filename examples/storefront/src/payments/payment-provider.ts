import type { ComponentType } from 'react';

import type { CardPaymentParams } from './card-payment-params';
import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { createStripeProvider } from './stripe-provider';

/** Why a card payment did not go through, as the card form tells its page. */
export interface CardPaymentFailure {
  /** Italian text for the shopper (the form shows it too); never a card number or a secret. */
  message: string;
  /**
   * Whether the form stays usable for another attempt on the same payment (another card,
   * fixed data); when `false` the payment is over and the page leads back to the order.
   */
  retryable: boolean;
}

/** Props of a provider's card form. */
export interface CardPaymentFormProps {
  params: CardPaymentParams;
  /** Called when the platform confirmed the payment (or is still checking it). */
  onCompleted: () => void;
  /** Called when the provider or the platform refused the payment. */
  onFailed: (failure: CardPaymentFailure) => void;
}

/** A card-saving session the platform opened (`payment-type/add-auth`). */
export interface CardSetup {
  /** The provider's setup id (`payment_id`), sent back with the outcome. */
  paymentId: string;
  /** The client secret of the provider's setup intent; never in the address bar or logs. */
  clientSecret: string;
}

/** Props of a provider's card-saving form. */
export interface CardSetupFormProps {
  setup: CardSetup;
  /**
   * The page the provider returns to after a bank check on its own pages (absolute URL); it
   * appends `redirect_status`, like the platform's own provider page.
   */
  returnUrl: string;
  /** Called with the provider's status (`succeeded`, `processing`…) once the card is set up. */
  onSettled: (redirectStatus: string) => void;
}

/** A card payment provider behind one small interface. */
export interface PaymentProvider {
  /** Provider id, from `VITE_PAYMENT_PROVIDER`. */
  id: string;
  /** The card form of the StripePayPayment page, or `null` when payments happen on the provider's own page. */
  CardForm: ComponentType<CardPaymentFormProps> | null;
  /**
   * The card-saving form of `/profile/payment-method/add-card`, or `null` when cards are saved
   * on the provider's own page (`paymentUrl` of `add-auth`).
   */
  CardSetupForm: ComponentType<CardSetupFormProps> | null;
}

/**
 * The reference server's simulated provider: buying answers with the URL of the server's own
 * payment page, which the checkout posts to, so there is no card form in the storefront.
 */
export const simulatedProvider: PaymentProvider = {
  id: 'simulated',
  CardForm: null,
  CardSetupForm: null,
};

let stripe: { publishableKey: string; provider: PaymentProvider } | undefined;

/**
 * The provider chosen by configuration (`VITE_PAYMENT_PROVIDER`, see the README); the same
 * object on every call, so its card form keeps its state across renders. Throws a
 * `PaymentConfigError` when the settings are wrong.
 * @example const { CardForm } = paymentProvider();
 */
export function paymentProvider(config: PaymentConfig = readPaymentConfig()): PaymentProvider {
  if (config.provider === 'simulated') return simulatedProvider;
  if (stripe?.publishableKey !== config.publishableKey) {
    stripe = {
      publishableKey: config.publishableKey,
      provider: createStripeProvider({ publishableKey: config.publishableKey }),
    };
  }
  return stripe.provider;
}

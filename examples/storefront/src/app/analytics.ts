import type { CarrelloAnalyticsEvent } from '@carrello/hooks';

// Keys that must never reach a data layer: payment secrets, tokens and credentials.
const SECRET_KEY = /secret|payment_?data|token|password|pwd|card|iban|auth/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => scrub(entry, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) clean[key] = scrub(entry, depth + 1);
  }
  return clean;
}

/** Removes the payment-page parameters (client secret, payment data) from a path. */
export function publicPath(pathname: string): string {
  return pathname.startsWith('/stripe-pay-payment/') ? '/stripe-pay-payment' : pathname;
}

/**
 * Pushes an analytics event to `window.dataLayer`, without any secret (ARCHITECTURE "Security").
 */
export function pushToDataLayer(event: CarrelloAnalyticsEvent): void {
  const clean = scrub(event) as Record<string, unknown>;
  if (typeof clean.path === 'string') clean.path = publicPath(clean.path);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(clean);
}

import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The card form's pay button once a shopper can press it: it shows at once but stays disabled
 * until Stripe.js has loaded and the Payment Element is ready, which takes a few renders (longer
 * on a loaded machine). Clicking it before then would do nothing.
 */
export async function enabledPayButton(name: RegExp | string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), {
    timeout: 5_000,
  });
  return screen.getByRole('button', { name });
}

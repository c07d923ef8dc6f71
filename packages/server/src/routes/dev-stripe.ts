import type { FastifyInstance } from 'fastify';

import { hashToken } from '../services/tokens';
import { completeSetup } from '../services/payment';

/** Stripe's test card that is always declined (`card_declined`, `generic_decline`). */
const DECLINED_TEST_CARD = '4000000000000002';

/** Where the storefront's development fake of Stripe.js confirms a SetupIntent. */
export const DEV_STRIPE_CONFIRM_SETUP_PATH = '/dev/stripe/setup-intents/confirm';

interface StripeLikeError {
  type: 'card_error' | 'validation_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

function text(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/**
 * A development stand-in for Stripe's side of saving a card (CARRELLO_DEV_TOOLS=1, never in
 * production): the reference server has no Stripe account, so a storefront built for Stripe
 * confirms the SetupIntent of `add-auth` here (`{ client_secret, number, expiry }`) through a
 * local fake of Stripe.js (the storefront's end-to-end tests). A valid card is recorded for the
 * setup's user as the provider page records it, so `stripe/payment-feedback-recurrent` and the
 * saved cards see it; Stripe's declined test card 4000 0000 0000 0002 and invalid cards answer a
 * Stripe-shaped error and leave the setup open for another card, as Stripe does.
 */
export async function devStripeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.post(DEV_STRIPE_CONFIRM_SETUP_PATH, async (request, reply) => {
    const fail = (status: number, error: StripeLikeError) =>
      reply.code(status).header('Cache-Control', 'no-store').send({ error });
    const clientSecret = text(request.body, 'client_secret');
    const setup = clientSecret
      ? await db
          .selectFrom('payment_setups')
          .innerJoin('users', 'users.id', 'payment_setups.user_id')
          .select([
            'payment_setups.id',
            'payment_setups.status',
            'users.first_name',
            'users.last_name',
          ])
          .where('payment_setups.client_secret_hash', '=', hashToken(clientSecret))
          .executeTakeFirst()
      : undefined;
    if (!setup)
      return fail(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such setup intent.',
      });
    if (setup.status !== 'created')
      return fail(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'This setup intent is no longer open.',
      });
    const number = text(request.body, 'number');
    if (number.replace(/[\s-]/g, '') === DECLINED_TEST_CARD)
      return fail(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'La carta è stata rifiutata.',
      });
    // Stripe's card form asks no holder: the card is the account holder's.
    const holder = `${setup.first_name} ${setup.last_name}`.trim() || 'Cliente';
    const result = await completeSetup(
      db,
      { clientSecret },
      { number, expiry: text(request.body, 'expiry'), holder },
    );
    if (!result)
      return fail(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'This setup intent is no longer open.',
      });
    if ('errors' in result) {
      const { number: badNumber, expiry } = result.errors;
      return fail(402, {
        type: 'card_error',
        code: badNumber
          ? 'incorrect_number'
          : expiry === 'La carta è scaduta'
            ? 'expired_card'
            : 'invalid_expiry_year',
        message: badNumber ?? expiry ?? 'Carta non valida',
      });
    }
    return reply.header('Cache-Control', 'no-store').send({
      setupIntent: { id: `seti_${setup.id}`, object: 'setup_intent', status: 'succeeded' },
    });
  });
}

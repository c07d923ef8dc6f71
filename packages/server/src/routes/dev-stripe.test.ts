import { describe, expect, it } from 'vitest';

import { GIULIA } from '../seed/index';
import { signIn, testAppBeforeAll, type TestApp, type TestSession } from '../testing/test-app';
import { call, cardSavedFeedback } from '../testing/commerce';
import { DEV_STRIPE_CONFIRM_SETUP_PATH } from './dev-stripe';

interface SetupStart {
  paymentUrl: string;
  paymentParameters: { payment_id: string; payment_intent_client_secret: string };
}

async function startSetup(t: TestApp, session: TestSession) {
  const started = await call<SetupStart>(t, 'payment.addAuth', 'payment-type/add-auth', {
    session,
    method: 'POST',
    query: { payment_type_id: 12, payment_data: JSON.stringify({}) },
  });
  expect(started.statusCode).toBe(200);
  return started.body.data.paymentParameters;
}

/** Confirms a card setup on the Stripe stand-in, as Stripe.js does, with a card expiring 12/39. */
function confirm(t: TestApp, clientSecret: string, number: string) {
  return t.app.inject({
    method: 'POST',
    url: DEV_STRIPE_CONFIRM_SETUP_PATH,
    payload: { client_secret: clientSecret, number, expiry: '12/39' },
  });
}

async function savedCards(t: TestApp, session: TestSession) {
  const list = await call<{ auths: Array<{ creditCard: string }> }>(
    t,
    'payment.listAuths',
    'payment-type/list-auth',
    { session, query: { payment_type_id: 12 } },
  );
  return list.body.data.auths.map((auth) => auth.creditCard);
}

describe('the development Stripe simulation, when on', () => {
  const t = testAppBeforeAll({ products: 20, config: { devTools: true } });

  it('declines Stripe’s declined test card, keeps the setup open and records a valid card', async () => {
    const giulia = await signIn(t.app, GIULIA);
    const setup = await startSetup(t, giulia);
    const secret = setup.payment_intent_client_secret;

    const declined = await confirm(t, secret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: expect.objectContaining({ type: 'card_error', code: 'card_declined' }),
    });
    const invalid = await confirm(t, secret, '4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(402);
    expect(invalid.json().error.code).toBe('incorrect_number');
    expect(await savedCards(t, giulia)).toEqual([]);

    const saved = await confirm(t, secret, '5555 5555 5555 4444');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      setupIntent: { id: setup.payment_id, object: 'setup_intent', status: 'succeeded' },
    });
    const feedback = await cardSavedFeedback(t, giulia, setup.payment_id, secret);
    expect(feedback.body.data.status).toBe('completed');
    expect((await savedCards(t, giulia)).some((card) => card.endsWith('4444'))).toBe(true);

    // A confirmed setup is over, as on Stripe; an unknown secret is not found.
    const again = await confirm(t, secret, '4242424242424242');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('setup_intent_unexpected_state');
    const unknown = await confirm(t, 'seti_secret_nope', '4242424242424242');
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each([
  { name: 'in production', config: { production: true, devTools: true } },
  { name: 'without CARRELLO_DEV_TOOLS', config: { devTools: false } },
])('the development Stripe simulation $name', ({ config }) => {
  const t = testAppBeforeAll({ products: 20, config });

  it('is not there and records nothing', async () => {
    const giulia = await signIn(t.app, GIULIA);
    const setup = await startSetup(t, giulia);
    const response = await confirm(t, setup.payment_intent_client_secret, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(404);
    expect(await savedCards(t, giulia)).toEqual([]);
  });
});

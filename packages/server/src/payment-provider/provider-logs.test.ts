import { describe, expect, it } from 'vitest';

import { call, plainProducts, prepareCheckout } from '../testing/commerce';
import { captureLog } from '../testing/log-capture';
import { postForm, signIn, testAppBeforeAll } from '../testing/test-app';

const log = captureLog('debug');
const t = testAppBeforeAll({ products: 40, logger: log.logger });

/** Mario buys one product with his saved card: the order and the provider's parameters. */
async function buyWithSavedCard() {
  const mario = await signIn(t.app);
  const [product] = await plainProducts(t, 1);
  await call(t, 'cart.addProduct', 'cart/add-product', {
    session: mario,
    json: { items: [{ productId: product!.id, quantity: 1 }] },
  });
  await prepareCheckout(t, mario);
  await call(t, 'cart.lock', 'cart/lock', { session: mario, method: 'POST' });
  const auth = await t.db
    .selectFrom('payment_auths')
    .select('id')
    .where('user_id', '=', mario.userId)
    .executeTakeFirstOrThrow();
  const bought = await call<{ orderId: number; paymentParameters: Record<string, string> }>(
    t,
    'cart.buy',
    'cart/buy',
    { session: mario, form: { payment_type_id: 25, payment_auth_id: auth.id } },
  );
  return { mario, bought };
}

describe('simulated provider and logs', () => {
  it('never logs the client secret nor the provider session of a card payment', async () => {
    const { mario, bought } = await buyWithSavedCard();
    const { session_id: sessionId, payment_client_secret: secret } =
      bought.body.data.paymentParameters;
    await postForm(t.app, '/payment-provider/checkout/action', null, {
      session_id: sessionId!,
      action: 'pay',
    });
    const feedback = await call<{ status: string }>(
      t,
      'payment.stripeFeedback',
      'stripe/payment-feedback',
      {
        session: mario,
        query: {
          redirect_status: 'succeeded',
          order_id: bought.body.data.orderId,
          payment_intent_client_secret: secret!,
        },
      },
    );
    expect(feedback.body.data.status).toBe('completed');
    const output = log.text();
    expect(output).toContain('/payment-provider/checkout/action');
    expect(output).toContain('/ebsn/api/stripe/payment-feedback');
    expect(output).not.toContain(secret);
    expect(output).not.toContain(sessionId);
  });

  it('writes the amount to authorise as the shop does, thousands point included', async () => {
    const { bought } = await buyWithSavedCard();
    const { session_id: sessionId } = bought.body.data.paymentParameters;
    // A large order: the page must group thousands as every other page of the shop does.
    await t.db
      .updateTable('payments')
      .set({ amount: 12345.6 })
      .where('provider_session', '=', sessionId!)
      .execute();
    const page = await postForm(t.app, '/payment-provider/checkout', null, {
      session_id: sessionId!,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Importo da autorizzare: <strong>12.345,60\u00a0€</strong>');
    expect(page.body).toContain('Paga 12.345,60\u00a0€');
  });
});

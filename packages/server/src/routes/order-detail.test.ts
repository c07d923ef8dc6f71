import { describe, expect, it } from 'vitest';

import { postForm, testAppBeforeAll } from '../testing/test-app';
import { MARIO } from '../seed/index';
import { call, looseProduct, plainProducts, prepareCheckout } from '../testing/commerce';

const t = testAppBeforeAll({}, { mario: MARIO });

interface OrderDetail {
  orderId: number;
  paymentTypeDescr?: string;
  needInvoice?: boolean;
  statusHistory?: Array<{ date: string; descr: string }>;
  grossTotal: number;
  amountToAuthorize?: number;
}

async function placeOrder(
  extra: Array<{ productId: number; quantity: number; weight?: number }> = [],
): Promise<{ orderId: number; sessionId: string; preBilled: number }> {
  const picked = await plainProducts(t, 1);
  await call(t, 'cart.addProduct', 'cart/add-product', {
    session: t.mario,
    json: { items: [...picked.map((p) => ({ productId: p.id, quantity: 1 })), ...extra] },
  });
  await prepareCheckout(t, t.mario);
  // What the storefront shows before paying as "Importo da autorizzare".
  const preBilled = (
    await call<{ preBilledAmount: number }>(t, 'cart.preBilledAmount', 'cart/pre-billed-amount', {
      session: t.mario,
      query: { payment_type_id: 12 },
    })
  ).body.data.preBilledAmount;
  await call(t, 'cart.lock', 'cart/lock', { session: t.mario, method: 'POST' });
  const bought = await call<{ orderId: number; paymentParameters: Record<string, string> }>(
    t,
    'cart.buy',
    'cart/buy',
    { session: t.mario, form: { payment_type_id: 12 } },
  );
  return {
    orderId: bought.body.data.orderId,
    sessionId: bought.body.data.paymentParameters.session_id!,
    preBilled,
  };
}

function providerAction(sessionId: string, action: 'pay' | 'decline') {
  return postForm(t.app, '/payment-provider/checkout/action', null, {
    session_id: sessionId,
    action,
  });
}

async function view(orderId: number) {
  return (
    await call<OrderDetail>(t, 'orders.get', 'order/view', {
      session: t.mario,
      query: { order_id: orderId },
    })
  ).body.data;
}

describe('the order detail', () => {
  it('tells the amount the provider was asked to authorise: more than TOTALE with weighed goods', async () => {
    const loose = await looseProduct(t);
    const { orderId, sessionId, preBilled } = await placeOrder([
      { productId: loose.id, quantity: 1, weight: 1.5 },
    ]);
    const placed = await view(orderId);
    expect(placed.amountToAuthorize).toBe(preBilled);
    expect(placed.amountToAuthorize!).toBeGreaterThan(placed.grossTotal);
    await providerAction(sessionId, 'decline');
    await call(t, 'orders.cancel', 'order/delete', {
      session: t.mario,
      form: { order_id: orderId },
    });
    await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
  });

  it('asks to authorise TOTALE when nothing is weighed', async () => {
    const { orderId, sessionId, preBilled } = await placeOrder();
    const placed = await view(orderId);
    expect(placed.amountToAuthorize).toBe(placed.grossTotal);
    expect(preBilled).toBe(placed.grossTotal);
    await providerAction(sessionId, 'pay');
  });

  it('records a paid order as paid and confirmed', async () => {
    const { orderId, sessionId } = await placeOrder();
    await providerAction(sessionId, 'pay');
    const paid = await view(orderId);
    expect(paid.statusHistory?.map((event) => event.descr)).toEqual([
      'Ordine ricevuto',
      'Pagamento riuscito',
      'Confermato',
    ]);
  });

  it('names the payment method and tells the story of a declined, then cancelled order', async () => {
    const { orderId, sessionId } = await placeOrder();
    const placed = await view(orderId);
    expect(placed.paymentTypeDescr).toBe('Carta di credito');
    expect(placed.needInvoice).toBe(false);
    expect(placed.statusHistory?.map((event) => event.descr)).toEqual(['Ordine ricevuto']);

    await providerAction(sessionId, 'decline');
    await call(t, 'orders.cancel', 'order/delete', {
      session: t.mario,
      form: { order_id: orderId },
    });
    const cancelled = await view(orderId);
    expect(cancelled.statusHistory?.map((event) => event.descr)).toEqual([
      'Ordine ricevuto',
      'Pagamento non riuscito',
      'Ordine annullato',
    ]);
    const dates = cancelled.statusHistory!.map((event) => event.date);
    expect([...dates].sort()).toEqual(dates);
    await call(t, 'cart.empty', 'cart/empty', { session: t.mario, method: 'POST' });
  });
});

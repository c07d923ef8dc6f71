import { describe, expect, it } from 'vitest';

import { configFromEnv, defaultRenderThreads, devToolsList } from './config';
import { call, plainProducts, prepareCheckout, type CartData } from './testing/commerce';
import { sendMail } from './services/mailbox';
import { postForm, signIn, testAppBeforeAll, type TestApp } from './testing/test-app';

describe('the development tools switch', () => {
  it('is off unless CARRELLO_DEV_TOOLS=1, and always off in production', () => {
    expect(configFromEnv({}).devTools).toBe(false);
    expect(configFromEnv({ CARRELLO_DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(configFromEnv({ CARRELLO_DEV_TOOLS: '1', NODE_ENV: 'development' }).devTools).toBe(true);
    const production = configFromEnv({ CARRELLO_DEV_TOOLS: '1', NODE_ENV: 'production' });
    expect(production.devTools).toBe(false);
    expect(devToolsList(production)).toEqual([]);
    // Even a configuration that asks for them gets none in production.
    expect(devToolsList({ production: true, devTools: true })).toEqual([]);
    expect(devToolsList({ production: false, devTools: true })).toHaveLength(4);
  });

  it('reads CARRELLO_DEMO and CARRELLO_TRUST_PROXY', () => {
    expect(configFromEnv({}).demo).toBe(false);
    expect(configFromEnv({ CARRELLO_DEMO: '1', NODE_ENV: 'production' }).demo).toBe(true);
    expect(configFromEnv({}).trustProxy).toBeUndefined();
    expect(configFromEnv({ CARRELLO_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ CARRELLO_TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(configFromEnv({}).appLastVersion).toBeUndefined();
    expect(configFromEnv({ CARRELLO_APP_LAST_VERSION: ' 1.2.0 ' }).appLastVersion).toBe('1.2.0');
  });

  it('renders pages in a thread per core but one unless CARRELLO_RENDER_THREADS says', () => {
    expect(defaultRenderThreads(1)).toBe(0);
    expect(defaultRenderThreads(2)).toBe(1);
    expect(defaultRenderThreads(8)).toBe(7);
    expect(configFromEnv({}).renderThreads).toBe(defaultRenderThreads());
    expect(configFromEnv({ CARRELLO_RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(configFromEnv({ CARRELLO_RENDER_THREADS: ' 3 ' }).renderThreads).toBe(3);
    expect(() => configFromEnv({ CARRELLO_RENDER_THREADS: 'due' })).toThrow(
      'CARRELLO_RENDER_THREADS must be a whole number from 0 to 64, not "due"',
    );
  });
});

/** Fills Mario's cart, locks it and buys it with the provider's card; answers the session id. */
async function providerSession(t: TestApp): Promise<string> {
  const mario = await signIn(t.app);
  const picked = await plainProducts(t, 1);
  await call(t, 'cart.addProduct', 'cart/add-product', {
    session: mario,
    json: { items: picked.map((p) => ({ productId: p.id, quantity: 1 })) },
  });
  await prepareCheckout(t, mario);
  const locked = await call<CartData>(t, 'cart.lock', 'cart/lock', {
    session: mario,
    method: 'POST',
  });
  expect(locked.body.data.locked).toBe(true);
  const bought = await call<{ paymentParameters?: Record<string, string> }>(
    t,
    'cart.buy',
    'cart/buy',
    { session: mario, form: { payment_type_id: 12 } },
  );
  return bought.body.data.paymentParameters!.session_id!;
}

function providerPost(t: TestApp, path: string, fields: Record<string, string>) {
  return postForm(t.app, path, null, fields);
}

describe.each([
  { name: 'in production', config: { production: true } },
  { name: 'without CARRELLO_DEV_TOOLS', config: { devTools: false } },
])('the development tools $name', ({ config }) => {
  const t = testAppBeforeAll({ products: 20, config });

  it('answer /dev/mailbox and /dev/mailbox.json with the 404 envelope', async () => {
    await sendMail(t.db, { to: 'giulia.bianchi@example.it', subject: 'Segreto', text: 'link' });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=giulia']) {
      for (const accept of ['text/html', 'application/json']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({
          response: { status: 1, errors: [{ error: 'Risorsa non trovata' }] },
        });
        expect(response.body).not.toContain('Segreto');
      }
    }
  });

  it('keep the provider page for paying, without its test controls', async () => {
    const session_id = await providerSession(t);
    const page = await providerPost(t, '/payment-provider/checkout', { session_id });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Paga ');
    expect(page.body).toContain('Annulla il pagamento');
    expect(page.body).not.toContain('Simula pagamento rifiutato');
    expect(page.body).not.toContain('3-D Secure');
    // Asking for the simulated bank step by hand shows the checkout again.
    const challenge = await providerPost(t, '/payment-provider/checkout/action', {
      session_id,
      action: 'challenge',
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).not.toContain('Verifica della banca');
    const paid = await providerPost(t, '/payment-provider/checkout/action', {
      session_id,
      action: 'pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/cart\/payment-completed\/\d+$/);
  });
});

describe('the development tools, when on', () => {
  const t = testAppBeforeAll({ products: 20, config: { devTools: true } });

  it('serve the mailbox', async () => {
    await sendMail(t.db, { to: 'giulia.bianchi@example.it', subject: 'Benvenuta', text: 'ciao' });
    const json = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=giulia.bianchi@example.it',
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual([expect.objectContaining({ subject: 'Benvenuta' })]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Benvenuta');
  });

  it('show the provider’s test controls', async () => {
    const session_id = await providerSession(t);
    const page = await providerPost(t, '/payment-provider/checkout', { session_id });
    expect(page.body).toContain('Simula pagamento rifiutato');
    expect(page.body).toContain('Paga con verifica della banca (3-D Secure)');
    const challenge = await providerPost(t, '/payment-provider/checkout/action', {
      session_id,
      action: 'challenge',
    });
    expect(challenge.body).toContain('Verifica della banca');
    expect(challenge.body).toContain('Codice di prova');
  });
});

import { formatItalianEuro } from '@carrello/core';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { escapeHtml, htmlPage } from '../http/html';
import { completeMealTicketLogin, findMealTicketLogin } from '../services/meal-tickets';
import {
  PROVIDER_PATHS,
  completeSetup,
  findProviderSession,
  findSetupSession,
  settleProviderSession,
  type ProviderAction,
  type ProviderSession,
} from '../services/payment';

/** The one-time code of the simulated 3-D Secure step (shown on the page: it is a simulation). */
export const CHALLENGE_CODE = '123456';

const PAGE_STYLE = `<style>
form.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
button{font:inherit;padding:.6rem 1.1rem;border-radius:.4rem;border:1px solid #555;background:#fff;cursor:pointer}
button.primary{background:#0b57d0;color:#fff;border-color:#0b57d0}
button:focus-visible,input:focus-visible{outline:3px solid #f9a825;outline-offset:2px}
label{display:block;font-weight:600;margin-top:.75rem}
input{font:inherit;padding:.5rem;border:1px solid #555;border-radius:.3rem;width:100%;max-width:20rem;box-sizing:border-box}
.error{color:#b3261e;font-weight:600}
.summary{background:#f6f6f6;padding:1rem;border-radius:.4rem}
</style>`;

/** An amount as every page of the shop writes it: "12.345,60 €", with a no-break space. */
function euro(amount: number): string {
  return formatItalianEuro(amount) ?? `${amount.toFixed(2).replace('.', ',')}\u00a0€`;
}

function send(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Frame-Options', 'DENY')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(htmlPage(title, `${PAGE_STYLE}${body}`));
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function field(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, 600) : '';
}

function closedPage(reply: FastifyReply): FastifyReply {
  return send(
    reply,
    410,
    'Sessione di pagamento non valida',
    `<main><h1>Sessione di pagamento non valida</h1>
<p>Questa sessione di pagamento è scaduta, è già stata usata oppure è stata annullata.
Torna al carrello per riprovare.</p>
<p><a href="/cart">Torna al carrello</a></p></main>`,
  );
}

/** What the provider's pages offer besides paying. */
interface ProviderOptions {
  /**
   * The development test controls: "Simula pagamento rifiutato", the 3-D Secure step on demand,
   * the test code and the test card shown on the pages. Off in production (see `devToolsOn`).
   */
  testControls: boolean;
}

function checkoutPage(
  reply: FastifyReply,
  sessionId: string,
  session: ProviderSession,
  options: ProviderOptions,
) {
  const card = session.savedCard
    ? `<p>Carta: <strong>${escapeHtml(session.savedCard)}</strong></p>`
    : '';
  return send(
    reply,
    200,
    'Pagamento sicuro – Carrello Pagamenti',
    `<main>
<h1>Pagamento sicuro</h1>
<p>Ambiente di prova di Carrello Pagamenti: nessun addebito reale.</p>
<div class="summary">
<p>Ordine n. <strong>${session.orderId}</strong></p>
<p>Importo da autorizzare: <strong>${euro(session.amount)}</strong></p>
${card}
</div>
<form class="actions" method="post" action="${PROVIDER_PATHS.checkout}/action">
${hidden('session_id', sessionId)}
<button class="primary" type="submit" name="action" value="pay">Paga ${euro(session.amount)}</button>
${
  options.testControls
    ? `<button type="submit" name="action" value="challenge">Paga con verifica della banca (3-D Secure)</button>
<button type="submit" name="action" value="decline">Simula pagamento rifiutato</button>`
    : `<button type="submit" name="action" value="decline">Annulla il pagamento</button>`
}
</form>
</main>`,
  );
}

function challengePage(
  reply: FastifyReply,
  sessionId: string,
  session: ProviderSession,
  options: ProviderOptions,
  error?: string,
) {
  return send(
    reply,
    error ? 422 : 200,
    'Verifica della banca – Carrello Pagamenti',
    `<main>
<h1>Verifica della banca</h1>
<p>Per confermare il pagamento di <strong>${euro(session.amount)}</strong> (ordine n. ${session.orderId})
inserisci il codice che la banca ti ha inviato via SMS.</p>
${options.testControls ? `<p>Codice di prova: <strong>${CHALLENGE_CODE}</strong></p>` : ''}
<form method="post" action="${PROVIDER_PATHS.checkout}/action">
${hidden('session_id', sessionId)}
<label for="otp">Codice di verifica</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required
 ${error ? 'aria-invalid="true" aria-describedby="otp-error"' : ''} autofocus>
${error ? `<p id="otp-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions" style="display:flex;gap:.75rem;margin-top:1rem">
<button class="primary" type="submit" name="action" value="confirm-challenge">Conferma</button>
<button type="submit" name="action" value="decline" formnovalidate>Annulla il pagamento</button>
</div>
</form>
</main>`,
  );
}

function saveCardPage(
  reply: FastifyReply,
  options: ProviderOptions,
  session: string,
  values: { holder?: string; expiry?: string } = {},
  errors: Record<string, string> = {},
) {
  const input = (
    name: string,
    label: string,
    attrs: string,
    value = '',
  ) => `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${
    errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>
${errors[name] ? `<p id="${name}-error" class="error">${escapeHtml(errors[name])}</p>` : ''}`;
  const count = Object.keys(errors).length;
  return send(
    reply,
    count > 0 ? 422 : 200,
    'Salva una carta – Carrello Pagamenti',
    `<main>
<h1>Salva una carta</h1>
<p>Ambiente di prova di Carrello Pagamenti${options.testControls ? ': usa ad esempio la carta 4242 4242 4242 4242' : ''}.</p>
${count > 0 ? `<p class="error" role="alert">Correggi ${count === 1 ? 'il campo segnalato' : `i ${count} campi segnalati`}.</p>` : ''}
<form method="post" action="${PROVIDER_PATHS.saveCard}/submit">
${hidden('setup_session', session)}
${input('holder', 'Titolare della carta', 'autocomplete="cc-name" maxlength="80"', values.holder)}
${input('number', 'Numero della carta', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"')}
${input('expiry', 'Scadenza (MM/AA)', 'autocomplete="cc-exp" placeholder="MM/AA" maxlength="5"', values.expiry)}
<div class="actions" style="display:flex;gap:.75rem;margin-top:1rem">
<button class="primary" type="submit" name="action" value="save">Salva la carta</button>
<button type="submit" name="action" value="cancel" formnovalidate>Annulla</button>
</div>
</form>
</main>`,
  );
}

/**
 * The simulated payment provider: checkout (pay, decline, 3-D Secure step), card saving and the
 * meal-ticket sign-in page. Italian pages without scripts or external assets; every state
 * change is written by the server before the shopper is sent back to the storefront.
 *
 * The pages a shopper needs to pay are always served; the test controls only with
 * `options.testControls`. Without them the checkout offers "Paga" and "Annulla il pagamento"
 * (a cancellation, which the provider treats as a refusal), and asking for the 3-D Secure step
 * by hand re-shows the checkout page.
 */
export async function paymentProviderPages(
  app: FastifyInstance,
  options: ProviderOptions,
): Promise<void> {
  const { db } = app;
  const actions: ProviderAction[] = options.testControls
    ? ['pay', 'decline', 'challenge', 'confirm-challenge']
    : ['pay', 'decline', 'confirm-challenge'];

  app.post(PROVIDER_PATHS.checkout, async (request, reply) => {
    const sessionId = field(request.body, 'session_id');
    const session = sessionId ? await findProviderSession(db, sessionId) : null;
    if (!session || (session.status !== 'created' && session.status !== 'requires_action'))
      return closedPage(reply);
    if (session.status === 'requires_action')
      return challengePage(reply, sessionId, session, options);
    return checkoutPage(reply, sessionId, session, options);
  });

  app.post(`${PROVIDER_PATHS.checkout}/action`, async (request, reply) => {
    const sessionId = field(request.body, 'session_id');
    const action = field(request.body, 'action') as ProviderAction;
    if (!sessionId) return closedPage(reply);
    const session = await findProviderSession(db, sessionId);
    if (!session || (session.status !== 'created' && session.status !== 'requires_action'))
      return closedPage(reply);
    if (!actions.includes(action))
      return session.status === 'requires_action'
        ? challengePage(reply, sessionId, session, options)
        : checkoutPage(reply, sessionId, session, options);
    if (action === 'confirm-challenge') {
      if (session.status !== 'requires_action')
        return checkoutPage(reply, sessionId, session, options);
      if (field(request.body, 'otp').trim() !== CHALLENGE_CODE)
        return challengePage(reply, sessionId, session, options, 'Codice non corretto: riprova.');
    }
    if (action === 'pay' && session.status === 'requires_action')
      return challengePage(reply, sessionId, session, options);
    const result = await settleProviderSession(db, sessionId, action);
    if (!result) return closedPage(reply);
    if (result.status === 'requires_action')
      return challengePage(reply, sessionId, { ...session, status: 'requires_action' }, options);
    const target =
      result.status === 'succeeded'
        ? `/cart/payment-completed/${result.orderId}`
        : `/payment-error/${result.orderId}`;
    return reply.header('Cache-Control', 'no-store').redirect(target, 303);
  });

  app.post(PROVIDER_PATHS.saveCard, async (request, reply) => {
    const session = field(request.body, 'setup_session');
    const setup = session ? await findSetupSession(db, session) : null;
    if (!setup || setup.status !== 'created') return closedPage(reply);
    return saveCardPage(reply, options, session);
  });

  app.post(`${PROVIDER_PATHS.saveCard}/submit`, async (request, reply) => {
    const session = field(request.body, 'setup_session');
    if (!session) return closedPage(reply);
    const card =
      field(request.body, 'action') === 'cancel'
        ? null
        : {
            number: field(request.body, 'number'),
            expiry: field(request.body, 'expiry'),
            holder: field(request.body, 'holder'),
          };
    const result = await completeSetup(db, session, card);
    if (!result) return closedPage(reply);
    if ('errors' in result)
      return saveCardPage(
        reply,
        options,
        session,
        { holder: card?.holder ?? '', expiry: card?.expiry ?? '' },
        result.errors,
      );
    return reply.header('Cache-Control', 'no-store').redirect(result.redirect, 303);
  });

  app.get(PROVIDER_PATHS.mealTicketLogin, async (request, reply) => {
    const state = field(request.query, 'state');
    const login = state ? await findMealTicketLogin(db, state) : null;
    if (!login) return closedPage(reply);
    return send(
      reply,
      200,
      `Accedi a ${login.name}`,
      `<main>
<h1>Accedi a ${escapeHtml(login.name)}</h1>
<p>Ambiente di prova: accedendo, Carrello potrà usare il saldo dei tuoi buoni pasto.</p>
<form class="actions" method="post" action="${PROVIDER_PATHS.mealTicketLogin}">
${hidden('state', state)}
<button class="primary" type="submit" name="action" value="login">Accedi e autorizza</button>
<button type="submit" name="action" value="cancel">Annulla</button>
${
  options.testControls
    ? '<button type="submit" name="action" value="deny">Simula accesso negato</button>'
    : ''
}
</form>
</main>`,
    );
  });

  app.post(PROVIDER_PATHS.mealTicketLogin, async (request, reply) => {
    const state = field(request.body, 'state');
    const action = field(request.body, 'action');
    const done = await completeMealTicketLogin(db, state, action === 'login');
    if (!done) return closedPage(reply);
    // Back to the payment step, saying how the sign-in ended (the test refusal only in development).
    const outcome =
      action === 'login'
        ? 'ok'
        : action === 'deny' && options.testControls
          ? 'denied'
          : 'cancelled';
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`/payment?meal_ticket_login=${outcome}`, 303);
  });
}

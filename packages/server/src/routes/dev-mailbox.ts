import type { FastifyInstance } from 'fastify';

import { escapeHtml, htmlPage } from '../http/html';
import { listMail } from '../services/mailbox';

const LINK = /(https?:\/\/[^\s<]+)/g;

/**
 * The development mailbox: every e-mail the server sends (registration confirmation, password
 * reset...) readable at `/dev/mailbox` (HTML) and `/dev/mailbox.json` (`?to=` filters by recipient).
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get('/dev/mailbox.json', async (request) => {
    const { to } = request.query as { to?: string };
    const messages = await listMail(db, typeof to === 'string' ? { to } : {});
    return messages.map((m) => ({
      id: m.id,
      to: m.recipient,
      subject: m.subject,
      text: m.text_body,
      html: m.html_body,
      sentAt: m.created_at,
    }));
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const { to } = request.query as { to?: string };
    const messages = await listMail(db, typeof to === 'string' ? { to } : {});
    const rows = messages
      .map(
        (
          m,
        ) => `<tr><td>${escapeHtml(m.created_at.toLocaleString('it-IT', { timeZone: 'Europe/Rome' }))}</td>
<td>${escapeHtml(m.recipient)}</td><td><strong>${escapeHtml(m.subject)}</strong>
<pre>${escapeHtml(m.text_body).replace(LINK, '<a href="$1">$1</a>')}</pre></td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return htmlPage(
      'Casella di posta di sviluppo',
      `<h1>Casella di posta di sviluppo</h1>
<p>Le e-mail inviate dal server di riferimento non escono dalla macchina: le trovi qui, dalla più recente.</p>
${messages.length === 0 ? '<p>Nessun messaggio.</p>' : `<table><thead><tr><th>Data</th><th>Destinatario</th><th>Messaggio</th></tr></thead><tbody>${rows}</tbody></table>`}`,
    );
  });
}

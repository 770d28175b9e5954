import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { escapeHtml, renderServerPage } from '../../http/server-page.js';
import { extractLinks } from '../../plugins/mail.js';

const LIST_LIMIT = 100;

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
  sentAt: string | null;
  sendError: string | null;
  links: string[];
}

export async function listOutbox(db: Kysely<Database>): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('emailOutbox')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    sendError: row.sendError,
    links: extractLinks(row.textBody),
  }));
}

/** GET /api/dev/outbox (JSON, newest first). Registered only when DEV_OUTBOX is on. */
export const devOutboxApiRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/dev/outbox', async () => ({ messages: await listOutbox(app.db) }));
  done();
};

/** GET /dev/outbox: the stored mails, newest first, in the app's look (no scripts or inline styles: the CSP applies). */
export const devOutboxPageRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await listOutbox(app.db);
    const items = messages
      .map(
        (m) =>
          `<article class="card"><h2>${escapeHtml(m.subject)}</h2>` +
          `<p class="muted">To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.kind)}</p>` +
          (m.links.length
            ? `<ul class="links">${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>`
            : '') +
          `<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const html = renderServerPage({
      title: 'Outbox · Crowdspark (development)',
      badge: 'Development',
      body:
        `<h1>Development outbox</h1><p class="muted">${messages.length} message(s), newest first. Mail is kept here while DEV_OUTBOX is on.</p>` +
        (items || '<p class="card">No mail yet.</p>'),
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  done();
};

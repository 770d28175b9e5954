import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** GET /dev/outbox: a plain page (no scripts, no inline styles: the CSP applies) listing the mails. */
export const devOutboxPageRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await listOutbox(app.db);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.kind)}</p>` +
          `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` +
          `<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('<hr>');
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Outbox · Crowdspark (development)</title></head>' +
      `<body><h1>Development outbox</h1><p>${messages.length} message(s), newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  done();
};

import type { FastifyPluginCallback } from 'fastify';
import { sql } from 'kysely';
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

/** `?to=`: one recipient's mail (case-insensitive); blank or missing: everyone's. */
export function recipientOf(query: unknown): string | null {
  const to = (query as { to?: unknown } | undefined)?.to;
  return typeof to === 'string' && to.trim() !== '' ? to.trim().slice(0, 320) : null;
}

/**
 * The newest mail first, at most 100; `to` keeps one recipient's (the demo seed alone writes
 * hundreds of mails to its backers, which would hide a verification link among them).
 */
export async function listOutbox(db: Kysely<Database>, to: string | null = null): Promise<OutboxEntry[]> {
  let query = db.selectFrom('emailOutbox').selectAll();
  if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.toLowerCase());
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id').limit(LIST_LIMIT).execute();
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
  app.get('/dev/outbox', async (request) => ({ messages: await listOutbox(app.db, recipientOf(request.query)) }));
  done();
};

/** GET /dev/outbox: the stored mails, newest first, in the app's look (no scripts or inline styles: the CSP applies). */
export const devOutboxPageRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/dev/outbox', async (request, reply) => {
    const to = recipientOf(request.query);
    const messages = await listOutbox(app.db, to);
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
        `<h1>Development outbox</h1>` +
        `<form method="get" action="/dev/outbox" class="card"><label for="outbox-to">Recipient</label> ` +
        `<input id="outbox-to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="ana@crowdspark.dev"> ` +
        `<button type="submit">Show their mail</button>${to ? ' <a href="/dev/outbox">Everyone’s mail</a>' : ''}</form>` +
        `<p class="muted">${messages.length} message(s)${to ? ` to ${escapeHtml(to)}` : ''}, newest first. Mail is kept here while DEV_OUTBOX is on.</p>` +
        (items || `<p class="card">${to ? 'No mail to this address yet.' : 'No mail yet.'}</p>`),
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  done();
};

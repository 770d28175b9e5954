import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { listOutbox } from '../../src/modules/dev-outbox/routes.js';
import type { OutboxEntry } from '../../src/modules/dev-outbox/routes.js';

/** The newest mail to `to` (of `kind` when given), read as the development outbox lists it. */
export async function latestMail(db: Kysely<Database>, to: string, kind?: string): Promise<OutboxEntry> {
  const found = (await listOutbox(db)).find((m) => m.to === to && (!kind || m.kind === kind));
  if (!found) throw new Error(`no ${kind ?? ''} mail to ${to}`);
  return found;
}

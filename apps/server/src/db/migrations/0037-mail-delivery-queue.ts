import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * `email_outbox` becomes the mail delivery queue (docs/decisions/0049-mail-after-commit.md): a row
 * is sent by a worker only once the transaction that wrote it has committed. `next_attempt_at` is
 * when a worker may take the row (null: nothing to do: sent, failed for good, or written without
 * SMTP); a worker that takes it moves it to the end of its lease, so a second worker skips it and a
 * crashed one's row comes back. `attempts` counts tries; `failed_at` marks a row given up on.
 * Rows written before this migration are left alone (never sent late).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_outbox
    add column attempts integer not null default 0,
    add column next_attempt_at timestamptz,
    add column failed_at timestamptz`.execute(db);
  await sql`create index email_outbox_due_idx on email_outbox (next_attempt_at) where next_attempt_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index email_outbox_due_idx`.execute(db);
  await sql`alter table email_outbox drop column attempts, drop column next_attempt_at, drop column failed_at`.execute(db);
}

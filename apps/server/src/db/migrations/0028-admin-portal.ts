import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The admin portal (docs/decisions/0035-admin-portal.md):
 * - audit_log gains what every admin action states: what kind of thing it acted on, the state
 *   before and after, and the reason. A trigger makes the log append-only: no delete, and no update
 *   except the foreign key setting actor_id to null when an actor's row goes.
 * - reports (modules/reports): who works on it, how it was resolved, the note, by whom and when.
 * - contact_messages (modules/contact): who marked it handled.
 * - ledger_check_runs (modules/ledger): each run of the invariant check, scheduled or by hand.
 */
const UP = [
  sql`alter table audit_log
    add column target_type text,
    add column before jsonb,
    add column after jsonb,
    add column reason text`,
  sql`create index audit_log_created_id_idx on audit_log (created_at desc, id desc)`,
  sql`create index audit_log_actor_idx on audit_log (actor_id, created_at desc)`,
  sql`create index audit_log_action_idx on audit_log (action, created_at desc)`,
  sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.actor_id is null and old.actor_id is not null
         and (to_jsonb(new) - 'actor_id') = (to_jsonb(old) - 'actor_id') then
        return new;
      end if;
      raise exception 'audit_log is append-only' using errcode = 'P0001';
    end
  $$`,
  sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`,

  sql`alter table reports
    add column assignee_id text references users (id),
    add column resolution text constraint reports_resolution_check
      check (resolution in ('no_action', 'remove_content', 'suspend_campaign', 'disable_user')),
    add column resolution_note text,
    add column resolved_by text references users (id),
    add column resolved_at timestamptz`,
  sql`create index reports_status_created_idx on reports (status, created_at desc, id desc)`,
  sql`create index reports_target_idx on reports (target_type, target_id)`,

  sql`alter table contact_messages add column handled_by text references users (id) on delete set null`,
  sql`create index contact_messages_created_idx on contact_messages (created_at desc, id desc)`,

  sql`create table ledger_check_runs (
    id uuid primary key default gen_random_uuid(),
    trigger text not null constraint ledger_check_runs_trigger_check check (trigger in ('scheduled', 'manual')),
    ok boolean not null,
    report jsonb not null,
    started_by text references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index ledger_check_runs_trigger_created_idx on ledger_check_runs (trigger, created_at desc)`,

  sql`create index users_created_id_idx on users (created_at desc, id desc)`,
  sql`create index campaigns_created_id_idx on campaigns (created_at desc, id desc)`,
];

const DOWN = [
  sql`drop index campaigns_created_id_idx`,
  sql`drop index users_created_id_idx`,
  sql`drop table ledger_check_runs`,
  sql`drop index contact_messages_created_idx`,
  sql`alter table contact_messages drop column handled_by`,
  sql`drop index reports_target_idx`,
  sql`drop index reports_status_created_idx`,
  sql`alter table reports drop column resolved_at, drop column resolved_by, drop column resolution_note,
    drop column resolution, drop column assignee_id`,
  sql`drop trigger audit_log_append_only on audit_log`,
  sql`drop function audit_log_append_only()`,
  sql`drop index audit_log_action_idx`,
  sql`drop index audit_log_actor_idx`,
  sql`drop index audit_log_created_id_idx`,
  sql`alter table audit_log drop column reason, drop column after, drop column before, drop column target_type`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}

import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Membership stats and discovery (docs/product-rules.md#memberships, decision 0079):
 * - membership_programs.show_member_count: the creator lets their profile say "N members" (off by
 *   default: a small count is the creator's to show).
 * - points_entries.kind gains 'membership': joining a membership earns points as a backing does
 *   (modules/rewards), extended in place as 0048 extends the ledger's transaction types.
 */
const EXTEND_KIND_CHECK = sql`
  do $$
  declare definition text;
  begin
    select pg_get_constraintdef(c.oid) into definition from pg_constraint c
      where c.conname = 'points_entries_kind_check' and c.conrelid = 'points_entries'::regclass;
    if definition is null or position('ARRAY[' in definition) = 0 then
      raise exception 'constraint points_entries_kind_check has no value list';
    end if;
    if position('''membership''' in definition) = 0 then
      execute 'alter table points_entries drop constraint points_entries_kind_check';
      execute 'alter table points_entries add constraint points_entries_kind_check '
        || replace(definition, 'ARRAY[', 'ARRAY[''membership''::text, ');
    end if;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table membership_programs add column show_member_count boolean not null default false`.execute(db);
  await EXTEND_KIND_CHECK.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table membership_programs drop column show_member_count`.execute(db);
}

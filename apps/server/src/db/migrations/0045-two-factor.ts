import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in (decision 0073): the columns and table of Better Auth's two-factor plugin in
 * our snake_case naming (modules/identity/two-factor-plugin.ts maps its fields onto them). The
 * plugin's `user.twoFactorEnabled` becomes `users.two_factor_enabled`; its `twoFactor` model
 * becomes `auth_two_factors`, one row per account: the authenticator secret and the recovery codes,
 * both encrypted by Better Auth with the auth secret, whether the first code was verified yet, and
 * the count of failed sign-in codes with the lock it leads to. The plugin looks rows up by user
 * only (never by secret), so user_id is the one index, unique: one authenticator per account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column two_factor_enabled boolean not null default false`.execute(db);
  await sql`create table auth_two_factors (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    secret text not null,
    backup_codes text not null,
    verified boolean not null default true,
    failed_verification_count integer not null default 0,
    locked_until timestamptz
  )`.execute(db);
  await sql`create unique index auth_two_factors_user_id_key on auth_two_factors (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auth_two_factors`.execute(db);
  await sql`alter table users drop column two_factor_enabled`.execute(db);
}

import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Passkeys (decision 0076): the table of Better Auth's passkey plugin in our snake_case naming
 * (modules/identity/passkey-plugin.ts maps its fields onto it). One row per registered passkey:
 * the credential's id and public key (base64), the signature counter it last reported, how it
 * is backed up and reached, and the name the person gave it. Sign-in looks a row up by
 * credential id (unique: an authenticator's credential belongs to one account); the settings
 * list a person's passkeys by user. The challenges live in auth_verifications, not here. The
 * counter is an integer, not bigint (which the driver reads as a string): a WebAuthn counter is a
 * uint32, but no authenticator signs two thousand million times, and most passkeys report 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table auth_passkeys (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    name text,
    public_key text not null,
    credential_id text not null,
    counter integer not null default 0,
    device_type text not null,
    backed_up boolean not null,
    transports text,
    aaguid text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index auth_passkeys_credential_id_key on auth_passkeys (credential_id)`.execute(db);
  await sql`create index auth_passkeys_user_id_idx on auth_passkeys (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auth_passkeys`.execute(db);
}

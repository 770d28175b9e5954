import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Collaborators and invites (decision 0025).
 *
 * - `campaign_invites`: an owner's invitation, addressed either to an account (by username:
 *   `invitee_user_id`) or to an e-mail address (`invitee_email`, lower-cased). An e-mail invite
 *   becomes a person's only once an account holds that address verified; `invitee_user_id` is set
 *   when they answer. Pending invites expire at `expires_at`; at most one pending invite per
 *   campaign and invitee (partial unique indexes).
 * - `campaign_collaborators`: who may edit a campaign besides its owner (story, media, FAQ, rewards).
 */
const STATEMENTS = [
  sql`create table campaign_invites (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete cascade,
    invited_by text not null references users (id),
    invitee_user_id text references users (id),
    invitee_email text,
    status text not null default 'pending'
      check (status in ('pending', 'accepted', 'declined', 'revoked', 'expired')),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    answered_at timestamptz,
    check (invitee_user_id is not null or invitee_email is not null)
  )`,
  sql`create unique index campaign_invites_pending_user_idx on campaign_invites (campaign_id, invitee_user_id)
      where status = 'pending' and invitee_user_id is not null`,
  sql`create unique index campaign_invites_pending_email_idx on campaign_invites (campaign_id, invitee_email)
      where status = 'pending' and invitee_email is not null`,
  // The invitee's pending list: by account, and by the verified address of the account.
  sql`create index campaign_invites_user_idx on campaign_invites (invitee_user_id) where status = 'pending'`,
  sql`create index campaign_invites_email_idx on campaign_invites (invitee_email) where status = 'pending'`,
  sql`create table campaign_collaborators (
    campaign_id text not null references campaigns (id) on delete cascade,
    user_id text not null references users (id),
    invited_by text not null references users (id),
    created_at timestamptz not null default now(),
    primary key (campaign_id, user_id)
  )`,
  sql`create index campaign_collaborators_user_idx on campaign_collaborators (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

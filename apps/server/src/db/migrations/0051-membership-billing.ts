import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Membership billing (docs/decisions/0078-membership-billing.md), written by modules/memberships:
 * - memberships.unpaid_tries: renewal tries of the current period that could not be paid (the
 *   wallet short and no card, or the card declined); back to 0 once a month is paid. The next try
 *   is this + 1, whoever runs it (the job, DEV_TOOLS' renew-now).
 * - memberships.next_tier_id: a cheaper tier the member moves to at the next renewal (downgrade).
 * - membership_charges.kind: 'period' (a month paid: join or renewal) or 'upgrade' (the prorated
 *   difference to a dearer tier for the rest of the current month).
 */
const UP = [
  sql`alter table memberships add column unpaid_tries integer not null default 0
    constraint memberships_unpaid_tries_check check (unpaid_tries >= 0)`,
  sql`alter table memberships add column next_tier_id uuid references membership_tiers (id)`,
  sql`alter table membership_charges add column kind text not null default 'period'
    constraint membership_charges_kind_check check (kind in ('period', 'upgrade'))`,
];

const DOWN = [
  sql`alter table membership_charges drop column kind`,
  sql`alter table memberships drop column next_tier_id`,
  sql`alter table memberships drop column unpaid_tries`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}

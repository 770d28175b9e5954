import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * With Stripe, a membership joined by card is a Stripe Subscription (decision 0082):
 * - memberships.billing: 'wallet' (our renewal job: wallet, then the saved card) or 'provider'
 *   (Stripe bills each month; its webhooks record the months, the failures and the end);
 * - memberships.provider_subscription_id: Stripe's `sub_…`, one membership each;
 * - memberships.provider_updated_at: when Stripe made the change last applied (webhooks come in
 *   any order; an older update never undoes a newer one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table memberships
    add column billing text not null default 'wallet' check (billing in ('wallet', 'provider')),
    add column provider_subscription_id text unique,
    add column provider_updated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table memberships
    drop column billing,
    drop column provider_subscription_id,
    drop column provider_updated_at`.execute(db);
}

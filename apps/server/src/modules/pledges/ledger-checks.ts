import { sql } from 'kysely';
import type { LedgerCheck } from '../ledger/verify.js';

/** Each campaign's escrow holds exactly its active pledges (no money stuck, none missing). */
const escrowMatchesPledges: LedgerCheck = {
  name: 'each campaign escrow equals its active pledges',
  async run(db) {
    const { rows } = await sql<{ campaignId: string; escrow: string; pledged: string }>`
      with escrow as (
        select owner_id as campaign_id, sum(balance) as total from ledger_accounts where kind = 'campaign_escrow' group by owner_id
      ), pledged as (
        select campaign_id, sum(amount) as total from pledges where status = 'active' group by campaign_id
      )
      select coalesce(e.campaign_id, p.campaign_id) as campaign_id, coalesce(e.total, 0)::text as escrow, coalesce(p.total, 0)::text as pledged
      from escrow e full join pledged p on p.campaign_id = e.campaign_id
      where coalesce(e.total, 0) <> coalesce(p.total, 0)
      limit 50`.execute(db);
    return rows.map((r) => `campaign ${r.campaignId}: escrow ${r.escrow}, active pledges ${r.pledged}`);
  },
};

/**
 * Settled (or canceled) campaigns have paid out or returned everything. A campaign whose refunds
 * are still going in batches (refunds.ts) holds its remaining active pledges: the check above
 * holds its escrow to exactly those, and this one waits until none is left.
 */
const settledEscrowEmpty: LedgerCheck = {
  name: 'ended campaigns have an empty escrow',
  async run(db) {
    const { rows } = await sql<{ id: string; status: string; balance: string }>`
      select c.id, c.status, a.balance::text as balance
      from campaigns c join ledger_accounts a on a.kind = 'campaign_escrow' and a.owner_id = c.id
      where c.status in ('successful', 'unsuccessful', 'canceled') and a.balance <> 0
        and not (
          c.status in ('unsuccessful', 'canceled')
          and exists (select 1 from pledges p where p.campaign_id = c.id and p.status = 'active')
        )
      limit 50`.execute(db);
    return rows.map((r) => `campaign ${r.id} (${r.status}) still holds ${r.balance}`);
  },
};

/** The counters shown on campaign pages agree with the pledges behind them. */
const campaignTotalsMatch: LedgerCheck = {
  name: 'campaign raised and backers counters match their pledges',
  async run(db) {
    const { rows } = await sql<{ id: string; raised: string; counted: string; backers: number; pledgeCount: number }>`
      select c.id, c.raised::text as raised, coalesce(sum(p.amount), 0)::text as counted,
             c.backers_count as backers, count(p.id)::int as pledge_count
      from campaigns c
      left join pledges p on p.campaign_id = c.id and p.status in ('active', 'collected', 'refunded')
      group by c.id
      having c.raised <> coalesce(sum(p.amount), 0) or c.backers_count <> count(p.id)
      limit 50`.execute(db);
    return rows.map(
      (r) => `campaign ${r.id}: raised ${r.raised} vs pledges ${r.counted}; backers ${r.backers} vs ${r.pledgeCount}`,
    );
  },
};

/** Registered on app.ledgerChecks by pledges/plugin.ts; cli/check-ledger.ts lists them too. */
export const PLEDGE_LEDGER_CHECKS: readonly LedgerCheck[] = [escrowMatchesPledges, settledEscrowEmpty, campaignTotalsMatch];

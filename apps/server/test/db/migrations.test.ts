import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { MIGRATIONS, migrateToLatest } from '../../src/db/migrate.js';
import { FULL_MIGRATION_BUDGET_MS, createEmptyDatabase, onPostgres } from '../helpers/test-database.js';

const EXPECTED_TABLES = [
  'audit_log',
  'auth_accounts',
  'auth_failures',
  'auth_passkeys',
  'auth_rate_limits',
  'auth_sessions',
  'auth_two_factors',
  'auth_verifications',
  'campaign_add_ons',
  'campaign_collaborators',
  'campaign_comments',
  'campaign_faqs',
  'campaign_images',
  'campaign_invites',
  'campaign_pledge_hours',
  'campaign_reward_tiers',
  'campaign_search_documents',
  'campaign_search_words',
  'campaign_settlements',
  'campaign_updates',
  'campaign_view_viewers',
  'campaigns',
  'contact_messages',
  'conversation_members',
  'conversations',
  'email_outbox',
  'event_deliveries',
  'event_subscriptions',
  'events',
  'help_article_votes',
  'help_articles',
  'help_categories',
  'idempotency_keys',
  'ledger_accounts',
  'ledger_check_runs',
  'ledger_entries',
  'ledger_transactions',
  'member_posts',
  'membership_charges',
  'membership_programs',
  'membership_tiers',
  'memberships',
  'messages',
  'notification_digests',
  'notifications',
  'page_view_days',
  'page_view_rollup',
  'page_view_source_days',
  'page_views',
  'payment_customers',
  'payments',
  'pledge_add_ons',
  'pledge_addresses',
  'pledges',
  'points_accounts',
  'points_entries',
  'promotion_credit_entries',
  'promotion_credits',
  'promotion_daily_stats',
  'promotion_visitor_marks',
  'promotions',
  'rate_limit_hits',
  'referral_codes',
  'referrals',
  'reports',
  'resumable_uploads',
  'sandbox_provider_records',
  'saved_campaigns',
  'saved_payment_methods',
  'scheduled_jobs',
  'stats_campaign_days',
  'stats_follower_days',
  'stats_pledge_amounts',
  'stats_seen_events',
  'subscription_invoices',
  'subscriptions',
  'user_badges',
  'user_blocks',
  'user_follows',
  'users',
  'wallet_statements',
  'webhook_events',
  'withdrawals',
];

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  // Without the CamelCasePlugin: these are SQL names.
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(handle.db.withoutPlugins());
  return result.rows.map((r) => r.table_name);
}

describe('migrations', { timeout: FULL_MIGRATION_BUDGET_MS }, () => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    while (opened.length) await opened.pop()?.close();
  });

  it('creates every table on an empty database, then finds nothing left to do (idempotent)', async () => {
    const database = await createEmptyDatabase();
    opened.push(database);
    expect(await tableNames(database)).toEqual([]);

    const first = await migrateToLatest(database.db);
    expect(first.map((r) => [r.migrationName, r.status])).toEqual(Object.keys(MIGRATIONS).map((name) => [name, 'Success']));
    expect(await tableNames(database)).toEqual(EXPECTED_TABLES);

    const second = await migrateToLatest(database.db);
    expect(second).toEqual([]);
    expect(await tableNames(database)).toEqual(EXPECTED_TABLES);

    // users holds every field of the user document (docs/product-rules.md#user-document; lists live in their own tables).
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'users' order by column_name`.execute(
      database.db.withoutPlugins(),
    );
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual(
      [
        'id',
        'email',
        'email_verified',
        'display_name',
        'photo_url',
        'role',
        'username',
        'bio',
        'location',
        'website',
        'interests',
        'has_subscription',
        'subscription_details',
        'join_date',
        'last_login_at',
        'created_at',
        'updated_at',
        'banned',
        'ban_reason',
        'ban_expires',
        'preferences',
        'deleted_at',
        'two_factor_enabled',
      ].sort(),
    );
  });

  it("keys the stats rollups with their figures included, so a campaign's days are read from the index alone (decision 0034)", async () => {
    const database = await createEmptyDatabase();
    opened.push(database);
    await migrateToLatest(database.db);
    const indexes = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where tablename in ('page_view_days', 'page_view_source_days') order by indexname`.execute(database.db.withoutPlugins());
    expect(indexes.rows.map((r) => [r.indexname, r.indexdef.replace(/^.* USING btree /, '')])).toEqual([
      ['page_view_days_pkey', '(path, day) INCLUDE (views, visitors)'],
      ['page_view_source_days_pkey', '(path, day, kind, source) INCLUDE (views)'],
    ]);
  });

  it('applies each migration once when two migrators run at the same time', async () => {
    const database = await createEmptyDatabase();
    opened.push(database);
    let second: DatabaseHandle = database;
    if (onPostgres() && database.connectionString) {
      // Two pools = two sessions, as two servers starting together would have.
      second = await openDatabase({ kind: 'postgres', connectionString: database.connectionString, maxConnections: 2 });
      opened.unshift(second);
    }
    const [a, b] = await Promise.all([migrateToLatest(database.db), migrateToLatest(second.db)]);
    const applied = [...a, ...b].filter((r) => r.status === 'Success').map((r) => r.migrationName);
    expect(applied.sort()).toEqual(Object.keys(MIGRATIONS).sort());
    expect([...a, ...b].some((r) => r.status === 'Error')).toBe(false);
    expect(await tableNames(database)).toEqual(EXPECTED_TABLES);
    const recorded = await sql<{ n: string }>`select count(*) as n from kysely_migration`.execute(database.db);
    expect(Number(recorded.rows[0]?.n)).toBe(Object.keys(MIGRATIONS).length);
  });
});

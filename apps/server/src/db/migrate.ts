import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationResult } from 'kysely';
import * as platformFoundation from './migrations/0001-platform-foundation.js';
import * as identity from './migrations/0002-identity.js';
import * as ledger from './migrations/0003-ledger.js';
import * as campaigns from './migrations/0004-campaigns.js';
import * as jobs from './migrations/0005-jobs.js';
import * as pledges from './migrations/0006-pledges.js';
import * as identityHardening from './migrations/0007-identity-hardening.js';
import * as moneyRecovery from './migrations/0008-money-recovery.js';
import * as uploadLimits from './migrations/0009-upload-limits.js';
import * as campaignStorySource from './migrations/0010-campaign-story-source.js';
import * as events from './migrations/0011-events.js';
import * as social from './migrations/0012-social.js';
import * as search from './migrations/0013-search.js';
import * as discovery from './migrations/0014-discovery.js';
import * as campaignPage from './migrations/0015-campaign-page.js';
import * as community from './migrations/0016-community.js';
import * as collaborators from './migrations/0017-collaborators.js';
import * as shipping from './migrations/0018-shipping.js';
import * as messages from './migrations/0019-messages.js';
import * as notifications from './migrations/0020-notifications.js';
import * as rewards from './migrations/0023-rewards.js';
import * as updateImages from './migrations/0024-update-images.js';
import * as promotions from './migrations/0025-promotions.js';
import * as subscriptions from './migrations/0026-subscriptions.js';
import * as stats from './migrations/0027-stats.js';
import * as adminPortal from './migrations/0028-admin-portal.js';
import * as helpCentre from './migrations/0029-help-centre.js';
import * as contentRemoval from './migrations/0030-content-removal.js';
import * as proBilling from './migrations/0031-pro-billing.js';
import * as statsCoveringKeys from './migrations/0032-stats-covering-keys.js';
import * as campaignViewViewers from './migrations/0036-campaign-view-viewers.js';
import * as mailDeliveryQueue from './migrations/0037-mail-delivery-queue.js';
import * as eventsUpkeep from './migrations/0038-events-upkeep.js';
import * as storyImages from './migrations/0039-story-images.js';
import * as rateLimitHits from './migrations/0040-rate-limit-hits.js';
import * as campaignChangeNotices from './migrations/0041-campaign-change-notices.js';
import * as searchIndexesWithoutPendingList from './migrations/0044-search-indexes-without-pending-list.js';
import * as twoFactor from './migrations/0045-two-factor.js';
import * as walletStatements from './migrations/0046-wallet-statements.js';
import * as campaignRelaunches from './migrations/0047-campaign-relaunches.js';
import * as memberships from './migrations/0048-memberships.js';
import * as passkeys from './migrations/0049-passkeys.js';
import * as memberPosts from './migrations/0050-member-posts.js';
import * as membershipBilling from './migrations/0051-membership-billing.js';
import * as membershipMemberCount from './migrations/0052-membership-member-count.js';
import * as membershipPause from './migrations/0053-membership-pause-and-price-notice.js';
import * as membershipProviderBilling from './migrations/0055-membership-provider-billing.js';

/**
 * Every migration, imported in code rather than read from a folder at run time, so the built
 * server carries them. Names sort in the order they run; never rename or edit a shipped one.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-platform-foundation': platformFoundation,
  '0002-identity': identity,
  '0003-ledger': ledger,
  '0004-campaigns': campaigns,
  '0005-jobs': jobs,
  '0006-pledges': pledges,
  '0007-identity-hardening': identityHardening,
  '0008-money-recovery': moneyRecovery,
  '0009-upload-limits': uploadLimits,
  '0010-campaign-story-source': campaignStorySource,
  '0011-events': events,
  '0012-social': social,
  '0013-search': search,
  '0014-discovery': discovery,
  '0015-campaign-page': campaignPage,
  '0016-community': community,
  '0017-collaborators': collaborators,
  '0018-shipping': shipping,
  '0019-messages': messages,
  '0020-notifications': notifications,
  '0023-rewards': rewards,
  '0024-update-images': updateImages,
  '0025-promotions': promotions,
  '0026-subscriptions': subscriptions,
  '0027-stats': stats,
  '0028-admin-portal': adminPortal,
  '0029-help-centre': helpCentre,
  '0030-content-removal': contentRemoval,
  '0031-pro-billing': proBilling,
  '0032-stats-covering-keys': statsCoveringKeys,
  '0036-campaign-view-viewers': campaignViewViewers,
  '0037-mail-delivery-queue': mailDeliveryQueue,
  '0038-events-upkeep': eventsUpkeep,
  '0039-story-images': storyImages,
  '0040-rate-limit-hits': rateLimitHits,
  '0041-campaign-change-notices': campaignChangeNotices,
  '0044-search-indexes-without-pending-list': searchIndexesWithoutPendingList,
  '0045-two-factor': twoFactor,
  '0046-wallet-statements': walletStatements,
  '0047-campaign-relaunches': campaignRelaunches,
  '0048-memberships': memberships,
  '0049-passkeys': passkeys,
  '0050-member-posts': memberPosts,
  '0051-membership-billing': membershipBilling,
  '0052-membership-member-count': membershipMemberCount,
  '0053-membership-pause-and-price-notice': membershipPause,
  '0055-membership-provider-billing': membershipProviderBilling,
};

/**
 * Brings the schema up to date. Safe when several servers start at once: Kysely's Postgres
 * adapter holds `pg_advisory_lock` on one connection while it runs the pending migrations in a
 * transaction, so the second server waits, then finds nothing left to do.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  // Without plugins: migrations spell the real snake_case names and Kysely's own tables stay as they are.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return results;
}

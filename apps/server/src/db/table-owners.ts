import type { Database } from './schema.js';

/** A server module (its folder under modules/) or an infrastructure file, relative to src/. */
type Owner =
  `modules/${string}/` | 'audit/audit-log.ts' | 'http/idempotency-store.ts' | 'plugins/mail' | 'plugins/rate-limit-store.ts';

/**
 * The one writer of each table: only files under its owner insert into, update or delete from it
 * (test/db/table-owners.test.ts reads the source and fails otherwise). Other code reads what it
 * needs, and asks the owner's service.ts to change anything. Typed by the schema, so a new table
 * does not compile until it has an owner. See docs/ARCHITECTURE.md, "Modules, their tables".
 */
export const TABLE_OWNERS = {
  // identity: accounts and sign-in (Better Auth writes through identity's adapter too).
  users: 'modules/identity/',
  authSessions: 'modules/identity/',
  authAccounts: 'modules/identity/',
  authVerifications: 'modules/identity/',
  authFailures: 'modules/identity/',
  authRateLimits: 'modules/identity/',
  authTwoFactors: 'modules/identity/',
  authPasskeys: 'modules/identity/',
  // social
  userFollows: 'modules/social/',
  savedCampaigns: 'modules/social/',
  userBlocks: 'modules/social/',
  // campaigns (the search tables are written by triggers on campaigns)
  campaigns: 'modules/campaigns/',
  campaignRewardTiers: 'modules/campaigns/',
  campaignAddOns: 'modules/campaigns/',
  campaignFaqs: 'modules/campaigns/',
  campaignImages: 'modules/campaigns/',
  campaignSearchDocuments: 'modules/campaigns/',
  campaignSearchWords: 'modules/campaigns/',
  campaignPledgeHours: 'modules/campaigns/',
  campaignInvites: 'modules/campaigns/',
  campaignCollaborators: 'modules/campaigns/',
  campaignViewViewers: 'modules/campaigns/',
  resumableUploads: 'modules/campaigns/',
  // pledges
  pledges: 'modules/pledges/',
  pledgeAddOns: 'modules/pledges/',
  pledgeAddresses: 'modules/pledges/',
  campaignSettlements: 'modules/pledges/',
  // ledger
  ledgerAccounts: 'modules/ledger/',
  ledgerTransactions: 'modules/ledger/',
  ledgerEntries: 'modules/ledger/',
  ledgerCheckRuns: 'modules/ledger/',
  // payments and wallet
  payments: 'modules/payments/',
  paymentCustomers: 'modules/payments/',
  savedPaymentMethods: 'modules/payments/',
  webhookEvents: 'modules/payments/',
  sandboxProviderRecords: 'modules/payments/',
  withdrawals: 'modules/wallet/',
  walletStatements: 'modules/wallet/',
  // platform
  scheduledJobs: 'modules/jobs/',
  events: 'modules/events/',
  eventSubscriptions: 'modules/events/',
  eventDeliveries: 'modules/events/',
  // community, messages, notifications, reports
  campaignUpdates: 'modules/community/',
  campaignComments: 'modules/community/',
  conversations: 'modules/messages/',
  conversationMembers: 'modules/messages/',
  messages: 'modules/messages/',
  notifications: 'modules/notifications/',
  notificationDigests: 'modules/notifications/',
  reports: 'modules/reports/',
  // rewards and promotions
  pointsAccounts: 'modules/rewards/',
  pointsEntries: 'modules/rewards/',
  userBadges: 'modules/rewards/',
  referralCodes: 'modules/rewards/',
  referrals: 'modules/rewards/',
  promotionCredits: 'modules/rewards/',
  promotionCreditEntries: 'modules/rewards/',
  promotions: 'modules/promotions/',
  promotionDailyStats: 'modules/promotions/',
  promotionVisitorMarks: 'modules/promotions/',
  // subscriptions
  subscriptions: 'modules/subscriptions/',
  subscriptionInvoices: 'modules/subscriptions/',
  // memberships
  membershipPrograms: 'modules/memberships/',
  membershipTiers: 'modules/memberships/',
  memberships: 'modules/memberships/',
  membershipCharges: 'modules/memberships/',
  // member-posts
  memberPosts: 'modules/member-posts/',
  // help centre
  helpCategories: 'modules/help-center/',
  helpArticles: 'modules/help-center/',
  helpArticleVotes: 'modules/help-center/',
  // analytics, contact, stats
  pageViews: 'modules/analytics/',
  pageViewDays: 'modules/analytics/',
  pageViewSourceDays: 'modules/analytics/',
  pageViewRollup: 'modules/analytics/',
  contactMessages: 'modules/contact/',
  statsCampaignDays: 'modules/stats/',
  statsPledgeAmounts: 'modules/stats/',
  statsFollowerDays: 'modules/stats/',
  statsSeenEvents: 'modules/stats/',
  // infrastructure shared by every module
  auditLog: 'audit/audit-log.ts',
  idempotencyKeys: 'http/idempotency-store.ts',
  emailOutbox: 'plugins/mail',
  rateLimitHits: 'plugins/rate-limit-store.ts',
} as const satisfies Record<keyof Database, Owner>;

export type TableName = keyof typeof TABLE_OWNERS;

import { WALLET_TRANSACTION_TYPES } from '@crowdspark/shared/contracts/wallet';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types as Kysely sees them. Columns are snake_case in SQL and camelCase here: the
 * CamelCasePlugin (see database.ts) translates both ways, so only migrations spell SQL names.
 */

/** A timestamp the database fills in by default; readable as Date, writable as Date or ISO text. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const USER_ROLES = ['user', 'admin', 'superadmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface UsersTable {
  /** Text, not uuid: Better Auth generates its own string ids onto this table. */
  id: string;
  email: string;
  emailVerified: Generated<boolean>;
  displayName: string;
  photoUrl: string | null;
  role: Generated<UserRole>;
  username: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  interests: Generated<string[]>;
  hasSubscription: Generated<boolean>;
  subscriptionDetails: JsonObject | null;
  joinDate: CreatedAt;
  lastLoginAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Disabled by an admin: every session ends at the next request and no new one can start. */
  banned: Generated<boolean>;
  banReason: string | null;
  banExpires: NullableTimestamp;
  /** Settings preferences (privacy, notifications); null until first saved (defaults apply). */
  preferences: JsonObject | null;
  /** Set when the account was deleted: the row stays, anonymised, for the money history it anchors. */
  deletedAt: NullableTimestamp;
}

export interface AuthSessionsTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface AuthAccountsTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: NullableTimestamp;
  refreshTokenExpiresAt: NullableTimestamp;
  scope: string | null;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface AuthFailuresTable {
  id: Generated<string>;
  subject: string;
  kind: string;
  createdAt: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  kind: Generated<string>;
  createdAt: CreatedAt;
  sentAt: NullableTimestamp;
  sendError: string | null;
  /** SMTP tries so far (plugins/mail-delivery.ts). */
  attempts: Generated<number>;
  /** When a delivery worker may take the row; null: nothing left to do. */
  nextAttemptAt: NullableTimestamp;
  /** Set when the worker gave up after its last attempt. */
  failedAt: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actorId: string | null;
  action: string;
  targetId: string | null;
  details: ColumnType<JsonObject, JsonObject | undefined, JsonObject>;
  createdAt: CreatedAt;
  /** What the action was on ('user', 'campaign', 'report'…), its state before and after, and why (0028-admin-portal). */
  targetType: ColumnType<string | null, string | null | undefined, never>;
  before: ColumnType<JsonValue | null, JsonValue | null | undefined, never>;
  after: ColumnType<JsonValue | null, JsonValue | null | undefined, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
}

export interface UserFollowsTable {
  followerId: string;
  followeeId: string;
  createdAt: CreatedAt;
}

export interface SavedCampaignsTable {
  userId: string;
  /** References campaigns (text id since 0004-campaigns). */
  campaignId: string;
  createdAt: CreatedAt;
  /** When the "saved campaign ends in 48 hours" event was recorded for this save (0012-social). */
  remindedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  title: string;
  referrer: string | null;
  sessionId: string;
  userId: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
  /** The landing page's utm_source (migration 0027); null without one. */
  utmSource: Generated<string | null>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  topic: string;
  message: string;
  /** Anonymised sender network (IPv4 /24, IPv6 /48): enough to spot abuse, not to identify. */
  ipNetwork: string | null;
  userAgent: string | null;
  userId: string | null;
  createdAt: CreatedAt;
  handledAt: NullableTimestamp;
  /** The admin who marked it handled (0028-admin-portal). */
  handledBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A bigint column (money in minor units, sequence numbers): node-postgres reads int8 as a string
 * so no precision is lost; modules/ledger/amounts.ts turns it into a checked safe integer.
 */
type Int8 = ColumnType<string, number | string, number | string>;

export const LEDGER_ACCOUNT_KINDS = [
  'user_wallet',
  'campaign_escrow',
  'platform_revenue',
  'provider_clearing',
  'payouts_in_transit',
  'promotion_escrow',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The ledger's transaction types are the ones the wallet history shows (one list, shared with the web). */
export const LEDGER_TRANSACTION_TYPES = WALLET_TRANSACTION_TYPES;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export interface LedgerAccountsTable {
  id: Generated<string>;
  kind: LedgerAccountKind;
  /** User id (user_wallet) or campaign id (campaign_escrow); null for platform accounts. */
  ownerId: string | null;
  currency: string;
  /** Cached sum of the account's entries, updated in the same transaction as the entries. */
  balance: ColumnType<string, number | string | undefined, number | string>;
  createdAt: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<string>;
  /** Insertion order, for stable cursor pagination. */
  seq: ColumnType<string, never, never>;
  type: LedgerTransactionType;
  description: string;
  paymentId: string | null;
  withdrawalId: string | null;
  campaignId: string | null;
  pledgeId: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface LedgerEntriesTable {
  id: ColumnType<string, never, never>;
  transactionId: string;
  accountId: string;
  /** Signed minor units, never zero. */
  amount: Int8;
}

export type PaymentProviderName = 'sandbox' | 'stripe';
export type PaymentStatus = 'pending' | 'succeeded' | 'canceled' | 'failed';

export interface PaymentsTable {
  id: Generated<string>;
  userId: string;
  provider: PaymentProviderName;
  providerSessionId: string | null;
  amount: Int8;
  currency: string;
  purpose: string;
  status: Generated<PaymentStatus>;
  creditedTransactionId: string | null;
  metadata: ColumnType<JsonObject, JsonObject | undefined, JsonObject>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  completedAt: NullableTimestamp;
  /** A charge to a saved card: its idempotency key (unique); null for checkouts (migration 0031). */
  chargeReference: string | null;
  /** Why the provider declined a charge to a saved card. */
  failureReason: string | null;
}

/** The provider's customer for a person (modules/payments, migration 0031). */
export interface PaymentCustomersTable {
  userId: string;
  provider: PaymentProviderName;
  customerRef: string;
  createdAt: CreatedAt;
}

/** The card a person saved for charges without them (renewals); never the number (migration 0031). */
export interface SavedPaymentMethodsTable {
  userId: string;
  provider: PaymentProviderName;
  methodRef: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  provider: string;
  eventId: string;
  type: string;
  payload: JsonObject;
  outcome: string | null;
  receivedAt: CreatedAt;
  processedAt: NullableTimestamp;
}

export type WithdrawalStatus = 'pending_approval' | 'processing' | 'paid' | 'failed' | 'rejected';

export interface WithdrawalsTable {
  id: Generated<string>;
  userId: string;
  amount: Int8;
  currency: string;
  holderName: string;
  /** Only the last four characters of the account number are kept. */
  accountLast4: string;
  /** The provider's reference for the bank account (never the full number). */
  payoutDestination: string;
  status: WithdrawalStatus;
  failureReason: string | null;
  providerPayoutId: string | null;
  approvedBy: string | null;
  rejectedBy: string | null;
  debitTransactionId: string;
  payoutTransactionId: string | null;
  reversalTransactionId: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  decidedAt: NullableTimestamp;
  completedAt: NullableTimestamp;
}

export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  scope: string;
  requestHash: string;
  status: 'in_flight' | 'completed';
  responseStatus: number | null;
  responseBody: JsonValue | null;
  createdAt: CreatedAt;
  completedAt: NullableTimestamp;
  /** Fences the attempt that holds the key: only its holder may complete it (migration 0008). */
  leaseToken: Generated<string>;
  /** Past this, the holder is presumed dead and a retry with the key takes over. */
  leaseExpiresAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The payment or withdrawal the request already made, so a retry resumes it instead of repeating it. */
  resourceId: string | null;
}

/** The sandbox payment provider's own records (a real provider keeps these on its side). */
export interface SandboxProviderRecordsTable {
  kind: 'checkout' | 'payout' | 'charge';
  reference: string;
  status: 'paid' | 'canceled' | 'failed';
  providerRef: string;
  amount: ColumnType<string, number, number>;
  currency: string;
  detail: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Campaign money (bigint minor units): node-postgres reads int8 as a string; written as numbers. */
type CampaignMoney = ColumnType<string, number | string, number | string>;
type NullableCampaignMoney = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export const CAMPAIGN_STATUS_VALUES = ['draft', 'live', 'successful', 'unsuccessful', 'canceled', 'suspended'] as const;
export type CampaignStatusValue = (typeof CAMPAIGN_STATUS_VALUES)[number];

/** A campaign; draft fields stay null until the creator fills them in. */
export interface CampaignsTable {
  /** Short url-safe text id (modules/campaigns/ids.ts). */
  id: string;
  ownerId: string;
  title: string | null;
  blurb: string | null;
  /** Sanitised on the server before it is stored (content/rich-text.ts). */
  storyHtml: string | null;
  /** The story as its creator wrote it (see storyFormat); null for stories saved as HTML before it existed. */
  storySource: string | null;
  /** What storySource is: Markdown (before the rich-text editor, the seed) or the editor's HTML (0015). */
  storyFormat: Generated<'markdown' | 'html'>;
  /** Plain text sections of the page (0015); null until written. */
  risks: string | null;
  aboutCreator: string | null;
  category: string | null;
  tags: Generated<string[]>;
  location: string | null;
  coverImageId: string | null;
  videoUrl: string | null;
  goal: NullableCampaignMoney;
  currency: Generated<string>;
  fundingModel: 'all_or_nothing' | 'keep_it_all' | null;
  durationDays: number | null;
  status: Generated<CampaignStatusValue>;
  /** The status to go back to when an admin restores a suspended campaign. */
  suspendedFromStatus: CampaignStatusValue | null;
  launchedAt: NullableTimestamp;
  endsAt: NullableTimestamp;
  endedAt: NullableTimestamp;
  /** Cached counters maintained by the pledge work. */
  raised: ColumnType<string, number | string | undefined, number | string>;
  backersCount: Generated<number>;
  viewsCount: ColumnType<string, number | string | undefined, number | string>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** When an admin made it a staff pick; null when it is not one (0014-discovery). */
  staffPickedAt: NullableTimestamp;
  /** Pledges of the last 48 hours, recomputed by the campaigns-trending job (0014-discovery). */
  trendingScore: Generated<number>;
}

/** Pledges per campaign and hour, fed by pledge events: trending's source (0014-discovery). */
export interface CampaignPledgeHoursTable {
  campaignId: string;
  hour: Date;
  /** Net of cancellations: may go below zero when a pledge from before the table is canceled. */
  pledges: Generated<number>;
}

export interface CampaignRewardTiersTable {
  id: string;
  campaignId: string;
  position: number;
  title: string;
  description: string;
  minimumPledge: CampaignMoney;
  quantity: number | null;
  claimed: Generated<number>;
  /** 'YYYY-MM'. */
  estimatedDelivery: string;
  /** Null when the reward does not ship (migration 0018-shipping). */
  shipping: ColumnType<TierShipping | null, TierShipping | null | undefined, TierShipping | null>;
  createdAt: CreatedAt;
}

/** Where a reward ships and what it costs (minor units); restOfWorld set = ships anywhere. */
export interface TierShipping {
  rates: { country: string; cost: number }[];
  restOfWorld: number | null;
}

/** Extra items a campaign offers (migration 0018-shipping); claimed like tiers. */
export interface CampaignAddOnsTable {
  id: string;
  campaignId: string;
  position: number;
  title: string;
  description: string;
  price: CampaignMoney;
  quantity: number | null;
  claimed: Generated<number>;
  createdAt: CreatedAt;
}

export interface CampaignFaqsTable {
  id: string;
  campaignId: string;
  position: number;
  question: string;
  answer: string;
}

export interface CampaignImagesTable {
  id: string;
  campaignId: string;
  /** 'update' / 'story': a picture in an update's or the story's text (migrations 0024, 0039), never in the gallery. */
  role: 'cover' | 'gallery' | 'update' | 'story';
  position: Generated<number>;
  /** Width in pixels (as text) → public URL of the WebP of that width. */
  variants: ColumnType<Record<string, string>, Record<string, string>, Record<string, string>>;
  createdAt: CreatedAt;
}

/** A backer's pledge (migration 0006-pledges); the money itself sits in the campaign's escrow account. */
export interface PledgesTable {
  id: string;
  campaignId: string;
  backerId: string;
  tierId: string | null;
  /** bigint minor units, read as a string. */
  amount: ColumnType<string, number, number>;
  currency: string;
  status: ColumnType<PledgeStatusValue, PledgeStatusValue | undefined, PledgeStatusValue>;
  /** Parts of `amount` (migration 0018-shipping); the reward part is amount − shipping − add-ons. */
  shippingAmount: ColumnType<string, number | undefined, number>;
  addOnsAmount: ColumnType<string, number | undefined, number>;
  /** ISO 3166-1 alpha-2 destination when the reward ships. */
  shipTo: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** What a pledge chose beyond its reward, at the price charged (migration 0018-shipping). */
export interface PledgeAddOnsTable {
  pledgeId: string;
  addOnId: string;
  quantity: number;
  unitPrice: ColumnType<string, number, number>;
}

/** A pledge's shipping address: personal data (docs/decisions/0026-shipping-and-add-ons.md). */
export interface PledgeAddressesTable {
  pledgeId: string;
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  phone: string | null;
  updatedAt: CreatedAt;
}
export type PledgeStatusValue = 'active' | 'canceled' | 'refunded' | 'collected';

/** Durable scheduled jobs (migration 0005-jobs); `id` is a bigint, read as a string. */
export interface ScheduledJobsTable {
  id: Generated<string>;
  name: string;
  key: string;
  payload: ColumnType<JsonObject, unknown, unknown>;
  runAt: ColumnType<Date, Date | string, Date | string>;
  status: ColumnType<'pending' | 'done' | 'failed', 'pending' | 'done' | 'failed' | undefined, 'pending' | 'done' | 'failed'>;
  attempts: ColumnType<number, number | undefined, unknown>;
  lastError: string | null;
  createdAt: CreatedAt;
  finishedAt: NullableTimestamp;
}

/** An unfinished resumable upload (migration 0009-upload-limits); `size` is the declared length in bytes. */
export interface ResumableUploadsTable {
  id: string;
  userId: string;
  campaignId: string;
  /** bigint, read as a string. */
  size: ColumnType<string, number, number>;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
}

/** A domain event in the outbox (migration 0011-events); `id` is a bigint, read as a string. */
export interface EventsTable {
  id: Generated<string>;
  type: string;
  payload: ColumnType<JsonObject, unknown, unknown>;
  occurredAt: CreatedAt;
}

/** Which subscriber (a module's stable name) receives which event type (migration 0011-events). */
export interface EventSubscriptionsTable {
  eventType: string;
  subscriber: string;
  registeredAt: CreatedAt;
  lastSeenAt: CreatedAt;
}

/** `abandoned` (migration 0038): its subscriber is no longer registered by any server. */
export type EventDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'abandoned';

/** One event on its way to one subscriber (migration 0011-events). */
export interface EventDeliveriesTable {
  eventId: string;
  subscriber: string;
  status: ColumnType<EventDeliveryStatus, EventDeliveryStatus | undefined, EventDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, unknown>;
  nextAttemptAt: CreatedAt;
  lastError: string | null;
  deliveredAt: NullableTimestamp;
}

/** One weighted tsvector per public campaign, written by the campaigns trigger of migration 0013 (search). */
export interface CampaignSearchDocumentsTable {
  campaignId: string;
  document: string;
  /** The campaign's launch time (written by the trigger): a common term's relevance ranks the newest matches. */
  launchedAt: Date;
}

/** Words of public campaigns (titles, blurbs, tags, locations): typo correction and did-you-mean (0013-search). */
export interface CampaignSearchWordsTable {
  word: string;
}

export type UpdateVisibility = 'public' | 'backers';

export interface CampaignUpdatesTable {
  id: string;
  campaignId: string;
  authorId: string;
  title: string;
  bodyHtml: string;
  visibility: UpdateVisibility;
  createdAt: CreatedAt;
  editedAt: NullableTimestamp;
}

export interface CampaignCommentsTable {
  id: string;
  campaignId: string;
  /** Null: a comment on the campaign itself. */
  updateId: string | null;
  /** Null: a top comment; otherwise the top comment this replies to (one level). */
  parentId: string | null;
  authorId: string;
  body: string;
  createdAt: CreatedAt;
  editedAt: NullableTimestamp;
  deletedAt: NullableTimestamp;
  deletedBy: string | null;
}

export type ReportTargetType = 'campaign' | 'update' | 'comment' | 'profile' | 'message';

export interface ReportsTable {
  id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  note: string | null;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  createdAt: CreatedAt;
  /** The admin portal's queue (0028-admin-portal). */
  assigneeId: ColumnType<string | null, string | null | undefined, string | null>;
  resolution: ColumnType<ReportResolutionValue | null, ReportResolutionValue | null | undefined, ReportResolutionValue | null>;
  resolutionNote: ColumnType<string | null, string | null | undefined, string | null>;
  resolvedBy: ColumnType<string | null, string | null | undefined, string | null>;
  resolvedAt: NullableTimestamp;
}
export type ReportResolutionValue = 'no_action' | 'remove_content' | 'suspend_campaign' | 'disable_user';

/** An owner's invitation to collaborate (0017-collaborators, decision 0025). */
export interface CampaignInvitesTable {
  id: string;
  campaignId: string;
  invitedBy: string;
  /** The invited account (username invite), or the account that answered an e-mail invite. */
  inviteeUserId: string | null;
  /** Lower-cased address of an e-mail invite; it matches only an account holding it verified. */
  inviteeEmail: string | null;
  status: Generated<'pending' | 'accepted' | 'declined' | 'revoked' | 'expired'>;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date, Date>;
  answeredAt: NullableTimestamp;
}

/** Who may edit a campaign besides its owner (0017-collaborators). */
export interface CampaignCollaboratorsTable {
  campaignId: string;
  userId: string;
  invitedBy: string;
  createdAt: CreatedAt;
}

/** Messages (modules/messages, decision 0028); user_blocks belongs to modules/social. */
export interface ConversationsTable {
  id: string;
  /** The pair, smaller id first. */
  userA: string;
  userB: string;
  createdAt: CreatedAt;
  lastMessageAt: NullableTimestamp;
}

export interface ConversationMembersTable {
  conversationId: string;
  userId: string;
  lastReadAt: NullableTimestamp;
  hiddenAt: NullableTimestamp;
}

export interface MessagesTable {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  clientId: string;
  createdAt: CreatedAt;
  /** Set when an admin removed the message from its report (migration 0030): the body is then empty. */
  removedAt: NullableTimestamp;
  removedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserBlocksTable {
  blockerId: string;
  blockedId: string;
  createdAt: CreatedAt;
}

/** Notifications (modules/notifications, decision 0029). */
export interface NotificationsTable {
  id: string;
  userId: string;
  kind: string;
  groupKey: string;
  link: string;
  subjectTitle: string | null;
  actorIds: Generated<string[]>;
  /** What the notice stands for when that can disappear: the updates it counts (migration 0030). */
  itemIds: Generated<string[]>;
  actorCount: Generated<number>;
  count: Generated<number>;
  readAt: NullableTimestamp;
  emailPending: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface NotificationDigestsTable {
  userId: string;
  lastSentAt: ColumnType<Date, Date | string, Date | string>;
}

/** Rewards (modules/rewards, decision 0032). */
export interface PointsAccountsTable {
  userId: string;
  balance: Generated<number>;
  updatedAt: CreatedAt;
}

export interface PointsEntriesTable {
  id: string;
  userId: string;
  points: number;
  kind: 'backing' | 'backing_refunded' | 'first_launch' | 'referral' | 'redeemed';
  source: string;
  createdAt: CreatedAt;
}

export interface UserBadgesTable {
  userId: string;
  badge: string;
  earnedAt: CreatedAt;
}

export interface ReferralCodesTable {
  userId: string;
  code: string;
}

export interface ReferralsTable {
  referredUserId: string;
  referrerId: string;
  createdAt: CreatedAt;
  rewardedAt: NullableTimestamp;
}

export interface PromotionCreditsTable {
  userId: string;
  /** Minor units; bigint, read as text by node-postgres and PGlite alike. */
  amount: ColumnType<string, number | string | undefined, number | string>;
  currency: string;
  updatedAt: CreatedAt;
}

export type PromotionStatus = 'pending_review' | 'active' | 'completed' | 'rejected' | 'canceled';

/** A paid promotion of a live campaign (modules/promotions, decision 0031). Money in minor units (bigint, read as text). */
export interface PromotionsTable {
  id: string;
  campaignId: string;
  ownerId: string;
  days: number;
  dailyPrice: ColumnType<string, number | string, number | string>;
  total: ColumnType<string, number | string, number | string>;
  currency: string;
  paidWith: 'wallet' | 'credit';
  status: ColumnType<PromotionStatus, PromotionStatus | undefined, PromotionStatus>;
  refunded: ColumnType<string, number | string | undefined, number | string>;
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: NullableTimestamp;
  startsAt: NullableTimestamp;
  endsAt: NullableTimestamp;
  closedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** Impressions and clicks per promotion per UTC day (`day` is a date: read it as text). */
export interface PromotionDailyStatsTable {
  promotionId: string;
  day: ColumnType<string, string, string>;
  impressions: ColumnType<number, number | undefined, number>;
  clicks: ColumnType<number, number | undefined, number>;
}

/** A visitor already counted for a promotion, day and kind (the visitor key is hashed). */
export interface PromotionVisitorMarksTable {
  promotionId: string;
  day: ColumnType<string, string, string>;
  kind: 'impression' | 'click';
  visitor: string;
}

/** Promotion credit spent (negative) or given back (positive), written by modules/rewards only. */
export interface PromotionCreditEntriesTable {
  id: string;
  userId: string;
  amount: ColumnType<string, number | string, number | string>;
  source: string;
  createdAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  userFollows: UserFollowsTable;
  savedCampaigns: SavedCampaignsTable;
  pageViews: PageViewsTable;
  contactMessages: ContactMessagesTable;
  authSessions: AuthSessionsTable;
  authAccounts: AuthAccountsTable;
  authVerifications: AuthVerificationsTable;
  authFailures: AuthFailuresTable;
  emailOutbox: EmailOutboxTable;
  auditLog: AuditLogTable;
  ledgerAccounts: LedgerAccountsTable;
  ledgerTransactions: LedgerTransactionsTable;
  ledgerEntries: LedgerEntriesTable;
  payments: PaymentsTable;
  paymentCustomers: PaymentCustomersTable;
  savedPaymentMethods: SavedPaymentMethodsTable;
  webhookEvents: WebhookEventsTable;
  withdrawals: WithdrawalsTable;
  idempotencyKeys: IdempotencyKeysTable;
  sandboxProviderRecords: SandboxProviderRecordsTable;
  campaigns: CampaignsTable;
  campaignRewardTiers: CampaignRewardTiersTable;
  campaignAddOns: CampaignAddOnsTable;
  pledgeAddOns: PledgeAddOnsTable;
  pledgeAddresses: PledgeAddressesTable;
  campaignFaqs: CampaignFaqsTable;
  campaignImages: CampaignImagesTable;
  campaignSearchDocuments: CampaignSearchDocumentsTable;
  campaignSearchWords: CampaignSearchWordsTable;
  campaignPledgeHours: CampaignPledgeHoursTable;
  campaignInvites: CampaignInvitesTable;
  campaignCollaborators: CampaignCollaboratorsTable;
  scheduledJobs: ScheduledJobsTable;
  pledges: PledgesTable;
  resumableUploads: ResumableUploadsTable;
  events: EventsTable;
  eventSubscriptions: EventSubscriptionsTable;
  eventDeliveries: EventDeliveriesTable;
  campaignUpdates: CampaignUpdatesTable;
  campaignComments: CampaignCommentsTable;
  reports: ReportsTable;
  conversations: ConversationsTable;
  conversationMembers: ConversationMembersTable;
  messages: MessagesTable;
  userBlocks: UserBlocksTable;
  notifications: NotificationsTable;
  notificationDigests: NotificationDigestsTable;
  pointsAccounts: PointsAccountsTable;
  pointsEntries: PointsEntriesTable;
  userBadges: UserBadgesTable;
  referralCodes: ReferralCodesTable;
  referrals: ReferralsTable;
  promotionCredits: PromotionCreditsTable;
  helpCategories: HelpCategoriesTable;
  helpArticles: HelpArticlesTable;
  helpArticleVotes: HelpArticleVotesTable;
}

/** The sections of the help centre (0029-help-centre). */
export interface HelpCategoriesTable {
  id: string;
  title: string;
  description: string;
  position: number;
}

/** A help article: the editor's draft and the published copy visitors read (0029-help-centre). */
export interface HelpArticlesTable {
  id: string;
  draftCategoryId: string;
  draftTitle: string;
  draftSummary: string;
  draftSource: string;
  categoryId: string | null;
  title: string | null;
  summary: string | null;
  bodySource: string | null;
  bodyHtml: string | null;
  publishedAt: NullableTimestamp;
  position: Generated<number>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Generated from the published copy; read only inside SQL (search, related articles). */
  searchDocument: ColumnType<string, never, never>;
}

export interface HelpArticleVotesTable {
  articleId: string;
  /** `user:<id>` or `visitor:<random>` (the help-centre visitor cookie). */
  visitorKey: string;
  helpful: boolean;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

// Pro subscriptions (migration 0026, decision 0033): merged into Database above.
type MinorUnits = ColumnType<string, number | string | undefined, number | string>;

export interface SubscriptionsTable {
  userId: string;
  plan: 'pro-monthly' | 'pro-yearly';
  status: 'active' | 'past_due' | 'canceled';
  currency: string;
  currentPeriodStart: ColumnType<Date, Date, Date>;
  currentPeriodEnd: ColumnType<Date, Date, Date>;
  cancelAtPeriodEnd: Generated<boolean>;
  graceUntil: NullableTimestamp;
  nextPlan: 'pro-monthly' | 'pro-yearly' | null;
  startedAt: CreatedAt;
  updatedAt: CreatedAt;
  /** `platform`: our renewal job bills it; `provider`: a Stripe Subscription bills it (migration 0031). */
  billing: Generated<'platform' | 'provider'>;
  providerSubscriptionId: string | null;
  /** When the provider's latest applied subscription change happened (its webhooks arrive in any order). */
  providerUpdatedAt: NullableTimestamp;
}

export interface SubscriptionInvoicesTable {
  id: Generated<string>;
  userId: string;
  plan: 'pro-monthly' | 'pro-yearly';
  kind: 'start' | 'renewal' | 'plan_change';
  amount: MinorUnits;
  prorationCredit: MinorUnits;
  currency: string;
  periodStart: ColumnType<Date, Date, Date>;
  periodEnd: ColumnType<Date, Date, Date>;
  ledgerTransactionId: string;
  paymentId: string | null;
  source: string;
  createdAt: CreatedAt;
}

export interface CampaignSettlementsTable {
  campaignId: string;
  ownerId: string;
  total: MinorUnits;
  fee: MinorUnits;
  /** numeric(5,2), read as text. */
  feePercent: ColumnType<string, number | string, number | string>;
  feeRule: string;
  currency: string;
  settledAt: CreatedAt;
}

export interface Database {
  subscriptions: SubscriptionsTable;
  subscriptionInvoices: SubscriptionInvoicesTable;
  campaignSettlements: CampaignSettlementsTable;
  promotions: PromotionsTable;
  promotionDailyStats: PromotionDailyStatsTable;
  promotionVisitorMarks: PromotionVisitorMarksTable;
  promotionCreditEntries: PromotionCreditEntriesTable;
}

/** Days as 'YYYY-MM-DD' text on write; read them with to_char (pg would turn a date into a local Date). */
type Day = ColumnType<string, string, string>;

export interface PageViewDaysTable {
  path: string;
  day: Day;
  views: number;
  visitors: number;
}

export interface PageViewSourceDaysTable {
  path: string;
  day: Day;
  kind: 'referrer' | 'utm';
  source: string;
  views: number;
}

export interface PageViewRollupTable {
  id: Generated<boolean>;
  coveredUntil: ColumnType<Date, Date, Date>;
}

export interface StatsCampaignDaysTable {
  campaignId: string;
  day: Day;
  pledges: Generated<number>;
  cancellations: Generated<number>;
  amount: ColumnType<string, number | string | undefined, number | string>;
}

export interface StatsPledgeAmountsTable {
  pledgeId: string;
  campaignId: string;
  amount: ColumnType<string, number | string, number | string>;
  canceled: Generated<boolean>;
}

export interface StatsFollowerDaysTable {
  userId: string;
  day: Day;
  followed: Generated<number>;
  unfollowed: Generated<number>;
}

export interface StatsSeenEventsTable {
  eventId: string;
  seenAt: CreatedAt;
}

/** Creator stats' tables (migration 0027), merged into Database. */
export interface Database {
  pageViewDays: PageViewDaysTable;
  pageViewSourceDays: PageViewSourceDaysTable;
  pageViewRollup: PageViewRollupTable;
  statsCampaignDays: StatsCampaignDaysTable;
  statsPledgeAmounts: StatsPledgeAmountsTable;
  statsFollowerDays: StatsFollowerDaysTable;
  statsSeenEvents: StatsSeenEventsTable;
  ledgerCheckRuns: LedgerCheckRunsTable;
}

/** Each run of the ledger's invariant check (modules/ledger, 0028-admin-portal). */
export interface LedgerCheckRunsTable {
  id: Generated<string>;
  trigger: 'scheduled' | 'manual';
  ok: boolean;
  report: ColumnType<JsonObject, JsonObject, never>;
  startedBy: string | null;
  createdAt: CreatedAt;
}

/** Who a campaign's public view count has counted today (modules/campaigns/views.ts, migration 0036). */
export interface CampaignViewViewersTable {
  campaignId: string;
  day: ColumnType<Date, string, never>;
  viewer: string;
}

export interface Database {
  campaignViewViewers: CampaignViewViewersTable;
}

/**
 * Request counts per rate-limit key and fixed window, shared by every server on one PostgreSQL
 * (plugins/rate-limit-store.ts, migration 0040). Each server adds its own hits in batches.
 */
export interface RateLimitHitsTable {
  key: string;
  /** Start of the window, in ms since the epoch (windows are aligned, so every server agrees). */
  windowStart: ColumnType<string, number, number>;
  hits: number;
  expiresAt: ColumnType<Date, Date, Date>;
}

export interface Database {
  rateLimitHits: RateLimitHitsTable;
}

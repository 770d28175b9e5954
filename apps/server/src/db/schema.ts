import { LEDGER_ACCOUNT_KIND_VALUES } from '@crowdspark/shared/constants/admin';
import { WALLET_TRANSACTION_TYPES } from '@crowdspark/shared/constants/ledger';
import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import { CAMPAIGN_STATUSES } from '@crowdspark/shared/contracts/campaigns';
import type { PAYMENT_STATUSES, WITHDRAWAL_STATUSES } from '@crowdspark/shared/contracts/wallet';
import type { ColumnType, InsertType, SelectType } from 'kysely';
import type * as G from './schema.generated.js';

/**
 * Table types as Kysely sees them. Columns, nullability and defaults come from the migrated
 * database (schema.generated.ts, `npm run db:schema`); this file only narrows columns whose SQL
 * type says less than the code knows: text holding one of a few values, jsonb of a known shape,
 * dates written as text, columns the code must never write. Each narrowing is checked against the
 * generated column, so a migration that changes one fails the typecheck here. Columns are
 * snake_case in SQL and camelCase here: the CamelCasePlugin (see database.ts) translates both ways.
 */

type Values<C> = NonNullable<SelectType<C>>;
/** `null` when the database column allows it. */
type NullIn<C> = null extends SelectType<C> ? null : never;
/** `undefined` on insert when the database has a default for the column. */
type DefaultIn<C> = undefined extends InsertType<C> ? undefined : never;

/**
 * A column read as S and written as I, with C's nullability and default. A plain type when it can
 * be one, so code may use `Table['column']` as a value's type.
 */
type Column<C, S, I> = [DefaultIn<C>, S, I] extends [never, I, S]
  ? S | NullIn<C>
  : ColumnType<S | NullIn<C>, I | NullIn<C> | DefaultIn<C>, I | NullIn<C>>;

/** Column C holding only the values T (which it must be able to hold). */
type Narrow<C, T extends Values<C>> = Column<C, T, T>;

/** A json/jsonb column C (checked) read as S and written as I: the code's shapes. */
type Json<C, S extends JsonColumnCheck<C>, I = S> = Column<C, S, I>;
type JsonColumnCheck<C> = [Values<C>] extends [G.JsonDocument] ? ([G.JsonDocument] extends [Values<C>] ? unknown : never) : never;

/**
 * A date column written as 'YYYY-MM-DD' text and read with to_char in SQL (node-postgres would turn
 * a date into a local-time Date); it must stay a non-null date without default.
 */
type DayText<C extends G.Timestamp> = C extends G.Timestamp ? ColumnType<string, string, string> : never;

/** Written only by the database (identity, generated columns): the code reads it. */
type ReadOnly<C> = ColumnType<SelectType<C>, never, never>;
/** Written once: rows that are history (the audit log, ledger check runs) are never updated. */
type NoUpdate<C> = ColumnType<SelectType<C>, InsertType<C>, never>;

/**
 * Table T with the columns of O replaced; O may only name columns T has (a column dropped by a
 * migration fails here).
 */
type Override<T, O extends { [K in keyof O]: K extends keyof T ? unknown : never }> = {
  [K in keyof T]: K extends keyof O ? O[K] : T[K];
};

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const USER_ROLES = ['user', 'admin', 'superadmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The ledger's account kinds are the ones the admin portal filters by (one list, shared with the web). */
export const LEDGER_ACCOUNT_KINDS = LEDGER_ACCOUNT_KIND_VALUES;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The ledger's transaction types are the ones the wallet history shows (one list, shared with the web). */
export const LEDGER_TRANSACTION_TYPES = WALLET_TRANSACTION_TYPES;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export type PaymentProviderName = 'sandbox' | 'stripe';
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The statuses the API shows are the ones stored (one list, shared with the web). */
export const CAMPAIGN_STATUS_VALUES = CAMPAIGN_STATUSES;
export type CampaignStatusValue = (typeof CAMPAIGN_STATUS_VALUES)[number];
export type PledgeStatusValue = 'active' | 'canceled' | 'refunded' | 'collected';

/** Where a reward ships and what it costs (minor units); restOfWorld set = ships anywhere. */
export interface TierShipping {
  rates: { country: string; cost: number }[];
  restOfWorld: number | null;
}

export type UpdateVisibility = 'public' | 'backers';
export type ReportTargetType = 'campaign' | 'update' | 'comment' | 'profile' | 'message';
export type ReportResolutionValue = 'no_action' | 'remove_content' | 'suspend_campaign' | 'disable_user';
export type PromotionStatus = 'pending_review' | 'active' | 'completed' | 'rejected' | 'canceled';
/** `abandoned` (migration 0038): its subscriber is no longer registered by any server. */
export type EventDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'abandoned';
type ProPlan = 'pro-monthly' | 'pro-yearly';

export type UsersTable = Override<
  G.Users,
  {
    role: Narrow<G.Users['role'], UserRole>;
    subscriptionDetails: Json<G.Users['subscriptionDetails'], JsonObject>;
    /** Settings preferences (privacy, notifications); null until first saved (defaults apply). */
    preferences: Json<G.Users['preferences'], JsonObject>;
  }
>;

/** What the action was on, its state before and after, and why (0028-admin-portal); never rewritten. */
type AuditLogTable = Override<
  G.AuditLog,
  {
    details: Json<G.AuditLog['details'], JsonObject>;
    targetType: NoUpdate<G.AuditLog['targetType']>;
    before: NoUpdate<Json<G.AuditLog['before'], JsonValue>>;
    after: NoUpdate<Json<G.AuditLog['after'], JsonValue>>;
    reason: NoUpdate<G.AuditLog['reason']>;
  }
>;

type LedgerAccountsTable = Override<G.LedgerAccounts, { kind: Narrow<G.LedgerAccounts['kind'], LedgerAccountKind> }>;

export type LedgerTransactionsTable = Override<
  G.LedgerTransactions,
  {
    /** Insertion order, for stable cursor pagination. */
    seq: ReadOnly<G.LedgerTransactions['seq']>;
    type: Narrow<G.LedgerTransactions['type'], LedgerTransactionType>;
  }
>;

type LedgerEntriesTable = Override<G.LedgerEntries, { id: ReadOnly<G.LedgerEntries['id']> }>;

type LedgerCheckRunsTable = Override<
  G.LedgerCheckRuns,
  {
    trigger: Narrow<G.LedgerCheckRuns['trigger'], 'scheduled' | 'manual'>;
    report: NoUpdate<Json<G.LedgerCheckRuns['report'], JsonObject>>;
  }
>;

export type PaymentsTable = Override<
  G.Payments,
  {
    provider: Narrow<G.Payments['provider'], PaymentProviderName>;
    status: Narrow<G.Payments['status'], PaymentStatus>;
    metadata: Json<G.Payments['metadata'], JsonObject>;
  }
>;

type PaymentCustomersTable = Override<
  G.PaymentCustomers,
  { provider: Narrow<G.PaymentCustomers['provider'], PaymentProviderName> }
>;

/** The card a person saved for charges without them (renewals); never the number (migration 0031). */
export type SavedPaymentMethodsTable = Override<
  G.SavedPaymentMethods,
  { provider: Narrow<G.SavedPaymentMethods['provider'], PaymentProviderName> }
>;

type WebhookEventsTable = Override<G.WebhookEvents, { payload: Json<G.WebhookEvents['payload'], JsonObject> }>;

export type WithdrawalsTable = Override<G.Withdrawals, { status: Narrow<G.Withdrawals['status'], WithdrawalStatus> }>;

/** A yearly statement a job prepares (migration 0046). */
export type WalletStatementsTable = Override<
  G.WalletStatements,
  {
    format: Narrow<G.WalletStatements['format'], StatementFormat>;
    status: Narrow<G.WalletStatements['status'], 'pending' | 'ready'>;
  }
>;

type IdempotencyKeysTable = Override<
  G.IdempotencyKeys,
  {
    status: Narrow<G.IdempotencyKeys['status'], 'in_flight' | 'completed'>;
    responseBody: Json<G.IdempotencyKeys['responseBody'], JsonValue>;
  }
>;

/** The sandbox payment provider's own records (a real provider keeps these on its side). */
export type SandboxProviderRecordsTable = Override<
  G.SandboxProviderRecords,
  {
    kind: Narrow<G.SandboxProviderRecords['kind'], 'checkout' | 'payout' | 'charge'>;
    status: Narrow<G.SandboxProviderRecords['status'], 'paid' | 'canceled' | 'failed'>;
  }
>;

/** A campaign; draft fields stay null until the creator fills them in. */
export type CampaignsTable = Override<
  G.Campaigns,
  {
    /** What storySource is: Markdown (before the rich-text editor, the seed) or the editor's HTML (0015). */
    storyFormat: Narrow<G.Campaigns['storyFormat'], 'markdown' | 'html'>;
    fundingModel: Narrow<G.Campaigns['fundingModel'], 'all_or_nothing' | 'keep_it_all'>;
    status: Narrow<G.Campaigns['status'], CampaignStatusValue>;
    /** The status to go back to when an admin restores a suspended campaign. */
    suspendedFromStatus: Narrow<G.Campaigns['suspendedFromStatus'], CampaignStatusValue>;
  }
>;

export type CampaignRewardTiersTable = Override<
  G.CampaignRewardTiers,
  {
    /** Null when the reward does not ship (migration 0018-shipping). */
    shipping: Json<G.CampaignRewardTiers['shipping'], TierShipping>;
  }
>;

export type CampaignImagesTable = Override<
  G.CampaignImages,
  {
    /** 'update' / 'story': a picture in an update's or the story's text (migrations 0024, 0039), never in the gallery. */
    role: Narrow<G.CampaignImages['role'], 'cover' | 'gallery' | 'update' | 'story'>;
    /** Width in pixels (as text) → public URL of the WebP of that width. */
    variants: Json<G.CampaignImages['variants'], Record<string, string>>;
  }
>;

/** An owner's invitation to collaborate (0017-collaborators, decision 0025). */
export type CampaignInvitesTable = Override<
  G.CampaignInvites,
  { status: Narrow<G.CampaignInvites['status'], 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired'> }
>;

/** A backer's pledge (migration 0006-pledges); the money itself sits in the campaign's escrow account. */
export type PledgesTable = Override<G.Pledges, { status: Narrow<G.Pledges['status'], PledgeStatusValue> }>;

/** Durable scheduled jobs (migration 0005-jobs); the payload is written as any serialisable value. */
export type ScheduledJobsTable = Override<
  G.ScheduledJobs,
  {
    payload: Json<G.ScheduledJobs['payload'], JsonObject, unknown>;
    status: Narrow<G.ScheduledJobs['status'], 'pending' | 'done' | 'failed'>;
  }
>;

/** A domain event in the outbox (migration 0011-events). */
type EventsTable = Override<G.Events, { payload: Json<G.Events['payload'], JsonObject, unknown> }>;

type EventDeliveriesTable = Override<G.EventDeliveries, { status: Narrow<G.EventDeliveries['status'], EventDeliveryStatus> }>;

export type CampaignUpdatesTable = Override<
  G.CampaignUpdates,
  { visibility: Narrow<G.CampaignUpdates['visibility'], UpdateVisibility> }
>;

export type ReportsTable = Override<
  G.Reports,
  {
    targetType: Narrow<G.Reports['targetType'], ReportTargetType>;
    status: Narrow<G.Reports['status'], 'open' | 'resolved' | 'dismissed'>;
    resolution: Narrow<G.Reports['resolution'], ReportResolutionValue>;
  }
>;

type PointsEntriesTable = Override<
  G.PointsEntries,
  {
    kind: Narrow<
      G.PointsEntries['kind'],
      'backing' | 'backing_refunded' | 'first_launch' | 'referral' | 'redeemed' | 'membership'
    >;
  }
>;

/** A paid promotion of a live campaign (modules/promotions, decision 0031). */
export type PromotionsTable = Override<
  G.Promotions,
  {
    paidWith: Narrow<G.Promotions['paidWith'], 'wallet' | 'credit'>;
    status: Narrow<G.Promotions['status'], PromotionStatus>;
  }
>;

type PromotionDailyStatsTable = Override<G.PromotionDailyStats, { day: DayText<G.PromotionDailyStats['day']> }>;

type PromotionVisitorMarksTable = Override<
  G.PromotionVisitorMarks,
  {
    day: DayText<G.PromotionVisitorMarks['day']>;
    kind: Narrow<G.PromotionVisitorMarks['kind'], 'impression' | 'click'>;
  }
>;

/** Generated from the published copy; read only inside SQL (search, related articles). */
export type HelpArticlesTable = Override<G.HelpArticles, { searchDocument: ReadOnly<G.HelpArticles['searchDocument']> }>;

/** Pro subscriptions (migration 0026, decision 0033). */
export type SubscriptionsTable = Override<
  G.Subscriptions,
  {
    plan: Narrow<G.Subscriptions['plan'], ProPlan>;
    status: Narrow<G.Subscriptions['status'], 'active' | 'past_due' | 'canceled'>;
    nextPlan: Narrow<G.Subscriptions['nextPlan'], ProPlan>;
    /** `platform`: our renewal job bills it; `provider`: a Stripe Subscription bills it (migration 0031). */
    billing: Narrow<G.Subscriptions['billing'], 'platform' | 'provider'>;
  }
>;

/** Memberships (migration 0048, decision 0075). */
export type MembershipStatus = 'active' | 'past_due' | 'paused' | 'canceled';
type MembershipsTable = Override<
  G.Memberships,
  {
    status: Narrow<G.Memberships['status'], MembershipStatus>;
    billing: Narrow<G.Memberships['billing'], 'wallet' | 'provider'>;
  }
>;

export type SubscriptionInvoicesTable = Override<
  G.SubscriptionInvoices,
  {
    plan: Narrow<G.SubscriptionInvoices['plan'], ProPlan>;
    kind: Narrow<G.SubscriptionInvoices['kind'], 'start' | 'renewal' | 'plan_change'>;
  }
>;

type PageViewDaysTable = Override<G.PageViewDays, { day: DayText<G.PageViewDays['day']> }>;

type PageViewSourceDaysTable = Override<
  G.PageViewSourceDays,
  {
    day: DayText<G.PageViewSourceDays['day']>;
    kind: Narrow<G.PageViewSourceDays['kind'], 'referrer' | 'utm'>;
  }
>;

type StatsCampaignDaysTable = Override<G.StatsCampaignDays, { day: DayText<G.StatsCampaignDays['day']> }>;
type StatsFollowerDaysTable = Override<G.StatsFollowerDays, { day: DayText<G.StatsFollowerDays['day']> }>;

/** Who a campaign's public view count has counted today (migration 0036): the day is written as text, kept. */
type CampaignViewViewersTable = Override<
  G.CampaignViewViewers,
  { day: G.CampaignViewViewers['day'] extends G.Timestamp ? ColumnType<Date, string, never> : never }
>;

/** Every table of the migrated database, with the narrowings above. */
export type Database = Override<
  G.DB,
  {
    users: UsersTable;
    auditLog: AuditLogTable;
    ledgerAccounts: LedgerAccountsTable;
    ledgerTransactions: LedgerTransactionsTable;
    ledgerEntries: LedgerEntriesTable;
    ledgerCheckRuns: LedgerCheckRunsTable;
    payments: PaymentsTable;
    paymentCustomers: PaymentCustomersTable;
    savedPaymentMethods: SavedPaymentMethodsTable;
    webhookEvents: WebhookEventsTable;
    withdrawals: WithdrawalsTable;
    walletStatements: WalletStatementsTable;
    idempotencyKeys: IdempotencyKeysTable;
    sandboxProviderRecords: SandboxProviderRecordsTable;
    campaigns: CampaignsTable;
    campaignRewardTiers: CampaignRewardTiersTable;
    campaignImages: CampaignImagesTable;
    campaignInvites: CampaignInvitesTable;
    pledges: PledgesTable;
    scheduledJobs: ScheduledJobsTable;
    events: EventsTable;
    eventDeliveries: EventDeliveriesTable;
    campaignUpdates: CampaignUpdatesTable;
    reports: ReportsTable;
    pointsEntries: PointsEntriesTable;
    promotions: PromotionsTable;
    promotionDailyStats: PromotionDailyStatsTable;
    promotionVisitorMarks: PromotionVisitorMarksTable;
    helpArticles: HelpArticlesTable;
    subscriptions: SubscriptionsTable;
    subscriptionInvoices: SubscriptionInvoicesTable;
    memberships: MembershipsTable;
    pageViewDays: PageViewDaysTable;
    pageViewSourceDays: PageViewSourceDaysTable;
    statsCampaignDays: StatsCampaignDaysTable;
    statsFollowerDays: StatsFollowerDaysTable;
    campaignViewViewers: CampaignViewViewersTable;
  }
>;

// Tables other code names, taken as the database has them.
export type PageViewsTable = Database['pageViews'];
export type ContactMessagesTable = Database['contactMessages'];
export type EmailOutboxTable = Database['emailOutbox'];
export type CampaignAddOnsTable = Database['campaignAddOns'];
export type CampaignFaqsTable = Database['campaignFaqs'];
export type CampaignCommentsTable = Database['campaignComments'];
export type PledgeAddressesTable = Database['pledgeAddresses'];
export type HelpCategoriesTable = Database['helpCategories'];

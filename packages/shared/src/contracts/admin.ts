import { z } from 'zod';
import { ADMIN_CAMPAIGN_STATUSES, ADMIN_REASON_MAX, LEDGER_ACCOUNT_KIND_VALUES } from '../constants/admin.js';
import { pageCursorField, pageLimitField } from './paging.js';
import { WALLET_TRANSACTION_TYPES } from '../constants/ledger.js';

/**
 * The admin portal's API (decision 0035): every list is a keyset page
 * (`{items, nextCursor}`), every action takes a reason that lands in the audit log.
 */

export { ADMIN_REASON_MAX };
const reasonField = z
  .string({ message: 'Give a reason: it is written to the audit log.' })
  .trim()
  .min(1, 'Give a reason: it is written to the audit log.')
  .max(ADMIN_REASON_MAX, `The reason can be at most ${ADMIN_REASON_MAX} characters.`);

/** The body of an audited admin action: the reason is required. */
export const adminReasonSchema = /* @__PURE__ */ z.object({ reason: reasonField }).strict();
export type AdminReason = z.infer<typeof adminReasonSchema>;

/** POST /api/admin/users/{id}/role (superadmin only). */
export const adminRoleChangeSchema = /* @__PURE__ */ z
  .object({ role: z.enum(['user', 'admin'], { message: 'Choose user or admin.' }), reason: reasonField })
  .strict();
export type AdminRoleChange = z.infer<typeof adminRoleChangeSchema>;

const roleField = z.enum(['user', 'admin', 'superadmin']);

// ---- Overview ------------------------------------------------------------------------------

export const KPI_KEYS = [
  'signUps',
  'liveCampaigns',
  'pledged',
  'settled',
  'platformRevenue',
  'pendingWithdrawals',
  'openReports',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

export const kpiSchema = /* @__PURE__ */ z.object({
  key: z.enum(KPI_KEYS),
  label: z.string(),
  /** 'money': minor units of `currency`; 'count': a number of things. */
  unit: z.enum(['count', 'money']),
  currency: z.string().nullable(),
  /** The number now (live campaigns, pending withdrawals, open reports) or today's total. */
  current: z.number().int(),
  today: z.number().int(),
  last7Days: z.number().int(),
  last30Days: z.number().int(),
  /** 30 daily values, oldest first, today last. */
  series: z.array(z.number().int()),
  /** The portal page that lists what the number counts. */
  link: z.string(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const adminOverviewSchema = /* @__PURE__ */ z.object({ generatedAt: z.string(), kpis: z.array(kpiSchema) });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---- Users ---------------------------------------------------------------------------------

export const adminUsersQuerySchema = /* @__PURE__ */ z
  .object({
    q: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
    role: roleField.optional(),
    disabled: z.enum(['1', '0']).optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 25),
  })
  .strict();
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  role: roleField,
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = /* @__PURE__ */ z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserDetailSchema = /* @__PURE__ */ z.object({
  user: adminUserSchema,
  wallet: z.object({ balance: z.number().int(), currency: z.string() }),
  campaigns: z.array(z.object({ id: z.string(), title: z.string().nullable(), status: z.string(), raised: z.number().int() })),
  pledges: z.array(
    z.object({
      id: z.string(),
      campaignId: z.string(),
      campaignTitle: z.string().nullable(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      active: z.boolean(),
      userAgent: z.string().nullable(),
    }),
  ),
  reports: z.object({
    filed: z.number().int(),
    against: z.array(
      z.object({ id: z.string(), targetType: z.string(), reason: z.string(), status: z.string(), createdAt: z.string() }),
    ),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserSummarySchema = /* @__PURE__ */ z.object({ id: z.string(), role: roleField, disabled: z.boolean() });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

// ---- Campaigns -----------------------------------------------------------------------------

export { ADMIN_CAMPAIGN_STATUSES };

export const adminCampaignsQuerySchema = /* @__PURE__ */ z
  .object({
    q: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
    status: z.enum(ADMIN_CAMPAIGN_STATUSES, { message: 'Choose a campaign status.' }).optional(),
    staffPick: z.enum(['1', '0']).optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 25),
  })
  .strict();
export type AdminCampaignsQuery = z.infer<typeof adminCampaignsQuerySchema>;

export const adminCampaignSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.enum(ADMIN_CAMPAIGN_STATUSES),
  suspendedFromStatus: z.string().nullable(),
  owner: z.object({ id: z.string(), displayName: z.string(), username: z.string().nullable() }),
  goal: z.number().int().nullable(),
  raised: z.number().int(),
  currency: z.string(),
  backersCount: z.number().int(),
  staffPick: z.boolean(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignListSchema = /* @__PURE__ */ z.object({
  items: z.array(adminCampaignSchema),
  nextCursor: z.string().nullable(),
});
export type AdminCampaignList = z.infer<typeof adminCampaignListSchema>;

// ---- Ledger --------------------------------------------------------------------------------

export { LEDGER_ACCOUNT_KIND_VALUES };

export const ledgerAccountsQuerySchema = /* @__PURE__ */ z
  .object({
    kind: z.enum(LEDGER_ACCOUNT_KIND_VALUES, { message: 'Choose an account kind.' }).optional(),
    owner: z.string().trim().max(100).optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 25),
  })
  .strict();
export type LedgerAccountsQuery = z.infer<typeof ledgerAccountsQuerySchema>;

export const ledgerAccountSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ACCOUNT_KIND_VALUES),
  ownerId: z.string().nullable(),
  currency: z.string(),
  balance: z.number().int(),
  createdAt: z.string(),
});
export const ledgerAccountListSchema = /* @__PURE__ */ z.object({
  items: z.array(ledgerAccountSchema),
  nextCursor: z.string().nullable(),
});
export type LedgerAccountList = z.infer<typeof ledgerAccountListSchema>;

export const ledgerTransactionsQuerySchema = /* @__PURE__ */ z
  .object({
    accountId: z.uuid('No ledger account has this id.').optional(),
    campaignId: z.string().max(64).optional(),
    type: z
      .enum(WALLET_TRANSACTION_TYPES, { message: `Choose a transaction type: ${WALLET_TRANSACTION_TYPES.join(', ')}.` })
      .optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 25),
  })
  .strict();
export type LedgerTransactionsQuery = z.infer<typeof ledgerTransactionsQuerySchema>;

export const ledgerTransactionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  seq: z.number().int(),
  type: z.string(),
  description: z.string(),
  campaignId: z.string().nullable(),
  pledgeId: z.string().nullable(),
  withdrawalId: z.string().nullable(),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  entries: z.array(
    z.object({
      accountId: z.string(),
      kind: z.string(),
      ownerId: z.string().nullable(),
      amount: z.number().int(),
      currency: z.string(),
    }),
  ),
});
export type LedgerTransactionItem = z.infer<typeof ledgerTransactionSchema>;
export const ledgerTransactionListSchema = /* @__PURE__ */ z.object({
  items: z.array(ledgerTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type LedgerTransactionList = z.infer<typeof ledgerTransactionListSchema>;

const ledgerCheckResult = z.object({ name: z.string(), ok: z.boolean(), violations: z.array(z.string()) });
export const ledgerCheckRunSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  trigger: z.enum(['scheduled', 'manual']),
  ok: z.boolean(),
  checkedAt: z.string(),
  checks: z.array(ledgerCheckResult),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRunSchema>;
/** GET /api/admin/ledger/check-runs/latest: the last scheduled run and the last run of any kind. */
export const ledgerCheckStatusSchema = /* @__PURE__ */ z.object({
  lastScheduled: ledgerCheckRunSchema.nullable(),
  lastRun: ledgerCheckRunSchema.nullable(),
});
export type LedgerCheckStatus = z.infer<typeof ledgerCheckStatusSchema>;

// ---- Contact messages ----------------------------------------------------------------------

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export const adminContactQuerySchema = /* @__PURE__ */ z
  .object({
    status: z.enum(CONTACT_STATUSES).optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 25),
  })
  .strict();
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

export const adminContactMessageSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactListSchema = /* @__PURE__ */ z.object({
  items: z.array(adminContactMessageSchema),
  nextCursor: z.string().nullable(),
});
export type AdminContactList = z.infer<typeof adminContactListSchema>;
export const contactStatusChangeSchema = /* @__PURE__ */ z
  .object({ status: z.enum(CONTACT_STATUSES, { message: 'Choose new or handled.' }), reason: reasonField.optional() })
  .strict();

// ---- Audit log -----------------------------------------------------------------------------

export const auditQuerySchema = /* @__PURE__ */ z
  .object({
    action: z.string().trim().max(60).optional(),
    actorId: z.string().trim().max(100).optional(),
    targetId: z.string().trim().max(100).optional(),
    from: z.iso.date('Use a date like 2026-01-31.').optional(),
    to: z.iso.date('Use a date like 2026-01-31.').optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(200, 50),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const jsonValue = z.unknown();
export const auditEntrySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: jsonValue,
  after: jsonValue,
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;
export const auditListSchema = /* @__PURE__ */ z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditList = z.infer<typeof auditListSchema>;

import { z } from 'zod';
import { pageCursorField, pageLimitField } from './paging.js';

/** Reports of campaigns, updates, comments, profiles and messages for the admin queue (docs/product-rules.md#reports). */

export const REPORT_TARGET_TYPES = ['campaign', 'update', 'comment', 'profile', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The fixed reasons, with the words the dialog shows. */
export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  scam: 'Fraud or a scam',
  harassment: 'Harassment or hate',
  inappropriate: 'Inappropriate or offensive content',
  intellectual_property: 'Someone else’s intellectual property',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_NOTE_MAX = 1_000;
export const ALREADY_REPORTED_MESSAGE = 'You already reported this.';

/** POST /api/reports. */
export const newReportSchema = /* @__PURE__ */ z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Choose what you are reporting.' }),
    targetId: z.string().min(1, 'Say which item you are reporting.').max(64, 'This item id is not valid.'),
    reason: z.enum(REASON_KEYS, { message: 'Choose a reason from the list.' }),
    note: z.string().trim().max(REPORT_NOTE_MAX, `A note is at most ${REPORT_NOTE_MAX} characters.`).optional(),
  })
  .strict();
export type NewReport = z.infer<typeof newReportSchema>;

export const reportReceiptSchema = /* @__PURE__ */ z.object({ id: z.string() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const adminReportSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REASON_KEYS),
  note: z.string().nullable(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  reporter: z.object({ id: z.string(), username: z.string().nullable(), displayName: z.string() }),
  createdAt: z.string(),
  /** The admin working on it; null while unassigned. */
  assignee: z.object({ id: z.string(), displayName: z.string() }).nullable().optional(),
  resolution: z.enum(['no_action', 'remove_content', 'suspend_campaign', 'disable_user']).nullable().optional(),
  resolutionNote: z.string().nullable().optional(),
  resolvedAt: z.string().nullable().optional(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** GET /api/admin/reports: newest first (the portal's queue, a later issue, pages through it). */
export const adminReportListSchema = /* @__PURE__ */ z.object({
  items: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

export const adminReportQuerySchema = /* @__PURE__ */ z
  .object({
    status: z.enum(REPORT_STATUSES).optional(),
    targetType: z.enum(REPORT_TARGET_TYPES).optional(),
    assignee: z.string().max(100).optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(100, 50),
  })
  .strict();
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

/** How an admin resolves a report (docs/product-rules.md#reports). `no_action` dismisses it. */
export const REPORT_RESOLUTIONS = {
  no_action: 'No action',
  remove_content: 'Remove the content',
  suspend_campaign: 'Suspend the campaign',
  disable_user: 'Disable the user',
} as const;
export type ReportResolution = keyof typeof REPORT_RESOLUTIONS;
const RESOLUTION_KEYS = Object.keys(REPORT_RESOLUTIONS) as [ReportResolution, ...ReportResolution[]];

export const REPORT_RESOLUTION_NOTE_MAX = 1_000;

/** POST /api/admin/reports/{id}/resolve. */
export const reportResolutionSchema = /* @__PURE__ */ z
  .object({
    resolution: z.enum(RESOLUTION_KEYS, { message: 'Choose how the report is resolved.' }),
    note: z
      .string({ message: 'Write a note: the reporter is told the outcome and the audit log keeps it.' })
      .trim()
      .min(1, 'Write a note: the reporter is told the outcome and the audit log keeps it.')
      .max(REPORT_RESOLUTION_NOTE_MAX, `A note is at most ${REPORT_RESOLUTION_NOTE_MAX} characters.`),
  })
  .strict();
export type ReportResolutionInput = z.infer<typeof reportResolutionSchema>;

/** POST /api/admin/reports/{id}/assign: null unassigns. */
export const reportAssignmentSchema = /* @__PURE__ */ z.object({ assigneeId: z.string().min(1).max(100).nullable() }).strict();

/** The report after an admin action. */
export const adminReportResultSchema = adminReportSchema;

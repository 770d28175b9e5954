import { ALREADY_REPORTED_MESSAGE } from '@crowdspark/shared/contracts/reports';
import type {
  AdminReport,
  AdminReportList,
  AdminReportQuery,
  NewReport,
  ReportReason,
  ReportReceipt,
  ReportResolutionInput,
} from '@crowdspark/shared/contracts/reports';
import type { Kysely } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Database, ReportTargetType } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { setAccountDisabled } from '../admin/service.js';
import { findCampaign, findPublicCampaignCard, suspendCampaign } from '../campaigns/service.js';
import type { Actor, CampaignDeps } from '../campaigns/service.js';
import {
  commentAuthorOf,
  commentExists,
  removeComment,
  removeUpdate,
  updateAuthorOf,
  updateExists,
} from '../community/service.js';
import { recordEvent } from '../events/service.js';
import { messageReportableBy, messageSenderOf, removeMessage } from '../messages/service.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { publicUserIdByUsername, removeProfileContent } from '../users/service.js';
import * as repo from './repository.js';

/**
 * Reports (docs/product-rules.md#reports): a signed-in person reports a public campaign, an
 * update, a comment or a profile once; the admin portal's queue reads them.
 */

export const TARGET_NOT_FOUND_MESSAGE = 'There is nothing to report at this address: it may have been removed.';

/** The stored id of what is reported: profiles are named by username and stored by user id. */
async function resolveTarget(db: Kysely<Database>, input: NewReport, reporterId: string): Promise<string | null> {
  switch (input.targetType) {
    case 'campaign':
      return (await findPublicCampaignCard(db, input.targetId)) ? input.targetId : null;
    case 'update':
      return (await updateExists(db, input.targetId)) ? input.targetId : null;
    case 'comment':
      return (await commentExists(db, input.targetId)) ? input.targetId : null;
    case 'profile':
      return (await publicUserIdByUsername(db, input.targetId)) ?? null;
    case 'message':
      // Only a member of the conversation can see, so report, a message (docs/product-rules.md#messages).
      return (await messageReportableBy(db, input.targetId, reporterId)) ? input.targetId : null;
  }
}

/** Files the report; the same reporter and target twice is a 409 (the unique index, so a race cannot make two). */
export async function fileReport(db: Kysely<Database>, reporterId: string, input: NewReport): Promise<ReportReceipt> {
  const targetId = await resolveTarget(db, input, reporterId);
  if (!targetId) throw new AppError('NOT_FOUND', TARGET_NOT_FOUND_MESSAGE);
  const id = newId();
  const note = input.note ? input.note : null;
  await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertReport(trx, {
      id,
      reporterId,
      targetType: input.targetType,
      targetId,
      reason: input.reason,
      note,
    });
    if (!inserted) throw new AppError('CONFLICT', ALREADY_REPORTED_MESSAGE);
    await recordEvent(trx, {
      type: 'report.filed',
      payload: { reportId: id, reporterId, targetType: input.targetType, targetId, reason: input.reason },
    });
  });
  return { id };
}

function decodeCursor(raw: string): { at: Date; id: string } {
  const invalid = () => new AppError('BAD_REQUEST', 'The cursor is not valid for this list; start again from the first page.');
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
    const [at, id] = parsed as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(at))) throw invalid();
    return { at: new Date(at), id };
  } catch {
    throw invalid();
  }
}

type ReportRow = NonNullable<Awaited<ReturnType<typeof repo.findReportRow>>>;

function presentReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason as ReportReason,
    note: row.note,
    status: row.status,
    reporter: { id: row.reporterId, username: row.username, displayName: row.displayName },
    createdAt: row.createdAt.toISOString(),
    assignee: row.assigneeId ? { id: row.assigneeId, displayName: row.assigneeName ?? 'Deleted account' } : null,
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The admin queue, newest first, filtered by status, kind of target and assignee. */
export async function listReports(db: Kysely<Database>, query: AdminReportQuery): Promise<AdminReportList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await repo.listReportPage(
    db,
    { status: query.status, targetType: query.targetType, assigneeId: query.assignee },
    after,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentReport),
    nextCursor:
      rows.length > query.limit && last
        ? Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url')
        : null,
  };
}

const NO_SUCH_REPORT = 'No report has this id.';

async function reportOrThrow(db: Kysely<Database>, id: string): Promise<ReportRow> {
  const row = await repo.findReportRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_REPORT);
  return row;
}

/** Assigns the report to an admin (or nobody), audited. */
export async function assignReport(
  db: Kysely<Database>,
  actor: { id: string },
  id: string,
  assigneeId: string | null,
): Promise<AdminReport> {
  if (assigneeId !== null && !(await repo.isAdminUser(db, assigneeId)))
    throw new AppError('BAD_REQUEST', 'Reports can be assigned only to an admin.');
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockReport(trx, id);
    if (!row) throw new AppError('NOT_FOUND', NO_SUCH_REPORT);
    if (row.assigneeId === assigneeId) return;
    await repo.setAssignee(trx, id, assigneeId);
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: 'report.assign',
      targetType: 'report',
      targetId: id,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId },
      reason: null,
    });
  });
  return presentReport(await reportOrThrow(db, id));
}

export interface ResolveDeps {
  db: Kysely<Database>;
  campaigns: CampaignDeps;
  /** Where avatars live: removing a profile's content deletes its avatar file. */
  fileStorage: FileStorage;
}

/** Why "remove content" does not apply to a campaign (docs/product-rules.md#reports). */
export const CAMPAIGN_REMOVAL_MESSAGE =
  'A campaign is not removed from its report: suspend it instead (it disappears from the site and its pledges are frozen until it is restored).';

const cannot = (message: string) => new AppError('CONFLICT', message);

/** The person a "disable user" resolution acts on: the profile, the campaign's owner, the author of the update or comment, the message's sender. */
async function responsibleUser(db: Kysely<Database>, targetType: ReportTargetType, targetId: string): Promise<string> {
  let userId: string | null = null;
  if (targetType === 'profile') userId = targetId;
  if (targetType === 'campaign') userId = (await findCampaign(db, targetId))?.ownerId ?? null;
  if (targetType === 'comment') userId = await commentAuthorOf(db, targetId);
  if (targetType === 'update') userId = await updateAuthorOf(db, targetId);
  if (targetType === 'message') userId = await messageSenderOf(db, targetId);
  if (!userId) throw cannot('There is no one to disable for this report: disable the person from the Users page.');
  return userId;
}

/**
 * "Remove content" through the module that owns it (decision 0035), each audited there with the
 * note as its reason: the comment or update (community), the message (messages), what the person
 * wrote on their profile (users). Something already gone is nothing left to remove. A campaign
 * is suspended, never removed, from its report.
 */
async function removeContent(deps: ResolveDeps, actor: Actor, targetType: ReportTargetType, targetId: string, note: string) {
  const gone = (error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return;
    throw error;
  };
  switch (targetType) {
    case 'campaign':
      throw cannot(CAMPAIGN_REMOVAL_MESSAGE);
    case 'comment':
      return removeComment(deps.db, actor, targetId, note).catch(gone);
    case 'update':
      return removeUpdate(deps.db, actor, targetId, note).catch(gone);
    case 'message':
      return removeMessage(deps.db, actor, targetId, note).catch(gone);
    case 'profile':
      return removeProfileContent({ db: deps.db, fileStorage: deps.fileStorage }, actor, targetId, note).catch(gone);
  }
}

/**
 * Resolves a report (docs/product-rules.md#reports): first the action (remove the content,
 * suspend the campaign, disable the person; each audited by its own module), then every open
 * report of the same target is closed with the outcome and note, audited, and each reporter is
 * told through `report.resolved`. "No action" dismisses.
 */
export async function resolveReport(
  deps: ResolveDeps,
  actor: Actor,
  id: string,
  input: ReportResolutionInput,
): Promise<AdminReport> {
  const report = await reportOrThrow(deps.db, id);
  if (report.status !== 'open') throw cannot('This report is already resolved.');
  const { targetType, targetId } = report;
  switch (input.resolution) {
    case 'no_action':
      break;
    case 'remove_content':
      await removeContent(deps, actor, targetType, targetId, input.note);
      break;
    case 'suspend_campaign': {
      if (targetType !== 'campaign') throw cannot('Only a reported campaign can be suspended from its report.');
      const campaign = await findCampaign(deps.db, targetId);
      if (!campaign) throw new AppError('NOT_FOUND', 'This campaign no longer exists.');
      if (campaign.status !== 'suspended') await suspendCampaign(deps.campaigns, targetId, actor, input.note);
      break;
    }
    case 'disable_user':
      await setAccountDisabled(deps.db, actor, await responsibleUser(deps.db, targetType, targetId), true, input.note);
      break;
  }
  await deps.db.transaction().execute(async (trx) => {
    const open = await repo.lockOpenReportsOf(trx, targetType, targetId);
    const status = input.resolution === 'no_action' ? 'dismissed' : 'resolved';
    await repo.markResolved(
      trx,
      open.map((r) => r.id),
      { status, resolution: input.resolution, note: input.note, by: actor.id, at: new Date() },
    );
    for (const r of open) {
      await writeAuditEntry(trx, {
        actorId: actor.id,
        action: 'report.resolve',
        targetType: 'report',
        targetId: r.id,
        before: { status: r.status },
        after: { status, resolution: input.resolution },
        reason: input.note,
        details: { reportTargetType: targetType, reportTargetId: targetId },
      });
      await recordEvent(trx, {
        type: 'report.resolved',
        payload: { reportId: r.id, reporterId: r.reporterId, resolvedBy: actor.id, resolution: input.resolution },
      });
    }
  });
  return presentReport(await reportOrThrow(deps.db, id));
}

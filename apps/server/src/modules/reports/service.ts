import { ALREADY_REPORTED_MESSAGE } from '@crowdspark/shared/contracts/reports';
import type {
  AdminReportList,
  AdminReportQuery,
  NewReport,
  ReportReason,
  ReportReceipt,
} from '@crowdspark/shared/contracts/reports';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { findPublicCampaignCard } from '../campaigns/service.js';
import { commentExists, updateExists } from '../community/service.js';
import { recordEvent } from '../events/service.js';
import { messageReportableBy } from '../messages/service.js';
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
      return (await repo.findUserIdByUsername(db, input.targetId)) ?? null;
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

/** The admin queue, newest first. */
export async function listReports(db: Kysely<Database>, query: AdminReportQuery): Promise<AdminReportList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await repo.listReportPage(db, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason as ReportReason,
      note: row.note,
      status: row.status,
      reporter: { id: row.reporterId, username: row.username, displayName: row.displayName },
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url')
        : null,
  };
}

import type {
  CampaignUpdate,
  CampaignUpdateList,
  CommunityPageQuery,
  NewUpdate,
  UpdateChanges,
} from '@crowdspark/shared/contracts/community';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import { writeAuditEntry } from '../../audit/audit-log.js';
import { sanitizeStoryHtml } from '../../content/rich-text.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { recordEvent } from '../events/service.js';
import { backersOnlyReader, communityContext } from './access.js';
import type { CommunityContext } from './access.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import * as repo from './repository.js';
import type { UpdateWithAuthor } from './repository.js';

export interface UpdatesDeps {
  db: Kysely<Database>;
  /** PUBLIC_URL: update images may point at our own uploads under it (the story's allow-list). */
  publicUrl: string;
}

export const UPDATE_NOT_FOUND_MESSAGE = 'No update has this id on this campaign.';
export const POST_FORBIDDEN_MESSAGE = 'Only the campaign’s creator and its collaborators can post updates.';
export const EDIT_FORBIDDEN_MESSAGE = 'Only the update’s author or the campaign’s creator can change it.';
export const NOT_POSTABLE_MESSAGE = 'Updates can be posted while the campaign is live and after it ends successfully or not.';
export const EMPTY_BODY_MESSAGE = 'Write the update: nothing readable is left once unsafe HTML is removed.';

/** Live and ended campaigns take updates (docs/product-rules.md#campaign-updates); drafts and canceled ones do not. */
const POSTABLE_STATUSES = new Set(['live', 'successful', 'unsuccessful']);

function present(row: UpdateWithAuthor, readable: boolean, context: CommunityContext): CampaignUpdate {
  const locked = row.visibility === 'backers' && !readable;
  return {
    id: row.id,
    campaignId: row.campaignId,
    title: row.title,
    visibility: row.visibility,
    bodyHtml: locked ? null : row.bodyHtml,
    locked,
    author: { username: row.username, displayName: row.displayName, photoURL: row.photoUrl },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    viewer: { canEdit: mayChange(row, context), canReport: context.reader !== null && context.reader.id !== row.authorId },
  };
}

/** The author (while still on the creator side) or the owner may edit or delete an update. */
function mayChange(row: { authorId: string }, context: CommunityContext): boolean {
  if (!context.reader) return false;
  return context.campaignRole === 'owner' || (context.campaignRole !== null && row.authorId === context.reader.id);
}

/** The allow-list sanitiser of stories; a body that sanitises to nothing is refused, not stored blank. */
function cleanBody(html: string, publicUrl: string): string {
  const clean = sanitizeStoryHtml(html, publicUrl);
  const hasText = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
  if (!hasText && !/<img\s/i.test(clean)) throw new AppError('BAD_REQUEST', EMPTY_BODY_MESSAGE, { bodyHtml: EMPTY_BODY_MESSAGE });
  return clean;
}

/** A page of the campaign's updates, newest first; bodies of backers-only updates only for those who may read them. */
export async function listUpdates(
  db: Kysely<Database>,
  campaignId: string,
  readerId: string | null,
  query: CommunityPageQuery,
): Promise<CampaignUpdateList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, 'updates') : null;
  const context = await communityContext(db, campaignId, readerId);
  const rows = await repo.listUpdatePage(db, campaignId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const canReadBackersOnly = backersOnlyReader(db, context);
  const readable = page.some((row) => row.visibility === 'backers') ? await canReadBackersOnly() : false;
  const last = page.at(-1);
  return {
    items: page.map((row) => present(row, readable, context)),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor('updates', { at: last.createdAt, id: last.id }) : null,
    viewer: { canPost: context.campaignRole !== null && POSTABLE_STATUSES.has(context.campaignStatus) },
  };
}

export async function getUpdate(
  db: Kysely<Database>,
  campaignId: string,
  updateId: string,
  readerId: string | null,
): Promise<CampaignUpdate> {
  const context = await communityContext(db, campaignId, readerId);
  const row = await repo.findUpdate(db, campaignId, updateId);
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND_MESSAGE);
  const readable = row.visibility === 'public' || (await backersOnlyReader(db, context)());
  return present(row, readable, context);
}

/** The owner or a collaborator posts to a live or ended campaign; `update.posted` in the same transaction. */
export async function postUpdate(
  deps: UpdatesDeps,
  campaignId: string,
  authorId: string,
  input: NewUpdate,
): Promise<CampaignUpdate> {
  const context = await communityContext(deps.db, campaignId, authorId);
  if (context.campaignRole === null) throw new AppError('FORBIDDEN', POST_FORBIDDEN_MESSAGE);
  if (!POSTABLE_STATUSES.has(context.campaignStatus)) throw new AppError('CONFLICT', NOT_POSTABLE_MESSAGE);
  const bodyHtml = cleanBody(input.bodyHtml, deps.publicUrl);
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertUpdate(trx, { id, campaignId, authorId, title: input.title, bodyHtml, visibility: input.visibility });
    await recordEvent(trx, {
      type: 'update.posted',
      payload: { updateId: id, campaignId, authorId, visibility: input.visibility },
    });
  });
  return getUpdate(deps.db, campaignId, id, authorId);
}

async function changeable(db: Kysely<Database>, campaignId: string, updateId: string, actorId: string) {
  const context = await communityContext(db, campaignId, actorId);
  const row = await repo.findUpdate(db, campaignId, updateId);
  if (!row) throw new AppError('NOT_FOUND', UPDATE_NOT_FOUND_MESSAGE);
  if (!mayChange(row, context)) throw new AppError('FORBIDDEN', EDIT_FORBIDDEN_MESSAGE);
  return row;
}

export async function editUpdate(
  deps: UpdatesDeps,
  campaignId: string,
  updateId: string,
  editorId: string,
  changes: UpdateChanges,
): Promise<CampaignUpdate> {
  await changeable(deps.db, campaignId, updateId, editorId);
  const bodyHtml = changes.bodyHtml === undefined ? undefined : cleanBody(changes.bodyHtml, deps.publicUrl);
  await deps.db.transaction().execute(async (trx) => {
    await repo.changeUpdate(trx, updateId, {
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(bodyHtml === undefined ? {} : { bodyHtml }),
      ...(changes.visibility === undefined ? {} : { visibility: changes.visibility }),
      editedAt: new Date(),
    });
    await recordEvent(trx, { type: 'update.edited', payload: { updateId, campaignId, editorId } });
  });
  return getUpdate(deps.db, campaignId, updateId, editorId);
}

/** Deletes the update and its comments (the foreign key cascades); `update.deleted`. */
export async function deleteUpdate(deps: UpdatesDeps, campaignId: string, updateId: string, actorId: string): Promise<void> {
  await changeable(deps.db, campaignId, updateId, actorId);
  await deps.db.transaction().execute(async (trx) => {
    if (await repo.deleteUpdate(trx, updateId))
      await recordEvent(trx, { type: 'update.deleted', payload: { updateId, campaignId, deletedBy: actorId } });
  });
}

/**
 * An admin removes a reported update (docs/product-rules.md#reports, decision 0035): it goes as
 * when its author deletes it (its comments with it, its URL answers 404, and notifications'
 * `update.deleted` subscriber takes it out of backers' inboxes), audited with the admin's note as
 * the reason. The audit keeps its state, never its words (the log is append-only).
 */
export async function removeUpdate(
  db: Kysely<Database>,
  actor: { id: string; role: string },
  updateId: string,
  reason: string,
): Promise<void> {
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'Only admins can remove an update.');
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockUpdate(trx, updateId);
    if (!row) throw new AppError('NOT_FOUND', 'This update no longer exists.');
    await repo.deleteUpdate(trx, updateId);
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: 'update.remove',
      targetType: 'update',
      targetId: updateId,
      before: { exists: true, visibility: row.visibility, postedAt: row.createdAt.toISOString() },
      after: { exists: false },
      reason,
      details: { campaignId: row.campaignId, authorId: row.authorId },
    });
    await recordEvent(trx, { type: 'update.deleted', payload: { updateId, campaignId: row.campaignId, deletedBy: actor.id } });
  });
}

/** For the reports module: who posted the update (null when it is gone). */
export async function updateAuthorOf(db: Kysely<Database>, updateId: string): Promise<string | null> {
  return (await repo.findUpdateById(db, updateId))?.authorId ?? null;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of sanitised HTML, for a description tag (which escapes them again). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The update's link-preview facts for its page (null: no such update or the campaign is hidden). */
export async function updatePreview(db: Kysely<Database>, campaignId: string, updateId: string) {
  const row = await repo.findUpdate(db, campaignId, updateId);
  if (!row) return null;
  const text = row.visibility === 'public' ? textOf(row.bodyHtml) : null;
  return { title: row.title, visibility: row.visibility, text };
}

/** Whether an update exists (reports check their target). */
export async function updateExists(db: Kysely<Database>, updateId: string): Promise<boolean> {
  return (await repo.findUpdateById(db, updateId)) !== undefined;
}

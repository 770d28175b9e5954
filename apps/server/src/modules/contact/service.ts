import type { AdminContactList, AdminContactMessage, AdminContactQuery } from '@crowdspark/shared/contracts/admin';
import type { ContactMessageInput, ContactReceipt } from '@crowdspark/shared/contracts/contact';
import type { Kysely, Transaction } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Database } from '../../db/schema.js';
import type { DeletedAccount } from '../identity/service.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { anonymizeIp } from '../../http/ip-network.js';
import {
  insertContactMessage,
  listContactMessages,
  lockContactMessage,
  setHandled,
  anonymiseContactMessagesOf,
} from './repository.js';

const MAX_USER_AGENT_LENGTH = 512;

export interface ContactContext {
  ip: string;
  userAgent: string | undefined;
  userId: string | null;
}

/** Stores a contact-form message for the admins' inbox (the admin portal's Contact messages page). */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  context: ContactContext,
): Promise<ContactReceipt> {
  const stored = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    ipNetwork: anonymizeIp(context.ip),
    userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    userId: context.userId,
  });
  return { id: stored.id, receivedAt: stored.createdAt.toISOString() };
}

/** Hook before account deletion: the account's messages stay for the admins, without their author. */
export async function forgetContactMessageAuthor(
  trx: Transaction<Database>,
  userId: string,
  account: DeletedAccount,
): Promise<void> {
  await anonymiseContactMessagesOf(trx, userId, account.email);
}

type MessageRow = Awaited<ReturnType<typeof listContactMessages>>[number];

function present(row: MessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    userId: row.userId,
    status: row.handledAt ? 'handled' : 'new',
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

const CURSOR = 'admin-contact';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin portal's inbox of contact-form messages, newest first, by status (decision 0035). */
export async function listContactInbox(db: Kysely<Database>, query: AdminContactQuery): Promise<AdminContactList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, CURSOR) : null;
  if (after && !UUID.test(after.id))
    throw new AppError('BAD_REQUEST', 'The cursor is not valid for this list; start again from the first page.');
  const rows = await listContactMessages(db, { status: query.status, after, take: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(CURSOR, { at: last.createdAt, id: last.id }) : null,
  };
}

/** Marks a message handled (or new again), audited. */
export async function setContactMessageStatus(
  db: Kysely<Database>,
  adminId: string,
  id: string,
  status: 'new' | 'handled',
  reason: string | null,
): Promise<AdminContactMessage> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No contact message has this id.');
  return db.transaction().execute(async (trx) => {
    const row = await lockContactMessage(trx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No contact message has this id.');
    const before = row.handledAt ? 'handled' : 'new';
    if (before === status) return present(row);
    const at = status === 'handled' ? new Date() : null;
    await setHandled(trx, id, status === 'handled' ? adminId : null, at);
    await writeAuditEntry(trx, {
      actorId: adminId,
      action: status === 'handled' ? 'contact.handled' : 'contact.reopened',
      targetType: 'contact_message',
      targetId: id,
      before: { status: before },
      after: { status },
      reason,
    });
    return present({ ...row, handledAt: at });
  });
}

import type { ContactMessageInput, ContactReceipt } from '@crowdspark/shared/contracts/contact';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { anonymizeIp } from '../../http/ip-network.js';
import { insertContactMessage, unlinkContactMessagesOf } from './repository.js';

const MAX_USER_AGENT_LENGTH = 512;

export interface ContactContext {
  ip: string;
  userAgent: string | undefined;
  userId: string | null;
}

/** Stores a contact-form message for the admins' inbox (admin portal, later issue). */
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
export async function forgetContactMessageAuthor(trx: Kysely<Database>, userId: string): Promise<void> {
  await unlinkContactMessagesOf(trx, userId);
}

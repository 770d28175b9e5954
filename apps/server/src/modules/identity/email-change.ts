import { writeAuditEntry } from '../../audit/audit-log.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, identityError } from '../../errors/app-error.js';
import type { MailSender } from '../../plugins/mail.js';
import { publishSessionEnd } from '../live/service.js';
import { emailChangedEmail } from './emails.js';

/** The undo link in the old address's notice works this long: long enough to notice a takeover. */
export const UNDO_EMAIL_CHANGE_EXPIRES_IN_S = 7 * 24 * 3600;
/** The reset link in that notice, like every reset link. */
const RESET_LINK_EXPIRES_IN_S = 3600;
const UNDO_PREFIX = 'undo-email-change:';

interface UndoClaim {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/** The claims of a Better Auth email-verification link (a signed JWT; Better Auth checks the signature). */
export function verificationClaims(token: string | null): { email?: string; updateTo?: string } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return {
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.updateTo === 'string' ? { updateTo: claims.updateTo } : {}),
    };
  } catch {
    return null;
  }
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'displayName'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

function token(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * After an account's email changed (the new address confirmed the link), the OLD address hears of
 * it with two links: undo the change (restores the old address, ends every session) and reset the
 * password (a fresh reset token for the account, valid for an hour). So whoever took a session
 * and changed the email cannot quietly lock the owner out.
 */
export async function notifyOldAddress(
  deps: { db: Kysely<Database>; mail: MailSender; publicUrl: string },
  change: UndoClaim & { name: string },
): Promise<void> {
  const undoToken = token();
  const resetToken = token();
  const now = Date.now();
  await deps.db
    .insertInto('authVerifications')
    .values([
      {
        id: randomUUID(),
        identifier: `${UNDO_PREFIX}${undoToken}`,
        value: JSON.stringify({ userId: change.userId, oldEmail: change.oldEmail, newEmail: change.newEmail }),
        expiresAt: new Date(now + UNDO_EMAIL_CHANGE_EXPIRES_IN_S * 1000),
      },
      // Better Auth's own reset-token format, so its reset flow (and ours around it) accepts it.
      {
        id: randomUUID(),
        identifier: `reset-password:${resetToken}`,
        value: change.userId,
        expiresAt: new Date(now + RESET_LINK_EXPIRES_IN_S * 1000),
      },
    ])
    .execute();
  const undoLink = `${deps.publicUrl}/sign-in?undoEmailChange=${encodeURIComponent(undoToken)}`;
  const resetLink = `${deps.publicUrl}/api/auth/reset-password/${resetToken}?callbackURL=${encodeURIComponent('/forgot-password')}`;
  await deps.mail.send(emailChangedEmail(change.oldEmail, change.name, change.newEmail, undoLink, resetLink));
}

/**
 * The undo link: puts the old address back (verified: the person opened mail sent to it), ends
 * every session (whoever changed it is signed out) and uses the link up. Refused when the link is
 * unknown or expired, the account is gone, or someone else has taken the old address meanwhile.
 * Returns the restored address.
 */
export async function undoEmailChange(db: Kysely<Database>, undoToken: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('authVerifications')
      .where('identifier', '=', `${UNDO_PREFIX}${undoToken}`)
      .returning(['value', 'expiresAt'])
      .executeTakeFirst();
    if (!row) throw identityError('BAD_REQUEST', 'invalid-action-code');
    if (row.expiresAt.getTime() < Date.now()) throw identityError('BAD_REQUEST', 'expired-action-code');
    const claim = JSON.parse(row.value) as UndoClaim;
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', claim.userId)
      .where('deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw identityError('BAD_REQUEST', 'invalid-action-code');
    const holder = await findUserByEmail(trx, claim.oldEmail);
    if (holder && holder.id !== claim.userId)
      throw new AppError('CONFLICT', 'Another account uses that address now, so it cannot be restored. Contact support.');
    await trx
      .updateTable('users')
      .set({ email: claim.oldEmail, emailVerified: true, updatedAt: new Date() })
      .where('id', '=', claim.userId)
      .execute();
    await trx.deleteFrom('authSessions').where('userId', '=', claim.userId).execute();
    // Whoever took the account over is signed out at once, in every open tab (decision 0027).
    await publishSessionEnd(trx, claim.userId, 'session.revoked');
    await writeAuditEntry(trx, {
      actorId: claim.userId,
      action: 'user.email-change-undone',
      targetId: claim.userId,
      details: {},
    });
    return claim.oldEmail;
  });
}

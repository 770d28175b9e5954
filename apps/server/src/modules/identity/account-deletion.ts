import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, identityError } from '../../errors/app-error.js';
import { publishSessionEnd } from '../live/service.js';
import { deletionBlockingReasons, runDeletionCleanUps } from './account-deletion-hooks.js';
import type { AccountDeletionHooks } from './account-deletion-hooks.js';
import { assertReauthenticated } from './reauthentication.js';
import type { Reauthentication } from './reauthentication.js';
import { forgetMailTo } from '../../plugins/mail.js';
import { forgetAttemptsOf } from './account-limits.js';
import { writeAuditEntry } from '../../audit/audit-log.js';
import { forgetSignInMethods, lockLivingUser } from './repository.js';

export const DELETION_BLOCKED_PREFIX = 'Your account cannot be deleted yet.';

/**
 * Deletes the signed-in account, all or nothing. The person first proves who they are (password,
 * or a fresh Google sign-in). Then, in one transaction that locks the user, every registered hook
 * says what still stops the deletion (ledger: money in a wallet; wallet: a withdrawal on its way;
 * payments: a top-up being processed; pledges: active pledges; campaigns: a live campaign) before
 * anything changes; any reason refuses with 409 and what to do first. Otherwise the hooks clean up
 * (users: the profile is anonymised, the money history kept pointing at "Deleted user"; analytics,
 * contact: page views and messages lose their author, messages their name and address;
 * notifications: links to the profile go; wallet: withdrawals lose the holder's name;
 * campaigns: drafts go), the sign-in methods and sessions go, and the deletion is audited.
 */
export async function deleteOwnAccount(
  db: Kysely<Database>,
  hooks: AccountDeletionHooks,
  request: Reauthentication,
): Promise<void> {
  await assertReauthenticated(db, request);
  const { userId } = request;
  await db.transaction().execute(async (trx) => {
    const account = await lockLivingUser(trx, userId);
    if (!account) throw identityError('UNAUTHENTICATED', 'user-token-expired');
    const reasons = await deletionBlockingReasons(trx, hooks, userId);
    if (reasons.length) throw new AppError('CONFLICT', [DELETION_BLOCKED_PREFIX, ...reasons].join(' '));
    await runDeletionCleanUps(trx, hooks, userId, account);
    await forgetSignInMethods(trx, userId);
    // Nothing keyed by the address outlives the account: its counted sign-in failures and resets,
    // and the mail sent to it (bodies carry the name and links).
    await forgetAttemptsOf(trx, account.email);
    await forgetMailTo(trx, account.email);
    // The account's other open tabs sign out at once (decision 0027).
    await publishSessionEnd(trx, userId, 'session.revoked');
    await writeAuditEntry(trx, { actorId: userId, action: 'user.delete', targetId: userId, details: {} });
  });
}

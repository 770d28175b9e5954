import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { publishSessionEnd } from '../live/service.js';

/** Who is being deleted, as each module's deletion hook receives it (account-deletion-hooks.ts). */
export type { DeletedAccount } from './account-deletion-hooks.js';
import { expireSessionsOf, findLiveSession, isUserBanned, listProviderIds, listSessionsForExport } from './repository.js';

/** What other modules ask of identity. */

/**
 * Changes to a person's row in `users`, which identity owns: the profile module (users) and the
 * admin portal write through these.
 */
export {
  anonymiseUser,
  clearProfileContent,
  savePreferences,
  setBanned,
  setPhotoUrl,
  setRole,
  updateProfile,
  writeSubscriptionFields,
} from './user-records.js';

/** The step-up check a guarded route hands to a service (`request.secondFactorCheck(code)`; decision 0073). */
export type { SecondFactorCheck } from './second-factor.js';

/** Ready-made accounts (the demo seed writes its people through these). */
export { addPasswordSignIn, insertImportedAccounts } from './imported-accounts.js';

/**
 * Ends every session of the user at once (an admin disabled the account), and, once the caller's
 * transaction commits, tells their open tabs through live delivery, which closes their sockets
 * (decision 0027): the tabs sign out without waiting for their next request.
 */
export async function endSessionsOf(trx: Transaction<Database>, userId: string): Promise<void> {
  await expireSessionsOf(trx, userId);
  await publishSessionEnd(trx, userId, 'account.disabled');
}

/** Whether an admin disabled the account (it cannot sign in; what it pays for waits in its wallet). */
/**
 * Whether an admin disabled the account. `lock`: inside a transaction, hold the user row (FOR
 * SHARE) until it ends, so a disable committing at the same moment waits for it, or is seen.
 */
export async function accountIsDisabled(
  db: Kysely<Database>,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<boolean> {
  return isUserBanned(db, userId, options);
}

/** Whether a session token still signs someone in: not expired, not revoked, the account not disabled. */
export async function sessionIsLive(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  const session = await findLiveSession(db, token);
  return session !== undefined && !session.banned;
}

/** The sign-in methods linked to the account, each once ("credential", "google"). */
export async function linkedProviders(db: Kysely<Database>, userId: string): Promise<string[]> {
  return [...new Set(await listProviderIds(db, userId))];
}

/** The account's sessions, as its data export lists them. */
export async function sessionsForExport(db: Kysely<Database>, userId: string) {
  return listSessionsForExport(db, userId);
}

/**
 * Money follows verified addresses. Page access lets unverified @gmail.com accounts in (the access
 * gate), but launching a campaign (it will collect backers' money) and withdrawing (money leaves
 * for a bank) need an email proven by its link, or by a Google sign-in that reported it verified,
 * for everyone. A campaign's settlement still credits its creator's wallet whatever the
 * verification: money is never lost, it waits in the wallet until the creator verifies and
 * withdraws. (docs/decisions/0009-identity-hardening.md)
 */
export const LAUNCH_NEEDS_VERIFIED_EMAIL =
  'Verify your email address to launch a campaign: backers’ money goes only to verified accounts. Open the link we emailed you, or send a new one.';
export const WITHDRAWAL_NEEDS_VERIFIED_EMAIL =
  'Verify your email address to withdraw: money leaves only for verified accounts. Open the link we emailed you, or send a new one.';

export function assertVerifiedToLaunch(actor: { emailVerified: boolean }): void {
  if (!actor.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', LAUNCH_NEEDS_VERIFIED_EMAIL);
}

export async function assertVerifiedToWithdraw(db: Kysely<Database>, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select('emailVerified').where('id', '=', userId).executeTakeFirst();
  if (!user?.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', WITHDRAWAL_NEEDS_VERIFIED_EMAIL);
}

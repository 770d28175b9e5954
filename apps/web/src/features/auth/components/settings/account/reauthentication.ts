import type { SessionUser } from '@crowdspark/shared/contracts/users';

/** Accounts that sign in only with Google have no password to confirm with: a recent sign-in stands in. */
export const GOOGLE_REAUTH_HINT =
  'You sign in with Google: if it was more than a few minutes ago, sign out and in with Google again first.';

export function hasPassword(user: SessionUser): boolean {
  return user.linkedProviders.includes('credential');
}

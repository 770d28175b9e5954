import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLiveItems } from '@/lib/live';

/** The live items that end sessions (apps/server modules/live/channel.ts, decision 0037). */
export const SESSION_END_ITEMS = ['account.disabled', 'session.revoked'] as const;

/**
 * Signs this tab out the moment the server ends its session (docs/product-rules.md#sessions,
 * decision 0037), without waiting for its next request. `account.disabled`: an admin disabled the
 * account; the tab goes to sign-in, which says so, and the toast says it too. `session.revoked`:
 * this tab's session was ended elsewhere (password reset, "sign out elsewhere", sign-out in
 * another tab); the session is read again, and the usual forced sign-out follows when it is gone.
 */
export function LiveSessionEnd() {
  const { endSession, refresh } = useAuth();
  const navigate = useNavigate();
  useLiveItems(SESSION_END_ITEMS, (item) => {
    if (item.type === 'account.disabled') {
      // To sign-in first (a public page), then signed out: a signed-in page left behind would
      // otherwise send the person to sign-in with itself as the way back.
      void Promise.resolve(navigate(`${paths.signIn}?error=user-disabled`, { replace: true })).then(() =>
        endSession('user-disabled'),
      );
    } else {
      void refresh();
    }
  });
  return null;
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLiveItems } from '@/lib/live';

/** The live items that end sessions (apps/server modules/live/channel.ts, decision 0027). */
export const SESSION_END_ITEMS = ['account.disabled', 'session.revoked'] as const;

/**
 * Signs this tab out the moment the server ends its session (docs/product-rules.md#sessions,
 * decision 0027), without waiting for its next request. `account.disabled`: an admin disabled the
 * account; the tab goes to sign-in, which says so, and the toast says it too. `session.revoked`:
 * this tab's session was ended elsewhere (password reset, "sign out elsewhere", sign-out in
 * another tab); the session is read again, and the usual forced sign-out follows when it is gone.
 */
export function LiveSessionEnd() {
  const { endSession, refresh } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [disabled, setDisabled] = useState(false);
  useLiveItems(SESSION_END_ITEMS, (item) => {
    if (item.type === 'account.disabled') {
      setDisabled(true);
      void navigate(`${paths.signIn}?error=user-disabled`, { replace: true });
    } else {
      void refresh();
    }
  });
  // Signed out once sign-in (a public page) is shown: signed out on the signed-in page it left,
  // the access gate would send the person to sign-in with that page as the way back instead.
  useEffect(() => {
    if (disabled && pathname === paths.signIn) endSession('user-disabled');
  }, [disabled, pathname, endSession]);
  return null;
}

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess } from '@crowdspark/shared/constants/access-gate';
import type { RouteAccess as Access } from '@crowdspark/shared/constants/routes';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { GateLoading } from '@/app/gate-loading';
import { useAuth } from '@/features/auth/hooks/use-auth';

// Step 5 (two-factor sign-in of admins) reads the deployment's settings: a chunk of its own, loaded with admin pages.
const AdminTwoFactorGate = lazy(() => import('@/app/admin-two-factor-gate'));

interface RouteAccessProps {
  access: Access;
  children: ReactNode;
}

/** The access gate (docs/product-rules.md#access-gate), decided by the shared `decideAccess` (the server uses it too). */
export function RequireAccess({ access, children }: RouteAccessProps) {
  const { loading, user, signedOutByUser } = useAuth();
  const location = useLocation();
  const decision = decideAccess(access, { loading, user });
  switch (decision.kind) {
    case 'allow':
    case 'two-factor-setup':
      if (access !== 'admin') return <>{children}</>;
      return (
        <Suspense fallback={<GateLoading />}>
          <AdminTwoFactorGate>{children}</AdminTwoFactorGate>
        </Suspense>
      );
    case 'loading':
      return <GateLoading />;
    case 'redirect': {
      // Signing out (or deleting the account) on a signed-in page goes home, not to sign-in.
      if (decision.to === '/sign-in' && signedOutByUser) return <Navigate replace to={paths.home} />;
      if (decision.to === '/sign-in') {
        const wanted = location.pathname + location.search + location.hash;
        return <Navigate replace to={`${paths.signIn}?${new URLSearchParams({ redirect: wanted }).toString()}`} />;
      }
      if (access === 'admin' && decision.to === '/') return <AdminOnlyRedirect />;
      return <Navigate replace to={decision.to} />;
    }
  }
}

/** What a signed-in person who is not an admin reads when the gate sends them home from /admin/*. */
export const ADMIN_ONLY_TOAST = {
  title: 'Admins only',
  description: 'The admin portal is for Crowdspark admins. You are back on the home page.',
} as const;

/**
 * The gate's step 4 sends a non-admin home (docs/product-rules.md#access-gate); a toast says why,
 * so the redirect is not a silent jump.
 */
function AdminOnlyRedirect() {
  useEffect(() => {
    toast(ADMIN_ONLY_TOAST);
  }, []);
  return <Navigate replace to={paths.home} />;
}

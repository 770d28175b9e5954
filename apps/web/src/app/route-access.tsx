import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess } from '@crowdspark/shared/constants/access-gate';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { RouteAccess as Access } from '@crowdspark/shared/constants/routes';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useClientConfig } from '@/lib/client-config';
import { TwoFactorRequired } from '@/features/auth/components/two-factor-required';
import { useAuth } from '@/features/auth/hooks/use-auth';

interface RouteAccessProps {
  access: Access;
  children: ReactNode;
}

/** The access gate (docs/product-rules.md#access-gate), decided by the shared `decideAccess` (the server uses it too). */
export function RequireAccess({ access, children }: RouteAccessProps) {
  const { loading, user, signedOutByUser } = useAuth();
  const config = useClientConfig();
  const location = useLocation();
  // An admin's admin pages wait for the deployment's settings: whether admins need two-factor sign-in.
  const configLoading = access === 'admin' && isAdminRole(user?.role) && config.isPending;
  const decision = decideAccess(access, {
    loading: loading || configLoading,
    user,
    adminTwoFactorRequired: config.data?.adminTwoFactorRequired ?? false,
  });
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'two-factor-setup':
      return <TwoFactorRequired />;
    case 'loading':
      return (
        <div role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
          Loading...
        </div>
      );
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

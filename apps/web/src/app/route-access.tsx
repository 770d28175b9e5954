import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess } from '@crowdspark/shared/constants/access-gate';
import type { RouteAccess as Access } from '@crowdspark/shared/constants/routes';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

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
      return <>{children}</>;
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
      return <Navigate replace to={decision.to} />;
    }
  }
}

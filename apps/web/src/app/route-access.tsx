import type { ReactNode } from 'react';
import type { RouteAccess as Access } from '@crowdspark/shared/constants/routes';

interface RouteAccessProps {
  access: Access;
  children: ReactNode;
}

/**
 * Where the access gate of the original §4 plugs in (loading → /sign-in → /verify-email → admin
 * check). Accounts arrive in the next release; until then every page renders its frame.
 */
export function RouteAccess({ access, children }: RouteAccessProps) {
  return (
    <div data-access={access} className="contents">
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { decideAccess } from '@crowdspark/shared/constants/access-gate';
import { GateLoading } from '@/app/gate-loading';
import { useClientConfig } from '@/lib/client-config';
import { TwoFactorRequired } from '@/features/auth/components/two-factor-required';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * The access gate's step 5 for an admin on an admin page: whether this deployment requires
 * two-factor sign-in of admins (GET /api/config) and, when it does and the admin has none, the page
 * that says how to set it up. Loaded with the admin pages, so the settings read stays off every
 * other page's first load (docs/decisions/0014-fast-first-load.md).
 */
export default function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const config = useClientConfig();
  if (config.isPending) return <GateLoading />;
  const decision = decideAccess('admin', {
    loading: false,
    user,
    adminTwoFactorRequired: config.data?.adminTwoFactorRequired ?? false,
  });
  if (decision.kind === 'two-factor-setup') return <TwoFactorRequired />;
  return <>{children}</>;
}

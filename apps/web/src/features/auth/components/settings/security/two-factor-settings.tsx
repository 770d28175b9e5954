import { useState } from 'react';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { toast } from '@/components/ui/use-toast';
import { hasPassword } from '@/features/auth/components/settings/account/reauthentication';
import { RecoveryCodesPanel } from '@/features/auth/components/settings/security/recovery-codes-panel';
import { TwoFactorOn } from '@/features/auth/components/settings/security/two-factor-on';
import { TwoFactorSetup } from '@/features/auth/components/settings/security/two-factor-setup';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Two-factor sign-in in the Security tab (docs/product-rules.md#two-factor-sign-in): set it up,
 * see the recovery codes once, make new ones, or turn it off. It guards sign-in with a password,
 * so an account that signs in with Google only sets a password first.
 */
export function TwoFactorSettings({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesPanel codes={codes} email={user.email} onDone={() => setCodes(null)} />;
  if (user.twoFactorEnabled) return <TwoFactorOn onNewCodes={setCodes} />;
  if (!hasPassword(user))
    return (
      <p className="text-sm text-muted-foreground">
        Two-factor sign-in protects signing in with a password, and your account signs in with Google only. Set a password first
        (“Forgot password?” on the sign-in page sends you a link), then come back here.
      </p>
    );
  return (
    <TwoFactorSetup
      onEnabled={async (recoveryCodes) => {
        // The codes first, so the panel shows them as soon as the session says it is on.
        setCodes(recoveryCodes);
        toast({ title: 'Two-factor sign-in is on', description: 'Signing in now asks for a code from your authenticator app.' });
        await refresh();
      }}
    />
  );
}

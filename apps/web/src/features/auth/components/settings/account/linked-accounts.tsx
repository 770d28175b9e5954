import { useState } from 'react';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Button } from '@/components/ui/button';
import { useClientConfig } from '@/lib/client-config';
import { useStartGoogleLink } from '@/features/auth/api/start-google-link';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';

/** The ways this account signs in, with "Link Google" when the server offers Google sign-in. */
export function LinkedAccounts({ user }: { user: SessionUser }) {
  const { data: config } = useClientConfig();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: startGoogleLink } = useStartGoogleLink();
  const linked = user.linkedProviders.includes('google');
  async function link() {
    setBusy(true);
    try {
      await startGoogleLink();
    } catch (caught) {
      failToast('Google not linked', caught, 'Google could not be linked. Please try again.');
      setBusy(false);
    }
  }
  return (
    <ul className="grid gap-3 text-sm">
      <li className="flex items-center justify-between gap-3">
        <span>Email and password</span>
        <span className="text-muted-foreground">{user.linkedProviders.includes('credential') ? 'Set up' : 'Not set up'}</span>
      </li>
      <li className="flex items-center justify-between gap-3">
        <span>Google</span>
        {linked ? (
          <span className="font-medium text-success">Linked</span>
        ) : config?.googleSignIn ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void link()}>
            Link Google
          </Button>
        ) : (
          <span className="text-muted-foreground">Not linked</span>
        )}
      </li>
    </ul>
  );
}

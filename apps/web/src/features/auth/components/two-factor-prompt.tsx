import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

const DISMISSED_KEY = 'crowdspark.two-factor-prompt-dismissed';

function dismissedFor(userId: string): boolean {
  try {
    return localStorage.getItem(`${DISMISSED_KEY}:${userId}`) === '1';
  } catch {
    return false;
  }
}

/**
 * Before a creator's first withdrawal: a notice suggesting two-factor sign-in (optional for
 * everyone but admins, docs/product-rules.md#two-factor-sign-in), with a link to set it up and
 * "Not now", remembered in this browser. `firstWithdrawal`: the person has made none yet.
 */
export function TwoFactorPrompt({ firstWithdrawal }: { firstWithdrawal: boolean }) {
  const { user } = useAuth();
  const [dismissed, setDismissed] = useState(() => (user ? dismissedFor(user.id) : false));
  if (!user || user.twoFactorEnabled || !firstWithdrawal || dismissed) return null;
  const userId = user.id;

  function dismiss() {
    setDismissed(true);
    try {
      localStorage.setItem(`${DISMISSED_KEY}:${userId}`, '1');
    } catch {
      // Private mode without storage: dismissed until the page is left.
    }
  }

  return (
    <Alert className="grid gap-3" role="region" aria-label="Protect your payouts">
      <p className="font-semibold">Protect your payouts with two-factor sign-in</p>
      <p>
        Before your first withdrawal, consider turning on two-factor sign-in: then signing in and every withdrawal also need a
        code from your phone, so a stolen password alone cannot move your money.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="sm">
          <Link to={paths.securitySettings}>Set up two-factor sign-in</Link>
        </Button>
        <Button size="sm" variant="secondary" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </Alert>
  );
}

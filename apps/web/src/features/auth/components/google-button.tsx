import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useClientConfig } from '@/lib/client-config';
import { useStartGoogleSignIn } from '@/features/auth/api/start-google-sign-in';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { AUTH_TOASTS } from '@/features/auth/lib/auth-toasts';
import { clearPendingGoogleSignIn, markPendingGoogleSignIn } from '@/features/auth/lib/google-pending';

/** "Continue with Google", shown only when the server offers Google sign-in. */
export function GoogleButton({ callbackURL }: { callbackURL: string }) {
  const { data: config } = useClientConfig();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: startGoogleSignIn } = useStartGoogleSignIn();
  if (!config?.googleSignIn) return null;

  async function onClick() {
    setBusy(true);
    try {
      markPendingGoogleSignIn();
      await startGoogleSignIn(callbackURL);
    } catch (error) {
      clearPendingGoogleSignIn();
      toast({
        title: AUTH_TOASTS.googleFailed.title,
        description: authErrorMessage(error, AUTH_TOASTS.googleFailed.fallback),
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => void onClick()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8" />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4" />
        </svg>
        Continue with Google
      </Button>
    </>
  );
}

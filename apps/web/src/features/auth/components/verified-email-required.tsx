import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Money follows verified addresses: launching a campaign and withdrawing need a verified email for
 * everyone (also @gmail.com accounts, which may open every page without). The server refuses
 * both; this says so where the person is about to try, with a way to get the link.
 */
export const VERIFIED_EMAIL_TEXTS = {
  launch: 'Verify your email address to launch: backers’ money goes only to creators with a verified email.',
  withdraw: 'Verify your email address to withdraw: money leaves only for accounts with a verified email.',
  sent: 'We sent a verification link. Open it, then come back here.',
} as const;

export function VerifiedEmailRequired({ action }: { action: 'launch' | 'withdraw' }) {
  const { mutateAsync: sendVerificationEmail } = useSendVerificationEmail();
  const { user } = useAuth();
  const [status, setStatus] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user || user.emailVerified) return null;
  const email = user.email;

  async function send() {
    setBusy(true);
    setStatus(null);
    try {
      await sendVerificationEmail(email);
      setStatus({ kind: 'sent', text: VERIFIED_EMAIL_TEXTS.sent });
    } catch (error) {
      // The server's own sentence for a refusal (its identity sentence, such as too-many-requests):
      // the table of every identity sentence stays out of the campaign editor's and wallet's chunks.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.message;
      setStatus({ kind: 'error', text: refused || 'We could not send the email. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert className="grid gap-3">
      <p>{VERIFIED_EMAIL_TEXTS[action]}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void send()}>
          {busy ? 'Sending…' : 'Send verification email'}
        </Button>
        <span role="status" className={status?.kind === 'error' ? 'text-destructive' : undefined}>
          {status?.text ?? ''}
        </span>
      </div>
    </Alert>
  );
}

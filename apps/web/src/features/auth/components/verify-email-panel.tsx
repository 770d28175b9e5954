import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, MailCheck } from 'lucide-react';
import { identityErrorMessage } from '@crowdspark/shared/constants/identity-errors';
import { needsVerification } from '@crowdspark/shared/constants/access-gate';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

export const VERIFY_TEXTS = {
  verified: 'Your email address is verified. Thank you!',
  alreadyVerified: 'Your email address is already verified.',
  resent: 'We’ve sent a new verification link. Check your inbox.',
} as const;

/** Content of /verify-email: explains, resends, and reflects the outcome of a verification link. */
export function VerifyEmailPanel() {
  const { mutateAsync: sendVerificationEmail } = useSendVerificationEmail();
  const [params] = useSearchParams();
  const { user, loading, refresh } = useAuth();
  const justVerified = params.get('verified') === '1';
  const linkError = params.get('error');
  const [status, setStatus] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refreshed = useRef(false);

  // The link verified the address on the server: load the session again to pick it up.
  // (After the first load, so an already running load cannot absorb this one.)
  useEffect(() => {
    if (justVerified && !loading && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [justVerified, loading, refresh]);

  async function resend() {
    if (!user) return;
    setBusy(true);
    setStatus(null);
    try {
      await sendVerificationEmail(user.email);
      setStatus({ kind: 'sent', text: VERIFY_TEXTS.resent });
    } catch (error) {
      setStatus({ kind: 'error', text: authErrorMessage(error, 'We could not send the email. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  if (loading)
    return (
      <p role="status" className="text-center text-muted-foreground">
        Loading...
      </p>
    );

  const verified = justVerified || (user !== null && !needsVerification(user));
  if (verified)
    return (
      <div className="grid gap-5">
        <Alert variant="success" role="status" className="flex gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <p>{justVerified ? VERIFY_TEXTS.verified : VERIFY_TEXTS.alreadyVerified}</p>
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.startCampaign}>Start a campaign</Link>
        </Button>
        <Button asChild variant="secondary" size="lg" className="w-full">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </div>
    );

  return (
    <div className="grid gap-5 text-sm leading-6">
      {linkError ? (
        <Alert variant="destructive" role="alert">
          {identityErrorMessage(linkError, 'This link is not valid or has already been used. Request a new one.')}
        </Alert>
      ) : null}
      <div className="flex gap-3 rounded-xl bg-muted p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
        {user ? (
          <p>
            We sent a verification link to <strong data-testid="verify-email-address">{user.email}</strong>. Open it on any device
            to confirm the address belongs to you. You need a verified address to start a campaign or buy promotions.
          </p>
        ) : (
          <p>
            After you sign up we send a verification link to your address. Sign in to see which address is waiting and to ask for
            a new link.
          </p>
        )}
      </div>
      <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
        <li>No email? Check spam and promotions folders.</li>
        <li>Links expire for your safety; ask for a new one here.</li>
        <li>Browsing and backing work without verification.</li>
      </ul>
      {status ? (
        <Alert variant={status.kind === 'sent' ? 'success' : 'destructive'} role={status.kind === 'sent' ? 'status' : 'alert'}>
          {status.text}
        </Alert>
      ) : null}
      {user ? (
        <Button size="lg" className="w-full" disabled={busy} onClick={() => void resend()}>
          Resend verification email
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to={`${paths.signIn}?redirect=${encodeURIComponent(paths.verifyEmail)}`}>Sign in</Link>
        </Button>
      )}
      <p>
        <Link to={paths.helpArticle('verify-your-email')} className="font-semibold text-link hover:underline">
          Read more about verification
        </Link>
      </p>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { emailError } from '@/features/auth/lib/validate';

export const RESET_SENT_TEXT =
  'If an account exists for that address, we’ve sent a link to choose a new password. It works once and expires after one hour.';

/** Asks for a reset link. The answer is the same whether or not an account has that address. */
export function ForgotPasswordForm() {
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) {
      document.getElementById('forgot-password-email')?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (caught) {
      // Only rate limits and outages are told apart; "no such account" never is.
      if (isApiError(caught) && (caught.status === 429 || caught.status === 0 || caught.status >= 500))
        setFormError(authErrorMessage(caught, 'We could not send the link. Please try again.'));
      else setSent(true);
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div className="grid gap-5">
        <Alert variant="success" role="status">
          {RESET_SENT_TEXT}
        </Alert>
        <p className="text-center text-sm">
          <Link to={paths.signIn} className="font-semibold text-link hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    );

  return (
    <form id="forgot-password" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField id="forgot-password-email" label="Email address" error={error}>
        <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormError>{formError}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Send reset link
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to={paths.signIn} className="font-semibold text-link hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

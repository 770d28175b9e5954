import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { usePasswordPolicy } from '@/lib/client-config';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { PasswordRulesList } from '@/features/auth/components/password-rules-list';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { newPasswordError } from '@/features/auth/lib/validate';

/** The "choose a new password" step, reached from the emailed link (`?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { mutateAsync: resetPassword } = useResetPassword();
  const policy = usePasswordPolicy();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordError(policy, password);
    setError(found);
    if (found) {
      document.getElementById('reset-password-password')?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await resetPassword({ newPassword: password, token });
      setDone(true);
    } catch (caught) {
      setFormError(authErrorMessage(caught, 'Your password could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <div className="grid gap-5">
        <Alert variant="success" role="status">
          Your password has been changed. You can now sign in with your new password.
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.signIn}>Go to sign in</Link>
        </Button>
      </div>
    );

  return (
    <form id="reset-password" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField
        id="reset-password-password"
        label="New password"
        hint={<PasswordRulesList id="reset-password-rules" policy={policy} password={password} />}
        error={error}
      >
        <Input
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormError>
        {formError ? (
          <>
            {formError}{' '}
            <Link to={paths.forgotPassword} className="font-semibold underline">
              Request a new link
            </Link>
          </>
        ) : null}
      </FormError>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Save new password
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useDeleteUser } from '@/features/auth/api/delete-user';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';
import { GOOGLE_REAUTH_HINT, hasPassword } from '@/features/auth/components/settings/account/reauthentication';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

/** Deleting asks again in a second step, with the password when the account has one. */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const { clearSession } = useAuth();
  const needsPassword = hasPassword(user);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useDeleteUser();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (needsPassword && password === '') return setError('Please enter your password.');
    mutation.mutate(needsPassword ? password : undefined, {
      onSuccess: () => {
        clearSession();
        toast({ title: 'Account deleted', description: 'Your account and your personal data have been deleted.' });
        void navigate(paths.home);
      },
      onError: (caught) => {
        setError(authErrorMessage(caught, 'Your account could not be deleted.'));
        failToast('Account not deleted', caught, 'Your account could not be deleted.');
      },
    });
  }

  if (!confirming)
    return (
      <Button variant="destructive" className="w-fit" onClick={() => setConfirming(true)}>
        Delete account
      </Button>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Alert variant="destructive">
        This deletes your account and your personal data for good. It cannot be undone. Payments, pledges and ended campaigns stay
        in the records under “Deleted user”.
      </Alert>
      {needsPassword ? (
        <FormField id="settings-delete-password" label="Confirm with your password" error={error}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{GOOGLE_REAUTH_HINT}</p>
          {error ? (
            <Alert variant="destructive" role="alert">
              {error}
            </Alert>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={mutation.isPending}>
          Delete my account for good
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

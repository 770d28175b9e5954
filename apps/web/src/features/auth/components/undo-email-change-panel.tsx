import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUndoEmailChange } from '@/features/auth/api/undo-email-change';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

/**
 * The link mailed to the old address after an email change lands on the sign-in page with
 * `?undoEmailChange=`. Restoring takes a click (a mail scanner opening the link changes nothing).
 */
export function UndoEmailChangePanel({ token }: { token: string }) {
  const { mutateAsync: undoEmailChange } = useUndoEmailChange();
  const { refresh } = useAuth();
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'done'; email: string } | { kind: 'error'; text: string }
  >({
    kind: 'idle',
  });

  async function restore() {
    setState({ kind: 'busy' });
    try {
      const { email } = await undoEmailChange(token);
      setState({ kind: 'done', email });
      await refresh();
    } catch (error) {
      setState({ kind: 'error', text: authErrorMessage(error, 'Your address could not be restored. Please try again.') });
    }
  }

  if (state.kind === 'done')
    return (
      <Alert variant="success" role="status">
        Your email address is <strong>{state.email}</strong> again, and every device was signed out. Sign in below, or{' '}
        <Link to={paths.forgotPassword} className="font-semibold underline">
          choose a new password
        </Link>{' '}
        if someone else may know it.
      </Alert>
    );
  return (
    <Alert className="grid gap-3">
      <p className="font-semibold">Didn’t change your email address?</p>
      <p>Restore your previous address. Whoever changed it is signed out everywhere.</p>
      {state.kind === 'error' ? (
        <p role="alert" className="text-destructive">
          {state.text}
        </p>
      ) : null}
      <Button type="button" className="w-fit" disabled={state.kind === 'busy'} onClick={() => void restore()}>
        Restore my previous address
      </Button>
    </Alert>
  );
}

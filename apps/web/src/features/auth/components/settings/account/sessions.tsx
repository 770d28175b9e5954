import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSessions, type SessionListItem } from '@/features/auth/api/list-sessions';
import { useRevokeOtherSessions } from '@/features/auth/api/revoke-other-sessions';
import { useRevokeSession } from '@/features/auth/api/revoke-session';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { describeDevice } from '@/features/auth/lib/describe-device';

/** The devices signed in to this account; each but this one can be signed out. */
export function Sessions() {
  const { sessionId } = useAuth();
  const sessions = useSessions();
  const afterRevoke = (title: string, description: string) => ({
    // The hooks reload the device list themselves.
    onSuccess: () => toast({ title, description }),
    onError: (caught: unknown) => failToast('Sign out failed', caught, 'There was a problem signing you out.'),
  });
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  if (sessions.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (sessions.isError)
    return (
      <Alert variant="destructive" role="alert">
        {authErrorMessage(sessions.error, 'Your sessions could not be loaded. Please try again later.')}
      </Alert>
    );
  const isCurrent = (s: SessionListItem) => s.id === sessionId;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Signed-in devices">
        {sessions.data.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4 text-sm"
          >
            <div>
              <p className="font-medium">
                {describeDevice(session.userAgent)}
                {isCurrent(session) ? <span className="ml-2 text-xs text-success">This device</span> : null}
              </p>
              <p className="text-muted-foreground">
                {session.ipAddress ? `IP ${session.ipAddress} · ` : ''}Last active {new Date(session.updatedAt).toLocaleString()}
              </p>
            </div>
            {isCurrent(session) ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={revokeOne.isPending}
                onClick={() =>
                  revokeOne.mutate(session.token, afterRevoke('Device signed out', 'That device has been signed out.'))
                }
              >
                Sign out this device
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="w-fit"
        disabled={revokeOthers.isPending}
        onClick={() =>
          revokeOthers.mutate(undefined, afterRevoke('Other devices signed out', 'Every other device has been signed out.'))
        }
      >
        Sign out other devices
      </Button>
    </div>
  );
}

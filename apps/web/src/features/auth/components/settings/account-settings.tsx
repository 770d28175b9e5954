import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useClientConfig, usePasswordPolicy } from '@/lib/client-config';
import { changeEmail } from '@/features/auth/api/change-email';
import { changePassword } from '@/features/auth/api/change-password';
import { deleteUser } from '@/features/auth/api/delete-user';
import { SESSIONS_QUERY_KEY, sessionsQueryOptions, type SessionListItem } from '@/features/auth/api/list-sessions';
import { revokeOtherSessions } from '@/features/auth/api/revoke-other-sessions';
import { revokeSession } from '@/features/auth/api/revoke-session';
import { startGoogleLink } from '@/features/auth/api/start-google-link';
import { PasswordRulesList } from '@/features/auth/components/password-rules-list';
import { SettingsSection } from '@/features/auth/components/settings/settings-section';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { describeDevice } from '@/features/auth/lib/describe-device';
import { emailError, newPasswordError } from '@/features/auth/lib/validate';

function failToast(title: string, error: unknown, fallback: string) {
  toast({ title, description: authErrorMessage(error, fallback), variant: 'destructive' });
}

/** Accounts that sign in only with Google have no password to confirm with: a recent sign-in stands in. */
const GOOGLE_REAUTH_HINT =
  'You sign in with Google: if it was more than a few minutes ago, sign out and in with Google again first.';

function hasPassword(user: SessionUser): boolean {
  return user.linkedProviders.includes('credential');
}

function ChangeEmail({ user }: { user: SessionUser }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const needsPassword = hasPassword(user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: changeEmail });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found =
      emailError(email) ??
      (email.trim().toLowerCase() === user.email.toLowerCase() ? 'That is already your email address.' : undefined);
    const missingPassword = needsPassword && password === '' ? 'Please enter your current password.' : undefined;
    setError(found);
    setPasswordError(missingPassword);
    if (found || missingPassword) return;
    const newEmail = email.trim();
    mutation.mutate(needsPassword ? { newEmail, password } : { newEmail }, {
      onSuccess: () => {
        setSentTo(newEmail);
        setEmail('');
        setPassword('');
        toast({ title: 'Check your inbox', description: 'We sent a link to confirm the change of your email address.' });
      },
      onError: (caught) => {
        const message = authErrorMessage(caught, 'Your email address could not be changed.');
        if (isApiError(caught) && (caught.identityCode === 'wrong-password' || caught.identityCode === 'missing-password'))
          setPasswordError(message);
        else setError(message);
        failToast('Email not changed', caught, 'Your email address could not be changed.');
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm">
        Current address: <strong>{user.email}</strong>
      </p>
      <FormField id="settings-new-email" label="New email address" error={error}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      {needsPassword ? (
        <FormField id="settings-email-password" label="Confirm with your current password" error={passwordError}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">{GOOGLE_REAUTH_HINT}</p>
      )}
      {sentTo ? (
        <Alert variant="success" role="status">
          We sent a link to confirm the change to {sentTo}. Your address changes once the link is opened; then verify the new
          address.
        </Alert>
      ) : null}
      <Button type="submit" className="w-fit" disabled={mutation.isPending}>
        Change email
      </Button>
    </form>
  );
}

function ChangePassword() {
  const policy = usePasswordPolicy();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string | undefined; next?: string | undefined }>({});
  const mutation = useMutation({ mutationFn: changePassword });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { current: current === '' ? 'Please enter your password.' : undefined, next: newPasswordError(policy, next) };
    setErrors(found);
    if (found.current || found.next) return;
    mutation.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast({
            title: 'Password changed',
            description: 'Your password has been changed and your other devices were signed out.',
          });
        },
        onError: (caught) => {
          setErrors({ current: authErrorMessage(caught, 'Your password could not be changed.') });
          failToast('Password not changed', caught, 'Your password could not be changed.');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="settings-current-password" label="Current password" error={errors.current}>
        <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </FormField>
      <FormField
        id="settings-new-password"
        label="New password"
        hint={<PasswordRulesList id="settings-new-password-rules" policy={policy} password={next} />}
        error={errors.next}
      >
        <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </FormField>
      <Button type="submit" className="w-fit" disabled={mutation.isPending}>
        Change password
      </Button>
    </form>
  );
}

function LinkedAccounts({ user }: { user: SessionUser }) {
  const { data: config } = useClientConfig();
  const [busy, setBusy] = useState(false);
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

function Sessions() {
  const { sessionId } = useAuth();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const afterRevoke = (title: string, description: string) => ({
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      toast({ title, description });
    },
    onError: (caught: unknown) => failToast('Sign out failed', caught, 'There was a problem signing you out.'),
  });
  const revokeOne = useMutation({ mutationFn: revokeSession });
  const revokeOthers = useMutation({ mutationFn: revokeOtherSessions });

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

function ExportData() {
  return (
    <Button asChild variant="secondary" className="w-fit">
      <a href="/api/me/export" download>
        Download my data
      </a>
    </Button>
  );
}

function DeleteAccount({ user }: { user: SessionUser }) {
  const { clearSession } = useAuth();
  const needsPassword = hasPassword(user);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: deleteUser });

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

export function AccountSettings({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-6">
      <SettingsSection
        id="settings-email"
        title="Email address"
        description="Changing it needs your current password and sends a link to the new address. Your old address gets a link to undo the change."
      >
        <ChangeEmail user={user} />
      </SettingsSection>
      <SettingsSection id="settings-password" title="Password" description="Changing your password signs out your other devices.">
        <ChangePassword />
      </SettingsSection>
      <SettingsSection id="settings-linked" title="Linked accounts">
        <LinkedAccounts user={user} />
      </SettingsSection>
      <SettingsSection id="settings-sessions" title="Where you’re signed in">
        <Sessions />
      </SettingsSection>
      <SettingsSection
        id="settings-export"
        title="Export your data"
        description="A JSON file with your profile, preferences and activity."
      >
        <ExportData />
      </SettingsSection>
      <SettingsSection
        id="settings-delete"
        title="Delete account"
        description="Possible once no money is on its way: withdraw your balance, and let your pledges and live campaigns settle first."
      >
        <DeleteAccount user={user} />
      </SettingsSection>
    </div>
  );
}

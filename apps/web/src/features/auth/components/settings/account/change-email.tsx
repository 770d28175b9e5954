import { useState, type FormEvent } from 'react';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { normalizeTwoFactorCode, TWO_FACTOR_CODE_ERRORS, TWO_FACTOR_CODE_FIELD } from '@/lib/two-factor-code';
import { useChangeEmail } from '@/features/auth/api/change-email';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';
import { GOOGLE_REAUTH_HINT, hasPassword } from '@/features/auth/components/settings/account/reauthentication';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { emailError } from '@/features/auth/lib/validate';

/** Sends a confirmation link to the new address; the change happens once it is opened. */
export function ChangeEmail({ user }: { user: SessionUser }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const needsPassword = hasPassword(user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useChangeEmail();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found =
      emailError(email) ??
      (email.trim().toLowerCase() === user.email.toLowerCase() ? 'That is already your email address.' : undefined);
    const missingPassword = needsPassword && password === '' ? 'Please enter your current password.' : undefined;
    const typedCode = normalizeTwoFactorCode(code);
    const missingCode = user.twoFactorEnabled && typedCode === '' ? TWO_FACTOR_CODE_FIELD.missing : undefined;
    setError(found);
    setPasswordError(missingPassword);
    setCodeError(missingCode);
    if (found || missingPassword || missingCode) return;
    const newEmail = email.trim();
    const request = {
      newEmail,
      ...(needsPassword ? { password } : {}),
      ...(user.twoFactorEnabled ? { twoFactorCode: typedCode } : {}),
    };
    mutation.mutate(request, {
      onSuccess: () => {
        setSentTo(newEmail);
        setEmail('');
        setPassword('');
        setCode('');
        toast({ title: 'Check your inbox', description: 'We sent a link to confirm the change of your email address.' });
      },
      onError: (caught) => {
        const message = authErrorMessage(caught, 'Your email address could not be changed.');
        if (isApiError(caught) && (caught.identityCode === 'wrong-password' || caught.identityCode === 'missing-password'))
          setPasswordError(message);
        else if (isApiError(caught) && caught.identityCode !== null && TWO_FACTOR_CODE_ERRORS.has(caught.identityCode))
          setCodeError(message);
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
      {user.twoFactorEnabled ? (
        <TwoFactorCodeField id="settings-email-code" value={code} onChange={setCode} error={codeError} />
      ) : null}
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

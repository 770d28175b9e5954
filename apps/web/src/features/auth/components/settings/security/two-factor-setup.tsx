import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup as SetupAnswer } from '@crowdspark/shared/contracts/two-factor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isAuthenticatorCode, normalizeTwoFactorCode } from '@/lib/two-factor-code';
import { useEnableTwoFactor } from '@/features/auth/api/enable-two-factor';
import { useVerifyTotp } from '@/features/auth/api/verify-totp';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';
import { QrCode } from '@/features/auth/components/settings/security/qr-code';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { manualKeyOf } from '@/features/auth/lib/two-factor';

/**
 * "Set up two-factor sign-in": the current password, then the QR code and the key to type, then a
 * first code from the app. Two-factor sign-in is on once that code is right; `onEnabled` gets the
 * recovery codes to show.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => Promise<void> }) {
  const [stage, setStage] = useState<'start' | 'password' | 'scan'>('start');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  const [error, setError] = useState<string | undefined>();
  const enable = useEnableTwoFactor();
  const verify = useVerifyTotp();

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') return setError('Please enter your password.');
    setError(undefined);
    enable.mutate(
      { password },
      {
        onSuccess: (answer) => {
          setSetup(answer);
          setPassword('');
          setStage('scan');
        },
        onError: (caught) => {
          setError(authErrorMessage(caught, 'Two-factor sign-in could not be set up.'));
          failToast('Two-factor sign-in not set up', caught, 'Two-factor sign-in could not be set up.');
        },
      },
    );
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = normalizeTwoFactorCode(code);
    if (!isAuthenticatorCode(typed)) return setError('Enter the 6-digit code your authenticator app shows.');
    setError(undefined);
    verify.mutate(
      { code: typed },
      {
        onSuccess: () => void onEnabled(setup?.backupCodes ?? []),
        onError: (caught) => setError(authErrorMessage(caught, 'That code could not be checked. Try again.')),
      },
    );
  }

  if (stage === 'start')
    return (
      <Button className="w-fit" onClick={() => setStage('password')}>
        Set up two-factor sign-in
      </Button>
    );

  if (stage === 'password' || !setup)
    return (
      <form noValidate onSubmit={onPassword} className="grid gap-4">
        <FormField id="two-factor-setup-password" label="Confirm with your current password" error={error}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enable.isPending}>
            Continue
          </Button>
          <Button type="button" variant="secondary" onClick={() => setStage('start')}>
            Cancel
          </Button>
        </div>
      </form>
    );

  return (
    <form noValidate onSubmit={onCode} className="grid gap-5">
      <ol className="grid list-decimal gap-2 pl-5 text-sm leading-6">
        <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Scan this QR code, or type the setup key into the app.</li>
        <li>Enter the 6-digit code the app shows for Crowdspark.</li>
      </ol>
      <QrCode value={setup.totpURI} label="QR code to scan with your authenticator app" />
      <FormField id="two-factor-setup-key" label="Setup key" hint="If you cannot scan: type this key into the app (time-based).">
        <Input readOnly value={manualKeyOf(setup.totpURI)} className="font-mono tracking-wider" spellCheck={false} />
      </FormField>
      <FormField id="two-factor-setup-code" label="Code from the app" error={error}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-40 font-mono tracking-widest"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-fit" disabled={verify.isPending}>
        Verify and turn on
      </Button>
    </form>
  );
}

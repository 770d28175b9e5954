import { useEffect, useRef, useState, type FormEvent } from 'react';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { isAuthenticatorCode, normalizeTwoFactorCode } from '@/lib/two-factor-code';
import { useVerifyRecoveryCode } from '@/features/auth/api/verify-recovery-code';
import { useVerifyTotp } from '@/features/auth/api/verify-totp';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { AUTH_TOASTS } from '@/features/auth/lib/auth-toasts';

type Method = 'app' | 'recovery';

/**
 * The second step of signing in when the account has two-factor sign-in on (the password was
 * right; `multi-factor-auth-required`): the authenticator's 6-digit code, or "Use a recovery code".
 * `onSignedIn` runs once the session exists; `onRestart` goes back to the password (the step
 * expires after 10 minutes or 5 wrong codes).
 */
export function TwoFactorSignInStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void>;
  onRestart: (why?: string) => void;
}) {
  const [method, setMethod] = useState<Method>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: verifyTotp } = useVerifyTotp();
  const { mutateAsync: verifyRecoveryCode } = useVerifyRecoveryCode();

  useEffect(() => inputRef.current?.focus(), [method]);

  function switchTo(next: Method) {
    setMethod(next);
    setCode('');
    setError(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = normalizeTwoFactorCode(code);
    const problem =
      method === 'app'
        ? isAuthenticatorCode(typed)
          ? undefined
          : 'Enter the 6-digit code your authenticator app shows.'
        : typed === ''
          ? 'Enter one of your recovery codes.'
          : undefined;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      if (method === 'app') await verifyTotp({ code: typed });
      else await verifyRecoveryCode({ code: typed });
    } catch (caught) {
      setBusy(false);
      const message = authErrorMessage(caught, AUTH_TOASTS.loginFailed.fallback);
      toast({ title: AUTH_TOASTS.loginFailed.title, description: message, variant: 'destructive' });
      if (isApiError(caught) && caught.identityCode === 'two-factor-step-expired') return onRestart(message);
      setError(message);
      return;
    }
    await onSignedIn();
  }

  const fieldLabel = method === 'app' ? 'Authentication code' : 'Recovery code';
  return (
    <form id="sign-in-second-step" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
        <p className="text-sm text-muted-foreground">
          {method === 'app'
            ? IDENTITY_ERROR_MESSAGES['multi-factor-auth-required']
            : 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'}
        </p>
      </div>
      <FormField id="sign-in-second-factor" label={fieldLabel}>
        <Input
          ref={inputRef}
          name={method === 'app' ? 'code' : 'recoveryCode'}
          inputMode={method === 'app' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={method === 'app' ? 7 : 40}
          className="font-mono tracking-widest"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <FormError>{error}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Verifying…' : 'Verify and sign in'}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => switchTo(method === 'app' ? 'recovery' : 'app')}
        >
          {method === 'app' ? 'Use a recovery code' : 'Use your authenticator app'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => onRestart()}>
          Start over
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { identityErrorMessage } from '@crowdspark/shared/constants/identity-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useSignInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { GoogleButton } from '@/features/auth/components/google-button';
import { PasskeySignInButton } from '@/features/auth/components/passkey-sign-in-button';
import { TwoFactorSignInStep } from '@/features/auth/components/two-factor-sign-in-step';
import { UndoEmailChangePanel } from '@/features/auth/components/undo-email-change-panel';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage, safeRedirectPath } from '@/features/auth/lib/auth-messages';
import { AUTH_TOASTS } from '@/features/auth/lib/auth-toasts';
import { emailError, focusFirstError } from '@/features/auth/lib/validate';

const ORDER = ['email', 'password'] as const;

export function SignInForm({ footer }: { footer?: ReactNode }) {
  const { mutateAsync: signInWithEmail } = useSignInWithEmail();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const redirect = safeRedirectPath(params.get('redirect'));
  const urlError = params.get('error');
  const undoToken = params.get('undoEmailChange');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The password was right and the account has two-factor sign-in on: the code comes next. */
  const [secondStep, setSecondStep] = useState(false);

  async function finishSignIn() {
    await refresh();
    toast({ ...AUTH_TOASTS.loginSuccess });
    void navigate(redirect ?? paths.home, { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      email: emailError(email),
      password: password === '' ? identityErrorMessage('missing-password', '') : undefined,
    };
    setErrors(found);
    if (found.email || found.password) {
      focusFirstError('sign-in', ORDER, found);
      return;
    }
    setBusy(true);
    setFormError(null);
    let twoFactorRequired: boolean;
    try {
      ({ twoFactorRequired } = await signInWithEmail({ email: email.trim(), password, rememberMe: true }));
    } catch (error) {
      const message = authErrorMessage(error, AUTH_TOASTS.loginFailed.fallback);
      setFormError(message);
      toast({ title: AUTH_TOASTS.loginFailed.title, description: message, variant: 'destructive' });
      setBusy(false);
      return;
    }
    if (twoFactorRequired) {
      setBusy(false);
      setPassword('');
      setSecondStep(true);
      return;
    }
    await finishSignIn();
  }

  if (secondStep)
    return (
      <TwoFactorSignInStep
        onSignedIn={finishSignIn}
        onRestart={(why) => {
          setSecondStep(false);
          setFormError(why ?? null);
        }}
      />
    );

  return (
    <form id="sign-in" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {undoToken ? <UndoEmailChangePanel token={undoToken} /> : null}
      {urlError ? (
        <Alert variant="destructive" role="alert">
          {identityErrorMessage(urlError, AUTH_TOASTS.loginFailed.fallback)}
        </Alert>
      ) : null}
      <FormField id="sign-in-email" label="Email address" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-link hover:underline">
          Forgot password?
        </Link>
      </p>
      <FormError>{formError}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <PasskeySignInButton onSignedIn={finishSignIn} onFailed={setFormError} />
      <GoogleButton callbackURL={redirect ?? paths.home} />
      {footer}
    </form>
  );
}

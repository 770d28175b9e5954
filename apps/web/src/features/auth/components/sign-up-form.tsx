import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { needsVerification } from '@crowdspark/shared/constants/access-gate';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePasswordPolicy } from '@/lib/client-config';
import { useFetchSession } from '@/features/auth/api/get-session';
import { useSignUpWithEmail } from '@/features/auth/api/sign-up-with-email';
import { GoogleButton } from '@/features/auth/components/google-button';
import { PasswordRulesList } from '@/features/auth/components/password-rules-list';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authErrorMessage, safeRedirectPath } from '@/features/auth/lib/auth-messages';
import { AUTH_TOASTS } from '@/features/auth/lib/auth-toasts';
import { emailError, focusFirstError, newPasswordError } from '@/features/auth/lib/validate';

type Field = 'displayName' | 'email' | 'password';
const ORDER: readonly Field[] = ['displayName', 'email', 'password'];

export function SignUpForm({ footer }: { footer?: ReactNode }) {
  const { mutateAsync: signUpWithEmail } = useSignUpWithEmail();
  const fetchSession = useFetchSession();
  const policy = usePasswordPolicy();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const redirect = safeRedirectPath(params.get('redirect'));
  const [values, setValues] = useState<Record<Field, string>>({ displayName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when sign-up answered but started no session: the address may already have an account. */
  const [checkInbox, setCheckInbox] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      displayName: values.displayName.trim() === '' ? 'Please enter the name people will see.' : undefined,
      email: emailError(values.email),
      password: newPasswordError(policy, values.password),
    };
    setErrors(found);
    if (ORDER.some((field) => found[field])) {
      focusFirstError('sign-up', ORDER, found);
      return;
    }
    setBusy(true);
    setFormError(null);
    const email = values.email.trim();
    try {
      await signUpWithEmail({ email, password: values.password, name: values.displayName.trim() });
    } catch (error) {
      const message = authErrorMessage(error, AUTH_TOASTS.signupFailed.fallback);
      const fieldErrors = isApiError(error) ? error.fields : {};
      setErrors({
        displayName: fieldErrors.name,
        email: fieldErrors.email,
        // The server names the rule the password broke (e.g. a common password).
        password: fieldErrors.password ? `Not met: ${fieldErrors.password}` : undefined,
      });
      setFormError(message);
      toast({ title: AUTH_TOASTS.signupFailed.title, description: message, variant: 'destructive' });
      setBusy(false);
      return;
    }
    // The server answers an address that already has an account exactly like a new one (so the form
    // cannot tell who is registered), but without a session; its owner gets an email instead.
    const { me } = await fetchSession().catch(() => ({ me: null }));
    if (!me) {
      setCheckInbox(email);
      setBusy(false);
      return;
    }
    await refresh();
    toast({ ...AUTH_TOASTS.accountCreated });
    const verify = needsVerification({ email, emailVerified: false, role: 'user' });
    void navigate(verify ? paths.verifyEmail : (redirect ?? paths.home), { replace: true });
  }

  if (checkInbox)
    return (
      <Alert role="status" className="grid gap-2">
        <p className="font-semibold">Check your inbox to verify your email</p>
        <p>
          We sent a message to <strong>{checkInbox}</strong>. If this address already has an account, the message explains how to
          sign in or reset your password.
        </p>
      </Alert>
    );

  return (
    <form id="sign-up" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField
        id="sign-up-displayName"
        label="Display name"
        hint="Shown on your profile and next to your pledges and comments."
        error={errors.displayName}
      >
        <Input name="displayName" autoComplete="nickname" value={values.displayName} onChange={set('displayName')} />
      </FormField>
      <FormField id="sign-up-email" label="Email address" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
      </FormField>
      <FormField
        id="sign-up-password"
        label="Password"
        hint={<PasswordRulesList id="sign-up-password-rules" policy={policy} password={values.password} />}
        error={errors.password}
      >
        <Input name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      </FormField>
      <FormError>{formError}</FormError>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account…' : 'Create account'}
      </Button>
      <GoogleButton callbackURL={redirect ?? paths.home} />
      {footer}
    </form>
  );
}

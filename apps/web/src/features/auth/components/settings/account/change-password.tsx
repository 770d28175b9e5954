import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { usePasswordPolicy } from '@/lib/client-config';
import { normalizeTwoFactorCode, TWO_FACTOR_CODE_ERRORS, TWO_FACTOR_CODE_FIELD } from '@/lib/two-factor-code';
import { useChangePassword } from '@/features/auth/api/change-password';
import { PasswordRulesList } from '@/features/auth/components/password-rules-list';
import { failToast } from '@/features/auth/components/settings/account/fail-toast';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';
import { newPasswordError } from '@/features/auth/lib/validate';

/**
 * Current and new password, and with two-factor sign-in on a code; the server signs out the other
 * devices on success.
 */
export function ChangePassword({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const policy = usePasswordPolicy();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ current?: string | undefined; next?: string | undefined; code?: string | undefined }>(
    {},
  );
  const mutation = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedCode = normalizeTwoFactorCode(code);
    const found = {
      current: current === '' ? 'Please enter your password.' : undefined,
      next: newPasswordError(policy, next),
      code: twoFactorEnabled && typedCode === '' ? TWO_FACTOR_CODE_FIELD.missing : undefined,
    };
    setErrors(found);
    if (found.current || found.next || found.code) return;
    mutation.mutate(
      { currentPassword: current, newPassword: next, ...(twoFactorEnabled ? { twoFactorCode: typedCode } : {}) },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setCode('');
          toast({
            title: 'Password changed',
            description: 'Your password has been changed and your other devices were signed out.',
          });
        },
        onError: (caught) => {
          const message = authErrorMessage(caught, 'Your password could not be changed.');
          const codeProblem =
            isApiError(caught) && caught.identityCode !== null && TWO_FACTOR_CODE_ERRORS.has(caught.identityCode);
          setErrors(codeProblem ? { code: message } : { current: message });
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
      {twoFactorEnabled ? (
        <TwoFactorCodeField id="settings-password-code" value={code} onChange={setCode} error={errors.code} />
      ) : null}
      <Button type="submit" className="w-fit" disabled={mutation.isPending}>
        Change password
      </Button>
    </form>
  );
}

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TWO_FACTOR_CODE_FIELD } from '@/lib/two-factor-code';

/**
 * The "Two-factor code" field a sensitive change shows when the account has two-factor sign-in on
 * (withdrawing, changing the e-mail or password, turning it off): an authenticator code or a
 * recovery code.
 */
export function TwoFactorCodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <FormField id={id} label={TWO_FACTOR_CODE_FIELD.label} hint={TWO_FACTOR_CODE_FIELD.hint} error={error}>
      <Input
        name="twoFactorCode"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        className="max-w-56 font-mono tracking-wider"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

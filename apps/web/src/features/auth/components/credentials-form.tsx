import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AccountsComingNotice } from '@/features/auth/components/accounts-coming-notice';
import {
  MIN_PASSWORD_LENGTH,
  validateCredentials,
  type CredentialErrors,
  type CredentialField,
} from '@/features/auth/lib/validate-credentials';

const FIELD_SETUP: Record<CredentialField, { label: string; type: string; autoComplete: string; hint?: string }> = {
  displayName: {
    label: 'Display name',
    type: 'text',
    autoComplete: 'nickname',
    hint: 'Shown on your profile and next to your pledges and comments.',
  },
  email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  password: { label: 'Password', type: 'password', autoComplete: 'current-password' },
};

interface CredentialsFormProps {
  id: string;
  fields: readonly CredentialField[];
  submitLabel: string;
  /** "new-password" on sign-up so password managers offer to generate one. */
  newPassword?: boolean;
  footer?: ReactNode;
  /** Extra content between the fields and the submit button (e.g. "Forgot password?"). */
  afterFields?: ReactNode;
}

/**
 * The real sign-in / sign-up / reset form with client-side checks. Submission is not wired to
 * the server yet: a valid submit says so instead of pretending to work.
 */
export function CredentialsForm({ id, fields, submitLabel, newPassword = false, footer, afterFields }: CredentialsFormProps) {
  const [values, setValues] = useState<Partial<Record<CredentialField, string>>>(() =>
    Object.fromEntries(fields.map((field) => [field, ''])),
  );
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    setSubmitted(Object.keys(found).length === 0);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {fields.map((field) => {
        const setup = FIELD_SETUP[field];
        const hint = field === 'password' && newPassword ? `At least ${MIN_PASSWORD_LENGTH} characters.` : setup.hint;
        return (
          <FormField key={field} id={`${id}-${field}`} label={setup.label} hint={hint} error={errors[field]}>
            <Input
              name={field}
              type={setup.type}
              autoComplete={field === 'password' && newPassword ? 'new-password' : setup.autoComplete}
              value={values[field] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </FormField>
        );
      })}
      {afterFields}
      <Button type="submit" size="lg" className="w-full">
        {submitLabel}
      </Button>
      <AccountsComingNotice submitted={submitted} />
      {footer}
    </form>
  );
}

/** The identity service's default password policy (original §5): at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CredentialField = 'displayName' | 'email' | 'password';
export type CredentialErrors = Partial<Record<CredentialField, string>>;

export function validateCredentials(values: Partial<Record<CredentialField, string>>): CredentialErrors {
  const errors: CredentialErrors = {};
  if (values.displayName !== undefined && values.displayName.trim() === '')
    errors.displayName = 'Please enter the name people will see.';
  if (values.email !== undefined && !EMAIL_PATTERN.test(values.email.trim()))
    errors.email = 'Please enter a valid email address.';
  if (values.password !== undefined && values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return errors;
}

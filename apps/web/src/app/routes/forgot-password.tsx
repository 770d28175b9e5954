import { useSearchParams } from 'react-router';
import { identityErrorMessage } from '@crowdspark/shared/constants/identity-errors';
import { Alert } from '@/components/ui/alert';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** Better Auth lands reset links here with `?error=INVALID_TOKEN` (or similar) when unusable. */
function linkErrorCode(error: string): string {
  return /expired/i.test(error) ? 'expired-action-code' : 'invalid-action-code';
}

export default function ForgotPasswordPage() {
  usePageTitle(routeTitle('/forgot-password'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const error = params.get('error');

  if (token && !error)
    return (
      <AuthPageFrame title="Choose a new password" description="Pick a new password for your Crowdspark account.">
        <ResetPasswordForm token={token} />
      </AuthPageFrame>
    );

  return (
    <AuthPageFrame
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password. The link works once and expires after one hour."
    >
      {error ? (
        <Alert variant="destructive" role="alert" className="mb-5">
          {identityErrorMessage(linkErrorCode(error), 'This link is not valid or has already been used. Request a new one.')}
        </Alert>
      ) : null}
      <ForgotPasswordForm />
    </AuthPageFrame>
  );
}

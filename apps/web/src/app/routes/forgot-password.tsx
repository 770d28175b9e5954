import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';
import { CredentialsForm } from '@/features/auth/components/credentials-form';

export default function ForgotPasswordPage() {
  usePageTitle(routeTitle('/forgot-password'));
  return (
    <AuthPageFrame
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password. The link works once and expires after one hour."
    >
      <CredentialsForm
        id="forgot-password"
        fields={['email']}
        submitLabel="Send reset link"
        footer={
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link to={paths.signIn} className="font-semibold text-link hover:underline">
              Back to sign in
            </Link>
          </p>
        }
      />
    </AuthPageFrame>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';
import { CredentialsForm } from '@/features/auth/components/credentials-form';

export default function SignInPage() {
  usePageTitle(routeTitle('/sign-in'));
  return (
    <AuthPageFrame title="Sign in to Crowdspark" description="Back campaigns, follow creators and manage your wallet.">
      <CredentialsForm
        id="sign-in"
        fields={['email', 'password']}
        submitLabel="Sign in"
        afterFields={
          <p className="-mt-2 text-right text-sm">
            <Link to={paths.forgotPassword} className="font-medium text-link hover:underline">
              Forgot password?
            </Link>
          </p>
        }
        footer={
          <p className="text-center text-sm text-muted-foreground">
            New to Crowdspark?{' '}
            <Link to={paths.signUp} className="font-semibold text-link hover:underline">
              Create an account
            </Link>
          </p>
        }
      />
    </AuthPageFrame>
  );
}

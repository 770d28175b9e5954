import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export default function SignInPage() {
  usePageTitle(routeTitle('/sign-in'));
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthPageFrame title="Sign in to Crowdspark" description="Back campaigns, follow creators and manage your wallet.">
      <SignInForm
        footer={
          <p className="text-center text-sm text-muted-foreground">
            New to Crowdspark?{' '}
            <Link
              to={redirect ? `${paths.signUp}?${new URLSearchParams({ redirect }).toString()}` : paths.signUp}
              className="font-semibold text-link hover:underline"
            >
              Create an account
            </Link>
          </p>
        }
      />
    </AuthPageFrame>
  );
}

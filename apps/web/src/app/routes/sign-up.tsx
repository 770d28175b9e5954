import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export default function SignUpPage() {
  usePageTitle(routeTitle('/sign-up'));
  return (
    <AuthPageFrame title="Create your account" description="Free for backers. Creators pay a fee only when they are paid out.">
      <SignUpForm
        footer={
          <>
            <p className="text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link to={paths.signIn} className="font-semibold text-link hover:underline">
                Sign in
              </Link>
            </p>
            <p className="text-center text-xs leading-5 text-muted-foreground">
              By creating an account you agree to the{' '}
              <Link to={paths.termsOfService} className="underline underline-offset-2">
                terms of service
              </Link>{' '}
              and the{' '}
              <Link to={paths.privacyPolicy} className="underline underline-offset-2">
                privacy policy
              </Link>
              .
            </p>
          </>
        }
      />
    </AuthPageFrame>
  );
}

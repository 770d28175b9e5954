import { Link } from 'react-router';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import { PageContainer } from '@/components/layouts/page-container';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * What an admin without two-factor sign-in sees on an admin page where the deployment requires it
 * (ADMIN_TWO_FACTOR_REQUIRED; the access gate's step 5): why, and the way to set it up.
 */
export function TwoFactorRequired() {
  return (
    <PageContainer width="narrow">
      <section aria-labelledby="two-factor-required-heading" className="grid gap-4 rounded-2xl border border-border bg-card p-6">
        <h1 id="two-factor-required-heading" className="text-2xl font-semibold">
          Turn on two-factor sign-in first
        </h1>
        <p>{IDENTITY_ERROR_MESSAGES['two-factor-setup-required']}</p>
        <p className="text-sm text-muted-foreground">
          It takes a minute with an authenticator app on your phone. Then come back to the admin portal.
        </p>
        <Button asChild className="w-fit">
          <Link to={paths.securitySettings}>Set up two-factor sign-in</Link>
        </Button>
      </section>
    </PageContainer>
  );
}

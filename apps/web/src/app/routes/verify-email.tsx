import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';
import { VerifyEmailPanel } from '@/features/auth/components/verify-email-panel';

export default function VerifyEmailPage() {
  usePageTitle(routeTitle('/verify-email'));
  return (
    <AuthPageFrame
      title="Verify your email"
      description="We ask every creator to confirm their email address before launching a campaign or buying promotions."
    >
      <VerifyEmailPanel />
    </AuthPageFrame>
  );
}

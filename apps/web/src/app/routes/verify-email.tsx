import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { AuthPageFrame } from '@/components/layouts/auth-page-frame';

export default function VerifyEmailPage() {
  usePageTitle(routeTitle('/verify-email'));
  return (
    <AuthPageFrame
      title="Verify your email"
      description="We ask every creator to confirm their email address before launching a campaign or buying promotions."
    >
      <div className="grid gap-5 text-sm leading-6">
        <div className="flex gap-3 rounded-xl bg-muted p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
          <p>
            After you sign up we send a verification link to your address. Open it on any device and you are done. The link
            confirms the address belongs to you, which protects backers from fake campaigns.
          </p>
        </div>
        <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
          <li>No email? Check spam and promotions folders.</li>
          <li>Links expire for your safety; you can ask for a new one here once accounts are live.</li>
          <li>Browsing and backing work without verification.</li>
        </ul>
        <p className="rounded-xl border border-border p-4 text-muted-foreground">
          Accounts, and with them verification emails, arrive in the next release of Crowdspark.
        </p>
        <p>
          <Link to={paths.helpArticle('verify-your-email')} className="font-semibold text-link hover:underline">
            Read more about verification
          </Link>
        </p>
      </div>
    </AuthPageFrame>
  );
}

import { Link } from 'react-router';
import { Clock, LifeBuoy, Mail, ShieldAlert } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { CONTACT_EMAILS } from '@/config/site';
import { usePageTitle } from '@/hooks/use-page-title';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactPage() {
  usePageTitle(routeTitle('/contact'));
  return (
    <PageContainer>
      <PageHeader
        title="Contact us"
        description="Questions, feedback or a problem with a campaign? Send us a message and a person will answer."
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <ContactForm />
        </div>
        <aside className="grid content-start gap-6 text-sm leading-6">
          <div className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
            <p>
              <strong className="block text-foreground">Reply within two business days</strong>
              <span className="text-muted-foreground">Monday to Friday, 9:00–18:00 CET.</span>
            </p>
          </div>
          <div className="flex gap-3">
            <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
            <p className="text-muted-foreground">
              <strong className="block text-foreground">Quick answers</strong>
              Many questions are answered in the{' '}
              <Link to={paths.helpCenter} className="font-medium text-link underline underline-offset-2">
                help centre
              </Link>
              .
            </p>
          </div>
          <div className="flex gap-3">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
            <p className="text-muted-foreground">
              <strong className="block text-foreground">Report a suspicious campaign</strong>
              Choose “Report a problem” as the topic, or write to{' '}
              <a href={`mailto:${CONTACT_EMAILS.trust}`} className="font-medium text-link underline underline-offset-2">
                {CONTACT_EMAILS.trust}
              </a>
              .
            </p>
          </div>
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
            <p className="text-muted-foreground">
              <strong className="block text-foreground">Press</strong>
              <a href={`mailto:${CONTACT_EMAILS.press}`} className="font-medium text-link underline underline-offset-2">
                {CONTACT_EMAILS.press}
              </a>
            </p>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}

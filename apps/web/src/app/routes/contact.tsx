import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Clock, LifeBuoy, Mail, ShieldAlert, type LucideIcon } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { CONTACT_EMAILS } from '@/config/site';
import { usePageTitle } from '@/hooks/use-page-title';
import { ContactForm } from '@/features/contact/components/contact-form';

const LINK_CLASS = 'font-medium text-link underline underline-offset-2';

/** One of the other ways to reach us, beside the form: an icon, a bold title and the details. */
function AsideItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
      <p className="text-muted-foreground">
        <strong className="block text-foreground">{title}</strong>
        {children}
      </p>
    </div>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={LINK_CLASS}>
      {address}
    </a>
  );
}

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
          <AsideItem icon={Clock} title="Reply within two business days">
            Monday to Friday, 9:00–18:00 CET.
          </AsideItem>
          <AsideItem icon={LifeBuoy} title="Quick answers">
            Many questions are answered in the{' '}
            <Link to={paths.helpCenter} className={LINK_CLASS}>
              help centre
            </Link>
            .
          </AsideItem>
          <AsideItem icon={ShieldAlert} title="Report a suspicious campaign">
            Choose “Report a problem” as the topic, or write to <MailLink address={CONTACT_EMAILS.trust} />.
          </AsideItem>
          <AsideItem icon={Mail} title="Press">
            <MailLink address={CONTACT_EMAILS.press} />
          </AsideItem>
        </aside>
      </div>
    </PageContainer>
  );
}

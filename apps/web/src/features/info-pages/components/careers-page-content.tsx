import { Briefcase, Globe2, HeartHandshake, Scale } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { TitledSection } from '@/components/ui/page-blocks';
import { CONTACT_EMAILS } from '@/config/site';

const VALUES = [
  {
    icon: HeartHandshake,
    title: 'Backers’ money is sacred',
    text: 'Every feature that touches money is designed, reviewed and tested as if it were our own.',
  },
  {
    icon: Scale,
    title: 'Say it plainly',
    text: 'Fees, risks and numbers are written so anyone can understand them, on the page and in the code.',
  },
  { icon: Globe2, title: 'Remote first', text: 'We work across time zones, write things down and keep meetings for decisions.' },
];

const BENEFITS = [
  'Salary bands published in every job post',
  'Work from anywhere within three hours of Central European Time',
  '30 days of paid leave plus public holidays',
  'A yearly learning budget and a home-office allowance',
  'A monthly credit to back campaigns on Crowdspark',
];

export function CareersPageContent() {
  return (
    <div className="grid gap-12">
      <TitledSection id="careers-values" title="How we work" titleClassName="text-xl font-semibold tracking-tight">
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6">
              <Icon aria-hidden="true" className="size-6 text-link" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="careers-benefits" title="Benefits" titleClassName="text-xl font-semibold tracking-tight">
        <ul className="prose-page mt-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="careers-openings" title="Open positions" titleClassName="sr-only">
        <EmptyState icon={Briefcase} title="No open positions right now" headingLevel={3}>
          <p>
            We are not hiring at the moment. If you would like to hear when we are, send a short note and a link to your work to{' '}
            <a href={`mailto:${CONTACT_EMAILS.careers}`} className="font-medium text-link underline underline-offset-2">
              {CONTACT_EMAILS.careers}
            </a>
            .
          </p>
        </EmptyState>
      </TitledSection>
    </div>
  );
}

import { Mail, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlatformFeePercent } from '@/components/platform-fee-percent';
import { CONTACT_EMAILS } from '@/config/site';
import { TitledSection } from '@/components/ui/page-blocks';

const FACTS: { label: string; value: ReactNode; note: ReactNode }[] = [
  {
    label: 'Platform fee',
    value: <PlatformFeePercent />,
    note: (
      <>
        <PlatformFeePercent plan="pro" /> for Pro subscribers; backers pay none
      </>
    ),
  },
  { label: 'Funding models', value: '2', note: 'All-or-nothing and keep-it-all' },
  { label: 'Campaign length', value: '1–60 days', note: 'Chosen by the creator at launch' },
  { label: 'Failed campaigns', value: '100%', note: 'Of all-or-nothing pledges returned to backers' },
];

export function PressPageContent() {
  return (
    <div className="grid gap-12">
      <TitledSection id="press-about" title="About Crowdspark" titleClassName="text-xl font-semibold tracking-tight">
        <div className="prose-page mt-3 max-w-3xl">
          <p>
            Crowdspark is a crowdfunding and creator-community platform built around three promises: speed (a campaign can go from
            draft to live in an afternoon), trust (pledges are held in escrow and returned automatically when an all-or-nothing
            campaign falls short) and clarity (one fee, shown up front, and campaign numbers anyone can read).
          </p>
          <p>
            Creators use Crowdspark to fund products, films, games, books and community projects, to post updates to their backers
            and followers, and to build an audience that stays after the campaign ends.
          </p>
        </div>
      </TitledSection>

      <TitledSection id="press-facts" title="Fact sheet" titleClassName="text-xl font-semibold tracking-tight">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FACTS.map((fact) => (
            <div key={fact.label} className="rounded-2xl border border-border bg-card p-5">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="mt-1 text-2xl font-bold tracking-tight">{fact.value}</dd>
              <dd className="mt-1 text-sm text-muted-foreground">{fact.note}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>

      <TitledSection
        id="press-news"
        title="Announcements"
        className="grid gap-4"
        titleClassName="text-xl font-semibold tracking-tight"
      >
        <div className="flex gap-4 rounded-2xl border border-dashed border-border bg-surface p-6">
          <Newspaper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <p className="text-muted-foreground">
            No announcements yet. Our launch news and platform milestones will be published here first.
          </p>
        </div>
      </TitledSection>

      <TitledSection
        id="press-contact"
        title="Media enquiries"
        className="rounded-2xl bg-primary-soft p-6 text-primary-soft-foreground sm:p-8"
        titleClassName="text-xl font-semibold tracking-tight"
      >
        <p className="mt-2 max-w-2xl">
          For interviews, data requests and our logo, write to our press team. We reply to journalists within one business day.
        </p>
        <a
          href={`mailto:${CONTACT_EMAILS.press}`}
          className="mt-4 inline-flex items-center gap-2 font-semibold underline underline-offset-4 hover:no-underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          {CONTACT_EMAILS.press}
        </a>
      </TitledSection>
    </div>
  );
}

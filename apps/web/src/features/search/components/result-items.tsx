import { percentOfGoalText } from '@crowdspark/shared/constants/campaign-progress';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { PersonResult } from '@crowdspark/shared/contracts/search';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import { paths } from '@/config/paths';
import { Highlight } from '@/features/search/components/highlight';

const STATUS_TEXT: Record<string, string> = {
  live: 'Live',
  successful: 'Successful',
  unsuccessful: 'Ended',
  canceled: 'Canceled',
};

/**
 * A campaign in the results: the title links to it; matched words are marked in title, blurb and
 * creator. `cover` (the campaigns feature's cover picture, passed by the route: features do not
 * import each other) heads the card as on Discover's cards. `action` (the Save bookmark) sits above
 * the title's link, which covers the card.
 */
export function CampaignResult({
  campaign,
  terms,
  cover,
  action,
}: {
  campaign: CampaignListItem;
  terms: readonly string[];
  cover?: ReactNode;
  action?: ReactNode;
}) {
  const category = CATEGORIES.find((c) => c.slug === campaign.category)?.name;
  const days = campaign.progress.daysLeft;
  // Without a cover the action sits beside the title: room on the right so a long title does not run under it.
  const titleClass = action && !cover ? 'pr-24 text-base leading-snug font-semibold' : 'text-base leading-snug font-semibold';
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {cover}
      <div className="grid gap-1.5 p-4">
        <h3 className={titleClass}>
          <Link to={paths.campaign(campaign.id)} className="outline-none after:absolute after:inset-0 hover:underline">
            <Highlight text={campaign.title ?? 'Untitled campaign'} terms={terms} />
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          by <Highlight text={campaign.creator.displayName} terms={terms} />
          {category ? ` · ${category}` : ''}
        </p>
        {campaign.blurb ? (
          <p className="line-clamp-2 text-sm">
            <Highlight text={campaign.blurb} terms={terms} />
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {STATUS_TEXT[campaign.status] ?? campaign.status} · {percentOfGoalText(campaign.progress)} funded
          {campaign.status === 'live' && days !== null ? ` · ${days} ${days === 1 ? 'day' : 'days'} left` : ''}
        </p>
      </div>
      {action ? <div className="absolute top-3 right-3 z-10">{action}</div> : null}
    </article>
  );
}

export function PersonResultItem({ person, terms }: { person: PersonResult; terms: readonly string[] }) {
  return (
    <article className="relative flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring">
      {person.photoURL ? (
        <img src={person.photoURL} alt="" className="size-10 rounded-full object-cover" width={40} height={40} />
      ) : (
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-primary-soft font-semibold">
          {person.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <h3 className="font-semibold">
          <Link to={paths.profile(person.username)} className="outline-none after:absolute after:inset-0 hover:underline">
            <Highlight text={person.displayName} terms={terms} />
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          @<Highlight text={person.username} terms={terms} />
        </p>
      </div>
    </article>
  );
}

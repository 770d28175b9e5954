import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { paths } from '@/config/paths';
import { CampaignCover } from '@/features/campaigns/components/campaign-cover';
import { CampaignProgressSummary, CampaignStatusBadge } from '@/features/campaigns/components/campaign-progress';

export interface CampaignCardProps {
  campaign: CampaignListItem;
  headingLevel?: 2 | 3;
  /**
   * A control over the cover's top right corner (routes pass the social feature's Save button:
   * features do not import each other). It sits above the title link, which covers the whole card,
   * so it takes its own clicks.
   */
  action?: ReactNode;
}

/** A listing card: cover, title (the link), creator, progress and days left; optionally an action. */
export function CampaignCard({ campaign, headingLevel = 3, action }: CampaignCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = campaign.title ?? 'Untitled campaign';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CampaignCover
        url={campaign.coverUrl}
        variants={campaign.coverVariants}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <Heading className="text-base leading-snug font-semibold">
            <Link to={paths.campaign(campaign.id)} className="outline-none after:absolute after:inset-0 hover:underline">
              {title}
            </Link>
          </Heading>
          <p className="text-sm text-muted-foreground">by {campaign.creator.displayName}</p>
        </div>
        {campaign.blurb ? <p className="line-clamp-2 text-sm text-muted-foreground">{campaign.blurb}</p> : null}
        <div className="mt-auto grid gap-2">
          {campaign.status !== 'live' ? <CampaignStatusBadge status={campaign.status} className="w-fit" /> : null}
          <CampaignProgressSummary campaign={campaign} />
        </div>
      </div>
      {action ? <div className="absolute top-3 right-3 z-10">{action}</div> : null}
    </article>
  );
}

import { Link } from 'react-router';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { RelaunchInfo } from '@crowdspark/shared/contracts/relaunch';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const ENDED_WITHOUT_MONEY = new Set<CampaignDetail['status']>(['unsuccessful', 'canceled']);

/** Where "Back a similar campaign" leads: the campaign's category on Discover. */
export function similarCampaignsHref(category: string | null): string {
  return category ? `${paths.discover}?${new URLSearchParams({ category }).toString()}` : paths.discover;
}

/**
 * What next after a campaign ended without its money (docs/product-rules.md#relaunch): its
 * relaunch once live, and similar campaigns; on a relaunch, a link to the campaign it relaunches.
 */
export function RelaunchNotice({ campaign, info }: { campaign: CampaignDetail; info: RelaunchInfo | undefined }) {
  const relaunchOf = info?.relaunchOf;
  if (relaunchOf && relaunchOf.status !== 'draft')
    return (
      <p className="rounded-2xl border border-border bg-card p-4 text-sm">
        This is a relaunch of{' '}
        <Link to={paths.campaign(relaunchOf.id)} className="font-medium text-link underline-offset-4 hover:underline">
          {relaunchOf.title ?? 'an earlier campaign'}
        </Link>
        .
      </p>
    );
  if (!ENDED_WITHOUT_MONEY.has(campaign.status) || campaign.viewer.isOwner) return null;
  const relaunch = info?.relaunch;
  const category = CATEGORIES.find((c) => c.slug === campaign.category)?.name;
  return (
    <section
      id="what-next"
      aria-labelledby="what-next-heading"
      className="grid gap-3 rounded-2xl border border-border bg-card p-5"
    >
      <h2 id="what-next-heading" className="text-lg font-semibold">
        What next?
      </h2>
      <p className="text-sm text-muted-foreground">
        {relaunch
          ? 'The creator relaunched this campaign. Backers of this one can back the relaunch with one click.'
          : 'Every pledge went back to its backer’s wallet. The money is ready to back another campaign.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {relaunch ? (
          <Button asChild>
            <Link to={paths.campaign(relaunch.id)}>See the relaunch</Link>
          </Button>
        ) : null}
        <Button asChild variant={relaunch ? 'secondary' : 'primary'}>
          <Link to={similarCampaignsHref(campaign.category)}>
            Back a similar campaign{category ? <span className="sr-only"> in {category}</span> : null}
          </Link>
        </Button>
      </div>
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Rocket } from 'lucide-react';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { RetryAlert, SkeletonStack } from '@/components/ui/page-blocks';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCancelCampaign } from '@/features/campaigns/api/cancel-campaign';
import { useMyCampaigns } from '@/features/campaigns/api/get-my-campaigns';
import { useLaunchCampaign } from '@/features/campaigns/api/launch-campaign';
import { CampaignCover } from '@/features/campaigns/components/campaign-cover';
import { CampaignProgressSummary, CampaignStatusBadge } from '@/features/campaigns/components/campaign-progress';
import { StartCampaignButton } from '@/features/campaigns/components/start-campaign-button';

const GROUPS = [
  { id: 'drafts', title: 'Drafts', statuses: ['draft'] },
  { id: 'live', title: 'Live', statuses: ['live', 'suspended'] },
  { id: 'ended', title: 'Ended', statuses: ['successful', 'unsuccessful', 'canceled'] },
] as const;

const editHref = (id: string) => `${paths.startCampaign}?id=${encodeURIComponent(id)}`;

function CampaignRow({
  campaign,
  backers,
  team,
  statements,
}: {
  campaign: CampaignListItem;
  backers?: ReactNode;
  team?: ReactNode;
  statements?: ReactNode;
}) {
  const launch = useLaunchCampaign();
  const cancel = useCancelCampaign();
  const [showBackers, setShowBackers] = useState(false);
  const [showTeam, setShowTeam] = useState(false);
  const title = campaign.title ?? 'Untitled draft';
  const launchProblem =
    launch.error && isApiError(launch.error)
      ? Object.keys(launch.error.fields).length > 0
        ? `${launch.error.message} Open the editor to fix ${Object.keys(launch.error.fields).length === 1 ? 'one field' : `${Object.keys(launch.error.fields).length} fields`}.`
        : launch.error.message
      : launch.error?.message;
  return (
    <li className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <CampaignCover url={campaign.coverUrl} variants={campaign.coverVariants} sizes="160px" className="rounded-xl" />
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words">{title}</h3>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        {campaign.status !== 'draft' ? <CampaignProgressSummary campaign={campaign} /> : null}
        <div className="flex flex-wrap gap-2">
          {campaign.status === 'draft' || campaign.status === 'live' ? (
            <Button asChild size="sm" variant="secondary">
              <Link to={editHref(campaign.id)} aria-label={`Edit ${title}`}>
                Edit
              </Link>
            </Button>
          ) : null}
          {campaign.status === 'draft' ? (
            <Button
              size="sm"
              disabled={launch.isPending}
              onClick={() =>
                launch.mutate(campaign.id, {
                  onSuccess: () => toast({ title: `“${title}” is live.`, variant: 'success' }),
                })
              }
            >
              {launch.isPending ? 'Launching…' : 'Launch'}
            </Button>
          ) : null}
          <Button asChild size="sm" variant="ghost">
            <Link to={paths.campaign(campaign.id)} aria-label={`View ${title}`}>
              View
            </Link>
          </Button>
          {campaign.status === 'draft' || campaign.status === 'live' ? (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" className="text-destructive dark:text-red-300" disabled={cancel.isPending}>
                  Cancel
                </Button>
              }
              title={`Cancel “${title}”?`}
              description={
                campaign.status === 'live'
                  ? 'The campaign stops at once and every pledge goes back to its backer’s wallet. This cannot be undone.'
                  : 'The draft is canceled and cannot be launched afterwards.'
              }
              confirmLabel="Cancel campaign"
              cancelLabel="Keep campaign"
              destructive
              onConfirm={() =>
                cancel.mutate(campaign.id, {
                  onSuccess: () => toast({ title: 'Campaign canceled.', variant: 'success' }),
                  onError: (error) =>
                    toast({ title: 'It could not be canceled', description: error.message, variant: 'destructive' }),
                })
              }
            />
          ) : null}
          {team && (campaign.status === 'draft' || campaign.status === 'live') ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showTeam}
              aria-label={`${showTeam ? 'Hide team of' : 'Team of'} ${title}`}
              onClick={() => setShowTeam((v) => !v)}
            >
              {showTeam ? 'Hide team' : 'Team'}
            </Button>
          ) : null}
          {backers && campaign.status !== 'draft' ? (
            <Button size="sm" variant="ghost" aria-expanded={showBackers} onClick={() => setShowBackers((v) => !v)}>
              {showBackers ? 'Hide backers' : 'Show backers'}
            </Button>
          ) : null}
        </div>
        {statements && campaign.status !== 'draft' ? statements : null}
        {launchProblem ? (
          <Alert variant="destructive" role="alert">
            {launchProblem}{' '}
            <Link to={editHref(campaign.id)} className="font-semibold underline">
              Open the editor
            </Link>
          </Alert>
        ) : null}
        {showBackers ? backers : null}
        {showTeam ? team : null}
      </div>
    </li>
  );
}

/**
 * The creator's campaigns grouped into drafts, live and ended; `renderBackers` adds each backers
 * panel, `renderTeam` each collaborators panel (decision 0025), `renderStatements` the payout
 * statement downloads of each launched campaign.
 */
export function CreatorCampaigns({
  renderBackers,
  renderTeam,
  renderStatements,
}: {
  renderBackers?: (campaign: CampaignListItem) => ReactNode;
  renderTeam?: (campaign: CampaignListItem) => ReactNode;
  renderStatements?: (campaign: CampaignListItem) => ReactNode;
}) {
  const query = useMyCampaigns();
  if (query.isPending)
    return <SkeletonStack className="grid gap-4" blocks={['h-32 w-full rounded-2xl', 'h-32 w-full rounded-2xl']} />;
  if (query.isError)
    return (
      <RetryAlert onRetry={() => void query.refetch()}>Your campaigns could not be loaded. {query.error.message}</RetryAlert>
    );
  if (query.data.items.length === 0)
    return (
      <EmptyState icon={Rocket} title="You have not started a campaign yet" actions={<StartCampaignButton />}>
        Drafts you save and campaigns you launch appear here with their progress and backers.
      </EmptyState>
    );
  return (
    <div className="grid gap-10">
      {GROUPS.map((group) => {
        const items = query.data.items.filter((c) => (group.statuses as readonly string[]).includes(c.status));
        return (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className="grid gap-4">
            <h2 id={`group-${group.id}`} className="text-xl font-bold tracking-tight">
              {group.title} <span className="text-base font-normal text-muted-foreground">({items.length})</span>
            </h2>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {group.id === 'drafts' ? 'No drafts.' : group.id === 'live' ? 'No live campaigns.' : 'No ended campaigns yet.'}
              </p>
            ) : (
              <ul className="grid gap-4">
                {items.map((campaign) => (
                  <CampaignRow
                    key={campaign.id}
                    campaign={campaign}
                    {...(renderBackers ? { backers: renderBackers(campaign) } : {})}
                    {...(renderTeam ? { team: renderTeam(campaign) } : {})}
                    {...(renderStatements ? { statements: renderStatements(campaign) } : {})}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

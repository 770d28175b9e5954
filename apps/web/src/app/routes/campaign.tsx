import { Link, useLocation, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageContainer } from '@/components/layouts/page-container';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { siteOrigin } from '@/lib/site-origin';
import NotFoundPage from '@/app/routes/not-found';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCancelCampaign } from '@/features/campaigns/api/cancel-campaign';
import { useCampaign, useRefreshCampaign } from '@/features/campaigns/api/get-campaign';
import { CampaignView, CampaignViewSkeleton } from '@/features/campaigns/components/campaign-view';
import { BackThisPanel } from '@/features/pledges/components/back-this-panel/back-this-panel';
import { FollowButton } from '@/features/social/components/follow-button';
import { SaveButton } from '@/features/social/components/save-button';
import { useRefreshWallet, useWallet } from '@/features/wallet/api/get-wallet';
import { balanceIn } from '@/features/wallet/lib/balance-in';

function OwnerActions({ campaignId, status }: { campaignId: string; status: string }) {
  const cancel = useCancelCampaign();
  const canCancel = status === 'draft' || status === 'live';
  return (
    <>
      {status === 'draft' || status === 'live' ? (
        <Button asChild variant="secondary">
          <Link to={`${paths.startCampaign}?id=${encodeURIComponent(campaignId)}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      ) : null}
      {canCancel ? (
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Canceling…' : 'Cancel campaign'}
            </Button>
          }
          title="Cancel this campaign?"
          description="The campaign stops at once and every pledge goes back to its backer’s wallet. This cannot be undone."
          confirmLabel="Cancel campaign"
          cancelLabel="Keep campaign"
          destructive
          onConfirm={() =>
            cancel.mutate(campaignId, {
              onSuccess: () => toast({ title: 'Campaign canceled. Every pledge was returned.', variant: 'success' }),
              onError: (error) =>
                toast({ title: 'The campaign could not be canceled', description: error.message, variant: 'destructive' }),
            })
          }
        />
      ) : null}
    </>
  );
}

export default function CampaignPage() {
  const { campaignId = '' } = useParams();
  const location = useLocation();
  const { isAuthenticated, user } = useAuth();
  const query = useCampaign(campaignId);
  const refreshCampaign = useRefreshCampaign();
  const refreshWallet = useRefreshWallet();
  // The back-this panel shows the balance only to a signed-in reader who may back this live campaign.
  const mayBack = query.data?.status === 'live' && isAuthenticated && !query.data.viewer.isOwner;
  const wallet = useWallet({ enabled: mayBack });
  usePageTitle(
    query.data?.title ? `${query.data.title} · ${routeTitle('/campaigns/:campaignId')}` : routeTitle('/campaigns/:campaignId'),
  );

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  const here = `${location.pathname}${location.search}`;
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: here }).toString()}`;
  return (
    <PageContainer>
      {query.isPending ? (
        <>
          <h1 className="sr-only">Loading the campaign</h1>
          <CampaignViewSkeleton />
        </>
      ) : query.isError ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Campaign</h1>
          <Alert variant="destructive" className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <span>The campaign could not be loaded. {query.error.message}</span>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        </>
      ) : (
        <CampaignView
          campaign={query.data}
          shareUrl={`${siteOrigin()}${paths.campaign(query.data.id)}`}
          {...(query.data.viewer.isOwner
            ? { ownerActions: <OwnerActions campaignId={query.data.id} status={query.data.status} /> }
            : {})}
          {...(query.data.status === 'draft' || query.data.status === 'suspended'
            ? {}
            : {
                readerActions: (
                  <SaveButton
                    campaignId={query.data.id}
                    campaignTitle={query.data.title ?? 'this campaign'}
                    isAuthenticated={isAuthenticated}
                    signInHref={signInHref}
                    showCount
                  />
                ),
              })}
          {...(query.data.creator.username && query.data.creator.id !== user?.id
            ? {
                creatorAction: (
                  <FollowButton
                    username={query.data.creator.username}
                    displayName={query.data.creator.displayName}
                    isAuthenticated={isAuthenticated}
                    signInHref={signInHref}
                    size="sm"
                  />
                ),
              }
            : {})}
          backPanel={
            <BackThisPanel
              campaign={query.data}
              isAuthenticated={isAuthenticated}
              signInHref={signInHref}
              walletBalance={wallet.data ? balanceIn(wallet.data, query.data.currency) : null}
              onPledgeChanged={() => {
                // The pledge moved money and changed the campaign's progress and remaining rewards.
                void refreshCampaign(campaignId);
                void refreshWallet();
              }}
            />
          }
        />
      )}
    </PageContainer>
  );
}

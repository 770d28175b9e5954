import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageContainer } from '@/components/layouts/page-container';
import { toast } from '@/components/ui/use-toast';
import { RetryAlert, SkeletonStack } from '@/components/ui/page-blocks';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { siteOrigin } from '@/lib/site-origin';
import NotFoundPage from '@/app/routes/not-found';
import { updateImageUpload } from '@/app/update-image-upload';
import { useCampaignMembership } from '@/app/campaign-membership';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCancelCampaign } from '@/features/campaigns/api/cancel-campaign';
import { useCampaign, useRefreshCampaign } from '@/features/campaigns/api/get-campaign';
import { useRelaunchInfo } from '@/features/campaigns/api/get-relaunch-info';
import { RelaunchButton } from '@/features/campaigns/components/relaunch-button';
import { RelaunchNotice } from '@/features/campaigns/components/relaunch-notice';
import type { ReportTarget } from '@/features/community/components/community-types';
import type { RelaunchInfo } from '@crowdspark/shared/contracts/relaunch';
import { CampaignView, CampaignViewSkeleton } from '@/features/campaigns/components/campaign-view';
import type { CampaignTab } from '@/features/campaigns/components/campaign-view';
import { BackThisPanel } from '@/features/pledges/components/back-this-panel/back-this-panel';
import { RebackOffer } from '@/features/pledges/components/reback-offer';
import { FollowButton } from '@/features/social/components/follow-button';
import { MessageButton } from '@/features/messages/components/message-button';
import { SaveButton } from '@/features/social/components/save-button';
import { useRefreshWallet, useWallet } from '@/features/wallet/api/get-wallet';
import { balanceIn } from '@/features/wallet/lib/balance-in';

// Updates, comments and the report dialog load after the first screen, in chunks of their own: the
// campaign page keeps its JavaScript budget (docs/decisions/0014-fast-first-load.md).
const UpdatesSection = lazy(() =>
  import('@/features/community/components/updates-section').then((module) => ({ default: module.UpdatesSection })),
);
const CommentThread = lazy(() =>
  import('@/features/community/components/comment-thread').then((module) => ({ default: module.CommentThread })),
);
// The money trail loads when its tab opens (Radix mounts only the active tab's content).
const MoneyTrail = lazy(() =>
  import('@/features/campaigns/components/money-trail').then((module) => ({ default: module.MoneyTrail })),
);
const ReportDialog = lazy(() =>
  import('@/features/reports/components/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** Edit for the owner and collaborators; Cancel for the owner only (docs/product-rules.md#campaign-collaborators). */
function OwnerActions({
  campaignId,
  status,
  isOwner,
  relaunch,
}: {
  campaignId: string;
  status: string;
  isOwner: boolean;
  relaunch: RelaunchInfo | undefined;
}) {
  const cancel = useCancelCampaign();
  const canCancel = isOwner && (status === 'draft' || status === 'live');
  return (
    <>
      {isOwner && relaunch ? <RelaunchButton campaignId={campaignId} info={relaunch} /> : null}
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
  const navigate = useNavigate();
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

  // Updates and comments render only once the page is hydrated: the server's first screen leaves
  // them out (no server fetch of them, no buttons in the HTML that a click could reach before
  // React adopts them; such a click would be lost).
  // They come in a transition after the first commit: React renders them in slices that yield to
  // the browser, rather than in one blocking pass right after hydration (total blocking time).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // Relaunch links and the one-click re-back offer: after the first screen, for a campaign the reader can see.
  const relaunch = useRelaunchInfo(campaignId, { enabled: hydrated && query.data !== undefined });
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` }).toString()}`;
  // The creator's membership tiers: after the first screen, like the relaunch info.
  const membership = useCampaignMembership(query.data, { ready: hydrated, signInHref });

  // The Money tab is the page's #money (a link can open it). Read once hydrated: the server never
  // sees the hash, and the first render must match the HTML it sent.
  const tab: CampaignTab = hydrated && location.hash === '#money' ? 'money' : 'campaign';
  const showTab = (next: CampaignTab) =>
    void navigate(
      { search: location.search, hash: next === 'money' ? 'money' : '' },
      { replace: true, preventScrollReset: true },
    );

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  // ?preview=1: the owner sees the page exactly as backers will, with a banner instead of their
  // own buttons (docs/product-rules.md#story-preview). Anyone else just gets the page.
  const previewing =
    new URLSearchParams(location.search).get('preview') === '1' && query.data !== undefined && query.data.viewer.role !== null;
  // Reporting needs an account (docs/product-rules.md#reports): signed-out readers see no Report action.
  const reportAction = isAuthenticated
    ? (target: ReportTarget) => (
        <Suspense fallback={null}>
          <ReportDialog {...target} />
        </Suspense>
      )
    : undefined;
  const isPublic = query.data ? query.data.status !== 'draft' && query.data.status !== 'suspended' : false;
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
          <RetryAlert className="mt-6" onRetry={() => void query.refetch()}>
            The campaign could not be loaded. {query.error.message}
          </RetryAlert>
        </>
      ) : (
        <>
          {previewing ? (
            <Alert variant="info" className="mb-6 flex flex-wrap items-center justify-between gap-3" role="status">
              <span>
                <strong>Preview.</strong> This is your campaign as backers will see it
                {query.data.status === 'draft' ? ' once it is launched; only you can see it now.' : '.'}
              </span>
              <Button asChild size="sm" variant="secondary">
                <Link to={`${paths.startCampaign}?id=${encodeURIComponent(query.data.id)}`}>Back to the editor</Link>
              </Button>
            </Alert>
          ) : null}
          {previewing ? null : (
            <div className="mb-6 grid gap-4 empty:hidden">
              <RelaunchNotice campaign={query.data} info={relaunch.data} />
              {relaunch.data?.offer && isAuthenticated ? (
                <RebackOffer
                  campaignId={query.data.id}
                  offer={relaunch.data.offer}
                  onPledged={() => {
                    void refreshCampaign(campaignId);
                    void refreshWallet();
                    void relaunch.refetch();
                  }}
                />
              ) : null}
            </div>
          )}
          <CampaignView
            campaign={query.data}
            shareUrl={`${siteOrigin()}${paths.campaign(query.data.id)}`}
            {...(query.data.viewer.role !== null && !previewing
              ? {
                  ownerActions: (
                    <OwnerActions
                      campaignId={query.data.id}
                      status={query.data.status}
                      isOwner={query.data.viewer.isOwner}
                      relaunch={relaunch.data}
                    />
                  ),
                }
              : {})}
            {...(query.data.status === 'draft' || query.data.status === 'suspended' || previewing
              ? {}
              : {
                  readerActions: (
                    <>
                      <SaveButton
                        campaignId={query.data.id}
                        campaignTitle={query.data.title ?? 'this campaign'}
                        isAuthenticated={isAuthenticated}
                        signInHref={signInHref}
                        showCount
                      />
                      {isAuthenticated && query.data.viewer.role === null ? (
                        <Suspense fallback={null}>
                          <ReportDialog targetType="campaign" targetId={query.data.id} targetLabel="this campaign" size="md" />
                        </Suspense>
                      ) : null}
                    </>
                  ),
                })}
            {...(query.data.creator.username && query.data.creator.id !== user?.id
              ? {
                  creatorAction: (
                    <span className="flex flex-wrap gap-2">
                      <FollowButton
                        username={query.data.creator.username}
                        displayName={query.data.creator.displayName}
                        isAuthenticated={isAuthenticated}
                        signInHref={signInHref}
                        size="sm"
                      />
                      <MessageButton
                        username={query.data.creator.username}
                        displayName={query.data.creator.displayName}
                        isAuthenticated={isAuthenticated}
                        signInHref={signInHref}
                        conversationHref={paths.conversation}
                        size="sm"
                      />
                    </span>
                  ),
                }
              : {})}
            {...(isPublic && hydrated
              ? {
                  updates: (
                    <Suspense fallback={null}>
                      <UpdatesSection
                        campaignId={query.data.id}
                        reportAction={reportAction}
                        uploadImage={updateImageUpload(query.data.id)}
                      />
                    </Suspense>
                  ),
                  comments: (
                    <Suspense fallback={null}>
                      <CommentThread
                        campaignId={query.data.id}
                        updateId={null}
                        isAuthenticated={isAuthenticated}
                        signInHref={signInHref}
                        reportAction={reportAction}
                      />
                    </Suspense>
                  ),
                }
              : {})}
            {...(membership && !previewing ? { membership } : {})}
            // A draft has no money yet; every other campaign shows where its money went.
            {...(query.data.status === 'draft'
              ? {}
              : {
                  tab,
                  onTabChange: showTab,
                  money: (
                    <Suspense
                      fallback={
                        <SkeletonStack
                          role="status"
                          aria-label="Loading the money trail"
                          className="grid gap-3"
                          blocks={['h-24', 'h-16']}
                        />
                      }
                    >
                      <MoneyTrail campaignId={query.data.id} />
                    </Suspense>
                  ),
                })}
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
        </>
      )}
    </PageContainer>
  );
}

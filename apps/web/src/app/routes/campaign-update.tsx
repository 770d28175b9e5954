import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { toast } from '@/components/ui/use-toast';
import { RetryAlert } from '@/components/ui/page-blocks';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import NotFoundPage from '@/app/routes/not-found';
import { updateImageUpload } from '@/app/update-image-upload';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useDeleteUpdate } from '@/features/community/api/delete-update';
import { useUpdate } from '@/features/community/api/get-update';
import { CommentThread } from '@/features/community/components/comment-thread';
import type { ReportTarget } from '@/features/community/components/community-types';
import { UpdateArticle } from '@/features/community/components/update-article';
import { ReportDialog } from '@/features/reports/components/report-dialog';

// The form and its rich-text editor load only when the author or the owner presses Edit.
const UpdateForm = lazy(() => import('@/features/community/components/update-form'));

/**
 * /campaigns/:campaignId/updates/:updateId: one update with its own comments. The server answered
 * this URL with the update's link-preview tags (server: modules/community/page.ts); the body of a
 * backers-only update reaches only those who may read it, and its comments with it.
 */
export default function CampaignUpdatePage() {
  const { campaignId = '', updateId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const query = useUpdate(campaignId, updateId);
  const remove = useDeleteUpdate(campaignId);
  const [editing, setEditing] = useState(false);
  const pattern = '/campaigns/:campaignId/updates/:updateId';
  usePageTitle(query.data ? `${query.data.title} · ${routeTitle(pattern)}` : routeTitle(pattern));

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` }).toString()}`;
  const reportAction = isAuthenticated ? (target: ReportTarget) => <ReportDialog {...target} /> : undefined;
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-3xl gap-6">
        <p>
          <Link
            to={paths.campaign(campaignId)}
            className="inline-flex items-center gap-2 font-semibold text-link hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the campaign
          </Link>
        </p>
        {query.isPending ? (
          <h1 className="text-3xl font-bold tracking-tight">Loading the update…</h1>
        ) : query.isError ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight">Campaign update</h1>
            <RetryAlert onRetry={() => void query.refetch()}>The update could not be loaded. {query.error.message}</RetryAlert>
          </>
        ) : (
          <>
            {editing ? (
              <>
                <h1 className="text-3xl font-bold tracking-tight">Edit the update</h1>
                <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the form…</p>}>
                  <UpdateForm
                    campaignId={campaignId}
                    editing={query.data}
                    uploadImage={updateImageUpload(campaignId)}
                    onDone={() => setEditing(false)}
                  />
                </Suspense>
              </>
            ) : (
              <UpdateArticle
                update={query.data}
                as="page"
                reportAction={reportAction}
                onEdit={() => setEditing(true)}
                onDelete={() =>
                  remove.mutate(query.data.id, {
                    onSuccess: () => {
                      toast({ title: 'Update deleted.', variant: 'success' });
                      void navigate(paths.campaign(campaignId));
                    },
                    onError: (error) =>
                      toast({ title: 'The update could not be deleted', description: error.message, variant: 'destructive' }),
                  })
                }
              />
            )}
            {query.data.locked ? null : (
              <CommentThread
                campaignId={campaignId}
                updateId={query.data.id}
                isAuthenticated={isAuthenticated}
                signInHref={signInHref}
                reportAction={reportAction}
              />
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}

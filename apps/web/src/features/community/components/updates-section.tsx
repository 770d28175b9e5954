import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { toast } from '@/components/ui/use-toast';
import { useDeleteUpdate } from '@/features/community/api/delete-update';
import { useUpdates } from '@/features/community/api/get-updates';
import type { ReportAction, UploadUpdateImage } from '@/features/community/components/community-types';
import { UpdateArticle } from '@/features/community/components/update-article';

const UpdateForm = lazy(() => import('@/features/community/components/update-form'));

function FormFallback() {
  return <p className="text-sm text-muted-foreground">Loading the form…</p>;
}

interface UpdatesSectionProps {
  campaignId: string;
  reportAction?: ReportAction | undefined;
  /** Pictures in an update's text (the route composes the campaign image upload). */
  uploadImage?: UploadUpdateImage | undefined;
}

/**
 * The campaign page's Updates: newest first, paged by cursor, loaded after the first screen. The
 * form (and its editor) loads only when the owner or a collaborator writes or edits an update.
 */
export function UpdatesSection({ campaignId, reportAction, uploadImage }: UpdatesSectionProps) {
  const query = useUpdates(campaignId);
  const remove = useDeleteUpdate(campaignId);
  const [composing, setComposing] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const canPost = query.data?.pages[0]?.viewer.canPost ?? false;

  return (
    <section aria-labelledby="updates-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="updates-heading" className="text-2xl font-bold tracking-tight">
          Updates
        </h2>
        {canPost && !composing ? <Button onClick={() => setComposing(true)}>Write an update</Button> : null}
      </div>
      {composing ? (
        <Suspense fallback={<FormFallback />}>
          <UpdateForm campaignId={campaignId} uploadImage={uploadImage} onDone={() => setComposing(false)} />
        </Suspense>
      ) : null}
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading updates…</p>
      ) : query.isError ? (
        <Alert variant="destructive">The updates could not be loaded. {query.error.message}</Alert>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">No updates yet.</p>
      ) : (
        <div className="grid gap-4">
          {items.map((update) =>
            editingId === update.id ? (
              <Suspense key={update.id} fallback={<FormFallback />}>
                <UpdateForm
                  campaignId={campaignId}
                  editing={update}
                  uploadImage={uploadImage}
                  onDone={() => setEditingId(null)}
                />
              </Suspense>
            ) : (
              <UpdateArticle
                key={update.id}
                update={update}
                as="list"
                reportAction={reportAction}
                onEdit={() => setEditingId(update.id)}
                onDelete={() =>
                  remove.mutate(update.id, {
                    onSuccess: () => toast({ title: 'Update deleted.', variant: 'success' }),
                    onError: (error) =>
                      toast({ title: 'The update could not be deleted', description: error.message, variant: 'destructive' }),
                  })
                }
              />
            ),
          )}
          <LoadMore query={query} errorText="More updates could not be loaded." />
        </div>
      )}
    </section>
  );
}

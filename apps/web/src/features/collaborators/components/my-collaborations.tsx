import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useRemoveCollaborator } from '@/features/collaborators/api/change-team';
import { useMyCollaborations } from '@/features/collaborators/api/get-my-collaborations';
import type { MyCollaborations } from '@crowdspark/shared/contracts/collaborators';

type Collaboration = MyCollaborations['items'][number];

/** What the page adds under a collaboration's row: the payout statement downloads of a launched campaign. */
type RenderStatements = (campaign: Collaboration['campaign']) => ReactNode;

function CollaborationRow({ item, userId, statements }: { item: Collaboration; userId: string; statements?: ReactNode }) {
  const leave = useRemoveCollaborator(item.campaign.id);
  const title = item.campaign.title ?? 'Untitled draft';
  const editable = item.campaign.status === 'draft' || item.campaign.status === 'live';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-3">
      <p className="min-w-0 break-words">
        <span className="font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">
          By {item.owner.displayName} · {item.campaign.status}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={`${paths.startCampaign}?id=${encodeURIComponent(item.campaign.id)}`} aria-label={`Edit ${title}`}>
              Edit
            </Link>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="ghost">
          <Link to={paths.campaign(item.campaign.id)} aria-label={`View ${title}`}>
            View
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" disabled={leave.isPending}>
              Leave
            </Button>
          }
          title={`Leave “${title}”?`}
          description="You will no longer be able to edit this campaign unless its creator invites you again."
          confirmLabel="Leave team"
          cancelLabel="Stay"
          destructive
          onConfirm={() =>
            leave.mutate(userId, {
              onSuccess: () => toast({ title: `You left “${title}”.`, variant: 'success' }),
              onError: (error) => toast({ title: 'Could not leave', description: error.message, variant: 'destructive' }),
            })
          }
        />
      </div>
      {statements && item.campaign.status !== 'draft' ? <div className="w-full">{statements}</div> : null}
    </li>
  );
}

/**
 * Campaigns the signed-in person edits as a collaborator (creator dashboard); hidden while there
 * are none. `renderStatements` adds each launched campaign's payout statement downloads, which
 * collaborators may read as the owner does.
 */
export function MyCollaborations({ userId, renderStatements }: { userId: string; renderStatements?: RenderStatements }) {
  const query = useMyCollaborations();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-collaborations" className="mb-8 grid gap-3">
      <h2 id="my-collaborations" className="text-xl font-bold tracking-tight">
        Campaigns you collaborate on
      </h2>
      <ul className="grid gap-3">
        {items.map((item) => (
          <CollaborationRow
            key={item.campaign.id}
            item={item}
            userId={userId}
            {...(renderStatements ? { statements: renderStatements(item.campaign) } : {})}
          />
        ))}
      </ul>
    </section>
  );
}

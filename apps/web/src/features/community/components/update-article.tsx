import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { CampaignUpdate } from '@crowdspark/shared/contracts/community';
import { StoredHtml } from '@/components/rich-text/stored-html';
import { DeleteItemButton, EditItemButton } from '@/components/ui/item-actions';
import { paths } from '@/config/paths';
import type { ReportAction } from '@/features/community/components/community-types';
import { formatWhen } from '@/features/community/components/community-types';

interface UpdateArticleProps {
  update: CampaignUpdate;
  /** 'list': the title links to the update's page (h3); 'page': the update is the page (h1). */
  as: 'list' | 'page';
  onDelete?: (() => void) | undefined;
  /** Opens the edit form (shown to the update's author and the campaign's owner: viewer.canEdit). */
  onEdit?: (() => void) | undefined;
  reportAction?: ReportAction | undefined;
}

/**
 * One update. A backers-only update the reader may not read shows its title and date and says who
 * can read it (docs/product-rules.md#campaign-updates); the server sent no body.
 */
export function UpdateArticle({ update, as, onDelete, onEdit, reportAction }: UpdateArticleProps) {
  const Heading = as === 'page' ? 'h1' : 'h3';
  const href = paths.campaignUpdate(update.campaignId, update.id);
  return (
    <article aria-labelledby={`update-${update.id}-title`} className="grid gap-3 rounded-xl border border-border bg-card p-5">
      <header className="grid gap-1">
        <Heading
          id={`update-${update.id}-title`}
          className={as === 'page' ? 'text-3xl font-bold tracking-tight' : 'text-xl font-semibold'}
        >
          {as === 'list' ? (
            <Link to={href} className="hover:underline">
              {update.title}
            </Link>
          ) : (
            update.title
          )}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {update.author.displayName} · <time dateTime={update.createdAt}>{formatWhen(update.createdAt)}</time>
          {update.editedAt ? ' · edited' : ''}
          {update.visibility === 'backers' ? (
            <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground">
              Backers only
            </span>
          ) : null}
        </p>
      </header>
      {update.bodyHtml !== null ? (
        <StoredHtml html={update.bodyHtml} />
      ) : (
        <p className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm">
          <Lock aria-hidden="true" className="size-4" />
          This update is for backers only. Back the campaign to read it.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {update.viewer.canEdit && onEdit ? <EditItemButton itemName={`update “${update.title}”`} onEdit={onEdit} /> : null}
        {update.viewer.canEdit && onDelete ? (
          <DeleteItemButton
            itemName={`update “${update.title}”`}
            title="Delete this update?"
            description="The update and its comments go for good."
            confirmLabel="Delete update"
            onDelete={onDelete}
          />
        ) : null}
        {/* Only other people's updates can be reported: the server says which (viewer.canReport). */}
        {update.viewer.canReport
          ? reportAction?.({ targetType: 'update', targetId: update.id, targetLabel: `update “${update.title}”` })
          : null}
      </div>
    </article>
  );
}

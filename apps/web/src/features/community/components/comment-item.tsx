import { useState } from 'react';
import type { Comment } from '@crowdspark/shared/contracts/community';
import { Button } from '@/components/ui/button';
import { DeleteItemButton, EditItemButton } from '@/components/ui/item-actions';
import { CommentForm } from '@/features/community/components/comment-form';
import type { ReportAction } from '@/features/community/components/community-types';
import { formatWhen } from '@/features/community/components/community-types';
import { LinkifiedText } from '@/features/community/components/linkified-text';

const BADGE_LABELS = { creator: 'Creator', backer: 'Backer' } as const;

interface CommentItemProps {
  comment: Comment;
  canReply: boolean;
  onReply: () => void;
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => void;
  editing: boolean;
  reportAction?: ReportAction | undefined;
}

/** One comment: author with Creator/Backer badges, its text with links, and what the reader may do. */
export function CommentItem({ comment, canReply, onReply, onEdit, onDelete, editing, reportAction }: CommentItemProps) {
  const [isEditing, setEditing] = useState(false);
  if (comment.deleted || !comment.author || comment.body === null)
    return <p className="text-sm italic text-muted-foreground">Comment deleted</p>;
  const name = comment.author.displayName;
  return (
    <article aria-label={`Comment by ${name}`} className="grid gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        {comment.badges.map((badge) => (
          <span
            key={badge}
            className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground"
          >
            {BADGE_LABELS[badge]}
          </span>
        ))}
        <time dateTime={comment.createdAt} className="text-muted-foreground">
          {formatWhen(comment.createdAt)}
        </time>
        {comment.editedAt ? <span className="text-muted-foreground">· edited</span> : null}
      </p>
      {isEditing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initial={comment.body}
          pending={editing}
          onSubmit={async (body) => {
            const saved = await onEdit(body);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <LinkifiedText text={comment.body} />
      )}
      <div className="flex flex-wrap gap-1">
        {canReply ? (
          <Button variant="ghost" size="sm" onClick={onReply} aria-label={`Reply to ${name}`}>
            Reply
          </Button>
        ) : null}
        {comment.viewer.canEdit && !isEditing ? (
          <EditItemButton itemName={`comment by ${name}`} onEdit={() => setEditing(true)} />
        ) : null}
        {comment.viewer.canDelete ? (
          <DeleteItemButton
            itemName={`comment by ${name}`}
            title="Delete this comment?"
            description="It is removed from the page; replies stay under “Comment deleted”."
            confirmLabel="Delete comment"
            onDelete={onDelete}
          />
        ) : null}
        {/* Only other people's words can be reported: the server says which (viewer.canReport). */}
        {comment.viewer.canReport
          ? reportAction?.({ targetType: 'comment', targetId: comment.id, targetLabel: `comment by ${name}` })
          : null}
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useIsSaved } from '@/features/social/api/get-is-saved';
import { useSaveState } from '@/features/social/api/get-save-state';
import { useToggleSave } from '@/features/social/api/toggle-save';

export interface SaveButtonProps {
  campaignId: string;
  campaignTitle: string;
  isAuthenticated: boolean;
  /** Where a signed-out reader goes (sign-in with a redirect back here). */
  signInHref: string;
  /** Campaign pages show how many people saved it; cards show the bookmark only. */
  showCount?: boolean;
  className?: string;
}

/**
 * The bookmark of a campaign: Save / Saved. Signed out: a link to sign in. Optimistic, rolled back
 * with a toast when the server refuses (useToggleSave). On a card the saved state comes from one
 * batched request for all the cards of the page (useIsSaved); with `showCount` (the campaign page)
 * from the campaign's own GET /api/campaigns/:id/save, which also counts the saves. On cards it
 * sits above the card's link (relative z-10) so it takes its own clicks.
 *
 * Signed out (and in the server-sent first screen) a card's bookmark is a plain link without query
 * or mutation observers: a page of thirty cards hydrates that much faster.
 */
export function SaveButton({
  campaignId,
  campaignTitle,
  isAuthenticated,
  signInHref,
  showCount = false,
  className,
}: SaveButtonProps) {
  const control = isAuthenticated ? (
    <SaveToggle campaignId={campaignId} campaignTitle={campaignTitle} showCount={showCount} className={className} />
  ) : (
    <Button asChild size="sm" variant="secondary" className={cn('relative z-10', className)}>
      <Link to={signInHref} aria-label={`Sign in to save ${campaignTitle}`}>
        <Bookmark aria-hidden="true" />
        Save
      </Link>
    </Button>
  );
  if (!showCount) return control;
  // The count sits beside the button, not in it: a control's accessible name must contain its
  // visible text (WCAG 2.5.3 "label in name"), and "Save 12" is not in "Save The Fixable Kettle".
  // The wrapper is always there (the count fills in when it arrives), so the button keeps focus.
  return (
    <span className="inline-flex items-center gap-2">
      {control}
      <SaveCount campaignId={campaignId} />
    </span>
  );
}

function SaveCount({ campaignId }: { campaignId: string }) {
  const count = useSaveState(campaignId).data?.saveCount;
  if (count === undefined) return null;
  return (
    <span className="text-sm text-muted-foreground">
      <span data-testid="save-count">{count}</span> saved
    </span>
  );
}

function SaveToggle({
  campaignId,
  campaignTitle,
  showCount,
  className,
}: Pick<SaveButtonProps, 'campaignId' | 'campaignTitle' | 'className'> & { showCount: boolean }) {
  // The campaign page reads its own state with the count; cards read only the bookmark, batched
  // with the other cards of the page into one request.
  const state = useSaveState(campaignId, { enabled: showCount });
  const flag = useIsSaved(campaignId, { enabled: !showCount });
  const toggle = useToggleSave(campaignId);
  const saved = (showCount ? state.data?.saved : flag.data) ?? false;
  return (
    <Button
      size="sm"
      variant={saved ? 'soft' : 'secondary'}
      className={cn('relative z-10', className)}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${campaignTitle} from Saved` : `Save ${campaignTitle}`}
      disabled={showCount ? state.isPending : flag.isPending}
      onClick={() => toggle.mutate(!saved)}
    >
      {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}

import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { SaverState } from '@/features/campaigns/lib/draft-saver';

/** Where autosave stands, announced politely as it changes. */
export function SaveIndicator({ state }: { state: SaverState }) {
  const text =
    state.status === 'saving'
      ? 'Saving…'
      : state.status === 'pending'
        ? 'Unsaved changes'
        : state.status === 'saved' && state.savedAt
          ? `Saved at ${state.savedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`
          : state.status === 'saved'
            ? 'Saved'
            : state.status === 'error'
              ? `Not saved — retry: ${isApiError(state.error) ? state.error.message : 'check your connection.'}`
              : state.campaignId
                ? 'All changes saved'
                : 'Not saved yet';
  return (
    <p
      role="status"
      data-testid="save-status"
      className={cn(
        'text-sm',
        state.status === 'error' ? 'font-medium text-destructive dark:text-red-300' : 'text-muted-foreground',
      )}
    >
      {text}
    </p>
  );
}

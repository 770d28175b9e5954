import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COMMENT_LIVE_ITEMS, commentsTopic } from '@crowdspark/shared/constants/community';
import { useLiveTopic } from '@/lib/live-topic';
import { communityKeys } from '@/features/community/api/keys';

/** The sticky site header's height: a list whose top is above this line has been scrolled into. */
const HEADER_PX = 80;

interface Waiting {
  /** New comments and replies not shown yet, by id. */
  posted: string[];
  /** An edit or a deletion not shown yet. */
  changed: boolean;
  /** The connection came back while the reader was in the list: read again once they are back at its top. */
  stale: boolean;
}
const NOTHING: Waiting = { posted: [], changed: false, stale: false };

/**
 * Keeps a comment thread live (docs/product-rules.md#live-comments): the thread's topic tells of
 * every comment posted, edited or deleted, by anyone, on any server. While the reader sees the
 * start of the list (or has not reached it), the thread is read again at once and changes appear
 * in place. Once they have scrolled into the list, nothing moves under them: changes wait, `bar`
 * says how many new comments there are, and `show` (or scrolling back to the list's start) reads
 * them in. The reader's own posts, edits and deletions are never announced to them.
 */
export function useLiveComments(campaignId: string, updateId: string | null, shownIds: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLOListElement | null>(null);
  const own = useRef(new Set<string>());
  const [waiting, setWaiting] = useState<Waiting>(NOTHING);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: communityKeys.comments(campaignId, updateId) }),
    [queryClient, campaignId, updateId],
  );
  const readingInside = () => (listRef.current?.getBoundingClientRect().top ?? HEADER_PX) < HEADER_PX;
  const apply = useCallback(() => {
    setWaiting(NOTHING);
    return refresh();
  }, [refresh]);

  useLiveTopic(
    commentsTopic(campaignId, updateId),
    (item) => {
      if (own.current.has(item.id)) return;
      if (!readingInside()) return void refresh();
      setWaiting((now) =>
        item.type === COMMENT_LIVE_ITEMS.posted
          ? { ...now, posted: now.posted.includes(item.id) ? now.posted : [...now.posted, item.id] }
          : { ...now, changed: true },
      );
    },
    () => (readingInside() ? setWaiting((now) => ({ ...now, stale: true })) : void refresh()),
  );

  // Whatever waits is read in once the reader is back at the list's start.
  const somethingWaits = waiting !== NOTHING;
  useEffect(() => {
    if (!somethingWaits) return undefined;
    const onScroll = () => {
      if (!readingInside()) void apply();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [somethingWaits, apply]);

  // A waiting comment that a read has brought in since (the reader's own post reads the thread again) is no longer new.
  const fresh = waiting.posted.filter((id) => !shownIds.has(id)).length;
  const bar =
    fresh > 0 ? `Show ${fresh} new ${fresh === 1 ? 'comment' : 'comments'}` : waiting.changed ? 'Show changed comments' : null;

  return {
    listRef,
    bar,
    /** Reads the waiting changes in, then goes to the list's start (once they are in: the browser keeps its place while they arrive). */
    show: () => void apply().then(() => listRef.current?.scrollIntoView({ block: 'start' })),
    /** The reader's own comment (posted, edited or deleted): its live item is not news to them. */
    noteOwn: (commentId: string) => own.current.add(commentId),
  };
}

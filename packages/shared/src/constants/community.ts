/**
 * Limits of campaign updates and comments (docs/decisions/0024-community.md), zod-free like
 * money.ts: the comment and update forms read them without loading zod (the campaign page's
 * comments would otherwise pull about 25 kB gzip of zod into every campaign page).
 */

export const COMMUNITY_PAGE_MAX_LIMIT = 50;
export const UPDATE_TITLE_MAX = 150;
/** Sanitised HTML, as a story's (the story limit is larger: an update is a post, not a page). */
export const UPDATE_BODY_MAX = 100_000;
export const COMMENT_BODY_MAX = 2_000;
/** Authors may edit or delete their own comment this long after posting (docs/product-rules.md#comments). */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60_000;

/**
 * The live topic of a comment thread (decision 0052): the campaign's own comments (`updateId`
 * null) or one update's. A page showing the thread subscribes to it over its live socket, signed
 * in or not; the server publishes `COMMENT_LIVE_ITEMS` to it, naming the comment.
 */
export function commentsTopic(campaignId: string, updateId: string | null): string {
  return updateId ? `campaign:${campaignId}:update:${updateId}:comments` : `campaign:${campaignId}:comments`;
}

/** `posted`: a comment or reply is new. `changed`: one was edited or deleted. */
export const COMMENT_LIVE_ITEMS = { posted: 'comment.posted', changed: 'comment.changed' } as const;

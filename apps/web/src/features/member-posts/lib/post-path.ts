/**
 * A members-only post's page (route /profile/:username/posts/:postId, decision 0077). Kept in the
 * feature rather than config/paths: that module is in the start-campaign page's tight budget.
 */
export function memberPostPath(username: string, postId: string): string {
  return `/profile/${encodeURIComponent(username)}/posts/${encodeURIComponent(postId)}`;
}

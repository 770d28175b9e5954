/** Query keys of the member-posts feature: everything under ['member-posts']. */
export const memberPostKeys = {
  all: ['member-posts'] as const,
  creator: (username: string) => ['member-posts', 'creator', username] as const,
  list: (username: string) => ['member-posts', 'creator', username, 'list'] as const,
  post: (username: string, postId: string) => ['member-posts', 'creator', username, 'post', postId] as const,
  followed: () => ['member-posts', 'followed'] as const,
};

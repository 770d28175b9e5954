/** Query keys of the messages feature: all under ['messages'], so a pushed item can refresh them at once. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversations: () => ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  history: (id: string) => ['messages', 'history', id] as const,
  unread: () => ['messages', 'unread'] as const,
  block: (username: string) => ['messages', 'block', username.toLowerCase()] as const,
};

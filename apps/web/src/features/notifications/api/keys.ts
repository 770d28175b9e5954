/** Query keys of the notifications feature: all under ['notifications']. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => ['notifications', 'list', unreadOnly ? 'unread' : 'all'] as const,
  count: () => ['notifications', 'count'] as const,
};

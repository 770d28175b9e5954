/**
 * The kinds of in-app notification a person can turn on or off (preferences.notifications.inApp).
 * Free of zod, so the settings' Notifications tab does not load the schema library (decision
 * 0014's budgets); contracts/users.ts builds its preferences schema from it and re-exports it.
 */
export const NOTIFICATION_TYPES = [
  'newFollower',
  'pledgeReceived',
  'campaignOutcome',
  'invites',
  'messages',
  'backedCampaignUpdates',
  'promotionsAndPayouts',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Query keys of the community feature: a campaign's updates and comment threads live under ['community', campaignId]. */
export const communityKeys = {
  campaign: (campaignId: string) => ['community', campaignId] as const,
  updates: (campaignId: string) => ['community', campaignId, 'updates'] as const,
  update: (campaignId: string, updateId: string) => ['community', campaignId, 'update', updateId] as const,
  /** `updateId` null: the campaign's own comments. */
  comments: (campaignId: string, updateId: string | null) =>
    ['community', campaignId, 'comments', updateId ?? 'campaign'] as const,
};

/**
 * Query keys of the social feature. Everything lives under ['social'], so a follow or a save can
 * refresh every list that may show it at once. Usernames are case-insensitive: keys use lower case.
 */
export const socialKeys = {
  all: ['social'] as const,
  follow: (username: string) => ['social', 'follow', username.toLowerCase()] as const,
  people: (username: string, side: 'followers' | 'following') => ['social', side, username.toLowerCase()] as const,
  save: (campaignId: string) => ['social', 'save', campaignId] as const,
  /** A card's bookmark (batched reads, get-is-saved.ts); not under 'saved', which every toggle refreshes. */
  isSaved: (campaignId: string) => ['social', 'is-saved', campaignId] as const,
  saved: () => ['social', 'saved'] as const,
  followingCampaigns: () => ['social', 'following-campaigns'] as const,
  suggestions: () => ['social', 'suggestions'] as const,
  profileCampaigns: (username: string) => ['social', 'profile-campaigns', username.toLowerCase()] as const,
  backed: (username: string) => ['social', 'backed', username.toLowerCase()] as const,
};

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BackedCampaigns, FollowSuggestions, SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { socialKeys } from '@/features/social/api/keys';

/** One page of a social campaign list: /api/me/saved, /api/following/campaigns, /api/users/:username/campaigns. */
export async function getCampaignPage(path: string, cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  const search = new URLSearchParams({ limit: '12' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(`${path}?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'social', 'socialCampaignListSchema');
}

function campaignPages(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getCampaignPage(path, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: SocialCampaignList) => last.nextCursor ?? undefined,
  });
}

/** The signed-in reader's saved campaigns, newest save first. */
export const savedCampaignsQueryOptions = () => campaignPages(socialKeys.saved(), '/api/me/saved');
/** Campaigns of the people the reader follows, newest launch first. */
export const followingCampaignsQueryOptions = () => campaignPages(socialKeys.followingCampaigns(), '/api/following/campaigns');
/** A profile's live and successful campaigns. */
export const profileCampaignsQueryOptions = (username: string) =>
  campaignPages(socialKeys.profileCampaigns(username), `/api/users/${encodeURIComponent(username)}/campaigns`);

export function useSavedCampaigns() {
  return useInfiniteQuery(savedCampaignsQueryOptions());
}

export function useFollowingCampaigns(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...followingCampaignsQueryOptions(), ...options });
}

export function useProfileCampaigns(username: string) {
  return useInfiniteQuery(profileCampaignsQueryOptions(username));
}

/** GET /api/users/:username/backed → the campaigns they backed, or hidden by their privacy setting. */
export async function getBackedCampaigns(username: string, signal?: AbortSignal): Promise<BackedCampaigns> {
  const body = await apiClient.get<unknown>(`/api/users/${encodeURIComponent(username)}/backed`, signal ? { signal } : {});
  return checkResponse(body, 'social', 'backedCampaignsSchema');
}

export function useBackedCampaigns(username: string) {
  return useQuery(
    queryOptions({ queryKey: socialKeys.backed(username), queryFn: ({ signal }) => getBackedCampaigns(username, signal) }),
  );
}

/** GET /api/following/suggestions → creators with live campaigns the reader does not follow yet. */
export async function getFollowSuggestions(signal?: AbortSignal): Promise<FollowSuggestions> {
  const body = await apiClient.get<unknown>('/api/following/suggestions', signal ? { signal } : {});
  return checkResponse(body, 'social', 'followSuggestionsSchema');
}

export function useFollowSuggestions(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: socialKeys.suggestions(), queryFn: ({ signal }) => getFollowSuggestions(signal) }),
    ...options,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { Backer } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';

/** GET /api/campaigns/:id/backers (owner or admin) → the backers, private ones without a name. */
export async function getBackers(campaignId: string, signal?: AbortSignal): Promise<Backer[]> {
  const result = await apiClient.get<{ backers: Backer[] }>(
    `/api/campaigns/${encodeURIComponent(campaignId)}/backers`,
    signal ? { signal } : {},
  );
  return result.backers;
}

export function backersQueryOptions(campaignId: string) {
  return queryOptions({ queryKey: ['pledges', 'backers', campaignId], queryFn: ({ signal }) => getBackers(campaignId, signal) });
}

/** The CSV export: a plain link (the browser downloads it with the session cookie). */
export const backersCsvUrl = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/backers.csv`;

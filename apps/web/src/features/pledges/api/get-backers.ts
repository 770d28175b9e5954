import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backer } from '@crowdspark/shared/contracts/pledges';
import { pledgeKeys } from '@/features/pledges/api/keys';
import { getCampaignsBackersRoute } from '@crowdspark/shared/api-routes/pledges';
import { callRoute } from '@/lib/api-client';

/** GET /api/campaigns/:id/backers (owner or admin) → the backers, private ones without a name. */
export async function getBackers(campaignId: string, signal?: AbortSignal): Promise<Backer[]> {
  const result = await callRoute(getCampaignsBackersRoute, { params: { id: campaignId }, signal });
  return result.backers;
}

export function backersQueryOptions(campaignId: string) {
  return queryOptions({ queryKey: pledgeKeys.backers(campaignId), queryFn: ({ signal }) => getBackers(campaignId, signal) });
}

export function useBackers(campaignId: string) {
  return useQuery(backersQueryOptions(campaignId));
}

/** The CSV export: a plain link (the browser downloads it with the session cookie). */
export const backersCsvUrl = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/backers.csv`;
/** The shipping list (addresses): the creator's only, after success; every download is audited. */
export const shippingCsvUrl = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/shipping.csv`;

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformFee } from '@crowdspark/shared/contracts/pledges';
import { usePlatformMoney } from '@/lib/client-config';
import { getCampaignsPlatformFeeRoute } from '@crowdspark/shared/api-routes/platform-fee';
import { callRoute } from '@/lib/api-client';

/** GET /api/campaigns/:id/platform-fee: the fee its creator pays if it ended now (Pro lowers it). */
export function getCampaignPlatformFee(campaignId: string, signal?: AbortSignal): Promise<PlatformFee> {
  return callRoute(getCampaignsPlatformFeeRoute, { params: { id: campaignId }, signal });
}

export function campaignPlatformFeeQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', campaignId, 'platform-fee'] as const,
    queryFn: ({ signal }) => getCampaignPlatformFee(campaignId, signal),
  });
}

/**
 * The fee percent to show for a campaign: the server's answer for its creator (a Pro creator's is
 * lower), or, before it has answered or for a campaign not saved yet, the standard fee.
 */
export function useCampaignFeePercent(campaignId: string | null | undefined): number {
  const standard = usePlatformMoney().platformFeePercent;
  const fee = useQuery({ ...campaignPlatformFeeQueryOptions(campaignId ?? ''), enabled: Boolean(campaignId) });
  return fee.data?.percent ?? standard;
}

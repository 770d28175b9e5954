import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { routeUrl } from '@/lib/route-url';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { walletKeys } from '@/features/wallet/api/keys';
import { getPaymentRoute } from '@crowdspark/shared/api-routes/wallet';

export type PledgeOutcomeStatus = 'waiting' | 'completed' | 'failed';

/** What happened to the pledge a checkout paid for (present once the server sends it). */
export interface PledgeOutcome {
  campaignId: string;
  campaignTitle: string;
  status: PledgeOutcomeStatus;
  pledgeId: string | null;
  message: string | null;
}

export type PaymentDetails = Omit<PaymentStatusResponse, 'pledge'> & { pledge: PledgeOutcome | null };

const PLEDGE_STATUSES: readonly string[] = ['waiting', 'completed', 'failed'];

/** Read by hand and forgiving: an absent or malformed `pledge` is simply no pledge. */
export function parsePledgeOutcome(value: unknown): PledgeOutcome | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { campaignId, campaignTitle, status, pledgeId, message } = record;
  if (typeof campaignId !== 'string' || campaignId === '') return null;
  if (typeof status !== 'string' || !PLEDGE_STATUSES.includes(status)) return null;
  return {
    campaignId,
    campaignTitle: typeof campaignTitle === 'string' && campaignTitle.trim() ? campaignTitle : 'this campaign',
    status: status as PledgeOutcomeStatus,
    pledgeId: typeof pledgeId === 'string' ? pledgeId : null,
    message: typeof message === 'string' && message.trim() ? message : null,
  };
}

/** GET /api/payments/:id: status, amount and the wallet balance now (and the pledge outcome when sent). */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentDetails> {
  const url = routeUrl(getPaymentRoute.path, { id: paymentId });
  const body = await apiClient.get<unknown>(url, signal ? { signal } : {});
  const pledge = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).pledge : undefined;
  // The payment itself is checked against the contract; `pledge` is read by hand, so an older or newer server still works.
  const payment = checkResponse(body, 'wallet', 'paymentWithoutPledgeSchema');
  return { ...payment, pledge: parsePledgeOutcome(pledge) };
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: walletKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    // A return page always asks the server: the status changes behind our back (webhook).
    staleTime: 0,
  });
}

export function usePayment(paymentId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...paymentQueryOptions(paymentId), ...options });
}

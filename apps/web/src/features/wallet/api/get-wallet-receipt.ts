import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletReceipt } from '@crowdspark/shared/contracts/wallet';
import { getWalletReceiptRoute } from '@crowdspark/shared/api-routes/wallet';
import { walletKeys } from '@/features/wallet/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/wallet/transactions/:id: one movement of the reader's wallet for its receipt page (404 when not theirs). */
export async function getWalletReceipt(transactionId: string, signal?: AbortSignal): Promise<WalletReceipt> {
  return callRoute(getWalletReceiptRoute, { params: { id: transactionId }, signal });
}

export function walletReceiptQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: walletKeys.receipt(transactionId),
    queryFn: ({ signal }) => getWalletReceipt(transactionId, signal),
  });
}

export function useWalletReceipt(transactionId: string) {
  return useQuery(walletReceiptQueryOptions(transactionId));
}

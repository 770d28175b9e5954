import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletStatements } from '@crowdspark/shared/contracts/wallet';
import { listWalletStatementsRoute } from '@crowdspark/shared/api-routes/wallet';
import { walletKeys } from '@/features/wallet/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/wallet/statements: the years a statement can be asked for and the statements a job prepared. */
export async function getWalletStatements(signal?: AbortSignal): Promise<WalletStatements> {
  return callRoute(listWalletStatementsRoute, { signal });
}

export function walletStatementsQueryOptions() {
  return queryOptions({ queryKey: walletKeys.statements(), queryFn: ({ signal }) => getWalletStatements(signal) });
}

export function useWalletStatements() {
  return useQuery(walletStatementsQueryOptions());
}

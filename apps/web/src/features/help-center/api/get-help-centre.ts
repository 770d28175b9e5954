import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpCentre } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/** GET /api/help-center → every category with its published articles. */
export async function getHelpCentre(signal?: AbortSignal): Promise<HelpCentre> {
  const body = await apiClient.get<unknown>('/api/help-center', signal ? { signal } : {});
  return checkResponse(body, 'help-center', 'helpCentreSchema');
}

export function helpCentreQueryOptions() {
  return queryOptions({ queryKey: helpKeys.centre(), queryFn: ({ signal }) => getHelpCentre(signal) });
}

export function useHelpCentre() {
  return useQuery(helpCentreQueryOptions());
}

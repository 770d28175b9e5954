import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpCentre } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { getHelpCenterRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/** GET /api/help-center → every category with its published articles. */
export async function getHelpCentre(signal?: AbortSignal): Promise<HelpCentre> {
  return callRoute(getHelpCenterRoute, { signal });
}

export function helpCentreQueryOptions() {
  return queryOptions({ queryKey: helpKeys.centre(), queryFn: ({ signal }) => getHelpCentre(signal) });
}

export function useHelpCentre() {
  return useQuery(helpCentreQueryOptions());
}

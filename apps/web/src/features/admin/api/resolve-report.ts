import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ReportResolution } from '@crowdspark/shared/contracts/reports';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type ResolveReportInput = { reportId: string; resolution: ReportResolution; note: string };

/** POST /api/admin/reports/:id/resolve: act, close every open report of the target, tell the reporters. */
export async function resolveReport(input: ResolveReportInput): Promise<AdminReport> {
  const body = await apiClient.post<unknown>(`/api/admin/reports/${encodeURIComponent(input.reportId)}/resolve`, {
    resolution: input.resolution,
    note: input.note,
  });
  return checkResponse(body, 'reports', 'adminReportResultSchema');
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

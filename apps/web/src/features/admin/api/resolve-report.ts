import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ReportResolution } from '@crowdspark/shared/contracts/reports';
import { adminKeys } from '@/features/admin/api/keys';
import { postAdminReportsResolveRoute } from '@crowdspark/shared/api-routes/reports';
import { callRoute } from '@/lib/api-client';

export type ResolveReportInput = { reportId: string; resolution: ReportResolution; note: string };

/** POST /api/admin/reports/:id/resolve: act, close every open report of the target, tell the reporters. */
export async function resolveReport(input: ResolveReportInput): Promise<AdminReport> {
  return callRoute(postAdminReportsResolveRoute, {
    params: { id: input.reportId },
    body: {
      resolution: input.resolution,
      note: input.note,
    },
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '@crowdspark/shared/contracts/reports';
import { adminKeys } from '@/features/admin/api/keys';
import { postAdminReportsAssignRoute } from '@crowdspark/shared/api-routes/reports';
import { callRoute } from '@/lib/api-client';

export type AssignReportInput = { reportId: string; assigneeId: string | null };

/** POST /api/admin/reports/:id/assign: to an admin, or to nobody (null). */
export async function assignReport(input: AssignReportInput): Promise<AdminReport> {
  return callRoute(postAdminReportsAssignRoute, {
    params: { id: input.reportId },
    body: {
      assigneeId: input.assigneeId,
    },
  });
}

export function useAssignReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignReport,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

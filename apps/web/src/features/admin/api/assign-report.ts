import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '@crowdspark/shared/contracts/reports';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type AssignReportInput = { reportId: string; assigneeId: string | null };

/** POST /api/admin/reports/:id/assign: to an admin, or to nobody (null). */
export async function assignReport(input: AssignReportInput): Promise<AdminReport> {
  const body = await apiClient.post<unknown>(`/api/admin/reports/${encodeURIComponent(input.reportId)}/assign`, {
    assigneeId: input.assigneeId,
  });
  return checkResponse(body, 'reports', 'adminReportResultSchema');
}

export function useAssignReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignReport,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

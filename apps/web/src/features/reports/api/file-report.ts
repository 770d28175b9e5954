import { useMutation } from '@tanstack/react-query';
import type { NewReport, ReportReceipt } from '@crowdspark/shared/contracts/reports';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** POST /api/reports → the report's id; 409 when this person already reported the same thing. */
export async function fileReport(input: NewReport): Promise<ReportReceipt> {
  const body = await apiClient.post<unknown>('/api/reports', input);
  return checkResponse(body, 'reports', 'reportReceiptSchema');
}

export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}

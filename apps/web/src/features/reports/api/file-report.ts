import { useMutation } from '@tanstack/react-query';
import type { NewReport, ReportReceipt } from '@crowdspark/shared/contracts/reports';
import { postReportsRoute } from '@crowdspark/shared/api-routes/reports';
import { callRoute } from '@/lib/api-client';

/** POST /api/reports → the report's id; 409 when this person already reported the same thing. */
export async function fileReport(input: NewReport): Promise<ReportReceipt> {
  return callRoute(postReportsRoute, { body: input });
}

export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}

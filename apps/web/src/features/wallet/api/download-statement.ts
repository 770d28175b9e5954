import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import { walletKeys } from '@/features/wallet/api/keys';
import { fetchApiFile } from '@/lib/api-file';
import { checkResponse } from '@/lib/check-response';

export type StatementDownload =
  | { kind: 'file'; file: Blob; filename: string }
  /** A large year: a job prepares it and mails a link; `message` is the sentence to show. */
  | { kind: 'preparing'; message: string };

/** The file name of a Content-Disposition header (`attachment; filename="…"`), or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

export const statementUrl = (year: number, format: StatementFormat) => `/api/wallet/statements/${year}.${format}`;

/** GET /api/wallet/statements/:year.(pdf|csv): the file itself, or 202 while a job prepares a large year. */
export async function downloadStatement(year: number, format: StatementFormat): Promise<StatementDownload> {
  const response = await fetchApiFile(statementUrl(year, format));
  if (response.status === 202) {
    const body = checkResponse(await response.json(), 'wallet', 'statementPreparingSchema');
    return { kind: 'preparing', message: body.message };
  }
  const filename = attachmentName(response.headers.get('content-disposition'), `crowdspark-statement-${year}.${format}`);
  return { kind: 'file', file: await response.blob(), filename };
}

/** Asks for a statement; a prepared-later answer refreshes the list of statements. */
export function useDownloadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, format }: { year: number; format: StatementFormat }) => downloadStatement(year, format),
    onSuccess: (result) => {
      if (result.kind === 'preparing') void queryClient.invalidateQueries({ queryKey: walletKeys.statements() });
    },
  });
}

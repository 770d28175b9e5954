import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import type { StoredStatement } from '@crowdspark/shared/contracts/wallet';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { RetryAlert } from '@/components/ui/page-blocks';
import { useDownloadStatement } from '@/features/wallet/api/download-statement';
import { useWalletStatements } from '@/features/wallet/api/get-wallet-statements';
import { formatDateTime } from '@/features/wallet/lib/format-date';
import { saveFile } from '@/features/wallet/lib/save-file';
import { walletErrorMessage } from '@/features/wallet/lib/wallet-messages';

const FORMAT_NAMES: Record<StatementFormat, string> = { pdf: 'PDF', csv: 'CSV' };

function PreparedStatement({ statement }: { statement: StoredStatement }) {
  const name = `${statement.year} statement (${FORMAT_NAMES[statement.format]})`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      <span className="inline-flex items-center gap-2">
        <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">asked for {formatDateTime(statement.requestedAt)}</span>
      </span>
      {statement.downloadUrl ? (
        <a
          href={statement.downloadUrl}
          download
          aria-label={`Download ${name}`}
          className="font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Download
        </a>
      ) : (
        <span className="text-muted-foreground">Being prepared: we’ll e-mail you</span>
      )}
    </li>
  );
}

/**
 * The yearly statement (PDF or CSV) of a chosen year, made by the server and handed to the browser
 * as a download; a large year is prepared by the server and mailed, which the panel says.
 */
export function StatementsPanel() {
  const statements = useWalletStatements();
  const download = useDownloadStatement();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const years = statements.data?.years ?? [new Date().getFullYear()];
  const year = chosenYear ?? years[0] ?? new Date().getFullYear();

  const ask = (format: StatementFormat) => {
    setNotice(null);
    download.mutate(
      { year, format },
      {
        onSuccess: (result) => {
          if (result.kind === 'file') {
            saveFile(result.file, result.filename);
            setNotice(`Your ${year} statement (${FORMAT_NAMES[format]}) has downloaded.`);
          } else setNotice(result.message);
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="statement-year">Year</Label>
          <Select
            id="statement-year"
            className="w-32"
            value={year}
            onChange={(event) => {
              setChosenYear(Number(event.target.value));
              setNotice(null);
            }}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'primary' : 'secondary'}
            disabled={download.isPending}
            aria-label={`Download ${FORMAT_NAMES[format]} statement for ${year}`}
            onClick={() => ask(format)}
          >
            <Download aria-hidden="true" />
            Download {FORMAT_NAMES[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {download.isPending ? `Making your ${year} statement…` : notice}
      </p>
      {download.isError ? (
        <Alert variant="destructive" role="alert">
          {walletErrorMessage(download.error, 'The statement could not be made.')}
        </Alert>
      ) : null}
      {statements.isError ? (
        <RetryAlert onRetry={() => void statements.refetch()}>
          {walletErrorMessage(statements.error, 'Your prepared statements could not be loaded.')}
        </RetryAlert>
      ) : statements.data && statements.data.items.length > 0 ? (
        <ul aria-label="Prepared statements" className="divide-y divide-border rounded-xl border border-border">
          {statements.data.items.map((statement) => (
            <PreparedStatement key={statement.id} statement={statement} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { LEDGER_ACCOUNT_KIND_VALUES } from '@crowdspark/shared/constants/admin';
import type { LedgerCheckRun } from '@crowdspark/shared/contracts/admin';
import { WALLET_TRANSACTION_TYPES } from '@crowdspark/shared/constants/ledger';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { TitledSection } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { cellClass, DataTable, PagedList, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption, TextFilter } from '@/features/admin/components/filter-field';
import { useLedgerCheckStatus } from '@/features/admin/api/get-ledger-check-status';
import { useListLedgerAccounts } from '@/features/admin/api/list-ledger-accounts';
import { useListLedgerTransactions } from '@/features/admin/api/list-ledger-transactions';
import { useRunLedgerCheck } from '@/features/admin/api/run-ledger-check';
import { formatDateTime, humanize } from '@/features/admin/lib/format';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['kind', 'type', 'campaignId', 'accountId'] as const;

const TYPE_OPTIONS: readonly FilterOption[] = [
  ['', 'Any type'],
  ...WALLET_TRANSACTION_TYPES.map((type) => [type, humanize(type)] as const),
];
const KIND_OPTIONS: readonly FilterOption[] = [
  ['', 'Any kind'],
  ...LEDGER_ACCOUNT_KIND_VALUES.map((kind) => [kind, humanize(kind)] as const),
];

function RunSummary({ label, run }: { label: string; run: LedgerCheckRun | null }) {
  return (
    <div className="rounded-xl border border-border p-4">
      <h3 className="text-sm font-semibold">{label}</h3>
      {run ? (
        <>
          <p className="mt-2 flex items-center gap-2 text-sm">
            {run.ok ? (
              <StatusBadge tone="good">All invariants hold</StatusBadge>
            ) : (
              <StatusBadge tone="bad">Violations found</StatusBadge>
            )}
            <span className="text-muted-foreground">{formatDateTime(run.checkedAt)}</span>
          </p>
          {run.ok ? null : (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {run.checks
                .filter((check) => !check.ok)
                .flatMap((check) => check.violations.map((violation) => <li key={`${check.name}:${violation}`}>{violation}</li>))}
            </ul>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">No run yet.</p>
      )}
    </div>
  );
}

function InvariantCheck() {
  const status = useLedgerCheckStatus();
  const run = useRunLedgerCheck();
  return (
    <section aria-labelledby="check-heading" className="grid gap-4 rounded-2xl border border-border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="check-heading" className="text-lg font-semibold">
          Invariant check
        </h2>
        <Button
          size="sm"
          disabled={run.isPending}
          onClick={() =>
            run.mutate(
              {},
              {
                onSuccess: (result) =>
                  toast({
                    title: result.ok ? 'Ledger check passed' : 'Ledger check found violations',
                    description: result.ok ? 'Every invariant holds.' : 'See the list below; admins were alerted.',
                    ...(result.ok ? {} : { variant: 'destructive' as const }),
                  }),
                onError: (error) => toast({ title: 'Check not run', description: error.message, variant: 'destructive' }),
              },
            )
          }
        >
          {run.isPending ? 'Checking…' : 'Run check now'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Entries sum to zero, cached balances match, no wallet is negative, payments are credited once, pledges match their escrow.
        A scheduled run happens daily and alerts every admin when something is wrong.
      </p>
      {status.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {status.error.message}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <RunSummary label="Last scheduled run" run={status.data.lastScheduled} />
          <RunSummary label="Last run" run={status.data.lastRun} />
        </div>
      )}
    </section>
  );
}

/** The ledger: its invariant check, accounts and transactions (with the money trail of one campaign). */
export function LedgerPage() {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const accounts = useListLedgerAccounts({ kind: filters.kind });
  const transactions = useListLedgerTransactions({
    type: filters.type,
    campaignId: filters.campaignId,
    accountId: filters.accountId,
  });
  const accountItems = accounts.data?.pages.flatMap((page) => page.items) ?? [];
  const transactionItems = transactions.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-10">
      <InvariantCheck />
      <TitledSection
        id="transactions-heading"
        title={filters.campaignId ? `Money trail of campaign ${filters.campaignId}` : 'Transactions'}
        className="grid gap-4"
      >
        <Filters>
          <SelectFilter
            label="Transaction type"
            value={filters.type}
            onChange={(v) => setFilter('type', v)}
            options={TYPE_OPTIONS}
          />
          <TextFilter label="Campaign id" type="text" value={filters.campaignId} onChange={(v) => setFilter('campaignId', v)} />
          <TextFilter label="Account id" type="text" value={filters.accountId} onChange={(v) => setFilter('accountId', v)} />
        </Filters>
        <PagedList query={transactions} isEmpty={transactionItems.length === 0} empty="No transactions match.">
          <DataTable label="Ledger transactions" head={['#', 'Type', 'Description', 'Entries', 'When']}>
            {transactionItems.map((t) => (
              <tr key={t.id}>
                <td className={`${cellClass} tabular-nums`}>{t.seq}</td>
                <td className={cellClass}>{humanize(t.type)}</td>
                <td className={cellClass}>{t.description}</td>
                <td className={cellClass}>
                  <ul className="grid gap-0.5">
                    {t.entries.map((e) => (
                      <li key={`${e.accountId}:${e.amount}`} className="tabular-nums">
                        {humanize(e.kind)} {e.ownerId ? `(${e.ownerId})` : ''}: {formatMoney(e.amount, e.currency)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={cellClass}>{formatDateTime(t.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        </PagedList>
      </TitledSection>
      <TitledSection id="accounts-heading" title="Accounts" className="grid gap-4">
        <Filters>
          <SelectFilter label="Account kind" value={filters.kind} onChange={(v) => setFilter('kind', v)} options={KIND_OPTIONS} />
        </Filters>
        <PagedList query={accounts} isEmpty={accountItems.length === 0} empty="No accounts match.">
          <DataTable label="Ledger accounts" head={['Kind', 'Owner', 'Balance', 'Transactions']}>
            {accountItems.map((a) => (
              <tr key={a.id}>
                <td className={cellClass}>{humanize(a.kind)}</td>
                <td className={cellClass}>{a.ownerId ?? 'Platform'}</td>
                <td className={`${cellClass} tabular-nums`}>{formatMoney(a.balance, a.currency)}</td>
                <td className={cellClass}>
                  <Button size="sm" variant="link" onClick={() => setFilter('accountId', a.id)}>
                    Show transactions
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        </PagedList>
      </TitledSection>
    </div>
  );
}

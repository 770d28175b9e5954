import { formatMoney } from '@/lib/money';
import { cellClass, DataTable, ListState, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption } from '@/features/admin/components/filter-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useDecideWithdrawal } from '@/features/admin/api/decide-withdrawal';
import { useAdminWithdrawals } from '@/features/admin/api/list-withdrawals';
import { formatDateTime, humanize } from '@/features/admin/lib/format';
import { useQueueStatus } from '@/features/admin/lib/use-url-filters';

const STATUS_OPTIONS: readonly FilterOption[] = [
  ['pending_approval', 'Waiting for approval'],
  ['processing', 'Processing'],
  ['paid', 'Paid'],
  ['failed', 'Failed'],
  ['rejected', 'Rejected'],
  ['all', 'All'],
];

/**
 * Withdrawals over the approval threshold wait here. Four eyes: nobody approves or rejects their
 * own (the server refuses; the page says so instead of offering the buttons).
 */
export function WithdrawalsPage({ adminId }: { adminId: string }) {
  const { status, listed, setStatus } = useQueueStatus('pending_approval');
  const query = useAdminWithdrawals(listed);
  const decide = useDecideWithdrawal();
  return (
    <>
      <Filters>
        <SelectFilter label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </Filters>
      <ListState query={query} isEmpty={query.data?.length === 0} empty="No withdrawals here.">
        <DataTable label="Withdrawals" head={['Amount', 'Account holder', 'Requested by', 'Status', 'Requested', 'Actions']}>
          {query.data?.map((w) => {
            const amount = formatMoney(w.amount, w.currency);
            return (
              <tr key={w.id}>
                <td className={`${cellClass} font-semibold tabular-nums`}>{amount}</td>
                <td className={cellClass}>
                  {w.bankAccount.holderName} ···· {w.bankAccount.last4}
                </td>
                <td className={cellClass}>{w.userId === adminId ? 'You' : w.userId}</td>
                <td className={cellClass}>
                  <StatusBadge tone={w.status === 'pending_approval' ? 'warn' : w.status === 'paid' ? 'good' : 'neutral'}>
                    {humanize(w.status)}
                  </StatusBadge>
                </td>
                <td className={cellClass}>{formatDateTime(w.createdAt)}</td>
                <td className={cellClass}>
                  {w.status !== 'pending_approval' ? null : w.userId === adminId ? (
                    <span className="text-xs text-muted-foreground">Your own: another admin decides</span>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <ReasonDialog
                        triggerLabel={`Approve ${amount}`}
                        triggerVariant="primary"
                        title={`Approve the withdrawal of ${amount}?`}
                        description="The payout is sent to the bank account now."
                        confirmLabel="Approve and pay out"
                        onConfirm={(reason) => decide.mutateAsync({ withdrawalId: w.id, approve: true, reason })}
                      />
                      <ReasonDialog
                        triggerLabel={`Reject ${amount}`}
                        title={`Reject the withdrawal of ${amount}?`}
                        description="The money goes back to the person's wallet."
                        confirmLabel="Reject"
                        destructive
                        onConfirm={(reason) => decide.mutateAsync({ withdrawalId: w.id, approve: false, reason })}
                      />
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </ListState>
    </>
  );
}

import { Link } from 'react-router';
import { PROMOTION_STATUS_LABELS } from '@crowdspark/shared/constants/promotions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/lib/money';
import { cellClass, DataTable, ListState, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption } from '@/features/admin/components/filter-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useDecidePromotion } from '@/features/admin/api/decide-promotion';
import { useAdminPromotions } from '@/features/admin/api/list-promotions';
import { formatDateTime } from '@/features/admin/lib/format';
import { useQueueStatus } from '@/features/admin/lib/use-url-filters';

const STATUS_OPTIONS: readonly FilterOption[] = [...Object.entries(PROMOTION_STATUS_LABELS), ['all', 'All']];

const TONES = { pending_review: 'warn', active: 'good', completed: 'neutral', rejected: 'bad', canceled: 'neutral' } as const;

/**
 * Promotions wait here for review (decision 0031): approving starts the paid days now, rejecting
 * refunds the creator in full and shows them the reason, so a rejection asks for one.
 */
export function PromotionsPage() {
  const { status, listed, setStatus } = useQueueStatus('pending_review');
  const query = useAdminPromotions(listed);
  const decide = useDecidePromotion();
  return (
    <>
      <Filters>
        <SelectFilter label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </Filters>
      {decide.isError ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {decide.error.message}
        </p>
      ) : null}
      <ListState query={query} isEmpty={query.data?.length === 0} empty="No promotions here.">
        <DataTable label="Promotions" head={['Campaign', 'Creator', 'Days', 'Total', 'Status', 'Requested', 'Actions']}>
          {query.data?.map((p) => {
            const name = p.campaign.title ?? p.campaign.id;
            const total = formatMoney(p.total, p.currency);
            return (
              <tr key={p.id}>
                <td className={cellClass}>
                  <Link to={`/campaigns/${encodeURIComponent(p.campaign.id)}`} className="font-medium text-link hover:underline">
                    {name}
                  </Link>
                </td>
                <td className={cellClass}>
                  <Link to={`/admin/users/${encodeURIComponent(p.ownerId)}`} className="text-link hover:underline">
                    View creator
                  </Link>
                </td>
                <td className={`${cellClass} tabular-nums`}>{p.days}</td>
                <td className={`${cellClass} font-semibold tabular-nums`}>
                  {total}
                  {p.paidWith === 'credit' ? <span className="block text-xs text-muted-foreground">Promotion credit</span> : null}
                </td>
                <td className={cellClass}>
                  <StatusBadge tone={TONES[p.status]}>{PROMOTION_STATUS_LABELS[p.status]}</StatusBadge>
                  {p.rejectionReason ? <span className="block text-xs text-muted-foreground">{p.rejectionReason}</span> : null}
                </td>
                <td className={cellClass}>{formatDateTime(p.createdAt)}</td>
                <td className={cellClass}>
                  {p.status !== 'pending_review' ? null : (
                    <div className="flex flex-wrap gap-2">
                      <ConfirmDialog
                        trigger={
                          <Button type="button" size="sm" variant="primary">
                            Approve promotion of {name}
                          </Button>
                        }
                        title={`Approve the promotion of ${name}?`}
                        description={`It runs for ${p.days} ${p.days === 1 ? 'day' : 'days'} from now, paid ${total}.`}
                        confirmLabel="Approve"
                        cancelLabel="Cancel"
                        onConfirm={() => decide.mutate({ promotionId: p.id, approve: true })}
                      />
                      <ReasonDialog
                        triggerLabel={`Reject promotion of ${name}`}
                        title={`Reject the promotion of ${name}?`}
                        description={`The creator gets ${total} back and sees the reason.`}
                        reasonLabel="Reason (shown to the creator)"
                        confirmLabel="Reject"
                        destructive
                        onConfirm={(reason) => decide.mutateAsync({ promotionId: p.id, approve: false, reason })}
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

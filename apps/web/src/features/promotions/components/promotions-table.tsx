import { PROMOTION_STATUS_LABELS } from '@crowdspark/shared/constants/promotions';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { ColumnHeadings } from '@/components/ui/page-blocks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatMoney } from '@/lib/money';
import { useCancelPromotion } from '@/features/promotions/api/cancel-promotion';

function period(promotion: Promotion): string {
  if (!promotion.startsAt || !promotion.endsAt) return `${promotion.days} days, from approval`;
  const format = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
  return `${format(promotion.startsAt)} – ${format(promotion.endsAt)}`;
}

function CancelButton({ promotion, onCanceled }: { promotion: Promotion; onCanceled: () => void }) {
  const cancel = useCancelPromotion();
  const title = promotion.campaign.title ?? 'this campaign';
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary" disabled={cancel.isPending}>
          Cancel<span className="sr-only"> the promotion of {title}</span>
        </Button>
      }
      title="Cancel this promotion?"
      description="It stops now. Whole days not yet begun are refunded; a day that has begun is used."
      confirmLabel="Cancel promotion"
      cancelLabel="Keep it"
      destructive
      onConfirm={() =>
        cancel.mutate(promotion.id, {
          onSuccess: (canceled) => {
            onCanceled();
            toast({
              title: `Promotion canceled: ${formatMoney(canceled.refunded, canceled.currency)} refunded.`,
              variant: 'success',
            });
          },
          onError: (error) => toast({ title: 'Not canceled', description: error.message, variant: 'destructive' }),
        })
      }
    />
  );
}

const NUMBER_HEADING = 'py-2 pr-4 text-right font-medium';

/** The creator's promotions: status, period, price, impressions, clicks and cost per click. */
export function PromotionsTable({ items, onCanceled }: { items: Promotion[]; onCanceled: () => void }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No promotions yet.</p>;
  return (
    // A region of its own that scrolls sideways on a phone, reachable by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div role="region" aria-label="Your promotions" tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Your promotions</caption>
        <thead className="text-muted-foreground">
          <ColumnHeadings
            cellClassName="py-2 pr-4 font-medium"
            columns={[
              'Campaign',
              'Status',
              'Period',
              'Spent',
              { label: 'Impressions', className: NUMBER_HEADING },
              { label: 'Clicks', className: NUMBER_HEADING },
              { label: 'Cost per click', className: NUMBER_HEADING },
              { label: <span className="sr-only">Actions</span>, className: 'py-2 font-medium' },
            ]}
          />
        </thead>
        <tbody>
          {items.map((promotion) => (
            <tr key={promotion.id} className="border-t border-border align-top">
              <th scope="row" className="py-3 pr-4 font-medium">
                {promotion.campaign.title ?? 'Untitled campaign'}
              </th>
              <td className="py-3 pr-4">
                {PROMOTION_STATUS_LABELS[promotion.status]}
                {promotion.rejectionReason ? (
                  <span className="block text-muted-foreground">{promotion.rejectionReason}</span>
                ) : null}
                {promotion.refunded > 0 ? (
                  <span className="block text-muted-foreground">
                    Refunded {formatMoney(promotion.refunded, promotion.currency)}
                  </span>
                ) : null}
              </td>
              <td className="py-3 pr-4">{period(promotion)}</td>
              <td className="py-3 pr-4 tabular-nums">
                {formatMoney(promotion.spent, promotion.currency)}
                <span className="block text-muted-foreground">
                  of {formatMoney(promotion.total, promotion.currency)} ({promotion.paidWith === 'wallet' ? 'wallet' : 'credit'})
                </span>
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">{promotion.impressions.toLocaleString()}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{promotion.clicks.toLocaleString()}</td>
              <td className="py-3 pr-4 text-right tabular-nums">
                {promotion.costPerClick === null ? '–' : formatMoney(promotion.costPerClick, promotion.currency)}
              </td>
              <td className="py-3">
                {promotion.status === 'pending_review' || promotion.status === 'active' ? (
                  <CancelButton promotion={promotion} onCanceled={onCanceled} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

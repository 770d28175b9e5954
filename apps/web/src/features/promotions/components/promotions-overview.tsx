import { Skeleton } from '@/components/ui/skeleton';
import { RetryLine, CardSection } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { BuyPromotionForm } from '@/features/promotions/components/buy-promotion-form';
import { PromotionsTable } from '@/features/promotions/components/promotions-table';

/** The /promotions page's body: buying a promotion and the creator's promotions with their counts. */
export function PromotionsOverview({ onMoneyMoved }: { onMoneyMoved: () => void }) {
  const promotions = usePromotions();
  if (promotions.isPending) return <Skeleton role="status" aria-label="Loading your promotions" className="h-40 rounded-2xl" />;
  if (promotions.isError)
    return <RetryLine onRetry={() => void promotions.refetch()}>Your promotions could not be loaded.</RetryLine>;
  const overview = promotions.data;
  return (
    <div className="grid gap-6">
      <CardSection id="promote-campaign" title="Promote a campaign">
        <p className="text-sm text-muted-foreground">
          {formatMoney(overview.dailyPrice, overview.currency)} a day. An admin reviews each promotion first; a rejected one is
          refunded in full, and if you cancel, the whole days not yet begun come back.
        </p>
        <BuyPromotionForm overview={overview} onBought={onMoneyMoved} />
      </CardSection>
      <CardSection id="your-promotions" title="Your promotions">
        <PromotionsTable items={overview.items} onCanceled={onMoneyMoved} />
      </CardSection>
    </div>
  );
}

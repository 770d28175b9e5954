import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { BuyPromotionForm } from '@/features/promotions/components/buy-promotion-form';
import { PromotionsTable } from '@/features/promotions/components/promotions-table';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The /promotions page's body: buying a promotion and the creator's promotions with their counts. */
export function PromotionsOverview({ onMoneyMoved }: { onMoneyMoved: () => void }) {
  const promotions = usePromotions();
  if (promotions.isPending) return <Skeleton role="status" aria-label="Loading your promotions" className="h-40 rounded-2xl" />;
  if (promotions.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3">
        Your promotions could not be loaded.
        <Button variant="secondary" size="sm" onClick={() => void promotions.refetch()}>
          Try again
        </Button>
      </p>
    );
  const overview = promotions.data;
  return (
    <div className="grid gap-6">
      <Section id="promote-campaign" title="Promote a campaign">
        <p className="text-sm text-muted-foreground">
          {formatMoney(overview.dailyPrice, overview.currency)} a day. An admin reviews each promotion first; a rejected one is
          refunded in full, and if you cancel, the whole days not yet begun come back.
        </p>
        <BuyPromotionForm overview={overview} onBought={onMoneyMoved} />
      </Section>
      <Section id="your-promotions" title="Your promotions">
        <PromotionsTable items={overview.items} onCanceled={onMoneyMoved} />
      </Section>
    </div>
  );
}

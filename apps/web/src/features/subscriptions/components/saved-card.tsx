import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { leaveTo } from '@/lib/leave-to';
import { useRemoveCard } from '@/features/subscriptions/api/remove-card';
import { useSaveCard } from '@/features/subscriptions/api/save-card';
import { cardExpiry, cardLabel } from '@/features/subscriptions/lib/card';

/**
 * The card saved for renewals (docs/decisions/0038-pro-billing.md): which one, what it is used for,
 * and replacing or removing it. Replacing opens the payment provider's page (nothing is charged
 * there); removing forgets it here and at the provider. `waiting`: back from saving a card whose
 * confirmation has not arrived yet.
 */
export function SavedCard({ overview, waiting }: { overview: SubscriptionOverview; waiting: boolean }) {
  const card = overview.paymentMethod;
  const provider = overview.subscription?.billing === 'provider';
  const save = useSaveCard();
  const remove = useRemoveCard();
  const fail = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
  const openSave = () =>
    save.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => leaveTo(checkoutUrl),
      onError: fail('Could not open the card page'),
    });

  return (
    <section aria-labelledby="saved-card-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <h3 id="saved-card-heading" className="text-lg font-semibold">
        Card for renewals
      </h3>
      {card ? (
        <>
          <p className="font-medium" data-testid="saved-card">
            {cardLabel(card)}
            {cardExpiry(card) ? <span className="font-normal text-muted-foreground"> · expires {cardExpiry(card)}</span> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {provider
              ? 'Stripe charges this card for each period of your Pro.'
              : 'Renewals are paid from your wallet first; when it holds too little, this card is charged.'}
          </p>
        </>
      ) : waiting ? (
        <p role="status" className="text-sm text-muted-foreground">
          Saving your card… this takes a few seconds.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {provider
            ? 'No card is saved: Stripe cannot charge the next period. Save a card before then.'
            : 'No card is saved. Renewals are paid from your wallet; save a card so a renewal your wallet cannot cover is charged to it.'}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={save.isPending} onClick={openSave}>
          {card ? 'Replace card' : 'Save a card'}
        </Button>
        {card ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">Remove card</Button>}
            title="Remove this card?"
            description={
              provider
                ? `${cardLabel(card)} will no longer be charged. Stripe then cannot charge your next period: save another card before then, or Pro ends after the grace period.`
                : `${cardLabel(card)} will no longer be charged. Renewals are then paid from your wallet only; one it cannot pay puts Pro past due.`
            }
            confirmLabel="Remove card"
            cancelLabel="Keep card"
            destructive
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast({ title: 'Your card is removed.', variant: 'success' }),
                onError: fail('Card not removed'),
              })
            }
          />
        ) : null}
      </div>
    </section>
  );
}

import { Repeat2 } from 'lucide-react';
import type { RebackOffer as Offer } from '@crowdspark/shared/contracts/relaunch';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatMoney, newIdempotencyKey } from '@/lib/money';
import { useCreatePledge } from '@/features/pledges/api/create-pledge';

interface RebackOfferProps {
  campaignId: string;
  offer: Offer;
  /** The page reloads what the pledge changed (progress, wallet, the offer itself). */
  onPledged: () => void;
}

/**
 * One-click re-back on a relaunch (docs/product-rules.md#relaunch): a backer of the earlier
 * campaign, whose money went back to their wallet, backs the relaunch with the same reward and
 * amount after one confirmation. Anything else (another reward, add-ons) is the panel's form.
 */
export function RebackOffer({ campaignId, offer, onPledged }: RebackOfferProps) {
  const create = useCreatePledge();
  const amount = formatMoney(offer.amount, offer.currency);
  const choice = offer.tierTitle ? `${amount} for “${offer.tierTitle}”` : `${amount} without a reward`;
  const back = () =>
    create.mutate(
      {
        campaignId,
        input: {
          tierId: offer.tierId,
          amount: offer.amount,
          ...(offer.shippingAddress ? { shippingAddress: offer.shippingAddress } : {}),
        },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          toast({ title: 'Thank you! You back this relaunch.', variant: 'success' });
          onPledged();
        },
        onError: (error) => toast({ title: 'The pledge was not made', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <section aria-labelledby="reback-heading" className="grid gap-3 rounded-2xl border border-primary/40 bg-primary/5 p-5">
      <h2 id="reback-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Repeat2 aria-hidden="true" className="size-5" />
        You backed the first launch
      </h2>
      <p className="text-sm text-muted-foreground">
        When “{offer.previousTitle ?? 'the first launch'}” ended, your pledge went back to your wallet. Back the relaunch with the
        same choice: {choice}.
      </p>
      <ConfirmDialog
        trigger={
          <Button className="w-fit" disabled={create.isPending}>
            {create.isPending ? 'Backing…' : 'Back the relaunch with one click'}
          </Button>
        }
        title="Back this relaunch?"
        description={`${choice}${offer.shippingAddress ? `, shipped to ${offer.shippingAddress.name} as before` : ''}, from your Crowdspark wallet. You can change or cancel it while the campaign runs.`}
        confirmLabel="Back it"
        cancelLabel="Not now"
        onConfirm={back}
      />
    </section>
  );
}

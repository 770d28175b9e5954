import { useState } from 'react';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney, newIdempotencyKey } from '@/lib/money';
import { useCancelPledge } from '@/features/pledges/api/cancel-pledge';
import { errorText } from '@/features/pledges/components/back-this-panel/error-text';
import { PledgeAddress } from '@/features/pledges/components/back-this-panel/pledge-address';
import { PledgeBreakdown } from '@/features/pledges/components/back-this-panel/pledge-breakdown';

/** The backer's active pledge, with "Change" and "Cancel" while the funding model allows them. */
export function CurrentPledge({
  campaign,
  pledge,
  onEdit,
  onCanceled,
}: {
  campaign: CampaignDetail;
  pledge: Pledge;
  onEdit: () => void;
  onCanceled: (result: PledgeResult) => void;
}) {
  const cancel = useCancelPledge();
  const [key] = useState(newIdempotencyKey);
  const tier = campaign.tiers.find((t) => t.id === pledge.tierId);
  const tierTitle = tier?.title ?? 'No reward';
  const addOnTitles = new Map(campaign.addOns.map((addOn) => [addOn.id, addOn.title]));
  const hasExtras = pledge.breakdown.shipping > 0 || pledge.addOns.length > 0 || pledge.shipTo !== null;
  return (
    <div className="grid gap-4">
      <Alert variant="success">
        <p className="font-semibold">You back this campaign</p>
        <p>
          {formatMoney(pledge.amount, pledge.currency)} · {tierTitle}
        </p>
      </Alert>
      {hasExtras ? (
        <PledgeBreakdown
          breakdown={pledge.breakdown}
          currency={pledge.currency}
          rewardTitle={tierTitle}
          shipTo={pledge.shipTo}
          addOns={pledge.addOns.map((line) => ({ ...line, title: addOnTitles.get(line.addOnId) ?? 'Add-on' }))}
        />
      ) : null}
      {tier?.shipping && pledge.shipTo ? (
        <PledgeAddress pledgeId={pledge.id} shipping={tier.shipping} currency={pledge.currency} />
      ) : null}
      {pledge.changeable ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={onEdit}>Change pledge</Button>
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={cancel.isPending}>
                {cancel.isPending ? 'Canceling…' : 'Cancel pledge'}
              </Button>
            }
            title="Cancel your pledge?"
            description={`${formatMoney(pledge.amount, pledge.currency)} returns to your wallet at once. You can back the campaign again while it is live.`}
            confirmLabel="Cancel pledge"
            destructive
            onConfirm={() => cancel.mutate({ pledgeId: pledge.id, idempotencyKey: key }, { onSuccess: onCanceled })}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {campaign.fundingModel === 'keep_it_all'
            ? 'Pledges to keep-it-all campaigns are final.'
            : 'This pledge can no longer be changed.'}
        </p>
      )}
      {cancel.error ? (
        <Alert variant="destructive" role="alert">
          {errorText(cancel.error)}
        </Alert>
      ) : null}
    </div>
  );
}

import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge } from '@crowdspark/shared/contracts/pledges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCampaignFeePercent } from '@/lib/platform-fee';
import { formatMoney } from '@/lib/money';
import { errorText } from '@/features/pledges/components/back-this-panel/error-text';
import { PledgeBreakdown } from '@/features/pledges/components/back-this-panel/pledge-breakdown';
import type { PledgeDraft, PledgeFormState } from '@/features/pledges/components/back-this-panel/use-pledge-form';

function FeeNote({ fundingModel, feePercent }: { fundingModel: CampaignDetail['fundingModel']; feePercent: number }) {
  return fundingModel === 'keep_it_all' ? (
    <p>
      This campaign is <strong>keep-it-all</strong>: the creator receives every pledge at the end, whatever the total, and pays a{' '}
      {feePercent}% platform fee then. Pledges are final.
    </p>
  ) : (
    <p>
      This campaign is <strong>all-or-nothing</strong>: the creator pays a {feePercent}% platform fee only if it is funded. If it
      misses its goal, your pledge returns to your wallet. You can change or cancel it until the end.
    </p>
  );
}

/**
 * How backing by card goes. With an empty wallet the card pays the whole pledge and the wallet is
 * not mentioned; with some money in it, the note says what the card pays on top.
 */
function CardNote({ balance, missing, currency }: { balance: number; missing: number; currency: string }) {
  return (
    <Alert>
      {balance > 0
        ? `Your wallet’s ${formatMoney(balance, currency)} goes towards it; your card pays the other ${formatMoney(missing, currency)} at checkout.`
        : 'You pay by card at checkout.'}{' '}
      Your pledge is made as soon as the payment succeeds.
    </Alert>
  );
}

interface PledgeConfirmProps {
  campaign: CampaignDetail;
  existing: Pledge | null;
  balance: number | null;
  draft: PledgeDraft;
  form: PledgeFormState;
}

/** The pledge to confirm, what the funding model means for it, and how it is paid. */
export function PledgeConfirm({ campaign, existing, balance, draft, form }: PledgeConfirmProps) {
  const platformFeePercent = useCampaignFeePercent(campaign.id);
  const currency = campaign.currency;
  const { missing, busy, failure } = form;
  const chosenTitle = campaign.tiers.find((t) => t.id === draft.tierId)?.title ?? 'No reward';
  const total = draft.breakdown.total;
  return (
    <section aria-labelledby="confirm-pledge-heading" className="grid gap-4">
      <h3 id="confirm-pledge-heading" className="text-lg font-semibold" tabIndex={-1}>
        {existing ? 'Confirm your change' : 'Confirm your pledge'}
      </h3>
      <PledgeBreakdown
        breakdown={draft.breakdown}
        currency={currency}
        rewardTitle={chosenTitle}
        shipTo={draft.shipTo}
        addOns={draft.addOns}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{existing ? 'New total' : 'Total'}</dt>
        <dd className="font-medium" data-testid="confirm-amount">
          {formatMoney(total, currency)}
        </dd>
        {balance ? (
          <>
            <dt className="text-muted-foreground">Wallet balance</dt>
            <dd className="font-medium">{formatMoney(balance, currency)}</dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-2 text-sm leading-6 text-muted-foreground">
        <p>
          You pledge <strong className="text-foreground">{formatMoney(total, currency)}</strong> to “
          {campaign.title ?? 'this campaign'}”.
        </p>
        <FeeNote fundingModel={campaign.fundingModel} feePercent={platformFeePercent} />
      </div>
      {missing > 0 && !existing ? <CardNote balance={balance ?? 0} missing={missing} currency={currency} /> : null}
      {missing > 0 && existing ? (
        <Alert variant="destructive">
          Your wallet balance is too low for this change ({formatMoney(missing, currency)} missing). Top up your wallet first, or
          choose a smaller amount.
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="destructive" role="alert">
          {errorText(failure)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {missing > 0 && !existing ? (
          // Named after the pledge, not the payment: the checkout opens for `missing` only, the part
          // the wallet lacks (docs/product-rules.md#backing-by-card).
          <Button onClick={() => form.topUpAndBack(draft)} disabled={busy}>
            {form.topUpPending ? 'Opening checkout…' : `Back ${formatMoney(total, currency)} by card`}
          </Button>
        ) : (
          <Button onClick={() => form.pay(draft)} disabled={busy || missing > 0}>
            {busy
              ? 'Pledging…'
              : existing
                ? `Change to ${formatMoney(total, currency)}`
                : `Pledge ${formatMoney(total, currency)} from my wallet`}
          </Button>
        )}
        <Button variant="secondary" onClick={form.backToForm} disabled={busy}>
          Back
        </Button>
      </div>
    </section>
  );
}

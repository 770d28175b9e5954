import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/money';
import { PledgeConfirm } from '@/features/pledges/components/back-this-panel/pledge-confirm';
import { usePledgeForm } from '@/features/pledges/components/back-this-panel/use-pledge-form';
import { RewardChoice } from '@/features/pledges/components/reward-options';

interface PledgeFormProps {
  campaign: CampaignDetail;
  existing: Pledge | null;
  balance: number | null;
  onDone: (result: PledgeResult) => void;
  onCancel?: () => void;
}

/** Choose a reward and an amount, then confirm; pays from the wallet or tops up the difference. */
export function PledgeForm({ campaign, existing, balance, onDone, onCancel }: PledgeFormProps) {
  const form = usePledgeForm({ campaign, existing, balance, onDone });
  const { tierId, tier, amountText, amountError, chooseTier, changeAmount, review, confirming } = form;
  const currency = campaign.currency;

  if (confirming)
    return <PledgeConfirm campaign={campaign} existing={existing} balance={balance} draft={confirming} form={form} />;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <RewardChoice
        tiers={campaign.tiers}
        currency={currency}
        value={tierId}
        onChange={chooseTier}
        keepTierId={existing?.tierId ?? null}
      />
      <FormField
        id="pledge-amount"
        label={`Pledge amount (${currency})`}
        hint={tier ? `At least ${formatMoney(tier.minimumPledge, currency)} for this reward.` : 'Any amount from 1.00.'}
        error={amountError ?? undefined}
      >
        <Input inputMode="decimal" autoComplete="off" value={amountText} onChange={(event) => changeAmount(event.target.value)} />
      </FormField>
      {balance !== null ? (
        <p className="text-sm text-muted-foreground" data-testid="wallet-balance">
          Your wallet balance: <span className="font-semibold text-foreground">{formatMoney(balance, currency)}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Continue</Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/money';
import { usePledgeAddress } from '@/features/pledges/api/get-pledge-address';
import { AddOnList } from '@/features/pledges/components/add-on-list';
import { AddOnPicker } from '@/features/pledges/components/back-this-panel/add-on-picker';
import { PledgeConfirm } from '@/features/pledges/components/back-this-panel/pledge-confirm';
import { ShippingAddressFields } from '@/features/pledges/components/back-this-panel/shipping-address-fields';
import { addressForm } from '@/features/pledges/lib/shipping-address';
import type { AddressForm } from '@/features/pledges/lib/shipping-address';
import { usePledgeForm } from '@/features/pledges/components/back-this-panel/use-pledge-form';
import { RewardChoice } from '@/features/pledges/components/reward-options';

interface PledgeFormProps {
  campaign: CampaignDetail;
  existing: Pledge | null;
  balance: number | null;
  onDone: (result: PledgeResult) => void;
  onCancel?: () => void;
}

/**
 * Choose a reward, an amount, where it ships and add-ons, then confirm the total; pays from the
 * wallet or tops up the difference. A pledge being changed starts from its saved address.
 */
export function PledgeForm(props: PledgeFormProps) {
  const shipTo = props.existing?.shipTo ?? null;
  const addressQuery = usePledgeAddress(props.existing?.id ?? '', { enabled: shipTo !== null });
  if (shipTo !== null && addressQuery.isPending) return <p className="text-sm text-muted-foreground">Loading your pledge…</p>;
  return <PledgeFormFields {...props} initialAddress={addressForm(addressQuery.data?.address ?? null)} />;
}

function PledgeFormFields({
  campaign,
  existing,
  balance,
  onDone,
  onCancel,
  initialAddress,
}: PledgeFormProps & { initialAddress: AddressForm }) {
  const form = usePledgeForm({ campaign, existing, balance, initialAddress, onDone });
  const { tierId, tier, amountText, amountError, chooseTier, changeAmount, review, confirming } = form;
  const held = Object.fromEntries((existing?.addOns ?? []).map((line) => [line.addOnId, line.quantity]));
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
        hint={
          tier
            ? `At least ${formatMoney(tier.minimumPledge, currency)} for this reward${tier.shipping || campaign.addOns.length ? ', before shipping and add-ons' : ''}.`
            : 'Any amount from 1.00.'
        }
        error={amountError ?? undefined}
      >
        <Input inputMode="decimal" autoComplete="off" value={amountText} onChange={(event) => changeAmount(event.target.value)} />
      </FormField>
      {tier?.shipping ? (
        <ShippingAddressFields
          shipping={tier.shipping}
          currency={currency}
          address={form.address}
          errors={form.addressErrors}
          onChange={form.changeAddress}
        />
      ) : null}
      {tier ? (
        <AddOnPicker
          addOns={campaign.addOns}
          currency={currency}
          quantities={form.quantities}
          held={held}
          onChange={form.changeQuantity}
        />
      ) : (
        <AddOnList addOns={campaign.addOns} currency={currency} note="Choose a reward to add extras to it." />
      )}
      {/* Only a balance worth telling: a new backer's $0.00 says nothing about backing (docs/product-rules.md#backing-by-card). */}
      {balance ? (
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

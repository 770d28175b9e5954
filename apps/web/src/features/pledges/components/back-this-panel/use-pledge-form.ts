import { useState } from 'react';
import type { CampaignDetail, RewardTier } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge, PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import type { PledgeBreakdown } from '@crowdspark/shared/constants/shipping';
import { pledgeBreakdown, shippingCostTo } from '@crowdspark/shared/constants/shipping';
import { leaveTo } from '@/lib/leave-to';
import { newIdempotencyKey, toMoneyInput } from '@/lib/money';
import { useChangePledge } from '@/features/pledges/api/change-pledge';
import { useCreatePledge } from '@/features/pledges/api/create-pledge';
import { useStartPledgeCheckout } from '@/features/pledges/api/start-pledge-checkout';
import { checkPledgeAmount, missingAmount } from '@/features/pledges/lib/pledge-amount';
import { addressInput, checkAddress, chosenAddOns } from '@/features/pledges/lib/shipping-address';
import type { AddressErrors, AddressForm } from '@/features/pledges/lib/shipping-address';

/**
 * What is being confirmed: the pledge checked on "Continue" (reward part, address, add-ons), its
 * breakdown as the server will charge it, and the action's idempotency key.
 */
export interface PledgeDraft {
  amount: number;
  tierId: string | null;
  key: string;
  input: PledgeInput;
  breakdown: PledgeBreakdown;
  shipTo: string | null;
  addOns: { title: string; quantity: number; unitPrice: number }[];
}

export interface PledgeFormOptions {
  campaign: CampaignDetail;
  existing: Pledge | null;
  balance: number | null;
  /** The existing pledge's address, when it has one (the form starts from it). */
  initialAddress: AddressForm;
  onDone: (result: PledgeResult) => void;
}

/**
 * The pledge form's state: the reward, amount, address and add-ons as typed, then (after
 * "Continue") the checked pledge with its total to confirm, paid from the wallet or by topping up
 * what is missing (docs/product-rules.md#shipping-and-add-ons).
 */
export function usePledgeForm({ campaign, existing, balance, initialAddress, onDone }: PledgeFormOptions) {
  const currency = campaign.currency;
  const [tierId, setTierId] = useState(existing?.tierId ?? '');
  const tier: RewardTier | null = campaign.tiers.find((t) => t.id === tierId) ?? null;
  const [amountText, setAmountText] = useState(existing ? toMoneyInput(existing.breakdown.reward) : '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressForm>(initialAddress);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries((existing?.addOns ?? []).map((line) => [line.addOnId, String(line.quantity)])),
  );
  const [confirming, setConfirming] = useState<PledgeDraft | null>(null);
  const create = useCreatePledge();
  const change = useChangePledge();
  const topUp = useStartPledgeCheckout();

  const chooseTier = (id: string) => {
    setTierId(id);
    const chosen = campaign.tiers.find((t) => t.id === id);
    const current = checkPledgeAmount(amountText, null, currency);
    // Start from the reward's minimum when nothing (or too little) is typed.
    if (chosen && (!current.ok || current.amount < chosen.minimumPledge)) setAmountText(toMoneyInput(chosen.minimumPledge));
    setAmountError(null);
    setAddressErrors({});
  };

  const changeAmount = (text: string) => {
    setAmountText(text);
    setAmountError(null);
  };

  const changeAddress = (patch: Partial<AddressForm>) => {
    setAddress((current) => ({ ...current, ...patch }));
    setAddressErrors({});
  };

  const changeQuantity = (addOnId: string, text: string) => setQuantities((current) => ({ ...current, [addOnId]: text }));

  /** Shipping for the chosen country, or null before one is chosen (or when the reward does not ship there). */
  const shippingCost = tier?.shipping && address.country ? shippingCostTo(tier.shipping, address.country) : null;
  const addOns = tier ? chosenAddOns(campaign.addOns, quantities) : [];

  const review = () => {
    const check = checkPledgeAmount(amountText, tier, currency);
    if (!check.ok) {
      setAmountError(check.message);
      document.getElementById('pledge-amount')?.focus();
      return;
    }
    if (tier?.shipping) {
      const errors = checkAddress(address, tier.shipping);
      if (Object.keys(errors).length) {
        setAddressErrors(errors);
        document.getElementById(`shipping-${Object.keys(errors)[0]}`)?.focus();
        return;
      }
    }
    create.reset();
    change.reset();
    topUp.reset();
    const shipping = tier?.shipping ? (shippingCostTo(tier.shipping, address.country) ?? 0) : 0;
    const breakdown = pledgeBreakdown(check.amount, shipping, addOns);
    const input: PledgeInput = {
      tierId: tier?.id ?? null,
      amount: check.amount,
      shippingAddress: tier?.shipping ? addressInput(address) : null,
      addOns: addOns.map(({ addOnId, quantity }) => ({ addOnId, quantity })),
      // The server refuses rather than charge a total other than the one shown here.
      expectedTotal: breakdown.total,
    };
    // One key per action: a retry of this confirmation reuses it, editing starts a new one.
    setConfirming({
      amount: check.amount,
      tierId: tier?.id ?? null,
      key: newIdempotencyKey(),
      input,
      breakdown,
      shipTo: tier?.shipping ? address.country : null,
      addOns: addOns.map(({ title, quantity, unitPrice }) => ({ title, quantity, unitPrice })),
    });
  };

  const total = confirming?.breakdown.total ?? 0;
  const needed = confirming ? (existing ? total - existing.amount : total) : 0;
  const missing = balance === null ? 0 : missingAmount(balance, needed);

  const pay = (draft: PledgeDraft) => {
    if (existing) change.mutate({ pledgeId: existing.id, input: draft.input, idempotencyKey: draft.key }, { onSuccess: onDone });
    else create.mutate({ campaignId: campaign.id, input: draft.input, idempotencyKey: draft.key }, { onSuccess: onDone });
  };

  const topUpAndBack = (draft: PledgeDraft) =>
    topUp.mutate(
      {
        amount: missing,
        currency,
        pledge: { campaignId: campaign.id, ...draft.input },
        idempotencyKey: draft.key,
      },
      { onSuccess: (result) => leaveTo(result.checkoutUrl) },
    );

  return {
    tierId,
    tier,
    amountText,
    amountError,
    chooseTier,
    changeAmount,
    address,
    addressErrors,
    changeAddress,
    quantities,
    changeQuantity,
    shippingCost,
    addOns,
    review,
    confirming,
    backToForm: () => setConfirming(null),
    missing,
    pay,
    topUpAndBack,
    topUpPending: topUp.isPending,
    busy: create.isPending || change.isPending || topUp.isPending,
    failure: create.error ?? change.error ?? topUp.error,
  };
}

export type PledgeFormState = ReturnType<typeof usePledgeForm>;

import { useState } from 'react';
import type { CampaignDetail, RewardTier } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { leaveTo } from '@/lib/leave-to';
import { newIdempotencyKey, toMoneyInput } from '@/lib/money';
import { useChangePledge } from '@/features/pledges/api/change-pledge';
import { useCreatePledge } from '@/features/pledges/api/create-pledge';
import { useStartPledgeCheckout } from '@/features/pledges/api/start-pledge-checkout';
import { checkPledgeAmount, missingAmount } from '@/features/pledges/lib/pledge-amount';

/** What is being confirmed: the amount and reward checked on "Continue", and the action's idempotency key. */
export interface PledgeDraft {
  amount: number;
  tierId: string | null;
  key: string;
}

export interface PledgeFormOptions {
  campaign: CampaignDetail;
  existing: Pledge | null;
  balance: number | null;
  onDone: (result: PledgeResult) => void;
}

/**
 * The pledge form's state: the reward and amount as typed, then (after "Continue") the checked
 * pledge to confirm, paid from the wallet or by topping up what is missing.
 */
export function usePledgeForm({ campaign, existing, balance, onDone }: PledgeFormOptions) {
  const currency = campaign.currency;
  const [tierId, setTierId] = useState(existing?.tierId ?? '');
  const tier: RewardTier | null = campaign.tiers.find((t) => t.id === tierId) ?? null;
  const [amountText, setAmountText] = useState(existing ? toMoneyInput(existing.amount) : '');
  const [amountError, setAmountError] = useState<string | null>(null);
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
  };

  const changeAmount = (text: string) => {
    setAmountText(text);
    setAmountError(null);
  };

  const review = () => {
    const check = checkPledgeAmount(amountText, tier, currency);
    if (!check.ok) {
      setAmountError(check.message);
      document.getElementById('pledge-amount')?.focus();
      return;
    }
    create.reset();
    change.reset();
    topUp.reset();
    // One key per action: a retry of this confirmation reuses it, editing starts a new one.
    setConfirming({ amount: check.amount, tierId: tier?.id ?? null, key: newIdempotencyKey() });
  };

  const needed = confirming ? (existing ? confirming.amount - existing.amount : confirming.amount) : 0;
  const missing = balance === null ? 0 : missingAmount(balance, needed);

  const pay = (draft: PledgeDraft) => {
    const input = { tierId: draft.tierId, amount: draft.amount };
    if (existing) change.mutate({ pledgeId: existing.id, input, idempotencyKey: draft.key }, { onSuccess: onDone });
    else create.mutate({ campaignId: campaign.id, input, idempotencyKey: draft.key }, { onSuccess: onDone });
  };

  const topUpAndBack = (draft: PledgeDraft) =>
    topUp.mutate(
      {
        amount: missing,
        currency,
        pledge: { campaignId: campaign.id, tierId: draft.tierId, amount: draft.amount },
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

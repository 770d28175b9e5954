import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CampaignDetail, RewardTier } from '@crowdspark/shared/contracts/campaigns';
import type { Pledge, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { usePlatformMoney } from '@/lib/client-config';
import { leaveTo } from '@/lib/leave-to';
import { formatMoney, newIdempotencyKey, toMoneyInput } from '@/lib/money';
import { cancelPledgeMutationOptions } from '@/features/pledges/api/cancel-pledge';
import { changePledgeMutationOptions } from '@/features/pledges/api/change-pledge';
import { createPledgeMutationOptions } from '@/features/pledges/api/create-pledge';
import { myPledgeQueryKey, myPledgeQueryOptions } from '@/features/pledges/api/get-my-pledge';
import { balanceIn, walletBalancesQueryOptions } from '@/features/pledges/api/get-wallet-balances';
import { startPledgeTopUpMutationOptions } from '@/features/pledges/api/start-pledge-top-up';
import { RewardChoice, RewardList } from '@/features/pledges/components/reward-options';
import { checkPledgeAmount, missingAmount } from '@/features/pledges/lib/pledge-amount';

export interface BackThisPanelProps {
  campaign: CampaignDetail;
  isAuthenticated: boolean;
  /** Where "Sign in to back this" goes (with the redirect back here). */
  signInHref: string;
  /** Tells the page to reload the campaign (progress, remaining quantities) after a change. */
  onPledgeChanged?: () => void;
}

function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Something went wrong. Please try again.';
}

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

type Step = { kind: 'form' } | { kind: 'confirm'; amount: number; tierId: string | null; key: string };

interface PledgeFormProps {
  campaign: CampaignDetail;
  existing: Pledge | null;
  balance: number | null;
  onDone: (result: PledgeResult) => void;
  onCancel?: () => void;
}

/** Choose a reward and an amount, then confirm; pays from the wallet or tops up the difference. */
export function PledgeForm({ campaign, existing, balance, onDone, onCancel }: PledgeFormProps) {
  const { platformFeePercent } = usePlatformMoney();
  const currency = campaign.currency;
  const [tierId, setTierId] = useState(existing?.tierId ?? '');
  const tier: RewardTier | null = campaign.tiers.find((t) => t.id === tierId) ?? null;
  const [amountText, setAmountText] = useState(existing ? toMoneyInput(existing.amount) : '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const create = useMutation(createPledgeMutationOptions());
  const change = useMutation(changePledgeMutationOptions());
  const topUp = useMutation(startPledgeTopUpMutationOptions());
  const busy = create.isPending || change.isPending || topUp.isPending;
  const failure = create.error ?? change.error ?? topUp.error;

  const chooseTier = (id: string) => {
    setTierId(id);
    const chosen = campaign.tiers.find((t) => t.id === id);
    const current = checkPledgeAmount(amountText, null, currency);
    // Start from the reward's minimum when nothing (or too little) is typed.
    if (chosen && (!current.ok || current.amount < chosen.minimumPledge)) setAmountText(toMoneyInput(chosen.minimumPledge));
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
    setStep({ kind: 'confirm', amount: check.amount, tierId: tier?.id ?? null, key: newIdempotencyKey() });
  };

  if (step.kind === 'confirm') {
    const needed = existing ? step.amount - existing.amount : step.amount;
    const missing = balance === null ? 0 : missingAmount(balance, needed);
    const chosenTitle = campaign.tiers.find((t) => t.id === step.tierId)?.title ?? 'No reward';
    const pay = () => {
      const input = { tierId: step.tierId, amount: step.amount };
      if (existing) change.mutate({ pledgeId: existing.id, input, idempotencyKey: step.key }, { onSuccess: onDone });
      else create.mutate({ campaignId: campaign.id, input, idempotencyKey: step.key }, { onSuccess: onDone });
    };
    const topUpAndBack = () =>
      topUp.mutate(
        {
          amount: missing,
          currency,
          pledge: { campaignId: campaign.id, tierId: step.tierId, amount: step.amount },
          idempotencyKey: step.key,
        },
        { onSuccess: (result) => leaveTo(result.checkoutUrl) },
      );
    return (
      <section aria-labelledby="confirm-pledge-heading" className="grid gap-4">
        <h3 id="confirm-pledge-heading" className="text-lg font-semibold" tabIndex={-1}>
          {existing ? 'Confirm your change' : 'Confirm your pledge'}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Reward</dt>
          <dd className="font-medium">{chosenTitle}</dd>
          <dt className="text-muted-foreground">{existing ? 'New amount' : 'Amount'}</dt>
          <dd className="font-medium" data-testid="confirm-amount">
            {formatMoney(step.amount, currency)}
          </dd>
          {balance !== null ? (
            <>
              <dt className="text-muted-foreground">Wallet balance</dt>
              <dd className="font-medium">{formatMoney(balance, currency)}</dd>
            </>
          ) : null}
        </dl>
        <div className="grid gap-2 text-sm leading-6 text-muted-foreground">
          <p>
            You pledge <strong className="text-foreground">{formatMoney(step.amount, currency)}</strong> to “
            {campaign.title ?? 'this campaign'}”.
          </p>
          <FeeNote fundingModel={campaign.fundingModel} feePercent={platformFeePercent} />
        </div>
        {missing > 0 && !existing ? (
          <Alert>
            Your wallet has {formatMoney(balance ?? 0, currency)}; {formatMoney(missing, currency)} is missing. Top up the
            difference and your pledge is made as soon as the payment succeeds.
          </Alert>
        ) : null}
        {missing > 0 && existing ? (
          <Alert variant="destructive">
            Your wallet balance is too low for this change ({formatMoney(missing, currency)} missing). Top up your wallet first,
            or choose a smaller amount.
          </Alert>
        ) : null}
        {failure ? (
          <Alert variant="destructive" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {missing > 0 && !existing ? (
            <Button onClick={topUpAndBack} disabled={busy}>
              {topUp.isPending ? 'Opening checkout…' : `Top up ${formatMoney(missing, currency)} and back`}
            </Button>
          ) : (
            <Button onClick={pay} disabled={busy || missing > 0}>
              {busy
                ? 'Pledging…'
                : existing
                  ? `Change to ${formatMoney(step.amount, currency)}`
                  : `Pledge ${formatMoney(step.amount, currency)} from my wallet`}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setStep({ kind: 'form' })} disabled={busy}>
            Back
          </Button>
        </div>
      </section>
    );
  }

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
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setAmountError(null);
          }}
        />
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

function CurrentPledge({
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
  const cancel = useMutation(cancelPledgeMutationOptions());
  const [key] = useState(newIdempotencyKey);
  const tierTitle = campaign.tiers.find((t) => t.id === pledge.tierId)?.title ?? 'No reward';
  return (
    <div className="grid gap-4">
      <Alert variant="success">
        <p className="font-semibold">You back this campaign</p>
        <p>
          {formatMoney(pledge.amount, pledge.currency)} · {tierTitle}
        </p>
      </Alert>
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

/** The "Back this campaign" panel: every state from signed out to already backing. */
export function BackThisPanel({ campaign, isAuthenticated, signInHref, onPledgeChanged }: BackThisPanelProps) {
  const queryClient = useQueryClient();
  const live = campaign.status === 'live';
  const canBack = live && isAuthenticated && !campaign.viewer.isOwner;
  const pledgeQuery = useQuery({ ...myPledgeQueryOptions(campaign.id), enabled: canBack });
  const walletQuery = useQuery({ ...walletBalancesQueryOptions(), enabled: canBack });
  const [editing, setEditing] = useState(false);

  const settled = (message: string) => (result: PledgeResult) => {
    queryClient.setQueryData(myPledgeQueryKey(campaign.id), result.pledge.status === 'active' ? result.pledge : null);
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    void queryClient.invalidateQueries({ queryKey: ['pledges'] });
    setEditing(false);
    toast({ title: message, variant: 'success' });
    onPledgeChanged?.();
  };

  let body;
  if (!live) {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          {campaign.status === 'draft' ? 'This campaign has not launched yet.' : 'This campaign no longer takes pledges.'}
        </p>
        <RewardList tiers={campaign.tiers} currency={campaign.currency} />
      </>
    );
  } else if (campaign.viewer.isOwner) {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          This is your campaign, so you cannot back it. Backers choose from these rewards:
        </p>
        <RewardList tiers={campaign.tiers} currency={campaign.currency} />
      </>
    );
  } else if (!isAuthenticated) {
    body = (
      <>
        <Button asChild size="lg" className="w-full">
          <Link to={signInHref}>Sign in to back this</Link>
        </Button>
        <RewardList tiers={campaign.tiers} currency={campaign.currency} />
      </>
    );
  } else if (pledgeQuery.isPending) {
    body = <p className="text-sm text-muted-foreground">Loading your pledge…</p>;
  } else if (pledgeQuery.isError) {
    body = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>Your pledge could not be loaded.</span>
        <Button size="sm" variant="secondary" onClick={() => void pledgeQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    const pledge = pledgeQuery.data;
    const balance = walletQuery.data ? balanceIn(walletQuery.data, campaign.currency) : null;
    body =
      pledge && !editing ? (
        <CurrentPledge
          campaign={campaign}
          pledge={pledge}
          onEdit={() => setEditing(true)}
          onCanceled={settled('Your pledge was canceled and the money is back in your wallet.')}
        />
      ) : (
        <PledgeForm
          key={pledge?.id ?? 'new'}
          campaign={campaign}
          existing={pledge}
          balance={balance}
          onDone={settled(pledge ? 'Your pledge was changed.' : 'Thank you! You back this campaign.')}
          {...(pledge ? { onCancel: () => setEditing(false) } : {})}
        />
      );
  }

  return (
    <section aria-labelledby="back-this-heading" className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="back-this-heading" className="text-xl font-bold tracking-tight">
        Back this campaign
      </h2>
      {body}
    </section>
  );
}

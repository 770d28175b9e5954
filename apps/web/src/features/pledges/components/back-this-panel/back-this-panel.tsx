import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { myPledgeQueryKey, myPledgeQueryOptions } from '@/features/pledges/api/get-my-pledge';
import { balanceIn, walletBalancesQueryOptions } from '@/features/pledges/api/get-wallet-balances';
import { CurrentPledge } from '@/features/pledges/components/back-this-panel/current-pledge';
import { PledgeForm } from '@/features/pledges/components/back-this-panel/pledge-form';
import { RewardList } from '@/features/pledges/components/reward-options';

export interface BackThisPanelProps {
  campaign: CampaignDetail;
  isAuthenticated: boolean;
  /** Where "Sign in to back this" goes (with the redirect back here). */
  signInHref: string;
  /** Tells the page to reload the campaign (progress, remaining quantities) after a change. */
  onPledgeChanged?: () => void;
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

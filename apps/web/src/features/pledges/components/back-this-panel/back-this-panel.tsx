import { useState } from 'react';
import { Link } from 'react-router';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { RetryAlert } from '@/components/ui/page-blocks';
import { useMyPledge } from '@/features/pledges/api/get-my-pledge';
import { CurrentPledge } from '@/features/pledges/components/back-this-panel/current-pledge';
import { PledgeForm } from '@/features/pledges/components/back-this-panel/pledge-form';
import { AddOnList } from '@/features/pledges/components/add-on-list';
import { RewardList } from '@/features/pledges/components/reward-options';

export interface BackThisPanelProps {
  campaign: CampaignDetail;
  isAuthenticated: boolean;
  /** Where "Sign in to back this" goes (with the redirect back here). */
  signInHref: string;
  /**
   * The backer's wallet balance in the campaign's currency (minor units), or null while it is not
   * known. The wallet feature reads it; the page passes it down.
   */
  walletBalance: number | null;
  /** Tells the page to reload what a pledge changes elsewhere: the campaign's progress and remaining rewards, the wallet. */
  onPledgeChanged?: () => void;
}

/** The "Back this campaign" panel: every state from signed out to already backing. */
export function BackThisPanel({ campaign, isAuthenticated, signInHref, walletBalance, onPledgeChanged }: BackThisPanelProps) {
  const live = campaign.status === 'live';
  const canBack = live && isAuthenticated && !campaign.viewer.isOwner;
  const pledgeQuery = useMyPledge(campaign.id, { enabled: canBack });
  const [editing, setEditing] = useState(false);

  // The pledge hooks have stored the server's answer (useStorePledgeResult); the page refreshes the rest.
  const settled = (message: string) => () => {
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
        <AddOnList addOns={campaign.addOns} currency={campaign.currency} note="Extras offered with any reward." />
      </>
    );
  } else if (campaign.viewer.isOwner) {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          This is your campaign, so you cannot back it. Backers choose from these rewards:
        </p>
        <RewardList tiers={campaign.tiers} currency={campaign.currency} />
        <AddOnList addOns={campaign.addOns} currency={campaign.currency} note="Backers can add these to any reward." />
      </>
    );
  } else if (!isAuthenticated) {
    body = (
      <>
        <Button asChild size="lg" className="w-full">
          <Link to={signInHref}>Sign in to back this</Link>
        </Button>
        <RewardList tiers={campaign.tiers} currency={campaign.currency} />
        <AddOnList addOns={campaign.addOns} currency={campaign.currency} note="Add them to any reward when you pledge." />
      </>
    );
  } else if (pledgeQuery.isPending) {
    body = <p className="text-sm text-muted-foreground">Loading your pledge…</p>;
  } else if (pledgeQuery.isError) {
    body = <RetryAlert onRetry={() => void pledgeQuery.refetch()}>Your pledge could not be loaded.</RetryAlert>;
  } else {
    const pledge = pledgeQuery.data;
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
          balance={walletBalance}
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

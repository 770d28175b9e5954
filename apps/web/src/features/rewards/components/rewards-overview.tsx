import { Gift, Megaphone } from 'lucide-react';
import { BADGES } from '@crowdspark/shared/constants/rewards';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryLine, CardSection } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { BadgeList } from '@/features/rewards/components/badge-list';
import { PointsHistory } from '@/features/rewards/components/points-history';
import { RedeemForm } from '@/features/rewards/components/redeem-form';
import { ReferralLink } from '@/features/rewards/components/referral-link';

/** The /rewards page's body: balance and credit, badges, referral link, redeeming and the history. */
export function RewardsOverview() {
  const rewards = useRewards();
  if (rewards.isPending) return <Skeleton role="status" aria-label="Loading your rewards" className="h-40 rounded-2xl" />;
  if (rewards.isError) return <RetryLine onRetry={() => void rewards.refetch()}>Your rewards could not be loaded.</RetryLine>;
  const { points, promotionCredit, badges, referral } = rewards.data;
  const unearned = Object.keys(BADGES).length - badges.length;
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="rounded-2xl border border-primary/30 bg-primary-soft p-6 text-primary-soft-foreground shadow-sm">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Gift aria-hidden="true" className="size-4" /> Points
          </p>
          <p className="mt-3 text-3xl font-bold tabular-nums" aria-label={`${points} points`}>
            {points.toLocaleString()}
          </p>
        </li>
        <li className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <Megaphone aria-hidden="true" className="size-4" /> Promotion credit
          </p>
          <p className="mt-3 text-3xl font-bold tabular-nums">{formatMoney(promotionCredit.amount, promotionCredit.currency)}</p>
        </li>
      </ul>
      <CardSection id="rewards-badges" title="Badges">
        {badges.length > 0 ? <BadgeList badges={badges} /> : <p className="text-sm text-muted-foreground">No badges yet.</p>}
        {unearned > 0 ? (
          <p className="text-sm text-muted-foreground">
            Still to earn:{' '}
            {Object.entries(BADGES)
              .filter(([key]) => !badges.some((b) => b.badge === key))
              .map(([, b]) => b.name)
              .join(', ')}
            .
          </p>
        ) : null}
      </CardSection>
      <CardSection id="rewards-referral" title="Invite friends">
        <p className="text-sm text-muted-foreground">
          Friends who sign up through your link and back a campaign that reaches its goal earn you 100 points.
        </p>
        <ReferralLink link={referral.link} joined={referral.joined} rewarded={referral.rewarded} />
      </CardSection>
      <CardSection id="rewards-redeem" title="Redeem points">
        <RedeemForm points={points} currency={promotionCredit.currency} />
      </CardSection>
      <CardSection id="rewards-history" title="Points history">
        <PointsHistory />
      </CardSection>
    </div>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { creatorMembershipQueryOptions } from '@/features/memberships/api/get-creator-membership';

// Tiers and Join live in a chunk of their own, loaded only for a creator who has tiers: the
// campaign page keeps its JavaScript budget (docs/decisions/0014-fast-first-load.md).
const CampaignMembershipSection = lazy(() => import('@/features/memberships/components/campaign-membership-section'));

/**
 * The campaign page's "Support … every month" (docs/product-rules.md#memberships): the creator's
 * membership, asked for only once the campaign is on screen (`ready`), so it never delays it; on a
 * public campaign, not to the creator themselves. Undefined, with no heading at all, while it
 * loads and when the creator has no membership on.
 */
export function useCampaignMembership(
  campaign: CampaignDetail | undefined,
  { ready, signInHref }: { ready: boolean; signInHref: string },
): ReactNode | undefined {
  const { isAuthenticated, loading, user } = useAuth();
  const creator = campaign?.creator;
  const username =
    ready &&
    !loading &&
    creator?.username &&
    creator.id !== user?.id &&
    campaign?.status !== 'draft' &&
    campaign?.status !== 'suspended'
      ? creator.username
      : null;
  const program = useQuery({ ...creatorMembershipQueryOptions(username ?? ''), enabled: username !== null });
  if (!username || !creator || !program.data?.enabled || program.data.tiers.length === 0) return undefined;
  return (
    <Suspense fallback={null}>
      <CampaignMembershipSection
        creatorId={creator.id}
        username={username}
        displayName={creator.displayName}
        isAuthenticated={isAuthenticated}
        signInHref={signInHref}
        membershipsHref={`${paths.wallet}#memberships`}
        walletHref={paths.wallet}
      />
    </Suspense>
  );
}

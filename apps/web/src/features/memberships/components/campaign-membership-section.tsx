import { useQuery } from '@tanstack/react-query';
import type { Membership, MembershipList } from '@crowdspark/shared/contracts/memberships';
import { myMembershipsQueryOptions } from '@/features/memberships/api/get-my-memberships';
import { CreatorMembershipSection } from '@/features/memberships/components/creator-membership-section';

interface CampaignMembershipSectionProps {
  creatorId: string;
  username: string;
  displayName: string;
  isAuthenticated: boolean;
  signInHref: string;
  membershipsHref: string;
  walletHref: string;
}

/** The reader's membership of this creator that holds a place now (a canceled one ends with its paid month). */
export function liveMembershipOf(list: MembershipList | undefined, creatorId: string): Membership | null {
  return list?.memberships.find((membership) => membership.creator.id === creatorId && membership.status !== 'canceled') ?? null;
}

/**
 * A creator's membership on their campaign's page (docs/product-rules.md#memberships): the profile's
 * tiers and Join under "Support … every month", and "You’re a member" for a reader who is one. A
 * lazy chunk of its own (default export): the campaign page loads it only for a creator with tiers.
 */
export default function CampaignMembershipSection(props: CampaignMembershipSectionProps) {
  const mine = useQuery({ ...myMembershipsQueryOptions(), enabled: props.isAuthenticated });
  // A member would otherwise see Join for a moment; if the list fails, Join shows (the server refuses a second membership).
  if (props.isAuthenticated && mine.isPending) return null;
  return (
    <CreatorMembershipSection
      username={props.username}
      displayName={props.displayName}
      isOwn={false}
      isAuthenticated={props.isAuthenticated}
      signInHref={props.signInHref}
      membershipsHref={props.membershipsHref}
      walletHref={props.walletHref}
      heading={`Support ${props.displayName} every month`}
      membership={liveMembershipOf(mine.data, props.creatorId)}
    />
  );
}

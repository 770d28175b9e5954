import { useProfileBadges } from '@/features/rewards/api/get-profile-badges';
import { BadgeList } from '@/features/rewards/components/badge-list';

/** The badges on a profile; nothing while loading, on error or when there are none. */
export function ProfileBadges({ username }: { username: string }) {
  const badges = useProfileBadges(username);
  return <BadgeList badges={badges.data?.items ?? []} label={`Badges of @${username}`} />;
}

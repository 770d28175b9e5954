import { Award } from 'lucide-react';
import { BADGES } from '@crowdspark/shared/constants/rewards';
import type { EarnedBadge } from '@crowdspark/shared/contracts/rewards';

/** Milestone badges (docs/product-rules.md#rewards), each with its name and what earned it. */
export function BadgeList({ badges, label = 'Badges' }: { badges: readonly EarnedBadge[]; label?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {badges.map(({ badge, earnedAt }) => (
        <li
          key={badge}
          title={`${BADGES[badge].description} Earned ${new Date(earnedAt).toLocaleDateString()}.`}
          className="inline-flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-sm font-medium text-primary-soft-foreground"
        >
          <Award aria-hidden="true" className="size-4" />
          {BADGES[badge].name}
        </li>
      ))}
    </ul>
  );
}

import { Megaphone } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'Promote a live campaign for a number of days at a clear daily price.',
  'Pay from your wallet or with promotion credit earned from rewards or Pro.',
  'Review status, impressions and clicks for each promotion.',
  'Unused days refunded if you cancel.',
] as const;

export default function PromotionsPage() {
  usePageTitle(routeTitle('/promotions'));
  return (
    <MembersAreaPlaceholder
      title="Promotions"
      description="Put a live campaign in front of more backers with promoted slots in the feed and Discover."
      icon={Megaphone}
      emptyTitle="No promotions yet"
      upcoming={UPCOMING}
    />
  );
}

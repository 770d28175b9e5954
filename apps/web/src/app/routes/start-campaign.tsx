import { Rocket } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'A guided editor for your story, cover image, gallery and video link.',
  'Goal, currency and funding model (all-or-nothing or keep-it-all) with the fee shown up front.',
  'Reward tiers with minimum pledges, quantity limits and delivery estimates.',
  'An end date 1 to 60 days after launch, and a preview before you go live.',
] as const;

export default function StartCampaignPage() {
  usePageTitle(routeTitle('/start-campaign'));
  return (
    <MembersAreaPlaceholder
      title="Start a campaign"
      description="Plan your campaign step by step, save drafts as you go and launch when you are ready."
      icon={Rocket}
      emptyTitle="Campaign drafts are coming soon"
      upcoming={UPCOMING}
    />
  );
}

import { CalendarClock, Sparkles, Star, Target, TrendingUp } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CampaignSection } from '@/features/discovery/components/campaign-section';
import { CategoryGrid } from '@/features/discovery/components/category-grid';

const SHELVES = [
  { id: 'discover-trending', title: 'Trending', description: 'Measured by how fast pledges are arriving.', icon: TrendingUp },
  {
    id: 'discover-staff-picks',
    title: 'Staff picks',
    description: 'Chosen by our team for craft, clarity and honest risks.',
    icon: Star,
  },
  { id: 'discover-ending-soon', title: 'Ending soon', description: 'Closing within the next 48 hours.', icon: CalendarClock },
  {
    id: 'discover-near-goal',
    title: 'Near their goal',
    description: 'Above 75% funded: a few more backers could tip them over.',
    icon: Target,
  },
  { id: 'discover-new', title: 'New', description: 'Launched in the last few days.', icon: Sparkles },
] as const;

export default function DiscoverPage() {
  usePageTitle(routeTitle('/discover'));
  return (
    <PageContainer>
      <PageHeader title="Discover" description="Browse campaigns by category, momentum and deadline." />
      <div className="mt-10 grid gap-14">
        <CategoryGrid headingId="discover-categories" title="Categories" />
        <div className="grid gap-14 lg:grid-cols-2 lg:gap-8">
          {SHELVES.map((shelf) => (
            <CampaignSection
              key={shelf.id}
              id={shelf.id}
              title={shelf.title}
              description={shelf.description}
              emptyIcon={shelf.icon}
            />
          ))}
        </div>
      </div>
    </PageContainer>
  );
}

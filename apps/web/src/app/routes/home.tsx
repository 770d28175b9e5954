import { CalendarClock, Sparkles, TrendingUp } from 'lucide-react';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { renderSavableCampaignCard } from '@/app/savable-campaign-card';
import { useDiscover } from '@/features/discovery/api/get-discover';
import { CampaignSection } from '@/features/discovery/components/campaign-section';
import { CategoryGrid } from '@/features/discovery/components/category-grid';
import { HomeHero } from '@/features/discovery/components/home-hero';
import { HowItWorksSummary } from '@/features/discovery/components/how-it-works-summary';
import { discoverListHref } from '@/features/discovery/lib/discover-href';

/** Home's own wording of three /discover lists (staff picks are "Featured" here). */
const SECTIONS = [
  {
    id: 'featured-heading',
    title: 'Featured',
    description: 'Staff picks: chosen by our team for craft, clarity and honest risks.',
    icon: Sparkles,
    empty: 'No staff picks right now',
    list: 'staff_picks',
    key: 'staffPicks',
  },
  {
    id: 'trending-heading',
    title: 'Trending',
    description: 'Ranked by pledges in the last 48 hours.',
    icon: TrendingUp,
    empty: 'No live campaigns yet — start the first one',
    list: 'trending',
    key: 'trending',
  },
  {
    id: 'ending-soon-heading',
    title: 'Ending soon',
    description: 'Last chance to back these before they close.',
    icon: CalendarClock,
    empty: 'Nothing is closing soon',
    list: 'ending_soon',
    key: 'endingSoon',
  },
] as const;

/** Home: hero, featured (staff picks), trending, ending soon and categories, all from GET /api/discover. */
export default function HomePage() {
  usePageTitle(routeTitle('/'));
  const query = useDiscover();
  return (
    <>
      <HomeHero />
      <HowItWorksSummary />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pb-20 sm:px-6 lg:px-8">
        {SECTIONS.map((section) => (
          <CampaignSection
            key={section.id}
            id={section.id}
            title={section.title}
            description={section.description}
            emptyIcon={section.icon}
            emptyText={section.empty}
            items={query.data?.[section.key]}
            seeAllHref={discoverListHref({ list: section.list })}
            status={query.status}
            onRetry={() => void query.refetch()}
            renderItem={renderSavableCampaignCard}
          />
        ))}
        <CategoryGrid headingId="home-categories" />
      </div>
    </>
  );
}

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

/** Home: hero, featured (staff picks), trending, ending soon and categories, all from GET /api/discover. */
export default function HomePage() {
  usePageTitle(routeTitle('/'));
  const query = useDiscover();
  const shared = { status: query.status, onRetry: () => void query.refetch(), renderItem: renderSavableCampaignCard };
  return (
    <>
      <HomeHero />
      <HowItWorksSummary />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pb-20 sm:px-6 lg:px-8">
        <CampaignSection
          id="featured-heading"
          title="Featured"
          description="Staff picks: chosen by our team for craft, clarity and honest risks."
          emptyIcon={Sparkles}
          emptyText="No staff picks right now"
          items={query.data?.staffPicks}
          seeAllHref={discoverListHref({ list: 'staff_picks' })}
          {...shared}
        />
        <CampaignSection
          id="trending-heading"
          title="Trending"
          description="Ranked by pledges in the last 48 hours."
          emptyIcon={TrendingUp}
          emptyText="No live campaigns yet — start the first one"
          items={query.data?.trending}
          seeAllHref={discoverListHref({ list: 'trending' })}
          {...shared}
        />
        <CampaignSection
          id="ending-soon-heading"
          title="Ending soon"
          description="Last chance to back these before they close."
          emptyIcon={CalendarClock}
          emptyText="Nothing is closing soon"
          items={query.data?.endingSoon}
          seeAllHref={discoverListHref({ list: 'ending_soon' })}
          {...shared}
        />
        <CategoryGrid headingId="home-categories" />
      </div>
    </>
  );
}

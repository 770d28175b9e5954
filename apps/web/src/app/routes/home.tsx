import { CalendarClock, Star, TrendingUp } from 'lucide-react';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CampaignSection } from '@/features/discovery/components/campaign-section';
import { CategoryGrid } from '@/features/discovery/components/category-grid';
import { HomeHero } from '@/features/discovery/components/home-hero';
import { HowItWorksSummary } from '@/features/discovery/components/how-it-works-summary';

export default function HomePage() {
  usePageTitle(routeTitle('/'));
  return (
    <>
      <HomeHero />
      <HowItWorksSummary />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pb-20 sm:px-6 lg:px-8">
        <CampaignSection
          id="featured-heading"
          title="Featured"
          description="Staff picks: campaigns our team loves for their craft and clarity."
          emptyIcon={Star}
        />
        <div className="grid gap-14 lg:grid-cols-2 lg:gap-8">
          <CampaignSection
            id="trending-heading"
            title="Trending"
            description="Campaigns gaining backers fastest right now."
            emptyIcon={TrendingUp}
          />
          <CampaignSection
            id="ending-soon-heading"
            title="Ending soon"
            description="Last chance to back these before they close."
            emptyIcon={CalendarClock}
          />
        </div>
        <CategoryGrid headingId="home-categories" />
      </div>
    </>
  );
}

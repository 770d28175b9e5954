import { CalendarClock, Sparkles, TrendingUp } from 'lucide-react';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { CampaignShelf } from '@/features/campaigns/components/campaign-shelf';
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
        <CampaignShelf
          id="newest-heading"
          title="New and noteworthy"
          description="The campaigns that launched most recently."
          sort="newest"
          emptyIcon={Sparkles}
        />
        <CampaignShelf
          id="ending-soon-heading"
          title="Ending soon"
          description="Last chance to back these before they close."
          sort="ending_soon"
          emptyIcon={CalendarClock}
        />
        <CampaignShelf
          id="most-funded-heading"
          title="Most funded"
          description="The campaigns backers have put the most behind."
          sort="most_funded"
          emptyIcon={TrendingUp}
        />
        <CategoryGrid headingId="home-categories" />
      </div>
    </>
  );
}

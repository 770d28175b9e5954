import { useSearchParams } from 'react-router';
import { DEFAULT_STATS_RANGE, STATS_RANGES, type StatsRange } from '@crowdspark/shared/constants/stats';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import type { StatsSelection } from '@/features/stats/api/get-stats';
import { MembersSection } from '@/features/stats/components/members-section';
import { StatsOverview } from '@/features/stats/components/stats-overview';

const isRange = (value: string | null): value is StatsRange => STATS_RANGES.includes(value as StatsRange);

/** /stats: the choice of campaign and range lives in the URL (?campaign=…&range=…), so a view can be shared or reloaded. */
export default function StatsPage() {
  usePageTitle(routeTitle('/stats'));
  const [params, setParams] = useSearchParams();
  const range = params.get('range');
  const selection: StatsSelection = {
    range: isRange(range) ? range : DEFAULT_STATS_RANGE,
    campaignId: params.get('campaign') || null,
  };
  const select = (next: StatsSelection) => {
    const search = new URLSearchParams({ range: next.range });
    if (next.campaignId) search.set('campaign', next.campaignId);
    setParams(search, { replace: true });
  };
  return (
    <PageContainer>
      <PageHeader title="Stats" description="How your campaigns are found, viewed and backed." />
      <div className="mt-8 grid gap-6">
        <StatsOverview selection={selection} onChange={select} />
        {/* A creator's membership is theirs, not a campaign's: it follows the range only. */}
        <MembersSection range={selection.range} />
      </div>
    </PageContainer>
  );
}

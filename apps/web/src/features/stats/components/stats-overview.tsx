import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartColumn } from 'lucide-react';
import { DEFAULT_STATS_RANGE, isProStatsRange } from '@crowdspark/shared/constants/stats';
import type { Stats, StatsCampaigns } from '@crowdspark/shared/contracts/stats';
import { buttonVariants, Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryLine } from '@/components/ui/page-blocks';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { useStats, type StatsSelection } from '@/features/stats/api/get-stats';
import { useStatsCampaigns } from '@/features/stats/api/get-stats-campaigns';
import { SourceTable } from '@/features/stats/components/source-table';
import { Figure, Panel } from '@/features/stats/components/stats-blocks';
import { StatsControls } from '@/features/stats/components/stats-controls';
import { TimeSeriesChart, type ChartSeries } from '@/features/stats/components/time-series-chart';
import {
  BARS,
  DESTRUCTIVE_LINE,
  FOREGROUND_LINE,
  PRIMARY_LINE,
  SOFT_BARS,
  type SeriesLook,
} from '@/features/stats/lib/series-looks';

interface StatsOverviewProps {
  selection: StatsSelection;
  onChange: (selection: StatsSelection) => void;
}

type DailyCount = 'views' | 'visitors' | 'pledges' | 'cancellations' | 'impressions' | 'clicks' | 'followers';

/** Where Pro is bought and managed (the Subscription tab of settings). */
const SUBSCRIPTION_SETTINGS = `${paths.settings}?tab=subscription`;

function ProUpsell({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
      {children}{' '}
      <Link to={SUBSCRIPTION_SETTINGS} className="font-medium text-primary underline underline-offset-4">
        Get Pro
      </Link>
    </p>
  );
}

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

/** A referrer's host in words: no referrer, links inside Crowdspark, or the other site's host. */
function referrerLabel(source: string): string {
  if (source === '') return 'Direct or unknown';
  if (typeof window !== 'undefined' && source === window.location.hostname) return 'Crowdspark (links inside the site)';
  return source;
}

/**
 * The /stats page's body (docs/product-rules.md#creator-stats): figures for the chosen campaign
 * (or all of them) and dates, charts with their table alternatives, sources, and the CSV.
 */
export function StatsOverview({ selection, onChange }: StatsOverviewProps) {
  const stats = useStats(selection);
  // The picker's list comes in its own request, once for the page (decision 0034).
  const picker = useStatsCampaigns();
  if (stats.isPending || picker.isPending)
    return <Skeleton role="status" aria-label="Loading your stats" className="h-64 rounded-2xl" />;
  if (stats.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3">
        {stats.error.message || 'Your stats could not be loaded.'}
        {isProStatsRange(selection.range) ? (
          // A Pro range refused (403, e.g. a shared link): back to a free one, or to Pro.
          <>
            <Button variant="secondary" size="sm" onClick={() => onChange({ ...selection, range: DEFAULT_STATS_RANGE })}>
              Show the last 30 days
            </Button>
            <Link to={SUBSCRIPTION_SETTINGS} className="font-medium text-primary underline underline-offset-4">
              Get Pro
            </Link>
          </>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        )}
      </p>
    );
  if (picker.isError)
    return (
      <RetryLine onRetry={() => void picker.refetch()}>{picker.error.message || 'Your campaigns could not be loaded.'}</RetryLine>
    );
  const data = stats.data;
  const campaigns = picker.data.campaigns;
  if (campaigns.length === 0)
    return (
      <EmptyState
        icon={ChartColumn}
        title="No campaigns yet"
        actions={
          <Link to={paths.startCampaign} className={buttonVariants()}>
            Start a campaign
          </Link>
        }
      >
        Stats appear here for the campaigns you run or help with: views, visitors, pledges and followers.
      </EmptyState>
    );
  return (
    <StatsBody data={data} campaigns={campaigns} selection={selection} onChange={onChange} updating={stats.isPlaceholderData} />
  );
}

function StatsBody({
  data,
  campaigns,
  selection,
  onChange,
  updating,
}: StatsOverviewProps & { data: Stats; campaigns: StatsCampaigns['campaigns']; updating: boolean }) {
  const days = data.days.map((d) => d.day);
  const series = (name: string, count: DailyCount, look: SeriesLook): ChartSeries => ({
    name,
    values: data.days.map((day) => day[count]),
    ...look,
  });
  const money = (amount: number) => (data.currency ? formatMoney(amount, data.currency) : '–');
  const promotionMoney = (amount: number | null) =>
    data.promotionCurrency && amount !== null ? formatMoney(amount, data.promotionCurrency) : '–';
  const { totals } = data;
  return (
    <div className="grid gap-6" aria-busy={updating}>
      <StatsControls selection={selection} campaigns={campaigns} advanced={data.advanced} onChange={onChange} />
      {data.advanced ? null : (
        <ProUpsell>The last 90 days, all time, referrers and UTM sources are Pro advanced stats.</ProUpsell>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {`From ${data.from} to ${data.to} (UTC days).`}
      </p>
      <ul aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label="Views" value={totals.views.toLocaleString()} />
        <Figure label="Unique visitors" value={totals.visitors.toLocaleString()} note="Counted once per campaign and day" />
        <Figure
          label="Pledges"
          value={totals.pledges.toLocaleString()}
          note={`${totals.cancellations.toLocaleString()} canceled`}
        />
        <Figure
          label="Amount pledged (net)"
          value={money(totals.amount)}
          {...(data.currency ? {} : { note: 'Your campaigns use several currencies: choose one campaign' })}
        />
        <Figure label="Conversion" value={percent(totals.conversion)} note="Pledges per unique visitor" />
        <Figure
          label="Followers"
          value={totals.followers.toLocaleString()}
          note={`${totals.followersGained >= 0 ? '+' : ''}${totals.followersGained.toLocaleString()} in this range`}
        />
      </ul>
      <Panel id="stats-traffic" title="Traffic">
        <TimeSeriesChart
          title="Views and unique visitors"
          days={days}
          series={[series('Views', 'views', SOFT_BARS), series('Unique visitors', 'visitors', FOREGROUND_LINE)]}
        />
        {data.advanced ? (
          <div className="grid gap-6 md:grid-cols-2">
            <SourceTable title="Referrers" rows={data.referrers} empty="No views in this range yet." label={referrerLabel} />
            <SourceTable
              title="UTM sources"
              rows={data.utmSources}
              empty="No views came through a link with utm_source in this range."
              label={(source) => source}
            />
          </div>
        ) : (
          <ProUpsell>Where your visitors come from (referrers and UTM sources) is part of Pro.</ProUpsell>
        )}
      </Panel>
      <Panel id="stats-pledges" title="Pledges">
        <TimeSeriesChart
          title="Pledges per day"
          days={days}
          series={[series('Pledges', 'pledges', BARS), series('Cancellations', 'cancellations', DESTRUCTIVE_LINE)]}
          tableOnly={[{ name: 'Amount pledged (net)', values: data.days.map((d) => money(d.amount)) }]}
        />
      </Panel>
      <Panel id="stats-promotions" title="Promotions">
        <ul aria-label="Promotion totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Impressions" value={totals.impressions.toLocaleString()} />
          <Figure label="Clicks" value={totals.clicks.toLocaleString()} />
          <Figure label="Spend" value={promotionMoney(totals.spend)} />
          <Figure label="Cost per click" value={promotionMoney(totals.costPerClick)} />
        </ul>
        <TimeSeriesChart
          title="Promotion impressions and clicks"
          days={days}
          series={[series('Impressions', 'impressions', SOFT_BARS), series('Clicks', 'clicks', FOREGROUND_LINE)]}
          tableOnly={[{ name: 'Spend', values: data.days.map((d) => promotionMoney(d.spend)) }]}
        />
      </Panel>
      <Panel id="stats-followers" title="Followers">
        <TimeSeriesChart title="Followers over time" days={days} series={[series('Followers', 'followers', PRIMARY_LINE)]} />
      </Panel>
    </div>
  );
}

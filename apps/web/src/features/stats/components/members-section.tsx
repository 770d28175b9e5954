import { Download } from 'lucide-react';
import type { StatsRange } from '@crowdspark/shared/constants/stats';
import type { MemberStats } from '@crowdspark/shared/contracts/stats';
import { buttonVariants } from '@/components/ui/button';
import { RetryLine } from '@/components/ui/page-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { MEMBERS_CSV_URL, useMemberStats } from '@/features/stats/api/get-member-stats';
import { Figure, Panel } from '@/features/stats/components/stats-blocks';
import { TimeSeriesChart, type ChartSeries } from '@/features/stats/components/time-series-chart';
import { BARS, DESTRUCTIVE_LINE, FOREGROUND_LINE, PRIMARY_LINE, type SeriesLook } from '@/features/stats/lib/series-looks';

type DailyMeasure = 'members' | 'joins' | 'cancellations' | 'mrr';

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

/**
 * The members section of /stats (docs/product-rules.md#creator-stats), for a creator with a
 * membership: members, monthly recurring revenue, joins, cancellations and churn over the range
 * the page shows, and every member as CSV. Nothing at all for a creator without one.
 */
export function MembersSection({ range }: { range: StatsRange }) {
  const stats = useMemberStats(range);
  if (stats.isPending) return <Skeleton role="status" aria-label="Loading your members" className="h-40 rounded-2xl" />;
  if (stats.isError)
    return (
      <RetryLine onRetry={() => void stats.refetch()}>{stats.error.message || 'Your members could not be loaded.'}</RetryLine>
    );
  // No membership: no section at all.
  if (!stats.data.members) return null;
  return <MembersBody data={stats.data.members} updating={stats.isPlaceholderData} />;
}

function MembersBody({ data, updating }: { data: MemberStats; updating: boolean }) {
  const days = data.days.map((d) => d.day);
  const money = (amount: number) => formatMoney(amount, data.currency);
  const { totals } = data;
  const series = (name: string, measure: DailyMeasure, look: SeriesLook): ChartSeries => ({
    name,
    values: data.days.map((day) => day[measure]),
    ...look,
  });
  return (
    <div aria-busy={updating}>
      <Panel id="stats-members" title="Members">
        <ul aria-label="Member totals" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Figure label="Current members" value={totals.members.toLocaleString()} />
          <Figure label="Monthly recurring revenue" value={money(totals.mrr)} note="Current members’ monthly prices" />
          <Figure label="Joins" value={totals.joins.toLocaleString()} />
          <Figure label="Cancellations" value={totals.cancellations.toLocaleString()} />
          <Figure
            label="Churn rate"
            value={percent(totals.churn)}
            note={`Cancellations ÷ (${totals.membersAtStart.toLocaleString()} at the start + joins)`}
          />
        </ul>
        <TimeSeriesChart title="Members over time" days={days} series={[series('Members', 'members', PRIMARY_LINE)]} />
        <TimeSeriesChart
          title="Joins and cancellations per day"
          days={days}
          series={[series('Joins', 'joins', BARS), series('Cancellations', 'cancellations', DESTRUCTIVE_LINE)]}
        />
        <TimeSeriesChart
          title="Monthly recurring revenue"
          days={days}
          format={money}
          tickUnit={100}
          series={[series('MRR', 'mrr', FOREGROUND_LINE)]}
        />
        <a href={MEMBERS_CSV_URL} download className={cn(buttonVariants({ variant: 'secondary' }), 'w-fit gap-2')}>
          <Download aria-hidden="true" className="size-4" />
          Download members CSV
        </a>
      </Panel>
    </div>
  );
}

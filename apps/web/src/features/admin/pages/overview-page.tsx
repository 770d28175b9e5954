import { Link } from 'react-router';
import { Sparkline } from '@/features/admin/components/sparkline';
import { useOverview } from '@/features/admin/api/get-overview';
import { formatKpi } from '@/features/admin/lib/format';

/** The overview: each KPI with today, 7 and 30 days and a 30-day sparkline, linking to its list. */
export function OverviewPage() {
  const overview = useOverview();
  if (overview.isPending) return <p className="text-sm text-muted-foreground">Loading the numbers…</p>;
  if (overview.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {overview.error.message}
      </p>
    );
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {overview.data.kpis.map((kpi) => {
        const format = (value: number) => formatKpi(value, kpi.unit, kpi.currency);
        return (
          <li key={kpi.key} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <Link
              to={kpi.link}
              className="group grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
            >
              <span className="text-sm font-semibold text-muted-foreground group-hover:underline">{kpi.label}</span>
              <span className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
                <span className="text-3xl font-bold tabular-nums">{format(kpi.current)}</span>
                <Sparkline values={kpi.series} className="text-link" />
              </span>
              <span className="grid grid-cols-3 gap-2 text-xs text-muted-foreground">
                <span>
                  Today <strong className="block text-sm text-foreground tabular-nums">{format(kpi.today)}</strong>
                </span>
                <span>
                  7 days <strong className="block text-sm text-foreground tabular-nums">{format(kpi.last7Days)}</strong>
                </span>
                <span>
                  30 days <strong className="block text-sm text-foreground tabular-nums">{format(kpi.last30Days)}</strong>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

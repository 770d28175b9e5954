import type { AdminOverview, Kpi } from '@crowdspark/shared/contracts/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DayValue } from './overview-repository.js';
import * as repo from './overview-repository.js';

const DAYS = 30;
const DAY_MS = 86_400_000;

/** The last 30 UTC days as YYYY-MM-DD, oldest first. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) => new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

function series(days: string[], rows: DayValue[]): number[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  return days.map((d) => byDay.get(d) ?? 0);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function kpi(
  base: Pick<Kpi, 'key' | 'label' | 'unit' | 'link'> & { currency?: string },
  values: number[],
  current?: number,
): Kpi {
  const today = values.at(-1) ?? 0;
  return {
    ...base,
    currency: base.currency ?? null,
    current: current ?? today,
    today,
    last7Days: sum(values.slice(-7)),
    last30Days: sum(values),
    series: values,
  };
}

/**
 * The portal's overview: each KPI with today, 7 and 30 days and a 30-day series for its sparkline,
 * linking to the list behind it. Money in the platform currency (minor units).
 */
export async function getOverview(db: Kysely<Database>, currency: string, now = new Date()): Promise<AdminOverview> {
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [signUps, launches, pledged, settled, revenue, withdrawals, reports, counts] = await Promise.all([
    repo.signUpsPerDay(db, since),
    repo.launchesPerDay(db, since),
    repo.pledgedPerDay(db, since, currency),
    repo.settledPerDay(db, since, currency),
    repo.revenuePerDay(db, since, currency),
    repo.withdrawalRequestsPerDay(db, since),
    repo.reportsPerDay(db, since),
    repo.currentCounts(db),
  ]);
  const money = { unit: 'money' as const, currency };
  return {
    generatedAt: now.toISOString(),
    kpis: [
      kpi({ key: 'signUps', label: 'Sign-ups', unit: 'count', link: '/admin/users' }, series(days, signUps)),
      kpi(
        { key: 'liveCampaigns', label: 'Live campaigns (launches per day)', unit: 'count', link: '/admin/campaigns?status=live' },
        series(days, launches),
        counts.live,
      ),
      kpi({ key: 'pledged', label: 'Pledged', ...money, link: '/admin/ledger?type=pledge' }, series(days, pledged)),
      kpi(
        { key: 'settled', label: 'Settled to creators', ...money, link: '/admin/ledger?type=settlement' },
        series(days, settled),
      ),
      kpi(
        { key: 'platformRevenue', label: 'Platform revenue', ...money, link: '/admin/ledger?kind=platform_revenue' },
        series(days, revenue),
      ),
      kpi(
        { key: 'pendingWithdrawals', label: 'Withdrawals waiting for approval', unit: 'count', link: '/admin/withdrawals' },
        series(days, withdrawals),
        counts.pending,
      ),
      kpi(
        { key: 'openReports', label: 'Open reports', unit: 'count', link: '/admin/reports?status=open' },
        series(days, reports),
        counts.open,
      ),
    ],
  };
}

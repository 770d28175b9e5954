import { Link } from 'react-router';
import { SUBSCRIPTION_PLAN_LABELS } from '@crowdspark/shared/constants/subscriptions';
import type { AdminSubscriptionList } from '@crowdspark/shared/contracts/subscriptions';
import { cellClass, DataTable, PagedList, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption } from '@/features/admin/components/filter-field';
import { useListSubscriptions } from '@/features/admin/api/list-subscriptions';
import { formatDate, humanize } from '@/features/admin/lib/format';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['status', 'plan'] as const;

const STATUS_OPTIONS: readonly FilterOption[] = [
  ['', 'Any status'],
  ['active', 'Active'],
  ['past_due', 'Past due'],
  ['canceled', 'Canceled'],
];
const PLAN_OPTIONS: readonly FilterOption[] = [['', 'Any plan'], ...Object.entries(SUBSCRIPTION_PLAN_LABELS)];

const TONES = { active: 'good', past_due: 'warn', canceled: 'neutral' } as const;

/** The counts over every subscription (they do not follow the filters), as a definition list. */
function Counts({ counts }: { counts: AdminSubscriptionList['counts'] }) {
  const tiles = [
    ['All subscriptions', counts.total],
    ['Active', counts.byStatus.active],
    ['Past due', counts.byStatus.past_due],
    ['Canceled', counts.byStatus.canceled],
    [SUBSCRIPTION_PLAN_LABELS['pro-monthly'], counts.byPlan['pro-monthly']],
    [SUBSCRIPTION_PLAN_LABELS['pro-yearly'], counts.byPlan['pro-yearly']],
  ] as const;
  return (
    <dl aria-label="Subscription counts" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Pro subscriptions (decision 0033): how many by status and plan, and who, newest first. Read only. */
export function SubscriptionsPage() {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const query = useListSubscriptions(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = query.data?.pages[0]?.counts;
  return (
    <>
      {counts ? <Counts counts={counts} /> : null}
      <Filters>
        <SelectFilter label="Status" value={filters.status} onChange={(v) => setFilter('status', v)} options={STATUS_OPTIONS} />
        <SelectFilter label="Plan" value={filters.plan} onChange={(v) => setFilter('plan', v)} options={PLAN_OPTIONS} />
      </Filters>
      <PagedList query={query} isEmpty={items.length === 0} empty="No subscriptions match these filters.">
        <DataTable label="Subscriptions" head={['Person', 'Plan', 'Status', 'Current period ends', 'Cancels at period end']}>
          {items.map((s) => (
            <tr key={s.userId}>
              <td className={cellClass}>
                <Link to={`/admin/users/${encodeURIComponent(s.userId)}`} className="font-medium text-link hover:underline">
                  {s.displayName}
                </Link>
                <span className="block text-xs text-muted-foreground">{s.email}</span>
              </td>
              <td className={cellClass}>{SUBSCRIPTION_PLAN_LABELS[s.plan]}</td>
              <td className={cellClass}>
                <StatusBadge tone={TONES[s.status]}>{humanize(s.status)}</StatusBadge>
              </td>
              <td className={cellClass}>{formatDate(s.currentPeriodEnd)}</td>
              <td className={cellClass}>{s.cancelAtPeriodEnd ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </>
  );
}

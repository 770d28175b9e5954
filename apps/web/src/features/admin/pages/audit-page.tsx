import { Button } from '@/components/ui/button';
import { cellClass, DataTable, PagedList } from '@/features/admin/components/data-table';
import { Filters, TextFilter } from '@/features/admin/components/filter-field';
import { useListAudit } from '@/features/admin/api/list-audit';
import { queryString } from '@/features/admin/api/query-string';
import { formatDateTime } from '@/features/admin/lib/format';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['action', 'actorId', 'targetId', 'from', 'to'] as const;

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log of every admin action: filter, page, export the same filter as CSV. */
export function AuditPage() {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const query = useListAudit(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Filters>
        <TextFilter label="Action starts with" type="text" value={filters.action} onChange={(v) => setFilter('action', v)} />
        <TextFilter label="Actor id" type="text" value={filters.actorId} onChange={(v) => setFilter('actorId', v)} />
        <TextFilter label="Target id" type="text" value={filters.targetId} onChange={(v) => setFilter('targetId', v)} />
        <TextFilter label="From (day)" type="date" value={filters.from} onChange={(v) => setFilter('from', v)} />
        <TextFilter label="To (day)" type="date" value={filters.to} onChange={(v) => setFilter('to', v)} />
      </Filters>
      <div className="mb-4">
        <Button asChild variant="secondary" size="sm">
          <a href={`/api/admin/audit.csv${queryString(filters)}`} download>
            Export CSV
          </a>
        </Button>
      </div>
      <PagedList query={query} isEmpty={items.length === 0} empty="No audit entries match.">
        <DataTable label="Audit log" head={['When', 'Action', 'Actor', 'Target', 'Before → after', 'Reason']}>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td className={cellClass}>{formatDateTime(entry.createdAt)}</td>
              <td className={`${cellClass} font-mono text-xs`}>{entry.action}</td>
              <td className={cellClass}>{entry.actor?.displayName ?? 'System'}</td>
              <td className={cellClass}>
                {entry.targetType ?? '—'} <span className="block font-mono text-xs text-muted-foreground">{entry.targetId}</span>
              </td>
              <td className={`${cellClass} font-mono text-xs`}>
                {show(entry.before)} → {show(entry.after)}
              </td>
              <td className={cellClass}>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </>
  );
}

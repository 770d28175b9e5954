import type { OutboxHealth } from '@crowdspark/shared/contracts/admin-events';
import { cellClass, DataTable, StatusBadge } from '@/features/admin/components/data-table';
import { useAdminEvents } from '@/features/admin/api/get-events';
import { formatDateTime } from '@/features/admin/lib/format';

/** 0 → "none waiting"; seconds → the largest whole unit ("3 min", "2 h", "4 days"). */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  const days = Math.floor(seconds / 86_400);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function Numbers({ health }: { health: OutboxHealth }) {
  const tiles = [
    ['Pending deliveries', health.pending.toLocaleString()],
    ['Retrying', health.retrying.toLocaleString()],
    ['Failed', health.failed.toLocaleString()],
    ['Oldest pending', health.pending === 0 ? 'None waiting' : formatAge(health.oldestPendingAgeSeconds)],
  ] as const;
  return (
    <dl aria-label="Outbox numbers" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The events outbox for operators (decision 0051): queue depth, failures, the oldest wait, and the
 * deliveries whose last attempt failed (given up, or still retrying), newest first. Read only: a
 * failure is fixed at its cause (the subscriber's code or a dependency), not row by row here.
 */
export function EventsPage() {
  const query = useAdminEvents();
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message || 'The outbox numbers could not be loaded.'}
      </p>
    );
  const { health, problems } = query.data;
  // Ages as of the answer (pure across re-renders); the page refetches every half minute.
  const now = query.dataUpdatedAt;
  return (
    <>
      <Numbers health={health} />
      <h2 className="mb-2 text-lg font-semibold">Failing deliveries</h2>
      {problems.length === 0 ? (
        <p className="text-sm text-muted-foreground">No delivery is failing.</p>
      ) : (
        <DataTable label="Failing deliveries" head={['Event', 'Subscriber', 'Status', 'Attempts', 'Last error', 'Age']}>
          {problems.map((p) => (
            <tr key={`${p.eventId} ${p.subscriber}`}>
              <td className={cellClass}>
                <span className="font-medium">{p.eventType}</span>
                <span className="block text-xs text-muted-foreground">#{p.eventId}</span>
              </td>
              <td className={cellClass}>{p.subscriber}</td>
              <td className={cellClass}>
                {p.status === 'failed' ? (
                  <StatusBadge tone="bad">Failed</StatusBadge>
                ) : (
                  <StatusBadge tone="warn">Retrying at {formatDateTime(p.nextAttemptAt)}</StatusBadge>
                )}
              </td>
              <td className={`${cellClass} tabular-nums`}>{p.attempts}</td>
              <td className={`${cellClass} max-w-md font-mono text-xs break-words`}>{p.lastError ?? '—'}</td>
              <td className={cellClass} title={formatDateTime(p.occurredAt)}>
                {formatAge(Math.max(0, Math.floor((now - new Date(p.occurredAt).getTime()) / 1000)))}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

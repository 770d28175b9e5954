import { POINTS_KINDS } from '@crowdspark/shared/constants/rewards';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { usePointsHistory } from '@/features/rewards/api/get-points-history';

/** The points ledger, newest first, by cursor: each entry's reason, date and signed amount. */
export function PointsHistory() {
  const history = usePointsHistory();
  if (history.isPending) return <Skeleton role="status" aria-label="Loading your points history" className="h-24 rounded-xl" />;
  if (history.isError) return <p role="alert">Your points history could not be loaded.</p>;
  const entries = history.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">No points yet. Back a campaign, launch one, or share your link.</p>;
  return (
    <>
      <ul aria-label="Points history" className="divide-y divide-border rounded-xl border border-border">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
            <span>
              {POINTS_KINDS[entry.kind]}
              <span className="block text-xs text-muted-foreground">{new Date(entry.createdAt).toLocaleDateString()}</span>
            </span>
            <span className={`font-semibold tabular-nums ${entry.points < 0 ? 'text-muted-foreground' : 'text-primary'}`}>
              {entry.points > 0 ? `+${entry.points}` : `−${Math.abs(entry.points)}`}
            </span>
          </li>
        ))}
      </ul>
      <LoadMore query={history} errorText="More history could not be loaded." />
    </>
  );
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the URL (shareable, kept by back and forward): read the named ones,
 * set one (or clear it with ''), replacing the history entry while typing.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names is a constant list per page
    [params],
  );
  const setFilter = useCallback(
    (name: K, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter };
}

const STATUS_FILTER = ['status'] as const;

/**
 * A review queue's ?status= filter: what waits for an admin (`waiting`) unless another status is
 * chosen. `listed` is what the list is asked for: '' when "all" is chosen.
 */
export function useQueueStatus(waiting: string) {
  const { filters, setFilter } = useUrlFilters(STATUS_FILTER);
  const status = filters.status || waiting;
  const setStatus = useCallback((value: string) => setFilter('status', value), [setFilter]);
  return { status, listed: status === 'all' ? '' : status, setStatus };
}

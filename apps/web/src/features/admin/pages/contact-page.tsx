import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { PagedList, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption } from '@/features/admin/components/filter-field';
import { useListContactMessages } from '@/features/admin/api/list-contact-messages';
import { useSetContactStatus } from '@/features/admin/api/set-contact-status';
import { formatDateTime, humanize } from '@/features/admin/lib/format';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['status'] as const;

const STATUS_OPTIONS: readonly FilterOption[] = [
  ['', 'Any status'],
  ['new', 'New'],
  ['handled', 'Handled'],
];

/** Messages from the contact form, new first by default; mark handled (or new again). */
export function ContactPage() {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const query = useListContactMessages(filters);
  const setStatus = useSetContactStatus();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Filters>
        <SelectFilter label="Status" value={filters.status} onChange={(v) => setFilter('status', v)} options={STATUS_OPTIONS} />
      </Filters>
      <PagedList query={query} isEmpty={items.length === 0} empty="No messages here.">
        <ul className="grid gap-4">
          {items.map((message) => (
            <li key={message.id} className="rounded-2xl border border-border bg-card p-5">
              <article aria-label={`Message from ${message.name}`}>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-base font-semibold">
                    {humanize(message.topic)} — {message.name} &lt;{message.email}&gt;
                  </h2>
                  <StatusBadge tone={message.status === 'new' ? 'warn' : 'good'}>{humanize(message.status)}</StatusBadge>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</p>
                <p className="mt-3 text-sm whitespace-pre-wrap">{message.message}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button asChild size="sm" variant="secondary">
                    <a href={`mailto:${message.email}`}>Reply by e-mail</a>
                  </Button>
                  <Button
                    size="sm"
                    variant={message.status === 'new' ? 'primary' : 'ghost'}
                    disabled={setStatus.isPending}
                    onClick={() =>
                      setStatus.mutate(
                        { messageId: message.id, status: message.status === 'new' ? 'handled' : 'new' },
                        {
                          onError: (error) => toast({ title: 'Not changed', description: error.message, variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    {message.status === 'new' ? 'Mark handled' : 'Mark as new'}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}

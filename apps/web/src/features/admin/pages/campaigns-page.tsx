import { ADMIN_CAMPAIGN_STATUSES } from '@crowdspark/shared/constants/admin';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatMoney } from '@/lib/money';
import { cellClass, DataTable, PagedList, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption, TextFilter } from '@/features/admin/components/filter-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useListCampaigns } from '@/features/admin/api/list-campaigns';
import { useSetCampaignSuspended } from '@/features/admin/api/set-campaign-suspended';
import { useSetStaffPick } from '@/features/admin/api/set-staff-pick';
import { humanize } from '@/features/admin/lib/format';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['q', 'status', 'staffPick'] as const;

const STATUS_OPTIONS: readonly FilterOption[] = [
  ['', 'Any status'],
  ...ADMIN_CAMPAIGN_STATUSES.map((status) => [status, humanize(status)] as const),
];
const STAFF_PICK_OPTIONS: readonly FilterOption[] = [
  ['', 'Any'],
  ['1', 'Staff picks'],
  ['0', 'Not picked'],
];

/**
 * Campaigns: search and filter; suspend (hidden, pledges frozen) and restore, each with a reason;
 * mark or unmark staff picks; the money trail opens the ledger on the campaign's escrow.
 */
export function CampaignsPage() {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const query = useListCampaigns(filters);
  const suspend = useSetCampaignSuspended();
  const staffPick = useSetStaffPick();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Filters>
        <TextFilter label="Search title, id or owner" value={filters.q} onChange={(v) => setFilter('q', v)} />
        <SelectFilter label="Status" value={filters.status} onChange={(v) => setFilter('status', v)} options={STATUS_OPTIONS} />
        <SelectFilter
          label="Staff pick"
          value={filters.staffPick}
          onChange={(v) => setFilter('staffPick', v)}
          options={STAFF_PICK_OPTIONS}
        />
      </Filters>
      <PagedList query={query} isEmpty={items.length === 0} empty="No campaign matches these filters.">
        <DataTable label="Campaigns" head={['Campaign', 'Owner', 'Status', 'Raised', 'Actions']}>
          {items.map((campaign) => {
            const title = campaign.title ?? 'Untitled draft';
            const suspended = campaign.status === 'suspended';
            const publicNow = campaign.status !== 'draft' && !suspended;
            return (
              <tr key={campaign.id}>
                <td className={cellClass}>
                  <Link to={`/campaigns/${encodeURIComponent(campaign.id)}`} className="font-medium text-link hover:underline">
                    {title}
                  </Link>
                  {campaign.staffPick ? (
                    <span className="ml-2">
                      <StatusBadge tone="good">Staff pick</StatusBadge>
                    </span>
                  ) : null}
                </td>
                <td className={cellClass}>
                  <Link to={`/admin/users/${encodeURIComponent(campaign.owner.id)}`} className="text-link hover:underline">
                    {campaign.owner.displayName}
                  </Link>
                </td>
                <td className={cellClass}>
                  {suspended ? (
                    <StatusBadge tone="bad">Suspended (was {campaign.suspendedFromStatus})</StatusBadge>
                  ) : (
                    humanize(campaign.status)
                  )}
                </td>
                <td className={cellClass}>
                  {formatMoney(campaign.raised, campaign.currency)}
                  <span className="block text-xs text-muted-foreground">{campaign.backersCount} backers</span>
                </td>
                <td className={cellClass}>
                  <div className="flex flex-wrap gap-2">
                    <ReasonDialog
                      triggerLabel={suspended ? `Restore ${title}` : `Suspend ${title}`}
                      title={suspended ? `Restore “${title}”?` : `Suspend “${title}”?`}
                      description={
                        suspended
                          ? 'It goes back to the status it had, visible again and open to its backers.'
                          : 'It disappears from discovery and search, takes no pledges, and its backers cannot change or cancel theirs until it is restored.'
                      }
                      confirmLabel={suspended ? 'Restore campaign' : 'Suspend campaign'}
                      destructive={!suspended}
                      onConfirm={(reason) => suspend.mutateAsync({ campaignId: campaign.id, suspended: !suspended, reason })}
                    />
                    {publicNow || campaign.staffPick ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={staffPick.isPending}
                        onClick={() =>
                          staffPick.mutate(
                            { campaignId: campaign.id, picked: !campaign.staffPick },
                            {
                              onError: (error) =>
                                toast({ title: 'Staff pick not changed', description: error.message, variant: 'destructive' }),
                            },
                          )
                        }
                      >
                        {campaign.staffPick ? `Unmark staff pick: ${title}` : `Mark staff pick: ${title}`}
                      </Button>
                    ) : null}
                    <Button asChild size="sm" variant="link">
                      <Link to={`/admin/ledger?campaignId=${encodeURIComponent(campaign.id)}`}>Money trail</Link>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </PagedList>
    </>
  );
}

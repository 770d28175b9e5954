import { useId, useState } from 'react';
import { REPORT_RESOLUTION_LABELS } from '@crowdspark/shared/constants/admin';
import type { AdminReport, ReportResolution } from '@crowdspark/shared/contracts/reports';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { cellClass, DataTable, PagedList, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption } from '@/features/admin/components/filter-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useAssignReport } from '@/features/admin/api/assign-report';
import { useListReports } from '@/features/admin/api/list-reports';
import { useResolveReport } from '@/features/admin/api/resolve-report';
import { formatDateTime, humanize } from '@/features/admin/lib/format';
import { CAMPAIGN_NOT_REMOVED, NO_OUTCOME_CHOSEN, outcomeOf, resolutionsFor } from '@/features/admin/lib/report-outcomes';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['status', 'targetType'] as const;

const STATUS_OPTIONS: readonly FilterOption[] = [
  ['', 'Any status'],
  ['open', 'Open'],
  ['resolved', 'Resolved'],
  ['dismissed', 'Dismissed'],
];
const TARGET_OPTIONS: readonly FilterOption[] = [
  ['', 'Anything'],
  ['campaign', 'Campaigns'],
  ['update', 'Updates'],
  ['comment', 'Comments'],
  ['message', 'Messages'],
  ['profile', 'Profiles'],
];

function Target({ report }: { report: AdminReport }) {
  if (report.targetType === 'campaign')
    return (
      <Link to={`/campaigns/${encodeURIComponent(report.targetId)}`} className="text-link hover:underline">
        Campaign {report.targetId}
      </Link>
    );
  if (report.targetType === 'profile')
    return (
      <Link to={`/admin/users/${encodeURIComponent(report.targetId)}`} className="text-link hover:underline">
        Profile {report.targetId}
      </Link>
    );
  return (
    <span>
      {humanize(report.targetType)} {report.targetId}
    </span>
  );
}

/**
 * Resolve with an outcome that applies to this kind of report; the dialog says what it will do
 * before it is done. No outcome is pre-selected: the moderator chooses every time.
 */
function ResolveDialog({ report }: { report: AdminReport }) {
  const [resolution, setResolution] = useState<ReportResolution | ''>('');
  const resolve = useResolveReport();
  const id = useId();
  const outcomeId = useId();
  return (
    <ReasonDialog
      triggerLabel={`Resolve report ${report.id}`}
      triggerVariant="primary"
      title="Resolve this report"
      description="Every open report of the same thing is closed with this outcome, and each reporter is told."
      confirmLabel="Resolve"
      destructive={resolution !== '' && resolution !== 'no_action'}
      reasonLabel="Note (the audit log keeps it)"
      onOpen={() => setResolution('')}
      onConfirm={(note) =>
        resolution === ''
          ? Promise.reject(new Error(NO_OUTCOME_CHOSEN))
          : resolve.mutateAsync({ reportId: report.id, resolution, note })
      }
    >
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Outcome
        </label>
        <Select
          id={id}
          value={resolution}
          aria-describedby={outcomeId}
          onChange={(event) => setResolution(event.target.value as ReportResolution | '')}
        >
          <option value="">Choose an outcome…</option>
          {resolutionsFor(report.targetType).map((key) => (
            <option key={key} value={key}>
              {REPORT_RESOLUTION_LABELS[key]}
            </option>
          ))}
        </Select>
        <p id={outcomeId} className="text-sm text-foreground" aria-live="polite">
          <span className="font-medium">What happens: </span>
          {resolution === '' ? 'Nothing until you choose an outcome.' : outcomeOf(report.targetType, resolution)}
        </p>
        {report.targetType === 'campaign' ? <p className="text-xs text-muted-foreground">{CAMPAIGN_NOT_REMOVED}</p> : null}
      </div>
    </ReasonDialog>
  );
}

/** The reports queue: filter, assign to yourself, resolve with an outcome and a note. */
export function ReportsPage({ adminId }: { adminId: string }) {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const query = useListReports(filters);
  const assign = useAssignReport();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Filters>
        <SelectFilter label="Status" value={filters.status} onChange={(v) => setFilter('status', v)} options={STATUS_OPTIONS} />
        <SelectFilter
          label="About"
          value={filters.targetType}
          onChange={(v) => setFilter('targetType', v)}
          options={TARGET_OPTIONS}
        />
      </Filters>
      <PagedList query={query} isEmpty={items.length === 0} empty="No reports match these filters.">
        <DataTable label="Reports" head={['Reported', 'Reason', 'Reporter', 'Status', 'Assignee', 'Actions']}>
          {items.map((report) => (
            <tr key={report.id}>
              <td className={cellClass}>
                <Target report={report} />
                <span className="block text-xs text-muted-foreground">{formatDateTime(report.createdAt)}</span>
              </td>
              <td className={cellClass}>
                {humanize(report.reason)}
                {report.note ? <span className="block text-xs text-muted-foreground">“{report.note}”</span> : null}
              </td>
              <td className={cellClass}>{report.reporter.displayName}</td>
              <td className={cellClass}>
                <StatusBadge tone={report.status === 'open' ? 'warn' : 'neutral'}>{humanize(report.status)}</StatusBadge>
                {report.resolution ? (
                  <span className="block text-xs text-muted-foreground">
                    {REPORT_RESOLUTION_LABELS[report.resolution]}: {report.resolutionNote}
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>{report.assignee?.displayName ?? 'Nobody'}</td>
              <td className={cellClass}>
                {report.status === 'open' ? (
                  <div className="flex flex-wrap gap-2">
                    {report.assignee?.id !== adminId ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          assign.mutate(
                            { reportId: report.id, assigneeId: adminId },
                            {
                              onError: (error) =>
                                toast({ title: 'Not assigned', description: error.message, variant: 'destructive' }),
                            },
                          )
                        }
                      >
                        Assign to me
                      </Button>
                    ) : null}
                    <ResolveDialog report={report} />
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </>
  );
}

import { Download } from 'lucide-react';
import { STATS_RANGE_LABELS, STATS_RANGES, isProStatsRange } from '@crowdspark/shared/constants/stats';
import type { StatsCampaigns } from '@crowdspark/shared/contracts/stats';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { statsCsvUrl, type StatsSelection } from '@/features/stats/api/get-stats';

interface StatsControlsProps {
  selection: StatsSelection;
  campaigns: StatsCampaigns['campaigns'];
  /** The reader has Pro's advanced stats; without it the Pro ranges are shown, marked and disabled. */
  advanced: boolean;
  onChange: (selection: StatsSelection) => void;
}

/** Which campaign, which dates, and the CSV of what is shown. */
export function StatsControls({ selection, campaigns, advanced, onChange }: StatsControlsProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid min-w-56 gap-1.5">
        <Label htmlFor="stats-campaign">Campaign</Label>
        <Select
          id="stats-campaign"
          value={selection.campaignId ?? ''}
          onChange={(event) => onChange({ ...selection, campaignId: event.target.value || null })}
        >
          <option value="">All my campaigns</option>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.role === 'owner' ? campaign.title : `${campaign.title} (collaborator)`}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Date range</legend>
        <div className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1">
          {STATS_RANGES.map((range) => {
            const pro = isProStatsRange(range);
            // Pro ranges (docs/product-rules.md#creator-stats) stay visible to show what Pro adds.
            const locked = pro && !advanced;
            return (
              <label
                key={range}
                className={cn(
                  'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  locked ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer',
                  selection.range === range ? 'bg-primary text-primary-foreground' : locked ? '' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="stats-range"
                  value={range}
                  checked={selection.range === range}
                  disabled={locked}
                  onChange={() => onChange({ ...selection, range })}
                  className="sr-only"
                />
                {STATS_RANGE_LABELS[range]}
                {pro ? ' ' : null}
                {pro ? (
                  <span className="rounded border border-current px-1 text-xs font-semibold uppercase leading-4">Pro</span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <a href={statsCsvUrl(selection)} download className={cn(buttonVariants({ variant: 'secondary' }), 'gap-2')}>
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </a>
    </div>
  );
}

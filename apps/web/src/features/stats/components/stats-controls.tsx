import { Download } from 'lucide-react';
import { STATS_RANGE_LABELS, STATS_RANGES } from '@crowdspark/shared/constants/stats';
import type { Stats } from '@crowdspark/shared/contracts/stats';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { statsCsvUrl, type StatsSelection } from '@/features/stats/api/get-stats';

interface StatsControlsProps {
  selection: StatsSelection;
  campaigns: Stats['campaigns'];
  onChange: (selection: StatsSelection) => void;
}

/** Which campaign, which dates, and the CSV of what is shown. */
export function StatsControls({ selection, campaigns, onChange }: StatsControlsProps) {
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
          {STATS_RANGES.map((range) => (
            <label
              key={range}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                selection.range === range ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="stats-range"
                value={range}
                checked={selection.range === range}
                onChange={() => onChange({ ...selection, range })}
                className="sr-only"
              />
              {STATS_RANGE_LABELS[range]}
            </label>
          ))}
        </div>
      </fieldset>
      <a href={statsCsvUrl(selection)} download className={cn(buttonVariants({ variant: 'secondary' }), 'gap-2')}>
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </a>
    </div>
  );
}

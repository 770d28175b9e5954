import { percentOfGoalText } from '@crowdspark/shared/constants/campaign-progress';
import type { CampaignProgress as Progress, CampaignStatus } from '@crowdspark/shared/contracts/campaigns';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  successful: 'Funded',
  unsuccessful: 'Ended: goal not reached',
  canceled: 'Canceled',
  suspended: 'Paused by Crowdspark',
};

const STATUS_STYLES: Record<CampaignStatus, string> = {
  draft: 'bg-muted text-foreground',
  live: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  successful: 'bg-primary-soft text-primary-soft-foreground',
  unsuccessful: 'bg-muted text-foreground',
  canceled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  suspended: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
};

export function statusLabel(status: CampaignStatus): string {
  return STATUS_LABELS[status];
}

export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_STYLES[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function daysLeftText(daysLeft: number | null, status: CampaignStatus): string {
  if (status === 'draft' || daysLeft === null) return 'Not launched';
  if (status !== 'live') return 'Ended';
  if (daysLeft <= 0) return 'Ends today';
  return daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
}

/**
 * A labelled bar (a native <progress>, role "progressbar"); the value is capped at 100 % while
 * the text is not. A native bar needs no inline `style` for its width: the Content-Security-Policy
 * (style-src 'self') blocks style attributes in the HTML the server renders.
 */
export function ProgressBar({
  percent,
  label,
  valueText = `${percent}% funded`,
  className,
}: {
  percent: number;
  label: string;
  /** What assistive technology reads as the value. */
  valueText?: string;
  className?: string;
}) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <progress
      aria-label={label}
      max={100}
      value={width}
      aria-valuenow={width}
      aria-valuetext={valueText}
      className={cn(
        'block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-muted',
        '[&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-primary',
        className,
      )}
    />
  );
}

interface CampaignProgressSummaryProps {
  campaign: { progress: Progress; goal: number | null; currency: string; status: CampaignStatus };
  size?: 'sm' | 'lg';
}

export function CampaignProgressSummary({
  campaign: { progress, goal, currency, status },
  size = 'sm',
}: CampaignProgressSummaryProps) {
  const large = size === 'lg';
  const percent = percentOfGoalText(progress);
  return (
    <div className="grid gap-2">
      <ProgressBar
        percent={progress.percentOfGoal}
        label="Funding progress"
        valueText={`${percent} funded`}
        className={large ? 'h-3' : undefined}
      />
      {/* The last two columns take the width their words need, so "39 days left" stays on one line. */}
      <dl className={cn('grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-2', large ? 'text-sm' : 'text-xs')}>
        <div>
          <dt className="sr-only">Raised</dt>
          <dd className={cn('font-semibold text-foreground', large && 'text-xl')}>{formatMoney(progress.raised, currency)}</dd>
          <dd className="text-muted-foreground">{goal !== null ? `${percent} of ${formatMoney(goal, currency)}` : percent}</dd>
        </div>
        <div>
          <dt className="sr-only">Backers</dt>
          <dd className={cn('font-semibold text-foreground', large && 'text-xl')}>{progress.backers}</dd>
          <dd className="text-muted-foreground">{progress.backers === 1 ? 'backer' : 'backers'}</dd>
        </div>
        <div>
          <dt className="sr-only">Time left</dt>
          <dd className={cn('font-semibold whitespace-nowrap text-foreground', large && 'text-xl')}>
            {daysLeftText(progress.daysLeft, status)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

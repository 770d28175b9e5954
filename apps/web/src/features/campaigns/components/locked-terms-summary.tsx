import { formatMoney, parseMoneyInput } from '@/lib/money';
import type { EditorForm } from '@/features/campaigns/lib/editor-form';

const DAY_MS = 86_400_000;

const MODEL_NAMES = { all_or_nothing: 'All-or-nothing', keep_it_all: 'Keep-it-all' } as const;

/** The end date a launch now would set: the duration counts from the moment of launch. */
export function endDateIfLaunchedNow(durationDays: number, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(now.getTime() + durationDays * DAY_MS),
  );
}

/** What launching freezes, shown in the launch confirmation: these cannot change once backers pledge. */
export function LockedTermsSummary({ form, now }: { form: EditorForm; now?: Date }) {
  const goal = parseMoneyInput(form.goal);
  const days = Number(form.durationDays);
  return (
    <div className="grid gap-3">
      <p>Once live, these terms are locked: backers pledge under them and they cannot change.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-foreground">
        <dt className="text-muted-foreground">Goal</dt>
        <dd className="font-medium">{goal !== null ? formatMoney(goal, form.currency) : '—'}</dd>
        <dt className="text-muted-foreground">Currency</dt>
        <dd className="font-medium">{form.currency}</dd>
        <dt className="text-muted-foreground">Funding model</dt>
        <dd className="font-medium">{form.fundingModel ? MODEL_NAMES[form.fundingModel] : '—'}</dd>
        <dt className="text-muted-foreground">End date</dt>
        <dd className="font-medium">
          {Number.isInteger(days) && days > 0 ? `${endDateIfLaunchedNow(days, now)} (${days} days)` : '—'}
        </dd>
      </dl>
      <p>The story, images, rewards and FAQ can still be edited after launch.</p>
    </div>
  );
}

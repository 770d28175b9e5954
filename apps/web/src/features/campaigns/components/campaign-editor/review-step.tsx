import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatMoney, parseMoneyInput } from '@/lib/money';
import { labelOf } from '@/features/campaigns/components/campaign-editor/editor-fields';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import { LockedTermsSummary } from '@/features/campaigns/components/locked-terms-summary';
import { launchErrors, stepOfField } from '@/features/campaigns/lib/editor-form';

export interface ReviewStepProps extends EditorStepProps {
  /** Shown above the launch button (e.g. why launching needs a verified email). */
  launchNotice?: ReactNode;
}

/** Last step: a summary, what still blocks the launch (each a link to its step), and the launch itself. */
export function ReviewStep({ editor, launchNotice }: ReviewStepProps) {
  const {
    live,
    collaborator,
    form,
    goTo,
    launch,
    launchBusy,
    doLaunch,
    launchProblems,
    serverErrors,
    summaryRef,
    platformFeePercent,
  } = editor;
  const goal = parseMoneyInput(form.goal);
  const launchButton = (
    <Button size="lg" disabled={launchBusy}>
      {launch.isPending ? 'Launching…' : 'Launch campaign'}
    </Button>
  );
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Title</dt>
        <dd className="font-medium">{form.title || '—'}</dd>
        <dt className="text-muted-foreground">Category</dt>
        <dd>{CATEGORIES.find((c) => c.slug === form.category)?.name ?? '—'}</dd>
        <dt className="text-muted-foreground">Goal</dt>
        <dd>{goal !== null ? formatMoney(goal, form.currency) : '—'}</dd>
        <dt className="text-muted-foreground">Funding model</dt>
        <dd>
          {form.fundingModel === 'keep_it_all' ? 'Keep-it-all' : form.fundingModel === 'all_or_nothing' ? 'All-or-nothing' : '—'}
        </dd>
        <dt className="text-muted-foreground">Duration</dt>
        <dd>{form.durationDays ? `${form.durationDays} days` : '—'}</dd>
        <dt className="text-muted-foreground">Rewards</dt>
        <dd>{form.tiers.length}</dd>
        <dt className="text-muted-foreground">Platform fee</dt>
        <dd>{platformFeePercent}%</dd>
      </dl>
      {launchProblems && Object.keys({ ...launchProblems, ...serverErrors }).length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} className="outline-none">
          <Alert variant="destructive" role="alert">
            <p className="font-semibold">Before you launch, fix these:</p>
            <ul className="mt-2 list-disc pl-5">
              {Object.entries({ ...launchProblems, ...serverErrors }).map(([key, message]) => (
                <li key={key}>
                  <button type="button" className="text-left underline" onClick={() => goTo(stepOfField(key))}>
                    {labelOf(key)}
                  </button>
                  : {message}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : (
        <div ref={summaryRef} tabIndex={-1} className="outline-none" />
      )}
      {launch.error && !(isApiError(launch.error) && Object.keys(launch.error.fields).length > 0) ? (
        <Alert variant="destructive" role="alert">
          {launch.error.message}
          {isApiError(launch.error) && launch.error.status === 403 ? (
            <>
              {' '}
              <Link to={paths.verifyEmail} className="font-semibold underline">
                Verify your email
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {live || collaborator ? null : launchNotice}
      {collaborator ? (
        <Alert>
          {live
            ? 'This campaign is live. Your changes to the story, media, rewards and FAQ are saved as you go.'
            : 'Only the campaign’s creator can launch it. Your changes to the story, media, rewards and FAQ are saved as you go.'}
        </Alert>
      ) : live ? (
        <Alert>This campaign is live. Changes to the story, media, rewards and FAQ are saved as you go.</Alert>
      ) : (
        <div className="flex flex-wrap gap-3">
          {Object.keys(launchErrors(form)).length === 0 ? (
            // Launching freezes the terms backers pledge under: confirm with what locks.
            <ConfirmDialog
              trigger={launchButton}
              title="Launch this campaign?"
              description={<LockedTermsSummary form={form} />}
              confirmLabel="Launch now"
              cancelLabel="Not yet"
              onConfirm={() => void doLaunch()}
            />
          ) : (
            // Not ready: the click lists what to fix instead of asking to confirm.
            <Button size="lg" onClick={() => void doLaunch()} disabled={launchBusy}>
              Launch campaign
            </Button>
          )}
          <p className="self-center text-sm text-muted-foreground">
            Once live, the goal, currency, funding model and duration are locked.
          </p>
        </div>
      )}
    </>
  );
}

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { EditorStepProps } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import { STEPS, stepOfField } from '@/features/campaigns/lib/editor-form';

/** The list of steps (a row on small screens, a sticky column on large ones), marking steps with problems. */
export function StepList({ editor: { step, goTo, visibleErrors } }: EditorStepProps) {
  const stepsWithErrors = new Set(Object.keys(visibleErrors).map(stepOfField));
  return (
    <nav aria-label="Editor steps" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <ol className="flex gap-2 overflow-x-auto pb-2 lg:grid lg:overflow-visible lg:pb-0">
        {STEPS.map((s, index) => (
          <li key={s.id} className="shrink-0">
            <button
              type="button"
              aria-current={s.id === step ? 'step' : undefined}
              onClick={() => goTo(s.id)}
              className={cn(
                'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                s.id === step ? 'bg-primary-soft text-primary-soft-foreground' : 'text-muted-foreground hover:bg-muted',
              )}
            >
              <span aria-hidden="true" className="grid size-6 place-items-center rounded-full border border-current text-xs">
                {index + 1}
              </span>
              {s.label}
              {stepsWithErrors.has(s.id) ? (
                <span className="ml-auto text-destructive dark:text-red-300">
                  <span aria-hidden="true">•</span>
                  <span className="sr-only"> (has problems)</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous and next buttons under the open step. */
export function StepPager({ editor: { goTo, stepIndex } }: EditorStepProps) {
  return (
    <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-4">
      <Button variant="secondary" disabled={stepIndex === 0} onClick={() => goTo(STEPS[stepIndex - 1]!.id)}>
        Previous
      </Button>
      {stepIndex < STEPS.length - 1 ? (
        <Button onClick={() => goTo(STEPS[stepIndex + 1]!.id)}>Next: {STEPS[stepIndex + 1]!.label}</Button>
      ) : null}
    </div>
  );
}

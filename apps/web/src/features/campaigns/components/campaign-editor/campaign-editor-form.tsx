import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { Button } from '@/components/ui/button';
import { BasicsStep } from '@/features/campaigns/components/campaign-editor/basics-step';
import { MediaStep } from '@/features/campaigns/components/campaign-editor/media-step';
import type { ReviewStepProps } from '@/features/campaigns/components/campaign-editor/review-step';
import { LeaveGuard } from '@/features/campaigns/components/campaign-editor/leave-guard';
import { SaveIndicator } from '@/features/campaigns/components/campaign-editor/save-indicator';
import { StepList, StepPager } from '@/features/campaigns/components/campaign-editor/step-navigation';
import { StoryStep } from '@/features/campaigns/components/campaign-editor/story-step';
import { useCampaignEditor } from '@/features/campaigns/components/campaign-editor/use-campaign-editor';
import { STEPS, type StepId } from '@/features/campaigns/lib/editor-form';
import { Skeleton } from '@/components/ui/skeleton';
import { whenIdle } from '@/lib/when-idle';

// The later steps (money settings; rewards with shipping and add-ons; questions; the review) load in chunks of their own, fetched once the editor is idle: the editor's first load
// stays inside its 50 kB budget (docs/decisions/0014-fast-first-load.md) and a step switch finds
// its code already there.
const loadFundingStep = () => import('@/features/campaigns/components/campaign-editor/funding-step');
const loadRewardsStep = () => import('@/features/campaigns/components/campaign-editor/rewards-step');
const FundingStep = lazy(() => loadFundingStep().then((module) => ({ default: module.FundingStep })));
const RewardsStep = lazy(() => loadRewardsStep().then((module) => ({ default: module.RewardsStep })));
const loadFaqStep = () => import('@/features/campaigns/components/campaign-editor/faq-step');
const loadReviewStep = () => import('@/features/campaigns/components/campaign-editor/review-step');
const FaqStep = lazy(() => loadFaqStep().then((module) => ({ default: module.FaqStep })));
const ReviewStep = lazy(() => loadReviewStep().then((module) => ({ default: module.ReviewStep })));

const STEP_VIEWS: Record<StepId, ComponentType<ReviewStepProps>> = {
  basics: BasicsStep,
  story: StoryStep,
  media: MediaStep,
  funding: FundingStep,
  rewards: RewardsStep,
  faq: FaqStep,
  review: ReviewStep,
};

interface EditorProps {
  initial: CampaignDetail | null;
  onCreated?: ((campaignId: string) => void) | undefined;
  onLaunched: (campaign: CampaignDetail) => void;
  /** Autosave quiet period (tests shorten it). */
  autosaveDelayMs?: number;
  /** Shown above the launch button (e.g. why launching needs a verified email). */
  launchNotice?: ReactNode;
}

/** The multi-step campaign editor with autosave; launch at the last step. */
export function CampaignEditorForm({ launchNotice, ...options }: EditorProps) {
  const editor = useCampaignEditor(options);
  const { live, step, stepIndex, stepHeading, onBlurCapture, saveState, saveDraft, flushBeforeLeaving, hasUnsavedChanges } =
    editor;
  const StepView = STEP_VIEWS[step];
  useEffect(
    () =>
      whenIdle(
        () => {
          for (const load of [loadFundingStep, loadRewardsStep, loadFaqStep, loadReviewStep]) void load().catch(() => undefined);
        },
        { delayMs: 0 },
      ),
    [],
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <StepList editor={editor} />
      <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} flush={flushBeforeLeaving} />

      <div className="grid min-w-0 gap-6" onBlurCapture={onBlurCapture}>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3">
          <SaveIndicator state={saveState} />
          <Button variant="secondary" size="sm" onClick={() => void saveDraft()} disabled={saveState.status === 'saving'}>
            {saveState.status === 'error' ? 'Retry saving' : live ? 'Save changes' : 'Save draft'}
          </Button>
        </div>

        <section aria-labelledby="editor-step-heading" className="grid gap-6">
          <h2 id="editor-step-heading" ref={stepHeading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {STEPS[stepIndex]?.label}
          </h2>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <StepView editor={editor} launchNotice={launchNotice} />
          </Suspense>
        </section>

        <StepPager editor={editor} />
      </div>
    </div>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { SUPPORTED_CURRENCIES, type CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { isApiError } from '@/lib/api-client';
import { usePlatformMoney } from '@/lib/client-config';
import { useCampaignFeePercent } from '@/lib/platform-fee';
import { createCampaign } from '@/features/campaigns/api/create-campaign';
import { useFetchFreshCampaign, useSetCampaign } from '@/features/campaigns/api/get-campaign';
import { useLaunchCampaign } from '@/features/campaigns/api/launch-campaign';
import { updateCampaign } from '@/features/campaigns/api/update-campaign';
import { DraftSaver, type SaverState } from '@/features/campaigns/lib/draft-saver';
import {
  STEPS,
  buildDraftInput,
  draftFingerprint,
  emptyForm,
  formFromCampaign,
  launchErrors,
  type EditorForm,
  type FieldErrors,
  type StepId,
} from '@/features/campaigns/lib/editor-form';

export interface CampaignEditorOptions {
  initial: CampaignDetail | null;
  onCreated?: ((campaignId: string) => void) | undefined;
  onLaunched: (campaign: CampaignDetail) => void;
  /** Autosave quiet period (tests shorten it). */
  autosaveDelayMs?: number | undefined;
}

/** Everything a step of the editor reads or calls. */
export type CampaignEditorState = ReturnType<typeof useCampaignEditor>;

/**
 * The editor's state: the form as typed, which step is open, which errors show (a field's own once
 * it was left, all of them after a save or launch attempt), autosave, and the launch.
 */
export function useCampaignEditor({ initial, onCreated, onLaunched, autosaveDelayMs }: CampaignEditorOptions) {
  const { platformCurrency } = usePlatformMoney();
  const storeCampaign = useSetCampaign();
  const fetchFreshCampaign = useFetchFreshCampaign();
  const live = initial?.status === 'live';
  // A collaborator edits story, media, rewards and FAQ; the money settings and the launch stay the owner's (decision 0025).
  const collaborator = initial?.viewer.role === 'collaborator';
  const [campaign, setCampaign] = useState<CampaignDetail | null>(initial);
  // The owner's fee as the server decides it (a Pro owner pays less), once the draft exists.
  const platformFeePercent = useCampaignFeePercent(campaign?.id);
  const [form, setForm] = useState<EditorForm>(() =>
    initial
      ? formFromCampaign(initial)
      : emptyForm((SUPPORTED_CURRENCIES as readonly string[]).includes(platformCurrency) ? platformCurrency : 'USD'),
  );
  const [dirty, setDirty] = useState(false);
  const [step, setStep] = useState<StepId>('basics');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [launchProblems, setLaunchProblems] = useState<FieldErrors | null>(null);
  const [saveState, setSaveState] = useState<SaverState>({
    campaignId: initial?.id ?? null,
    status: 'idle',
    savedAt: null,
    error: null,
  });
  const launch = useLaunchCampaign();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const built = useMemo(() => buildDraftInput(form, { live }), [form, live]);
  const stepIndex = STEPS.findIndex((s) => s.id === step);

  const [saver] = useState(
    () =>
      new DraftSaver({
        campaignId: initial?.id ?? null,
        create: createCampaign,
        update: (id, input) => updateCampaign({ id, input }),
        onChange: setSaveState,
        ...(autosaveDelayMs !== undefined ? { delayMs: autosaveDelayMs } : {}),
        initialFingerprint: initial ? draftFingerprint(buildDraftInput(formFromCampaign(initial), { live }).input) : null,
      }),
  );
  useEffect(
    () =>
      saver.setOnSaved((saved) => {
        setCampaign(saved);
        storeCampaign(saved);
        // New rewards get their server ids, so later saves update them instead of replacing them.
        setForm((current) =>
          current.tiers.some((tier) => !tier.id) && current.tiers.length === saved.tiers.length
            ? {
                ...current,
                tiers: current.tiers.map((tier, index) => (tier.id ? tier : { ...tier, id: saved.tiers[index]?.id })),
              }
            : current,
        );
        if (!initial && saved.id) onCreated?.(saved.id);
      }),
    [saver, storeCampaign, initial, onCreated],
  );
  useEffect(() => () => saver.dispose(), [saver]);

  useEffect(() => {
    if (dirty) saver.schedule(built.input);
  }, [built, dirty, saver]);

  const update = useCallback((patch: Partial<EditorForm>) => {
    setDirty(true);
    setForm((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch))
        for (const k of Object.keys(next)) if (k === key || k.startsWith(`${key}.`)) delete next[k];
      return next;
    });
  }, []);

  const visibleErrors: FieldErrors = useMemo(() => {
    const shown: FieldErrors = {};
    const source = showAll && launchProblems ? { ...launchProblems, ...built.errors } : built.errors;
    for (const [key, message] of Object.entries(source)) if (showAll || touched.has(key)) shown[key] = message;
    // A refused autosave names its fields too (e.g. a reward limited below what backers claimed).
    const autosaveErrors = saveState.status === 'error' && isApiError(saveState.error) ? saveState.error.fields : {};
    return { ...shown, ...autosaveErrors, ...serverErrors };
  }, [built.errors, launchProblems, serverErrors, showAll, touched, saveState]);

  const onBlurCapture = (event: FocusEvent<HTMLDivElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && !touched.has(name)) setTouched(new Set(touched).add(name));
  };

  const goTo = (next: StepId) => {
    setStep(next);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const saveDraft = async () => {
    setShowAll(true);
    try {
      await saver.saveNow(built.input);
    } catch (error) {
      if (isApiError(error)) setServerErrors(error.fields);
    }
  };

  const ensureCampaign = () => saver.ensureCampaign(built.input);

  const refreshImages = async () => {
    const id = saver.current.campaignId ?? '';
    const fresh = await fetchFreshCampaign(id);
    setCampaign(fresh);
  };

  const doLaunch = async () => {
    setShowAll(true);
    const problems = launchErrors(form);
    setLaunchProblems(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    let id: string;
    try {
      await saver.saveNow(built.input);
      id = saver.current.campaignId ?? '';
    } catch (error) {
      if (isApiError(error)) setServerErrors(error.fields);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    launch.mutate(id, {
      onSuccess: onLaunched,
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          setServerErrors(error.fields);
          setLaunchProblems(error.fields);
        }
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
    });
  };

  return {
    live,
    collaborator,
    campaign,
    form,
    update,
    built,
    step,
    stepIndex,
    goTo,
    stepHeading,
    onBlurCapture,
    /** The message to show on a field now, if any. */
    err: (key: string): string | undefined => visibleErrors[key],
    visibleErrors,
    serverErrors,
    launchProblems,
    summaryRef,
    saveState,
    saveDraft,
    ensureCampaign,
    refreshImages,
    launch,
    launchBusy: launch.isPending || saveState.status === 'saving',
    doLaunch,
    platformCurrency,
    platformFeePercent,
  };
}

/** What every step component receives. */
export interface EditorStepProps {
  editor: CampaignEditorState;
}

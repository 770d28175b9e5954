import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import {
  CAMPAIGN_LIMITS,
  SUPPORTED_CURRENCIES,
  type CampaignDetail,
  type CampaignImage,
} from '@crowdspark/shared/contracts/campaigns';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePlatformMoney } from '@/lib/client-config';
import { formatMoney, parseMoneyInput } from '@/lib/money';
import { cn } from '@/lib/utils';
import { createCampaign } from '@/features/campaigns/api/create-campaign';
import { campaignQueryKey, campaignQueryOptions } from '@/features/campaigns/api/get-campaign';
import { useLaunchCampaign } from '@/features/campaigns/api/launch-campaign';
import { updateCampaign } from '@/features/campaigns/api/update-campaign';
import { srcSetOf } from '@/features/campaigns/components/campaign-cover';
import { ImageUploadField } from '@/features/campaigns/components/image-upload-field';
import { LockedTermsSummary } from '@/features/campaigns/components/locked-terms-summary';
import { StoryEditor } from '@/features/campaigns/components/story-editor';
import { DraftSaver, type SaverState } from '@/features/campaigns/lib/draft-saver';
import { feeLine } from '@/features/campaigns/lib/fee-line';
import {
  STEPS,
  buildDraftInput,
  draftFingerprint,
  emptyFaq,
  emptyForm,
  emptyTier,
  formFromCampaign,
  launchErrors,
  stepOfField,
  type EditorForm,
  type FieldErrors,
  type StepId,
} from '@/features/campaigns/lib/editor-form';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  blurb: 'Short blurb',
  category: 'Category',
  tags: 'Tags',
  location: 'Location',
  story: 'Story',
  videoUrl: 'Video link',
  goal: 'Funding goal',
  currency: 'Currency',
  fundingModel: 'Funding model',
  durationDays: 'Duration',
  tiers: 'Rewards',
  faqs: 'FAQ',
};

function labelOf(key: string): string {
  const [head, index, field] = key.split('.');
  const base = FIELD_LABELS[head ?? ''] ?? key;
  if (index === undefined) return base;
  const row = head === 'tiers' ? `Reward ${Number(index) + 1}` : head === 'faqs' ? `Question ${Number(index) + 1}` : base;
  return field ? `${row}: ${field.replace(/([A-Z])/g, ' $1').toLowerCase()}` : row;
}

const fieldId = (key: string) => `campaign-${key.replace(/\./g, '-')}`;

function SaveIndicator({ state }: { state: SaverState }) {
  const text =
    state.status === 'saving'
      ? 'Saving…'
      : state.status === 'pending'
        ? 'Unsaved changes'
        : state.status === 'saved' && state.savedAt
          ? `Saved at ${state.savedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`
          : state.status === 'saved'
            ? 'Saved'
            : state.status === 'error'
              ? `Not saved: ${isApiError(state.error) ? state.error.message : 'check your connection.'}`
              : state.campaignId
                ? 'All changes saved'
                : 'Not saved yet';
  return (
    <p
      role="status"
      data-testid="save-status"
      className={cn(
        'text-sm',
        state.status === 'error' ? 'font-medium text-destructive dark:text-red-300' : 'text-muted-foreground',
      )}
    >
      {text}
    </p>
  );
}

interface EditorProps {
  initial: CampaignDetail | null;
  onCreated?: (campaignId: string) => void;
  onLaunched: (campaign: CampaignDetail) => void;
  /** Autosave quiet period (tests shorten it). */
  autosaveDelayMs?: number;
  /** Shown above the launch button (e.g. why launching needs a verified email). */
  launchNotice?: ReactNode;
}

/** The multi-step campaign editor with autosave; launch at the last step. */
export function CampaignEditorForm({ initial, onCreated, onLaunched, autosaveDelayMs, launchNotice }: EditorProps) {
  const { platformCurrency, platformFeePercent } = usePlatformMoney();
  const queryClient = useQueryClient();
  const live = initial?.status === 'live';
  const [campaign, setCampaign] = useState<CampaignDetail | null>(initial);
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
        queryClient.setQueryData(campaignQueryKey(saved.id), saved);
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
    [saver, queryClient, initial, onCreated],
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

  const refreshImages = async (image: CampaignImage) => {
    void image;
    const id = saver.current.campaignId ?? '';
    const fresh = await queryClient.fetchQuery({ ...campaignQueryOptions(id), staleTime: 0 });
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

  const launchBusy = launch.isPending || saveState.status === 'saving';
  const launchButton = (
    <Button size="lg" disabled={launchBusy}>
      {launch.isPending ? 'Launching…' : 'Launch campaign'}
    </Button>
  );
  const err = (key: string) => visibleErrors[key];
  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const stepsWithErrors = new Set(Object.keys(visibleErrors).map(stepOfField));
  const goal = parseMoneyInput(form.goal);
  const lockedNote = (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Locked while the campaign is live: backers pledged under these terms.
    </p>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
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

      <div className="grid min-w-0 gap-6" onBlurCapture={onBlurCapture}>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3">
          <SaveIndicator state={saveState} />
          <Button variant="secondary" size="sm" onClick={() => void saveDraft()} disabled={saveState.status === 'saving'}>
            {live ? 'Save changes' : 'Save draft'}
          </Button>
        </div>

        <section aria-labelledby="editor-step-heading" className="grid gap-6">
          <h2 id="editor-step-heading" ref={stepHeading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {STEPS[stepIndex]?.label}
          </h2>

          {step === 'basics' ? (
            <>
              <FormField
                id={fieldId('title')}
                label="Title"
                hint={`${CAMPAIGN_LIMITS.titleMin}–${CAMPAIGN_LIMITS.titleMax} characters.`}
                error={err('title')}
              >
                <Input
                  name="title"
                  value={form.title}
                  maxLength={CAMPAIGN_LIMITS.titleMax}
                  onChange={(e) => update({ title: e.target.value })}
                />
              </FormField>
              <FormField
                id={fieldId('blurb')}
                label="Short blurb"
                hint={`One or two sentences for cards and link previews (${form.blurb.length}/${CAMPAIGN_LIMITS.blurbMax}).`}
                error={err('blurb')}
              >
                <Textarea
                  name="blurb"
                  rows={3}
                  value={form.blurb}
                  maxLength={CAMPAIGN_LIMITS.blurbMax}
                  onChange={(e) => update({ blurb: e.target.value })}
                />
              </FormField>
              <FormField id={fieldId('category')} label="Category" error={err('category')}>
                <Select name="category" value={form.category} onChange={(e) => update({ category: e.target.value })}>
                  <option value="">Choose a category</option>
                  {CATEGORIES.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField
                id={fieldId('tags')}
                label="Tags (optional)"
                hint="Up to 10, separated by commas, e.g. board-games, solar."
                error={err('tags')}
              >
                <Input name="tags" value={form.tags} onChange={(e) => update({ tags: e.target.value })} />
              </FormField>
              <FormField
                id={fieldId('location')}
                label="Location (optional)"
                hint="City and country, shown on the campaign page."
                error={err('location')}
              >
                <Input
                  name="location"
                  value={form.location}
                  maxLength={CAMPAIGN_LIMITS.locationMax}
                  onChange={(e) => update({ location: e.target.value })}
                />
              </FormField>
            </>
          ) : null}

          {step === 'story' ? (
            <StoryEditor id={fieldId('story')} value={form.story} onChange={(story) => update({ story })} error={err('story')} />
          ) : null}

          {step === 'media' ? (
            <>
              <div className="grid gap-3">
                <h3 className="font-semibold">Cover image</h3>
                {campaign?.cover ? (
                  <img
                    src={campaign.cover.url}
                    srcSet={srcSetOf(campaign.cover.variants)}
                    sizes="(min-width: 1024px) 600px, 100vw"
                    alt="Current cover"
                    className="aspect-video w-full max-w-xl rounded-xl border border-border object-cover"
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">No cover yet. A 16:9 image of at least 1200 px wide looks best.</p>
                )}
                <ImageUploadField
                  imageRole="cover"
                  label={campaign?.cover ? 'Replace the cover' : 'Upload a cover'}
                  hint="JPEG, PNG, WebP, GIF or AVIF up to 10 MiB. Large files upload in parts and resume after a dropped connection."
                  ensureCampaign={ensureCampaign}
                  onUploaded={(image) => void refreshImages(image)}
                />
              </div>
              <div className="grid gap-3">
                <h3 className="font-semibold">Gallery</h3>
                {campaign && campaign.gallery.length > 0 ? (
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {campaign.gallery.map((image, index) => (
                      <li key={image.id}>
                        <img
                          src={image.url}
                          alt={`Gallery, ${index + 1} of ${campaign.gallery.length}`}
                          className="aspect-video w-full rounded-lg border border-border object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No gallery images yet.</p>
                )}
                <ImageUploadField
                  imageRole="gallery"
                  label="Add a gallery image"
                  hint="Shown under the story, in the order you add them."
                  ensureCampaign={ensureCampaign}
                  onUploaded={(image) => void refreshImages(image)}
                />
              </div>
              <FormField
                id={fieldId('videoUrl')}
                label="Video link (optional)"
                hint="An https link to YouTube or Vimeo."
                error={err('videoUrl')}
              >
                <Input
                  name="videoUrl"
                  type="url"
                  inputMode="url"
                  value={form.videoUrl}
                  onChange={(e) => update({ videoUrl: e.target.value })}
                />
              </FormField>
            </>
          ) : null}

          {step === 'funding' ? (
            <>
              {live ? lockedNote : null}
              <FormField
                id={fieldId('goal')}
                label={`Funding goal (${form.currency})`}
                hint="From 100.00 to 10,000,000.00."
                error={err('goal')}
              >
                <Input
                  name="goal"
                  inputMode="decimal"
                  value={form.goal}
                  readOnly={live}
                  onChange={(e) => update({ goal: e.target.value })}
                />
              </FormField>
              <FormField
                id={fieldId('currency')}
                label="Currency"
                hint={`The platform currency is ${platformCurrency}.`}
                error={err('currency')}
              >
                <Select
                  name="currency"
                  value={form.currency}
                  disabled={live}
                  onChange={(e) => update({ currency: e.target.value })}
                >
                  {SUPPORTED_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </FormField>
              <fieldset
                className="grid gap-3"
                aria-describedby={err('fundingModel') ? `${fieldId('fundingModel')}-error` : undefined}
              >
                <legend className="mb-1 text-sm font-medium">Funding model</legend>
                {(
                  [
                    [
                      'all_or_nothing',
                      'All-or-nothing',
                      'Backers are charged only if you reach your goal by the end date. Miss it and every pledge returns to its backer. Backers can change or cancel until the end.',
                    ],
                    [
                      'keep_it_all',
                      'Keep-it-all',
                      'You receive every pledge at the end, whatever the total. Pledges are final, so promise only what you can deliver with less money.',
                    ],
                  ] as const
                ).map(([value, title, text]) => (
                  <label
                    key={value}
                    htmlFor={`funding-model-${value}`}
                    className="flex cursor-pointer gap-3 rounded-xl border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                  >
                    <input
                      id={`funding-model-${value}`}
                      type="radio"
                      name="fundingModel"
                      value={value}
                      checked={form.fundingModel === value}
                      disabled={live}
                      onChange={() => update({ fundingModel: value })}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span className="grid gap-1 font-semibold">
                      {title}
                      <span className="text-sm font-normal text-muted-foreground">{text}</span>
                    </span>
                  </label>
                ))}
                {err('fundingModel') ? (
                  <p id={`${fieldId('fundingModel')}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
                    {err('fundingModel')}
                  </p>
                ) : null}
              </fieldset>
              <FormField
                id={fieldId('durationDays')}
                label="Duration in days"
                hint={`From ${CAMPAIGN_LIMITS.durationMin} to ${CAMPAIGN_LIMITS.durationMax} days; the end date is set when you launch.`}
                error={err('durationDays')}
              >
                <Input
                  name="durationDays"
                  type="number"
                  inputMode="numeric"
                  min={CAMPAIGN_LIMITS.durationMin}
                  max={CAMPAIGN_LIMITS.durationMax}
                  value={form.durationDays}
                  readOnly={live}
                  onChange={(e) => update({ durationDays: e.target.value })}
                />
              </FormField>
              <Alert>
                <p className="font-semibold">Platform fee: {platformFeePercent}%</p>
                <p>{feeLine(form.fundingModel, platformFeePercent, goal, form.currency)}</p>
              </Alert>
            </>
          ) : null}

          {step === 'rewards' ? (
            <>
              <p className="text-muted-foreground">
                Rewards are optional. Give each one a minimum pledge, an optional quantity and an estimated delivery month.
                {form.tiers.some((_, i) => Object.keys(built.errors).some((k) => k.startsWith(`tiers.${i}.`)))
                  ? ' Rewards are saved once every reward is complete.'
                  : ''}
              </p>
              {form.tiers.map((tier, index) => {
                const setTier = (patch: Partial<typeof tier>) =>
                  update({ tiers: form.tiers.map((t, i) => (i === index ? { ...t, ...patch } : t)) });
                const key = (field: string) => `tiers.${index}.${field}`;
                return (
                  <fieldset key={tier.key} className="grid gap-4 rounded-2xl border border-border p-4">
                    <legend className="px-1 font-semibold">Reward {index + 1}</legend>
                    <FormField id={fieldId(key('title'))} label="Reward title" error={err(key('title'))}>
                      <Input
                        name={key('title')}
                        value={tier.title}
                        maxLength={CAMPAIGN_LIMITS.tierTitleMax}
                        onChange={(e) => setTier({ title: e.target.value })}
                      />
                    </FormField>
                    <FormField id={fieldId(key('description'))} label="What backers get" error={err(key('description'))}>
                      <Textarea
                        name={key('description')}
                        rows={3}
                        value={tier.description}
                        onChange={(e) => setTier({ description: e.target.value })}
                      />
                    </FormField>
                    <div className="grid gap-4 sm:grid-cols-3">
                      <FormField
                        id={fieldId(key('minimumPledge'))}
                        label={`Minimum pledge (${form.currency})`}
                        error={err(key('minimumPledge'))}
                      >
                        <Input
                          name={key('minimumPledge')}
                          inputMode="decimal"
                          value={tier.minimumPledge}
                          onChange={(e) => setTier({ minimumPledge: e.target.value })}
                        />
                      </FormField>
                      <FormField
                        id={fieldId(key('quantity'))}
                        label="Quantity (optional)"
                        hint="Empty for unlimited."
                        error={err(key('quantity'))}
                      >
                        <Input
                          name={key('quantity')}
                          inputMode="numeric"
                          value={tier.quantity}
                          onChange={(e) => setTier({ quantity: e.target.value })}
                        />
                      </FormField>
                      <FormField
                        id={fieldId(key('estimatedDelivery'))}
                        label="Estimated delivery"
                        hint="Month and year."
                        error={err(key('estimatedDelivery'))}
                      >
                        <Input
                          name={key('estimatedDelivery')}
                          type="month"
                          placeholder="YYYY-MM"
                          value={tier.estimatedDelivery}
                          onChange={(e) => setTier({ estimatedDelivery: e.target.value })}
                        />
                      </FormField>
                    </div>
                    <div>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive dark:text-red-300"
                        onClick={() => update({ tiers: form.tiers.filter((_, i) => i !== index) })}
                      >
                        <Trash2 aria-hidden="true" />
                        Remove reward {index + 1}
                      </Button>
                    </div>
                  </fieldset>
                );
              })}
              {err('tiers') ? <p className="text-sm font-medium text-destructive dark:text-red-300">{err('tiers')}</p> : null}
              <div>
                <Button
                  variant="secondary"
                  disabled={form.tiers.length >= CAMPAIGN_LIMITS.tiersMax}
                  onClick={() => update({ tiers: [...form.tiers, emptyTier()] })}
                >
                  <Plus aria-hidden="true" />
                  Add a reward
                </Button>
              </div>
            </>
          ) : null}

          {step === 'faq' ? (
            <>
              <p className="text-muted-foreground">
                Answer what backers ask most: shipping, timelines, what happens if you raise more.
              </p>
              {form.faqs.map((faq, index) => {
                const setFaq = (patch: Partial<typeof faq>) =>
                  update({ faqs: form.faqs.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
                const key = (field: string) => `faqs.${index}.${field}`;
                return (
                  <fieldset key={faq.key} className="grid gap-4 rounded-2xl border border-border p-4">
                    <legend className="px-1 font-semibold">Question {index + 1}</legend>
                    <FormField id={fieldId(key('question'))} label="Question" error={err(key('question'))}>
                      <Input
                        name={key('question')}
                        value={faq.question}
                        maxLength={CAMPAIGN_LIMITS.questionMax}
                        onChange={(e) => setFaq({ question: e.target.value })}
                      />
                    </FormField>
                    <FormField id={fieldId(key('answer'))} label="Answer" error={err(key('answer'))}>
                      <Textarea
                        name={key('answer')}
                        rows={3}
                        value={faq.answer}
                        maxLength={CAMPAIGN_LIMITS.answerMax}
                        onChange={(e) => setFaq({ answer: e.target.value })}
                      />
                    </FormField>
                    <div>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive dark:text-red-300"
                        onClick={() => update({ faqs: form.faqs.filter((_, i) => i !== index) })}
                      >
                        <Trash2 aria-hidden="true" />
                        Remove question {index + 1}
                      </Button>
                    </div>
                  </fieldset>
                );
              })}
              <div>
                <Button
                  variant="secondary"
                  disabled={form.faqs.length >= CAMPAIGN_LIMITS.faqsMax}
                  onClick={() => update({ faqs: [...form.faqs, emptyFaq()] })}
                >
                  <Plus aria-hidden="true" />
                  Add a question
                </Button>
              </div>
            </>
          ) : null}

          {step === 'review' ? (
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
                  {form.fundingModel === 'keep_it_all'
                    ? 'Keep-it-all'
                    : form.fundingModel === 'all_or_nothing'
                      ? 'All-or-nothing'
                      : '—'}
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
              {live ? null : launchNotice}
              {live ? (
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
          ) : null}
        </section>

        <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-4">
          <Button variant="secondary" disabled={stepIndex === 0} onClick={() => goTo(STEPS[stepIndex - 1]!.id)}>
            Previous
          </Button>
          {stepIndex < STEPS.length - 1 ? (
            <Button onClick={() => goTo(STEPS[stepIndex + 1]!.id)}>Next: {STEPS[stepIndex + 1]!.label}</Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

interface CampaignEditorProps {
  campaignId: string | null;
  onCreated?: (campaignId: string) => void;
  onLaunched: (campaign: CampaignDetail) => void;
  launchNotice?: ReactNode;
}

/** Loads the campaign named in `?id=` (or starts empty) and opens the editor. */
export function CampaignEditor({ campaignId, onCreated, onLaunched, launchNotice }: CampaignEditorProps) {
  const query = useQuery({ ...campaignQueryOptions(campaignId ?? ''), enabled: campaignId !== null, staleTime: 0 });
  if (campaignId === null)
    return (
      <CampaignEditorForm
        initial={null}
        onLaunched={onLaunched}
        launchNotice={launchNotice}
        {...(onCreated ? { onCreated } : {})}
      />
    );
  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <Alert variant="destructive">
        {isApiError(query.error) && query.error.status === 404
          ? 'This campaign was not found, or it is not yours to edit.'
          : `The campaign could not be loaded. ${query.error.message}`}{' '}
        <Link to={paths.creatorDashboard} className="font-semibold underline">
          Go to your dashboard
        </Link>
      </Alert>
    );
  if (!query.data.viewer.canEdit)
    return (
      <Alert>
        {query.data.viewer.isOwner
          ? 'This campaign has ended or was canceled, so it can no longer be edited.'
          : 'Only the creator of this campaign can edit it.'}{' '}
        <Link to={paths.campaign(query.data.id)} className="font-semibold underline">
          View the campaign
        </Link>
      </Alert>
    );
  return (
    <CampaignEditorForm
      initial={query.data}
      onLaunched={onLaunched}
      launchNotice={launchNotice}
      {...(onCreated ? { onCreated } : {})}
    />
  );
}

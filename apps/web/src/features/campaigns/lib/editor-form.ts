/**
 * The campaign editor's model: what the person typed (strings), turned into the API's draft input
 * field by field with the shared schemas, so autosave sends only what is valid and every invalid
 * field gets the same message the server would give. Error keys match the server's `fields`
 * (`title`, `tiers.0.minimumPledge`).
 */
import type { ZodType } from 'zod';
import {
  LOCKED_WHEN_LIVE,
  blurbSchema,
  campaignLaunchSchema,
  categorySchema,
  currencySchema,
  durationDaysSchema,
  faqInputSchema,
  fundingModelSchema,
  goalSchema,
  locationSchema,
  aboutCreatorSchema,
  rewardTierInputSchema,
  risksSchema,
  storySchema,
  tagsSchema,
  titleSchema,
  videoUrlSchema,
  type CampaignDetail,
  type CampaignDraftInput,
  type FundingModel,
} from '@crowdspark/shared/contracts/campaigns';
import { parseMoneyInput, toMoneyInput } from '@/lib/money';
import {
  addOnForms,
  buildAddOns,
  shippingForm,
  shippingInput,
  type AddOnForm,
  type ShippingForm,
} from '@/features/campaigns/lib/rewards-extras-form';

export interface TierForm {
  key: string;
  id?: string | undefined;
  title: string;
  description: string;
  minimumPledge: string;
  quantity: string;
  estimatedDelivery: string;
  /** Null: the reward does not ship. */
  shipping: ShippingForm | null;
}

export interface FaqForm {
  key: string;
  question: string;
  answer: string;
}

export interface EditorForm {
  title: string;
  blurb: string;
  category: string;
  /** Comma-separated as typed. */
  tags: string;
  location: string;
  /** HTML from the rich-text editor (saved with storyFormat 'html'). */
  story: string;
  risks: string;
  aboutCreator: string;
  videoUrl: string;
  goal: string;
  currency: string;
  fundingModel: FundingModel | '';
  durationDays: string;
  tiers: TierForm[];
  addOns: AddOnForm[];
  faqs: FaqForm[];
}

export type FieldErrors = Record<string, string>;

let keyCounter = 0;
export function newRowKey(): string {
  keyCounter += 1;
  return `row-${keyCounter}`;
}

export function emptyForm(currency: string): EditorForm {
  return {
    title: '',
    blurb: '',
    category: '',
    tags: '',
    location: '',
    story: '',
    risks: '',
    aboutCreator: '',
    videoUrl: '',
    goal: '',
    currency,
    fundingModel: 'all_or_nothing',
    durationDays: '30',
    tiers: [],
    addOns: [],
    faqs: [],
  };
}

export function emptyTier(): TierForm {
  return { key: newRowKey(), title: '', description: '', minimumPledge: '', quantity: '', estimatedDelivery: '', shipping: null };
}

export function emptyFaq(): FaqForm {
  return { key: newRowKey(), question: '', answer: '' };
}

/** The editor's form for a saved campaign (null fields become empty inputs). */
export function formFromCampaign(campaign: CampaignDetail): EditorForm {
  return {
    title: campaign.title ?? '',
    blurb: campaign.blurb ?? '',
    category: campaign.category ?? '',
    tags: campaign.tags.join(', '),
    location: campaign.location ?? '',
    // The rich-text editor edits HTML: a Markdown story (written before it) opens as the HTML it
    // renders to and is saved as HTML from then on (docs/decisions/0023-campaign-page.md).
    story: campaign.storyHtml ?? '',
    risks: campaign.risks ?? '',
    aboutCreator: campaign.aboutCreator ?? '',
    videoUrl: campaign.videoUrl ?? '',
    goal: campaign.goal === null ? '' : toMoneyInput(campaign.goal),
    currency: campaign.currency,
    fundingModel: campaign.fundingModel ?? '',
    durationDays: campaign.durationDays === null ? '' : String(campaign.durationDays),
    tiers: campaign.tiers.map((tier) => ({
      key: newRowKey(),
      id: tier.id,
      title: tier.title,
      description: tier.description,
      minimumPledge: toMoneyInput(tier.minimumPledge),
      quantity: tier.quantity === null ? '' : String(tier.quantity),
      estimatedDelivery: tier.estimatedDelivery,
      shipping: shippingForm(tier.shipping),
    })),
    addOns: addOnForms(campaign.addOns),
    faqs: campaign.faqs.map((faq) => ({ key: newRowKey(), question: faq.question, answer: faq.answer })),
  };
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}

/** A whole number typed in a field, or NaN (so the schema answers with its own message). */
function parseWhole(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Money typed in a field → minor units, or NaN when it is not an amount. */
function parseMoneyField(text: string): number {
  return parseMoneyInput(text) ?? Number.NaN;
}

function check<T>(schema: ZodType<T>, value: unknown, key: string, errors: FieldErrors): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  errors[key] = result.error.issues[0]?.message ?? 'This value is not valid.';
  return undefined;
}

export interface DraftBuild {
  /** Only the valid, filled-in fields (what autosave may send). */
  input: CampaignDraftInput;
  /** Messages for filled-in fields that are not valid. */
  errors: FieldErrors;
}

export interface BuildOptions {
  /** A live campaign: the funding terms are locked and never sent. */
  live?: boolean;
}

/**
 * The draft input for PATCH/POST: empty optional fields are cleared (null) or left out, filled
 * fields are checked with the shared schemas. Tiers and FAQs replace whole lists, so they are sent
 * only when every row is valid.
 */
export function buildDraftInput(form: EditorForm, { live = false }: BuildOptions = {}): DraftBuild {
  const errors: FieldErrors = {};
  const input: CampaignDraftInput = {};
  const set = <K extends keyof CampaignDraftInput>(key: K, value: CampaignDraftInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };

  if (form.title.trim()) set('title', check(titleSchema, form.title, 'title', errors));
  if (form.blurb.trim()) set('blurb', check(blurbSchema, form.blurb, 'blurb', errors));
  if (form.category) set('category', check(categorySchema, form.category, 'category', errors));
  set('tags', check(tagsSchema, parseTags(form.tags), 'tags', errors));
  input.location = form.location.trim() ? (check(locationSchema, form.location, 'location', errors) ?? null) : null;
  if (errors.location) delete input.location;
  // The editor's HTML: the server sanitises it with the page's allow-list before storing it.
  if (form.story.trim()) {
    set('story', check(storySchema, form.story, 'story', errors));
    if (input.story !== undefined) input.storyFormat = 'html';
  }
  input.risks = form.risks.trim() ? (check(risksSchema, form.risks, 'risks', errors) ?? null) : null;
  if (errors.risks) delete input.risks;
  input.aboutCreator = form.aboutCreator.trim()
    ? (check(aboutCreatorSchema, form.aboutCreator, 'aboutCreator', errors) ?? null)
    : null;
  if (errors.aboutCreator) delete input.aboutCreator;
  input.videoUrl = form.videoUrl.trim() ? (check(videoUrlSchema, form.videoUrl, 'videoUrl', errors) ?? null) : null;
  if (errors.videoUrl) delete input.videoUrl;

  if (!live) {
    if (form.goal.trim()) set('goal', check(goalSchema, parseMoneyField(form.goal), 'goal', errors));
    if (form.currency) set('currency', check(currencySchema, form.currency, 'currency', errors));
    if (form.fundingModel) set('fundingModel', check(fundingModelSchema, form.fundingModel, 'fundingModel', errors));
    if (form.durationDays.trim())
      set('durationDays', check(durationDaysSchema, parseWhole(form.durationDays), 'durationDays', errors));
  }

  const tiers = form.tiers.map((tier, index) =>
    check(rewardTierInputSchema, { ...(tier.id ? { id: tier.id } : {}), ...tierInput(tier) }, `tiers.${index}`, errors),
  );
  // Per-field messages for the tier rows (the row-level key is only a fallback).
  form.tiers.forEach((_, index) => {
    if (!errors[`tiers.${index}`]) return;
    delete errors[`tiers.${index}`];
    Object.assign(errors, tierFieldErrors(form.tiers[index]!, index));
  });
  if (tiers.every((tier) => tier !== undefined)) input.tiers = tiers;
  const addOns = buildAddOns(form.addOns, errors);
  if (addOns) input.addOns = addOns;

  const faqs = form.faqs.map((faq, index) => {
    const result = faqInputSchema.safeParse({ question: faq.question, answer: faq.answer });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = `faqs.${index}.${String(issue.path[0] ?? 'question')}`;
      errors[key] ??= issue.message;
    }
    return undefined;
  });
  if (faqs.every((faq) => faq !== undefined)) input.faqs = faqs;

  return { input, errors };
}

/** A tier row as the API takes it (without its id). */
function tierInput(tier: TierForm) {
  return {
    title: tier.title,
    description: tier.description,
    minimumPledge: parseMoneyField(tier.minimumPledge),
    quantity: tier.quantity.trim() ? parseWhole(tier.quantity) : null,
    estimatedDelivery: tier.estimatedDelivery,
    shipping: shippingInput(tier.shipping),
  };
}

function tierFieldErrors(tier: TierForm, index: number): FieldErrors {
  const errors: FieldErrors = {};
  const result = rewardTierInputSchema.safeParse(tierInput(tier));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    // Shipping rows report their own field (tiers.0.shipping.rates.1.cost), like the server.
    const path = issue.path[0] === 'shipping' ? issue.path.map(String).join('.') : String(issue.path[0] ?? 'title');
    const key = `tiers.${index}.${path}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Everything launch needs, checked as the server will (client-side preview of the launch check).
 * Empty required fields get the schema's "Please …" messages here.
 */
export function launchErrors(form: EditorForm, { live = false }: BuildOptions = {}): FieldErrors {
  const { input, errors } = buildDraftInput(form, { live });
  if (live) return errors;
  const result = campaignLaunchSchema.safeParse({
    title: input.title,
    blurb: input.blurb,
    story: input.story ?? '',
    category: input.category,
    tags: input.tags ?? [],
    location: input.location ?? null,
    videoUrl: input.videoUrl ?? null,
    goal: input.goal,
    currency: input.currency,
    fundingModel: input.fundingModel,
    durationDays: input.durationDays,
    tiers: input.tiers ?? [],
    addOns: input.addOns ?? [],
    faqs: input.faqs ?? [],
    risks: input.risks ?? null,
    aboutCreator: input.aboutCreator ?? null,
  });
  const all: FieldErrors = { ...errors };
  // Empty required fields read better than the schema's type messages.
  if (input.goal === undefined && !errors.goal) all.goal = 'Please set a funding goal (at least 100.00).';
  if (input.durationDays === undefined && !errors.durationDays)
    all.durationDays = 'Please choose how many days the campaign runs (1–60).';
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      // A field already reported keeps its specific message.
      if (!Object.keys(errors).some((k) => k === key || k.startsWith(`${key}.`))) all[key] ??= issue.message;
    }
  }
  return all;
}

/** Which editor step shows a field (for "fix these" links and jumping to the first error). */
export const STEP_OF_FIELD: Record<string, StepId> = {
  title: 'basics',
  blurb: 'basics',
  category: 'basics',
  tags: 'basics',
  location: 'basics',
  story: 'story',
  risks: 'story',
  aboutCreator: 'story',
  videoUrl: 'media',
  goal: 'funding',
  currency: 'funding',
  fundingModel: 'funding',
  durationDays: 'funding',
  tiers: 'rewards',
  addOns: 'rewards',
  faqs: 'faq',
};

export const STEPS = [
  { id: 'basics', label: 'Basics' },
  { id: 'story', label: 'Story' },
  { id: 'media', label: 'Media' },
  { id: 'funding', label: 'Funding' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'faq', label: 'FAQ' },
  { id: 'review', label: 'Review & launch' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

export function stepOfField(key: string): StepId {
  return STEP_OF_FIELD[key.split('.')[0] ?? ''] ?? 'review';
}

export const LOCKED_FIELDS: readonly string[] = LOCKED_WHEN_LIVE;

/** A stable fingerprint of what would be saved, so autosave only sends real changes. */
export function draftFingerprint(input: CampaignDraftInput): string {
  return JSON.stringify(input);
}

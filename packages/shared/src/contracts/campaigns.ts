import { z } from 'zod';
import { addOnSchema, addOnsInputSchema, tierShippingInputSchema, tierShippingSchema } from './shipping.js';
import { CATEGORY_SLUGS } from '../constants/categories.js';

/**
 * Campaign contracts, used by the creator's form in the browser and by the server.
 * Money is always an integer number of minor units (cents) with its ISO 4217 currency.
 */

/** Currencies a campaign may raise in; all have two minor digits, so 100 minor units = 1.00. */
export const SUPPORTED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'] as const;
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];
/** The platform currency: a campaign raises in it unless its creator picks another. */
export const PLATFORM_CURRENCY: CurrencyCode = 'USD';

export const FUNDING_MODELS = ['all_or_nothing', 'keep_it_all'] as const;
export type FundingModel = (typeof FUNDING_MODELS)[number];

export const CAMPAIGN_STATUSES = ['draft', 'live', 'successful', 'unsuccessful', 'canceled', 'suspended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  blurbMin: 10,
  blurbMax: 160,
  storyMax: 50_000,
  tagsMax: 10,
  tagMax: 24,
  locationMax: 80,
  /** 100.00 to 10,000,000.00 in minor units. */
  goalMin: 10_000,
  goalMax: 1_000_000_000,
  durationMin: 1,
  durationMax: 60,
  tiersMax: 20,
  tierTitleMax: 80,
  tierDescriptionMax: 1000,
  /** 1.00 in minor units. */
  pledgeMin: 100,
  faqsMax: 30,
  questionMax: 200,
  answerMax: 2000,
  /** "Risks and challenges" and "About the creator": plain text sections of the page. */
  risksMax: 5000,
  aboutCreatorMax: 5000,
} as const;

const L = CAMPAIGN_LIMITS;

/** Lowercase words joined by single hyphens: "board-games", "solar". */
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** https links to a YouTube or Vimeo video page. */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isAllowedVideoUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) && url.pathname.length > 1;
}

/** 'YYYY-MM' of the current month in UTC: an estimated delivery may not be earlier. */
export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

// Each schema below is marked pure (`@__PURE__`): to a bundler a zod call looks like a side effect,
// and the mark lets a page's build drop the schemas it never uses (the editor needs the field ones).
const money = (label: string, min: number, minText: string) =>
  z
    .number({ message: `${label} must be a number of cents.` })
    .int(`${label} must be a whole number of cents (minor units).`)
    .min(min, `${label} must be at least ${minText}.`);

export const titleSchema = /* @__PURE__ */ z
  .string({ message: 'Please enter a title.' })
  .trim()
  .min(L.titleMin, `The title needs at least ${L.titleMin} characters.`)
  .max(L.titleMax, `The title can be at most ${L.titleMax} characters.`);
export const blurbSchema = /* @__PURE__ */ z
  .string({ message: 'Please enter a short blurb.' })
  .trim()
  .min(L.blurbMin, `The blurb needs at least ${L.blurbMin} characters.`)
  .max(L.blurbMax, `The blurb can be at most ${L.blurbMax} characters.`);
/**
 * The story as the creator writes it: Markdown (HTML inside it is allowed); the server renders it
 * to HTML and sanitises that before storing both.
 */
export const storySchema = /* @__PURE__ */ z
  .string({ message: 'Please tell your story.' })
  .max(L.storyMax, `The story is too long (${L.storyMax.toLocaleString('en-US')} characters at most).`);
/**
 * What `story` is: 'html' from the rich-text editor; 'markdown' (the default, so API clients written
 * before the editor keep working) is rendered first. Both are held to the same allow-list.
 */
export const STORY_FORMATS = ['markdown', 'html'] as const;
export type StoryFormat = (typeof STORY_FORMATS)[number];
export const storyFormatSchema = /* @__PURE__ */ z.enum(STORY_FORMATS, { message: 'The story format is markdown or html.' });
const plainSection = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters.`);
export const risksSchema = /* @__PURE__ */ plainSection('Risks and challenges', L.risksMax);
export const aboutCreatorSchema = /* @__PURE__ */ plainSection('About the creator', L.aboutCreatorMax);
export const categorySchema = /* @__PURE__ */ z.enum(CATEGORY_SLUGS, { message: 'Please choose a category from the list.' });
export const tagsSchema = /* @__PURE__ */ z
  .array(
    z
      .string()
      .trim()
      .max(L.tagMax, `Tags can be at most ${L.tagMax} characters.`)
      .regex(TAG_PATTERN, 'Tags are lowercase words (letters, digits, hyphens), e.g. "board-games".'),
  )
  .max(L.tagsMax, `At most ${L.tagsMax} tags.`)
  .refine((tags) => new Set(tags).size === tags.length, 'Each tag can appear only once.');
export const locationSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .max(L.locationMax, `The location can be at most ${L.locationMax} characters.`);
export const videoUrlSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .max(500, 'The video link is too long.')
  .refine(isAllowedVideoUrl, 'The video must be an https link to YouTube or Vimeo.');
export const goalSchema = /* @__PURE__ */ money('The goal', L.goalMin, '100.00').max(
  L.goalMax,
  'The goal can be at most 10,000,000.00.',
);
export const currencySchema = /* @__PURE__ */ z.enum(SUPPORTED_CURRENCIES, {
  message: `Choose one of the supported currencies: ${SUPPORTED_CURRENCIES.join(', ')}.`,
});
export const fundingModelSchema = /* @__PURE__ */ z.enum(FUNDING_MODELS, { message: 'Choose all-or-nothing or keep-it-all.' });
export const durationDaysSchema = /* @__PURE__ */ z
  .number({ message: 'The duration must be a number of days.' })
  .int('The duration must be a whole number of days.')
  .min(L.durationMin, `A campaign runs at least ${L.durationMin} day.`)
  .max(L.durationMax, `A campaign runs at most ${L.durationMax} days.`);

export const estimatedDeliverySchema = /* @__PURE__ */ z
  .string({ message: 'Please give an estimated delivery month.' })
  .regex(MONTH_PATTERN, 'Use the format YYYY-MM for the estimated delivery.')
  .refine((month) => month >= currentMonth(), 'The estimated delivery cannot be in the past.');

/** A reward tier as the creator writes it; `id` is present when editing an existing tier. */
export const rewardTierInputSchema = /* @__PURE__ */ z
  .object({
    id: z.string().min(1).max(40).optional(),
    title: z
      .string({ message: 'Please give the reward a title.' })
      .trim()
      .min(1, 'Please give the reward a title.')
      .max(L.tierTitleMax, `Reward titles can be at most ${L.tierTitleMax} characters.`),
    description: z
      .string({ message: 'Please describe the reward.' })
      .trim()
      .min(1, 'Please describe the reward.')
      .max(L.tierDescriptionMax, `Reward descriptions can be at most ${L.tierDescriptionMax} characters.`),
    minimumPledge: money('The minimum pledge', L.pledgeMin, '1.00').max(L.goalMax, 'The minimum pledge is too large.'),
    quantity: z
      .number({ message: 'The quantity must be a number.' })
      .int('The quantity must be a whole number.')
      .min(1, 'A limited reward needs a quantity of at least 1.')
      .max(1_000_000, 'The quantity is too large.')
      .nullable()
      .optional(),
    estimatedDelivery: estimatedDeliverySchema,
    /** Null or absent: the reward does not ship (docs/product-rules.md#shipping-and-add-ons). */
    shipping: tierShippingInputSchema.nullable().optional(),
  })
  .strict();
export type RewardTierInput = z.infer<typeof rewardTierInputSchema>;

export const faqInputSchema = /* @__PURE__ */ z
  .object({
    question: z
      .string({ message: 'Please write the question.' })
      .trim()
      .min(1, 'Please write the question.')
      .max(L.questionMax, `Questions can be at most ${L.questionMax} characters.`),
    answer: z
      .string({ message: 'Please write the answer.' })
      .trim()
      .min(1, 'Please write the answer.')
      .max(L.answerMax, `Answers can be at most ${L.answerMax} characters.`),
  })
  .strict();
export type FaqInput = z.infer<typeof faqInputSchema>;

const tiersSchema = /* @__PURE__ */ z.array(rewardTierInputSchema).max(L.tiersMax, `At most ${L.tiersMax} reward tiers.`);
const faqsSchema = /* @__PURE__ */ z.array(faqInputSchema).max(L.faqsMax, `At most ${L.faqsMax} questions.`);

/**
 * Saving a draft (POST /api/campaigns, PATCH /api/campaigns/:id): every field optional, each one
 * checked when present; `null` clears an optional field. Tiers and FAQs replace the whole list.
 */
export const campaignDraftSchema = /* @__PURE__ */ z
  .object({
    title: titleSchema.optional(),
    blurb: blurbSchema.optional(),
    story: storySchema.optional(),
    /** Only meaningful with `story`; absent means Markdown. */
    storyFormat: storyFormatSchema.optional(),
    risks: risksSchema.nullable().optional(),
    aboutCreator: aboutCreatorSchema.nullable().optional(),
    category: categorySchema.optional(),
    tags: tagsSchema.optional(),
    location: locationSchema.nullable().optional(),
    videoUrl: videoUrlSchema.nullable().optional(),
    goal: goalSchema.optional(),
    currency: currencySchema.optional(),
    fundingModel: fundingModelSchema.optional(),
    durationDays: durationDaysSchema.optional(),
    tiers: tiersSchema.optional(),
    addOns: addOnsInputSchema.optional(),
    faqs: faqsSchema.optional(),
  })
  .strict();
export type CampaignDraftInput = z.infer<typeof campaignDraftSchema>;

/** What launching requires: every field a backer needs to decide, checked as a whole. */
export const campaignLaunchSchema = /* @__PURE__ */ z
  .object({
    title: titleSchema,
    blurb: blurbSchema,
    story: storySchema.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Please tell your story.'),
    category: categorySchema,
    tags: tagsSchema,
    location: locationSchema.nullable(),
    videoUrl: videoUrlSchema.nullable(),
    goal: goalSchema,
    currency: currencySchema.default(PLATFORM_CURRENCY),
    fundingModel: fundingModelSchema,
    durationDays: durationDaysSchema,
    tiers: tiersSchema,
    addOns: addOnsInputSchema.default([]),
    faqs: faqsSchema,
    // Optional at launch (docs/product-rules.md#campaign-page-sections).
    risks: risksSchema.nullable().optional(),
    aboutCreator: aboutCreatorSchema.nullable().optional(),
  })
  .strict();
export type CampaignLaunchInput = z.infer<typeof campaignLaunchSchema>;

/** Fields frozen once a campaign is live (backers pledged under these terms). */
export const LOCKED_WHEN_LIVE = ['goal', 'currency', 'fundingModel', 'durationDays'] as const;

// ---------------------------------------------------------------- responses

/**
 * 'update': a picture inside an update's text (live or ended campaigns); 'story': a picture inside
 * the story (draft or live). Neither joins the gallery.
 */
export const imageRoleSchema = /* @__PURE__ */ z.enum(['cover', 'gallery', 'update', 'story']);
export type ImageRole = z.infer<typeof imageRoleSchema>;

/** A processed image: WebP at several widths (never upscaled), keyed by width in pixels. */
export const campaignImageSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  role: imageRoleSchema,
  position: z.number().int(),
  /** The largest variant: a sensible default `src`. */
  url: z.string(),
  variants: z.record(z.string(), z.string()),
});
export type CampaignImage = z.infer<typeof campaignImageSchema>;

export const creatorCardSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type CreatorCard = z.infer<typeof creatorCardSchema>;

export const rewardTierSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  minimumPledge: z.number().int(),
  quantity: z.number().int().nullable(),
  claimed: z.number().int(),
  /** Null when unlimited; 0 means sold out. */
  remaining: z.number().int().nullable(),
  estimatedDelivery: z.string(),
  /** Null when the reward does not ship. */
  shipping: tierShippingSchema.nullable(),
});
export type RewardTier = z.infer<typeof rewardTierSchema>;

export const faqSchema = /* @__PURE__ */ z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const campaignProgressSchema = /* @__PURE__ */ z.object({
  raised: z.number().int(),
  /** Whole percent, rounded down; can pass 100. */
  percentOfGoal: z.number().int(),
  backers: z.number().int(),
  /** Whole days until the end, rounded up; 0 once ended; null before launch. */
  daysLeft: z.number().int().nullable(),
  views: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** GET /api/campaigns/:id. Draft fields a creator has not filled yet are null. */
export const campaignDetailSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  title: z.string().nullable(),
  blurb: z.string().nullable(),
  storyHtml: z.string().nullable(),
  /** What the creator wrote (Markdown) for the editor; null for stories saved as HTML before. */
  storySource: z.string().nullable(),
  /** What storySource is; the rich-text editor opens `storyHtml` either way. */
  storyFormat: storyFormatSchema,
  risks: z.string().nullable(),
  aboutCreator: z.string().nullable(),
  category: z.enum(CATEGORY_SLUGS).nullable(),
  tags: z.array(z.string()),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  goal: z.number().int().nullable(),
  currency: z.enum(SUPPORTED_CURRENCIES),
  fundingModel: z.enum(FUNDING_MODELS).nullable(),
  durationDays: z.number().int().nullable(),
  cover: campaignImageSchema.nullable(),
  gallery: z.array(campaignImageSchema),
  tiers: z.array(rewardTierSchema),
  addOns: z.array(addOnSchema),
  faqs: z.array(faqSchema),
  progress: campaignProgressSchema,
  launchedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  creator: creatorCardSchema,
  /** What the signed-in reader may do (all false for the public). */
  viewer: z.object({
    isOwner: z.boolean(),
    canEdit: z.boolean(),
    /** The reader's part in the campaign (decision 0025): collaborators edit, but not money or lifecycle. */
    role: z.enum(['owner', 'collaborator']).nullable(),
  }),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** POST /api/campaigns/story-preview: the page's HTML for a story, rendered exactly as a save would. */
export const storyPreviewRequestSchema = /* @__PURE__ */ z
  .object({ story: storySchema, storyFormat: storyFormatSchema.optional() })
  .strict();
export type StoryPreviewRequest = z.infer<typeof storyPreviewRequestSchema>;
export const storyPreviewSchema = /* @__PURE__ */ z.object({ html: z.string() });
export type StoryPreview = z.infer<typeof storyPreviewSchema>;

export const imageUploadResultSchema = /* @__PURE__ */ z.object({ image: campaignImageSchema });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

/** The body of the admins' POST /api/admin/campaigns/:id/suspend and /restore: the audit log's reason. */
export { adminReasonSchema } from './admin.js';
